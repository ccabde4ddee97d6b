/**
 * The wall-clock time source (a Date); tests pass a clock they move by hand. The voice engine's
 * turn loop runs on its own monotonic `TimerClock` (`packages/voice/src/pipeline/call-pipeline.types.ts`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date('2026-01-01T00:00:00Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
