import { describe, expect, it } from 'vitest';
import { CREDIT_UPGRADE_MESSAGE } from './credit-messages';
import { billedSecondsOf, billingPeriodOf, creditCheckOf, creditsFromUsage } from './credit-usage';
import { creditCheckBodySchema, creditCheckResultSchema, creditsSchema, ESTIMATED_SECONDS_MESSAGE } from './credits.schema';

const january = billingPeriodOf(new Date('2026-01-15T12:00:00Z'));
const freeCredits = (usedSeconds: number, quotaMinutes = 30) =>
  creditsFromUsage({ planType: 'free', quotaMinutes, usedSeconds, period: january });

describe('billing period: the calendar month in UTC', () => {
  it.each([
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['2026-01-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['2026-12-31T23:00:00.000Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    // 1 February 00:30 in Paris is still January in UTC.
    ['2026-01-31T23:30:00.000Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
  ])('%s is in [%s, %s)', (now, start, end) => {
    const period = billingPeriodOf(new Date(now));
    expect(period.start.toISOString()).toBe(start);
    expect(period.end.toISOString()).toBe(end);
  });
});

describe('billed seconds', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_999, 60],
    [-5000, 0],
  ])('%i ms is billed as %i s (rounded up, never negative)', (ms, seconds) => {
    expect(billedSecondsOf(at(0), at(ms))).toBe(seconds);
  });

  it('refuses invalid dates, a bug in the caller', () => {
    expect(() => billedSecondsOf(new Date('nope'), at(0))).toThrow(RangeError);
  });
});

describe('credits from the ledger', () => {
  it('is the whole quota when nothing is used', () => {
    expect(freeCredits(0)).toEqual({
      plan_type: 'free',
      total_quota: 30,
      remaining_minutes: 30,
      remaining_seconds: 1800,
      percentage_used: 0,
      usage_details: '0 of 30 minutes used this month',
      renews_at: '2026-02-01T00:00:00.000Z',
    });
  });

  it('rounds remaining minutes down and used minutes up, so they add up to the quota', () => {
    const credits = freeCredits(61);
    expect(credits).toMatchObject({ remaining_seconds: 1739, remaining_minutes: 28, usage_details: '2 of 30 minutes used this month' });
    expect(freeCredits(60).usage_details).toBe('1 of 30 minutes used this month');
    expect(creditsFromUsage({ planType: 'x', quotaMinutes: 1, usedSeconds: 0, period: january }).usage_details).toBe(
      '0 of 1 minute used this month',
    );
  });

  it('never goes below 0 and caps the percentage at 100 when usage overshoots', () => {
    expect(freeCredits(5000)).toMatchObject({
      remaining_seconds: 0,
      remaining_minutes: 0,
      percentage_used: 100,
      usage_details: '84 of 30 minutes used this month',
    });
  });

  it('treats a quota of 0 as fully used', () => {
    expect(freeCredits(0, 0)).toMatchObject({ total_quota: 0, remaining_seconds: 0, percentage_used: 100 });
  });

  it('keeps the percentage exact at the thresholds', () => {
    expect(freeCredits(1350).percentage_used).toBe(75);
    expect(freeCredits(1620).percentage_used).toBe(90);
    expect(creditsFromUsage({ planType: 'pro', quotaMinutes: 70, usedSeconds: 3780, period: january }).percentage_used).toBe(90);
  });

  it('matches its schema', () => {
    expect(creditsSchema.parse(freeCredits(61))).toEqual(freeCredits(61));
  });
});

describe('credit check', () => {
  it.each([
    [0, 60, { has_credits: true, warning_level: null }],
    [1349, 60, { has_credits: true, warning_level: null }],
    [1350, 60, { has_credits: true, warning_level: 'low' }],
    [1619, 60, { has_credits: true, warning_level: 'low' }],
    [1620, 60, { has_credits: true, warning_level: 'critical' }],
    [1740, 60, { has_credits: true, warning_level: 'critical' }],
    [1741, 60, { has_credits: false, warning_level: 'insufficient' }],
    [1800, 60, { has_credits: false, warning_level: 'insufficient' }],
    [1800, 1, { has_credits: false, warning_level: 'insufficient' }],
    // Plenty left for a short call, not for an hour: the check fails and says so.
    [0, 3600, { has_credits: false, warning_level: 'insufficient' }],
  ] as const)('%i s used, %i s wanted: %j', (used, wanted, expected) => {
    expect(creditCheckOf(freeCredits(used), wanted)).toMatchObject(expected);
  });

  it('carries the exact remaining seconds and an upgrade message only with a warning', () => {
    const low = creditCheckOf(freeCredits(1400), 60);
    expect(low).toEqual({ has_credits: true, remaining_seconds: 400, warning_level: 'low', upgrade_message: CREDIT_UPGRADE_MESSAGE });
    expect(creditCheckResultSchema.parse(low)).toEqual(low);
    expect(creditCheckOf(freeCredits(0), 60).upgrade_message).toBeNull();
  });
});

describe('credit check body', () => {
  it('defaults to 60 seconds and drops fields it does not know', () => {
    expect(creditCheckBodySchema.parse({})).toEqual({ estimated_seconds: 60 });
    expect(creditCheckBodySchema.parse({ estimated_seconds: 1, user_id: 'someone-else' })).toEqual({ estimated_seconds: 1 });
    expect(creditCheckBodySchema.parse({ estimated_seconds: 86_400 })).toEqual({ estimated_seconds: 86_400 });
  });

  it.each([['60'], [-1], [0], [1.5], [86_401], [1e300], [null], [true]])('refuses %j with one clear message', (value) => {
    const result = creditCheckBodySchema.safeParse({ estimated_seconds: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ESTIMATED_SECONDS_MESSAGE);
  });
});
