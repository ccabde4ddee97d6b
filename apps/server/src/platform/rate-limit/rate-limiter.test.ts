import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { manualClock } from '../clock';
import { createDatabaseRateLimiter } from './rate-limiter';

describe(`rate limiter (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  it('allows the limit within a window, refuses beyond it with the wait, and opens the next window', async () => {
    const clock = manualClock(new Date('2026-01-01T10:00:00Z'));
    const limiter = createDatabaseRateLimiter(t.db, clock);
    const rule = { limit: 3, windowSeconds: 60 };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limiter.hit('k1', rule)).allowed).toBe(true);
    clock.advance(15_000);
    expect(await limiter.hit('k1', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', rule)).allowed).toBe(true);
    clock.advance(45_000);
    expect((await limiter.hit('k1', rule)).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly, as two instances sharing the database would', async () => {
    const clock = manualClock(new Date('2026-01-01T11:00:00Z'));
    const first = createDatabaseRateLimiter(t.db, clock);
    const second = createDatabaseRateLimiter(t.db, clock);
    const rule = { limit: 10, windowSeconds: 60 };
    const outcomes = await Promise.all(Array.from({ length: 25 }, (_, index) => (index % 2 ? first : second).hit('shared', rule)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
  });
});
