import { LEVEL_OBSERVER_INTERVAL_MS, createSpeakingDetector } from '@rehearse/domain';
import type { SpeakingEvent } from '@rehearse/domain';

export interface SpeakingMonitor {
  /** One level report from playback: the RMS of a stretch of played audio. */
  addPlayedLevel(rms: number): void;
  start(): void;
  /** Stops sampling; a buyer still speaking gets a closing speech-end. */
  stop(): void;
}

/**
 * Samples the buyer's played level every 100 ms and runs the spec's speaking detector on it
 * (section 9). Playback reports come at their own pace, so each tick combines the reports since the
 * last one (RMS of equal stretches: root of the mean of squares); a tick without any report (the
 * audio output is suspended) is silence.
 */
export function createSpeakingMonitor(emit: (event: SpeakingEvent) => void, now: () => number = () => Date.now()): SpeakingMonitor {
  let detector = createSpeakingDetector();
  let sumOfSquares = 0;
  let reports = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  function tick(): void {
    const level = reports > 0 ? Math.sqrt(sumOfSquares / reports) : 0;
    sumOfSquares = 0;
    reports = 0;
    for (const event of detector.observe(level, now())) emit(event);
  }

  return {
    addPlayedLevel(rms) {
      if (!Number.isFinite(rms) || rms < 0) return;
      sumOfSquares += rms * rms;
      reports += 1;
    },
    start() {
      if (timer !== undefined) return;
      detector = createSpeakingDetector();
      sumOfSquares = 0;
      reports = 0;
      timer = setInterval(tick, LEVEL_OBSERVER_INTERVAL_MS);
    },
    stop() {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      if (detector.speaking) emit({ type: 'speech-end' });
    },
  };
}
