import type { TimerClock } from './call-pipeline.types';

/**
 * Waits `ms` on the pipeline's clock. Resolves early, never rejects, when `signal` aborts: callers
 * check their own state after the wait, so barge-in and call end cut every wait short.
 */
export function waitOnClock(clock: TimerClock, ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clock.clearTimeout(handle);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const handle = clock.setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
