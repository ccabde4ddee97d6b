/** Spec section 4: the recording player's states. */
export type PlayerStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'finished' | 'error';

/** What the waveform library reports, in the player's words. */
export type PlayerEvent = 'load' | 'ready' | 'play' | 'pause' | 'finish' | 'error';

/**
 * The next state after `event`. A failure is final until the next load; play and pause mean
 * nothing before the audio is ready (a media element may report them while it loads).
 */
export function nextPlayerStatus(status: PlayerStatus, event: PlayerEvent): PlayerStatus {
  if (event === 'load') return 'loading';
  if (event === 'error') return 'error';
  if (status === 'error') return 'error';
  switch (event) {
    case 'ready':
      return status === 'loading' ? 'ready' : status;
    case 'play':
      return status === 'loading' ? status : 'playing';
    case 'pause':
      return status === 'playing' ? 'paused' : status;
    case 'finish':
      return status === 'loading' ? status : 'finished';
  }
}

export function isPlayerUsable(status: PlayerStatus): boolean {
  return status !== 'loading' && status !== 'error';
}

/** Spec section 9: volume in percent, steps of 5, 70 % at first. */
export const DEFAULT_VOLUME = 70;
export const VOLUME_STEP = 5;

/** A volume percentage on the 0-100 scale in steps of 5. */
export function toVolumeStep(percent: number): number {
  if (!Number.isFinite(percent)) return DEFAULT_VOLUME;
  return Math.min(100, Math.max(0, Math.round(percent / VOLUME_STEP) * VOLUME_STEP));
}

export type VolumeLevel = 'muted' | 'low' | 'high';

/** Which speaker icon the volume button shows. */
export function volumeLevel(percent: number, muted: boolean): VolumeLevel {
  if (muted || percent === 0) return 'muted';
  return percent < 50 ? 'low' : 'high';
}
