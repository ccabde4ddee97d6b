import type { CreditCheckResult, Credits } from './credits.schema';
import {
  creditWarningLevel,
  formatMinutes,
  formatRemainingSeconds,
  percentageRemaining,
  remainingSecondsOf,
  type CreditWarningLevel,
} from './credit-rules';

/** Spec sections 2 and 8: the credit card's states and the credit lookups' error texts, verbatim. */
export const creditTexts = {
  loading: 'Loading credits...',
  loadFailed: 'Failed to load credits',
  noInformation: 'No credit information',
  notAuthenticated: 'User not authenticated',
  fetchFailed: 'Failed to fetch credits',
  noInformationFound: 'No credit information found',
  checkFailed: 'Failed to check credits',
  noCheckResult: 'No credit check result',
  considerUpgrading: 'Consider upgrading soon.',
} as const;

/**
 * What a check says alongside a warning. The spec does not show the hosted backend's text; ours
 * names both ways forward, since quotas renew on the 1st of each month (UTC).
 */
export const CREDIT_UPGRADE_MESSAGE = 'Upgrade your plan to keep practising, or wait for your minutes to renew on the 1st of the month.';

/** Spec section 9: the credit card's status line. `minutes` may be fractional; it shows rounded down. */
export function creditStatusMessage(level: CreditWarningLevel, minutes: number | null | undefined): string {
  switch (level) {
    case 'insufficient':
      return 'No credits remaining. Please upgrade to continue.';
    case 'critical':
      return `Only ${formatMinutes(minutes)} left! Consider upgrading soon.`;
    case 'low':
      return `${formatMinutes(minutes)} remaining. Plan ahead for your next upgrade.`;
    case 'good':
      return `${formatMinutes(minutes)} of coaching time available.`;
  }
}

/** Everything the credit card shows, from a lookup (undefined while there is none: level insufficient). */
export function describeCredits(credits: Credits | null | undefined): {
  planLabel: string;
  isFreePlan: boolean;
  level: CreditWarningLevel;
  percentRemaining: number;
  remainingText: string;
  statusMessage: string;
} {
  const level = creditWarningLevel(percentageRemaining(credits));
  const minutes = (remainingSecondsOf(credits) ?? 0) / 60;
  return {
    planLabel: (credits?.plan_type ?? '').toUpperCase(),
    isFreePlan: credits?.plan_type === 'free',
    level,
    percentRemaining: percentageRemaining(credits) ?? 0,
    remainingText: formatMinutes(minutes),
    statusMessage: creditStatusMessage(level, minutes),
  };
}

/** A toast as the web app's toaster takes it. */
export interface CreditToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

const UNABLE_TO_VERIFY = 'Unable to verify your available credits. Please try again.';

/** Spec section 8: a failed check in the scenario area. */
export const creditCheckFailedToast: CreditToast = { title: 'Credit Check Failed', description: UNABLE_TO_VERIFY, variant: 'destructive' };
/** Spec section 8: a failed check at call start. */
export const callStartCreditCheckFailedToast: CreditToast = {
  title: "Couldn't Check Credits",
  description: UNABLE_TO_VERIFY,
  variant: 'destructive',
};

/** Spec section 8: 'Insufficient Credits' with 'You have N minute(s) remaining.' plus the upgrade message; the call is blocked. */
export function insufficientCreditsToast(remainingSeconds: number, upgradeMessage?: string | null): CreditToast {
  const upgrade = upgradeMessage?.trim() || CREDIT_UPGRADE_MESSAGE;
  return {
    title: 'Insufficient Credits',
    description: `You have ${formatRemainingSeconds(remainingSeconds)} remaining. ${upgrade}`,
    variant: 'destructive',
  };
}

/**
 * Spec section 8: 'Warning: Low Credits' or 'Critical: Low Credits' with the minutes remaining and
 * the upgrade message or 'Consider upgrading soon.'; the call proceeds. We read the spec's
 * '(destructive)', written after the critical title, as belonging to the critical toast only.
 */
export function lowCreditsToast(level: 'low' | 'critical', remainingSeconds: number, upgradeMessage?: string | null): CreditToast {
  const upgrade = upgradeMessage?.trim() || creditTexts.considerUpgrading;
  return {
    title: level === 'critical' ? 'Critical: Low Credits' : 'Warning: Low Credits',
    description: `You have ${formatRemainingSeconds(remainingSeconds)} remaining. ${upgrade}`,
    variant: level === 'critical' ? 'destructive' : 'default',
  };
}

/** What a call start does with a check result: block with a toast, warn and go on, or just go on. */
export function creditCheckOutcome(result: CreditCheckResult): { allowed: boolean; toast?: CreditToast } {
  if (!result.has_credits) return { allowed: false, toast: insufficientCreditsToast(result.remaining_seconds, result.upgrade_message) };
  if (result.warning_level === 'low' || result.warning_level === 'critical') {
    return { allowed: true, toast: lowCreditsToast(result.warning_level, result.remaining_seconds, result.upgrade_message) };
  }
  return { allowed: true };
}
