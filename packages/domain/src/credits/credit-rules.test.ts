import { describe, expect, it } from 'vitest';
import {
  CALL_CREDIT_ESTIMATE_SECONDS,
  CRITICAL_CREDIT_PERCENT,
  creditWarningLevel,
  formatMinutes,
  formatRemainingSeconds,
  hasEnoughCredit,
  LOW_CREDIT_PERCENT,
  percentageRemaining,
  remainingSecondsOf,
  wholeMinutes,
} from './credit-rules';

describe('credit constants (spec section 9)', () => {
  it('estimates 60 seconds and warns at 10 % and 25 %', () => {
    expect(CALL_CREDIT_ESTIMATE_SECONDS).toBe(60);
    expect(CRITICAL_CREDIT_PERCENT).toBe(10);
    expect(LOW_CREDIT_PERCENT).toBe(25);
  });
});

describe('hasEnoughCredit: remaining seconds at least the required seconds', () => {
  it.each([
    [{ remaining_seconds: 60 }, 60, true],
    [{ remaining_seconds: 61 }, 60, true],
    [{ remaining_seconds: 59 }, 60, false],
    [{ remaining_seconds: 0 }, 60, false],
    [{ remaining_seconds: 0 }, 0, true],
    [{ remaining_seconds: -5 }, 1, false],
  ])('%j for %i seconds: %s', (credits, required, expected) => {
    expect(hasEnoughCredit(credits, required)).toBe(expected);
  });

  it('falls back to remaining_minutes × 60 only when remaining_seconds is missing', () => {
    expect(hasEnoughCredit({ remaining_minutes: 1 }, 60)).toBe(true);
    expect(hasEnoughCredit({ remaining_minutes: 1 }, 61)).toBe(false);
    expect(hasEnoughCredit({ remaining_minutes: 0.5 }, 30)).toBe(true);
    expect(hasEnoughCredit({ remaining_seconds: null, remaining_minutes: 2 }, 120)).toBe(true);
    // remaining_seconds wins even when the minutes say more.
    expect(hasEnoughCredit({ remaining_seconds: 10, remaining_minutes: 5 }, 60)).toBe(false);
  });

  it('is never enough without data', () => {
    expect(hasEnoughCredit(undefined, 0)).toBe(false);
    expect(hasEnoughCredit(null, 1)).toBe(false);
    expect(hasEnoughCredit({}, 0)).toBe(false);
    expect(hasEnoughCredit({ remaining_seconds: Number.NaN }, 0)).toBe(false);
    expect(hasEnoughCredit({ remaining_seconds: 100 }, Number.NaN)).toBe(false);
  });

  it('reads remaining seconds, clamping negatives to 0', () => {
    expect(remainingSecondsOf({ remaining_seconds: 90 })).toBe(90);
    expect(remainingSecondsOf({ remaining_minutes: 3 })).toBe(180);
    expect(remainingSecondsOf({ remaining_minutes: -3 })).toBe(0);
    expect(remainingSecondsOf({})).toBeUndefined();
  });
});

describe('percentageRemaining', () => {
  it('is 100 − percentage_used first', () => {
    expect(percentageRemaining({ percentage_used: 75, remaining_minutes: 1, total_quota: 100 })).toBe(25);
    expect(percentageRemaining({ percentage_used: 0 })).toBe(100);
    expect(percentageRemaining({ percentage_used: 100 })).toBe(0);
  });

  it('else remaining_minutes / total_quota × 100, exact at the thresholds', () => {
    expect(percentageRemaining({ remaining_minutes: 3, total_quota: 30 })).toBe(10);
    expect(percentageRemaining({ remaining_minutes: 7.5, total_quota: 30 })).toBe(25);
    expect(percentageRemaining({ remaining_minutes: 7, total_quota: 70 })).toBe(10);
    expect(percentageRemaining({ remaining_minutes: 30, total_quota: 30 })).toBe(100);
  });

  it('is 0 when the quota is 0, and undefined without data', () => {
    expect(percentageRemaining({ total_quota: 0, remaining_minutes: 0 })).toBe(0);
    expect(percentageRemaining({ total_quota: 0 })).toBe(0);
    expect(percentageRemaining(undefined)).toBeUndefined();
    expect(percentageRemaining(null)).toBeUndefined();
    expect(percentageRemaining({})).toBeUndefined();
    expect(percentageRemaining({ remaining_minutes: 5 })).toBeUndefined();
    expect(percentageRemaining({ percentage_used: Number.NaN })).toBeUndefined();
  });

  it('stays within 0..100 when the figures overshoot', () => {
    expect(percentageRemaining({ percentage_used: 120 })).toBe(0);
    expect(percentageRemaining({ percentage_used: -20 })).toBe(100);
    expect(percentageRemaining({ remaining_minutes: -5, total_quota: 30 })).toBe(0);
    expect(percentageRemaining({ remaining_minutes: 60, total_quota: 30 })).toBe(100);
  });
});

describe('creditWarningLevel (spec section 4)', () => {
  it.each([
    [-10, 'insufficient'],
    [-0.01, 'insufficient'],
    [0, 'insufficient'],
    [0.01, 'critical'],
    [5, 'critical'],
    [10, 'critical'],
    [10.01, 'low'],
    [20, 'low'],
    [25, 'low'],
    [25.01, 'good'],
    [50, 'good'],
    [100, 'good'],
  ] as const)('%d %% remaining is %s', (percent, level) => {
    expect(creditWarningLevel(percent)).toBe(level);
  });

  it('is insufficient with no credit data', () => {
    expect(creditWarningLevel(undefined)).toBe('insufficient');
    expect(creditWarningLevel(null)).toBe('insufficient');
    expect(creditWarningLevel(Number.NaN)).toBe('insufficient');
    expect(creditWarningLevel(percentageRemaining(undefined))).toBe('insufficient');
  });

  it('applies to the lookup figures end to end, quota 0 included', () => {
    expect(creditWarningLevel(percentageRemaining({ total_quota: 0, remaining_minutes: 0 }))).toBe('insufficient');
    expect(creditWarningLevel(percentageRemaining({ percentage_used: 90 }))).toBe('critical');
    expect(creditWarningLevel(percentageRemaining({ percentage_used: 75 }))).toBe('low');
    expect(creditWarningLevel(percentageRemaining({ percentage_used: 74.99 }))).toBe('good');
  });
});

describe('minutes as people read them', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [2, '2 minutes'],
    [1.99, '1 minute'],
    [0.99, '0 minutes'],
    [2.5, '2 minutes'],
    [600, '600 minutes'],
    [-3, '0 minutes'],
  ])('%d is %j (rounded down)', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('shows nothing it cannot read as 0 minutes', () => {
    expect(formatMinutes(undefined)).toBe('0 minutes');
    expect(formatMinutes(null)).toBe('0 minutes');
    expect(formatMinutes(Number.NaN)).toBe('0 minutes');
    expect(formatMinutes(Number.POSITIVE_INFINITY)).toBe('0 minutes');
    expect(wholeMinutes(3.7)).toBe(3);
  });

  it('turns seconds into whole minutes left', () => {
    expect(formatRemainingSeconds(59)).toBe('0 minutes');
    expect(formatRemainingSeconds(60)).toBe('1 minute');
    expect(formatRemainingSeconds(119)).toBe('1 minute');
    expect(formatRemainingSeconds(120)).toBe('2 minutes');
    expect(formatRemainingSeconds(undefined)).toBe('0 minutes');
  });
});
