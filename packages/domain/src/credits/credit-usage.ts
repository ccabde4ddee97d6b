import type { CheckWarningLevel, CreditCheckResult, Credits } from './credits.schema';
import { CREDIT_UPGRADE_MESSAGE } from './credit-messages';
import { creditWarningLevel, formatMinutes, hasEnoughCredit, percentageRemaining } from './credit-rules';

/** A quota period: from `start` (inclusive) to `end` (exclusive). */
export interface BillingPeriod {
  start: Date;
  end: Date;
}

/**
 * The period `now` falls in: the calendar month in UTC. UTC, so that every instance and every
 * user's time zone agree on which month a call belongs to (see docs/decisions/0007).
 */
export function billingPeriodOf(now: Date): BillingPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The seconds a call is billed: its real duration rounded up to whole seconds, never negative. */
export function billedSecondsOf(startedAt: Date, endedAt: Date): number {
  const milliseconds = endedAt.getTime() - startedAt.getTime();
  if (!Number.isFinite(milliseconds)) throw new RangeError('billedSecondsOf needs two valid dates');
  return Math.max(0, Math.ceil(milliseconds / 1000));
}

/** The Credits answer from a plan, its quota and what the period's ledger holds. */
export function creditsFromUsage(input: { planType: string; quotaMinutes: number; usedSeconds: number; period: BillingPeriod }): Credits {
  const quotaSeconds = Math.max(0, input.quotaMinutes) * 60;
  const usedSeconds = Math.max(0, input.usedSeconds);
  const remainingSeconds = Math.max(0, quotaSeconds - usedSeconds);
  // Multiplying first keeps whole percentages exact, so the 10 % and 25 % boundaries hold.
  const percentageUsed = quotaSeconds === 0 ? 100 : Math.min(100, (usedSeconds * 100) / quotaSeconds);
  // Used minutes round up, remaining round down: the two always add up to the quota.
  const usedMinutes = Math.ceil(usedSeconds / 60);
  return {
    plan_type: input.planType,
    total_quota: input.quotaMinutes,
    remaining_minutes: Math.floor(remainingSeconds / 60),
    remaining_seconds: remainingSeconds,
    percentage_used: percentageUsed,
    usage_details: `${usedMinutes} of ${formatMinutes(input.quotaMinutes)} used this month`,
    renews_at: input.period.end.toISOString(),
  };
}

/**
 * The check answer: enough credit for the estimate, and the warning to show. A check that fails
 * is always 'insufficient', even when the percentage alone would say low or good (a long estimate).
 */
export function creditCheckOf(credits: Credits, estimatedSeconds: number): CreditCheckResult {
  const hasCredits = hasEnoughCredit(credits, estimatedSeconds);
  const level = creditWarningLevel(percentageRemaining(credits));
  const warningLevel: CheckWarningLevel = !hasCredits ? 'insufficient' : level === 'good' ? null : level;
  return {
    has_credits: hasCredits,
    remaining_seconds: credits.remaining_seconds,
    warning_level: warningLevel,
    upgrade_message: warningLevel ? CREDIT_UPGRADE_MESSAGE : null,
  };
}
