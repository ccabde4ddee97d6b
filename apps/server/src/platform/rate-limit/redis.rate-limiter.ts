import { AppError } from '@rehearse/domain';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { rateLimitWindow, type RateLimiter } from './rate-limiter';

const KEY_PREFIX = 'rehearse:rate:';
const CONNECT_TIMEOUT_MS = 5000;
export const RATE_LIMITER_UNAVAILABLE_MESSAGE = 'The service is busy. Please try again in a moment.';

export interface RedisRateLimiter extends RateLimiter {
  close(): Promise<void>;
}

/**
 * Counters in Redis (REDIS_URL), shared by every instance and off the database's write path: one
 * INCR per attempt in the same fixed windows as the database limiter, the key expiring with its
 * window. Connects before it is returned, so a wrong REDIS_URL stops start-up; while Redis is away
 * later, a limited request answers 503 (never unlimited) and the client reconnects on its own.
 */
export async function connectRedisRateLimiter(redisUrl: string, clock: Clock): Promise<RedisRateLimiter> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL could not be reached (${(error as Error).message}): start it or unset REDIS_URL`, { cause: error });
  }
  return {
    async hit(bucket, rule) {
      const now = clock.now().getTime();
      const window = rateLimitWindow(now, rule);
      const key = `${KEY_PREFIX}${bucket}:${window.windowStart}`;
      let hits: unknown;
      try {
        const results = await redis
          .multi()
          .incr(key)
          .pexpire(key, window.windowEnd - now + 1000)
          .exec();
        const [error, value] = results?.[0] ?? [new Error('Redis answered nothing')];
        if (error) throw error;
        hits = value;
      } catch {
        throw new AppError('unavailable', RATE_LIMITER_UNAVAILABLE_MESSAGE, undefined, 5);
      }
      return window.outcome(Number(hits));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
