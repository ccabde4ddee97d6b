import { AppError } from '@rehearse/domain';
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

/** Counts an attempt, and refuses it (429, with the wait) beyond the rule's limit. */
export async function requireWithinLimit(limiter: RateLimiter, bucket: string, rule: RateLimitRule): Promise<void> {
  const outcome = await limiter.hit(bucket, rule);
  if (!outcome.allowed) {
    throw new AppError(
      'rate_limited',
      `Too many attempts. Please wait ${outcome.retryAfterSeconds} seconds and try again.`,
      undefined,
      outcome.retryAfterSeconds,
    );
  }
}

/**
 * A backoff as tiers of limits (e.g. 10 in 15 minutes, 20 in an hour, 40 in a day): every attempt
 * counts in each tier, and a refusal waits for the longest tier that refuses, so whoever keeps
 * going waits longer each time. Each tier has its own counter.
 */
export async function requireWithinTiers(limiter: RateLimiter, bucket: string, tiers: readonly RateLimitRule[]): Promise<void> {
  const outcomes = await Promise.all(tiers.map((rule) => limiter.hit(`${bucket}:${rule.windowSeconds}s`, rule)));
  const waits = outcomes.flatMap((outcome) => (outcome.allowed ? [] : [outcome.retryAfterSeconds]));
  if (waits.length === 0) return;
  const wait = Math.max(...waits);
  throw new AppError('rate_limited', `Too many attempts. Please wait ${wait} seconds and try again.`, undefined, wait);
}

/** The fixed window an attempt at `now` falls in, and what to answer once its count is known. */
export function rateLimitWindow(now: number, rule: RateLimitRule) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  return {
    windowStart,
    windowEnd: windowStart + windowMs,
    outcome(hits: number): RateLimitOutcome {
      if (hits <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    },
  };
}

/** Counters in the database, so that limits hold across instances. */
export function createDatabaseRateLimiter(db: Queryable, clock: Clock): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(bucket, rule) {
      const now = clock.now().getTime();
      const { windowStart, outcome } = rateLimitWindow(now, rule);
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
      return outcome(row?.hits ?? 0);
    },
  };
}
