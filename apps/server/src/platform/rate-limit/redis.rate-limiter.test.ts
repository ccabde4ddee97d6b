import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { testRedisReachable, testRedisUrl } from '../../test/test-redis';
import { connectRedisRateLimiter, RATE_LIMITER_UNAVAILABLE_MESSAGE, type RedisRateLimiter } from './redis.rate-limiter';

const redisUrl = testRedisUrl;
const reachable = await testRedisReachable('the Redis rate limiter tests');

describe.skipIf(!reachable)('rate limiter on Redis (REDIS_URL)', () => {
  const limiters: RedisRateLimiter[] = [];
  const connect = async (clock = manualClock(new Date('2026-01-01T10:00:00Z'))) => {
    const limiter = await connectRedisRateLimiter(redisUrl, clock);
    limiters.push(limiter);
    return limiter;
  };
  let bucket: string;
  beforeAll(() => {
    bucket = `test:${randomUUID()}`;
  });
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
  });

  it('allows the limit within a window, refuses beyond it with the wait, and opens the next window', async () => {
    const clock = manualClock(new Date('2026-01-01T10:00:00Z'));
    const limiter = await connect(clock);
    const rule = { limit: 3, windowSeconds: 60 };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limiter.hit(bucket, rule)).allowed).toBe(true);
    clock.advance(15_000);
    expect(await limiter.hit(bucket, rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit(`${bucket}:other`, rule)).allowed).toBe(true);
    clock.advance(45_000);
    expect((await limiter.hit(bucket, rule)).allowed).toBe(true);
  });

  it('counts exactly across two instances, each with its own connection', async () => {
    const [first, second] = [await connect(), await connect()];
    const rule = { limit: 10, windowSeconds: 60 };
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, index) => (index % 2 ? first : second).hit(`${bucket}:shared`, rule)),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
  });

  it('lets its counters expire with their window', async () => {
    const limiter = await connect();
    await limiter.hit(`${bucket}:ttl`, { limit: 5, windowSeconds: 60 });
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`rehearse:rate:${bucket}:ttl:*`);
      expect(keys).toHaveLength(1);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('stops start-up with a message naming REDIS_URL when Redis cannot be reached', async () => {
    await expect(connectRedisRateLimiter('redis://127.0.0.1:1', manualClock())).rejects.toThrow(/REDIS_URL could not be reached/);
  });

  it('answers 503 with a clear message, never unlimited, once Redis goes away', async () => {
    const limiter = await connect();
    await limiter.close();
    await expect(limiter.hit(bucket, { limit: 5, windowSeconds: 60 })).rejects.toMatchObject({
      code: 'unavailable',
      message: RATE_LIMITER_UNAVAILABLE_MESSAGE,
    });
  });
});
