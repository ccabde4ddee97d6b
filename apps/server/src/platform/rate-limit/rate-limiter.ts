import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

export interface RateLimitRule {
  /** How many attempts a window allows. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per bucket (e.g. 'login:ip:1.2.3.4') in fixed windows shared by every instance. */
export interface RateLimiter {
  hit(bucket: string, rule: RateLimitRule): Promise<RateLimitOutcome>;
}

/** Counters in the database, so that limits hold across instances. */
export function createDatabaseRateLimiter(db: Queryable, clock: Clock): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(bucket, rule) {
      const now = clock.now().getTime();
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits`,
        [bucket, new Date(windowStart)],
      );
      if (now - lastSweep > 10 * 60_000) {
        lastSweep = now;
        await db.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [new Date(now - 24 * 3600_000)]);
      }
      if ((row?.hits ?? 0) <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    },
  };
}
