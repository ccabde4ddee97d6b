/**
 * What the main thread and the call's audio worklet (`call-audio.worklet.ts`) say to each other.
 * Kept free of other imports: the worklet bundle includes this file.
 */
export const CAPTURE_PROCESSOR_NAME = 'rehearse-call-capture';
export const PLAYBACK_PROCESSOR_NAME = 'rehearse-call-playback';

export interface CaptureProcessorOptions {
  /** The call's sample rate; the processor converts from the audio context's rate to this one. */
  targetRate: number;
  /** Samples per frame posted to the main thread (an ArrayBuffer of 16-bit PCM each). */
  frameSamples: number;
}

export interface PlaybackProcessorOptions {
  /** The rate of the PCM frames the main thread posts (as ArrayBuffers). */
  sourceRate: number;
  /** Audio buffered before playback starts: the jitter margin. */
  prefillMs: number;
  /** The most audio kept; older audio is dropped beyond it. */
  capacityMs: number;
  /** How often the processor reports the level of what it played. */
  levelIntervalMs: number;
}

/** Main thread -> playback processor, besides ArrayBuffers of PCM. */
export type PlaybackCommand = { type: 'clear' } | { type: 'mute'; muted: boolean };

/** Playback processor -> main thread: the RMS (0..1) of the audio played since the last report. */
export interface PlaybackLevelReport {
  type: 'level';
  rms: number;
}

export function isPlaybackLevelReport(data: unknown): data is PlaybackLevelReport {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'level' &&
    typeof (data as { rms?: unknown }).rms === 'number'
  );
}
