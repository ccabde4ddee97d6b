/** Spec section 9: the seconds a call start (and a check without an estimate) asks for. */
export const CALL_CREDIT_ESTIMATE_SECONDS = 60;
/** Spec section 9: at or below these percentages remaining, the level is critical or low. */
export const CRITICAL_CREDIT_PERCENT = 10;
export const LOW_CREDIT_PERCENT = 25;

/** Spec section 4; 'good' is the level above both thresholds. */
export type CreditWarningLevel = 'insufficient' | 'critical' | 'low' | 'good';

/**
 * The figures the credit rules read. Every field may be missing (the spec's lookups can return
 * nothing or a partial row), so each rule says what it falls back to.
 */
export interface CreditFigures {
  total_quota?: number | null;
  remaining_minutes?: number | null;
  remaining_seconds?: number | null;
  percentage_used?: number | null;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Remaining seconds: remaining_seconds, else remaining_minutes × 60; undefined without either. */
export function remainingSecondsOf(credits: CreditFigures | null | undefined): number | undefined {
  if (!credits) return undefined;
  if (isNumber(credits.remaining_seconds)) return Math.max(0, credits.remaining_seconds);
  if (isNumber(credits.remaining_minutes)) return Math.max(0, credits.remaining_minutes * 60);
  return undefined;
}

/** Spec section 9: enough credit means the remaining seconds are at least the required seconds. No data is never enough. */
export function hasEnoughCredit(credits: CreditFigures | null | undefined, requiredSeconds: number): boolean {
  const remaining = remainingSecondsOf(credits);
  if (remaining === undefined || Number.isNaN(requiredSeconds)) return false;
  return remaining >= requiredSeconds;
}

/**
 * Spec section 9: 100 − percentage_used, else remaining_minutes / total_quota × 100, else 0 when the
 * quota is 0; undefined without data. Clamped to 0..100: a percentage outside it means nothing to a
 * progress bar, and the warning level is the same either way.
 */
export function percentageRemaining(credits: CreditFigures | null | undefined): number | undefined {
  if (!credits) return undefined;
  let percent: number | undefined;
  if (isNumber(credits.percentage_used)) percent = 100 - credits.percentage_used;
  else if (isNumber(credits.total_quota) && credits.total_quota === 0) percent = 0;
  // Multiplying before dividing keeps whole results exact (exactly 25 % must stay 25, not 25.000000000000004).
  else if (isNumber(credits.total_quota) && isNumber(credits.remaining_minutes))
    percent = (credits.remaining_minutes * 100) / credits.total_quota;
  if (percent === undefined || !Number.isFinite(percent)) return undefined;
  return Math.min(100, Math.max(0, percent));
}

/** Spec section 4: 0 or below insufficient, 10 or below critical, 25 or below low, else good; no data is insufficient. */
export function creditWarningLevel(percentRemaining: number | null | undefined): CreditWarningLevel {
  if (!isNumber(percentRemaining) || percentRemaining <= 0) return 'insufficient';
  if (percentRemaining <= CRITICAL_CREDIT_PERCENT) return 'critical';
  if (percentRemaining <= LOW_CREDIT_PERCENT) return 'low';
  return 'good';
}

/**
 * Minutes as shown to people: whole minutes, rounded down, never negative. Down, because a
 * display must never promise time the user does not have: 59 seconds left shows as 0 minutes,
 * which also matches a 60-second call start being refused.
 */
export function wholeMinutes(minutes: number | null | undefined): number {
  if (!isNumber(minutes) || minutes <= 0) return 0;
  return Math.floor(minutes);
}

/** '0 minutes', '1 minute', '2 minutes' (whole minutes, rounded down). */
export function formatMinutes(minutes: number | null | undefined): string {
  const whole = wholeMinutes(minutes);
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
}

/** The whole minutes left in a number of seconds ('1 minute' for 60 to 119 seconds). */
export function formatRemainingSeconds(seconds: number | null | undefined): string {
  return formatMinutes(isNumber(seconds) ? seconds / 60 : 0);
}
