/** Spec section 9: combined audio level above 0.01 is speech; volume is level / 0.15 capped at 1. */
export const SPEAKING_LEVEL_THRESHOLD = 0.01;
export const VOLUME_SCALE = 0.15;
export const LEVEL_OBSERVER_INTERVAL_MS = 100;
export const SPEECH_END_SILENCE_MS = 1000;

export type SpeakingEvent = { type: 'volume-level'; volume: number } | { type: 'speech-start' } | { type: 'speech-end' };

export function volumeFromLevel(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / VOLUME_SCALE);
}

/**
 * Turns the buyer's audio level, sampled every 100 ms, into the web-call client's events: a
 * volume-level each time, speech-start on the first level above the threshold, speech-end after
 * 1000 ms without one.
 */
export function createSpeakingDetector() {
  let speaking = false;
  let lastLoudAt = 0;
  return {
    observe(level: number, nowMs: number): SpeakingEvent[] {
      const events: SpeakingEvent[] = [{ type: 'volume-level', volume: volumeFromLevel(level) }];
      if (level > SPEAKING_LEVEL_THRESHOLD) {
        lastLoudAt = nowMs;
        if (!speaking) {
          speaking = true;
          events.push({ type: 'speech-start' });
        }
      } else if (speaking && nowMs - lastLoudAt >= SPEECH_END_SILENCE_MS) {
        speaking = false;
        events.push({ type: 'speech-end' });
      }
      return events;
    },
    get speaking() {
      return speaking;
    },
  };
}
