import type { TimerClock } from './call-pipeline.types';

/** Lets every promise chain that is ready run to its end (fake engines only use promises). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A clock for turn-taking tests: time moves only when the test says so. Due timers fire in time
 * order (then in the order they were set), with promises settled after each, as on a real clock.
 */
export class ManualTimerClock implements TimerClock {
  private current: number;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  /** Starts away from zero, so code that confuses clock time with call time shows up. */
  constructor(start = 50_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (let due = this.nextDue(target); due; due = this.nextDue(target)) {
      this.timers.delete(due.id);
      this.current = Math.max(this.current, due.at);
      due.callback();
      await settle();
    }
    this.current = target;
  }

  private nextDue(target: number): { id: number; at: number; callback: () => void } | undefined {
    let next: { id: number; at: number; callback: () => void } | undefined;
    for (const [id, timer] of this.timers) {
      if (timer.at <= target && (!next || timer.at < next.at)) next = { id, ...timer };
    }
    return next;
  }
}
