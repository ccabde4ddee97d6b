import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite.database';
import { createYieldingQueue } from './yielding-queue';

/** Resolves at the next check phase: after the I/O the event loop had waiting. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('yielding queue', () => {
  it('runs items one at a time in the order they were queued, failures included', async () => {
    const inTurn = createYieldingQueue();
    const events: string[] = [];
    const item = (name: string, fail = false) =>
      inTurn(async () => {
        events.push(`start ${name}`);
        await Promise.resolve();
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([item('a'), item('b', true), item('c')]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop turn between two items, so a backlog cannot hold it', async () => {
    const inTurn = createYieldingQueue();
    let finished = 0;
    const burst = Array.from({ length: 20 }, () => inTurn(async () => void finished++));
    await nextTurn();
    expect(finished).toBe(1);
    await Promise.all(burst);
    expect(finished).toBe(20);
  });
});

describe('embedded database under a burst of statements', () => {
  it('lets the event loop turn between statements instead of running the backlog in one turn', async () => {
    const db = await openPgliteDatabase(undefined);
    try {
      await db.query('SELECT 1');
      let finished = 0;
      const burst = Array.from({ length: 10 }, () => db.query('SELECT 1').then(() => finished++));
      const transactions = Array.from({ length: 5 }, () => db.transaction((tx) => tx.query('SELECT 1')).then(() => finished++));
      await nextTurn();
      // Before, all 15 had run by now: PGlite hands its lock over through promises only.
      expect(finished).toBeLessThanOrEqual(1);
      await Promise.all([...burst, ...transactions]);
      expect(finished).toBe(15);
    } finally {
      await db.close();
    }
  });
});
