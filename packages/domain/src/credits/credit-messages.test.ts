import { describe, expect, it } from 'vitest';
import {
  callStartCreditCheckFailedToast,
  CREDIT_UPGRADE_MESSAGE,
  creditCheckFailedToast,
  creditCheckOutcome,
  creditStatusMessage,
  creditTexts,
  describeCredits,
  insufficientCreditsToast,
  lowCreditsToast,
} from './credit-messages';
import type { Credits } from './credits.schema';

const credits = (overrides: Partial<Credits> = {}): Credits => ({
  plan_type: 'free',
  total_quota: 30,
  remaining_minutes: 30,
  remaining_seconds: 1800,
  percentage_used: 0,
  usage_details: '0 of 30 minutes used this month',
  renews_at: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

describe('credit status messages (spec section 9)', () => {
  it.each([
    ['insufficient', 0, 'No credits remaining. Please upgrade to continue.'],
    ['insufficient', 12, 'No credits remaining. Please upgrade to continue.'],
    ['critical', 1, 'Only 1 minute left! Consider upgrading soon.'],
    ['critical', 3, 'Only 3 minutes left! Consider upgrading soon.'],
    ['critical', 0.5, 'Only 0 minutes left! Consider upgrading soon.'],
    ['low', 1, '1 minute remaining. Plan ahead for your next upgrade.'],
    ['low', 7.9, '7 minutes remaining. Plan ahead for your next upgrade.'],
    ['good', 1, '1 minute of coaching time available.'],
    ['good', 30, '30 minutes of coaching time available.'],
    ['good', 0, '0 minutes of coaching time available.'],
  ] as const)('%s with %d minutes: %j', (level, minutes, text) => {
    expect(creditStatusMessage(level, minutes)).toBe(text);
  });
});

describe('the credit card (spec section 2)', () => {
  it('has the spec texts', () => {
    expect(creditTexts).toMatchObject({
      loading: 'Loading credits...',
      loadFailed: 'Failed to load credits',
      noInformation: 'No credit information',
      notAuthenticated: 'User not authenticated',
      fetchFailed: 'Failed to fetch credits',
      noInformationFound: 'No credit information found',
      checkFailed: 'Failed to check credits',
      noCheckResult: 'No credit check result',
    });
  });

  it('describes a lookup: upper-case plan, level, remaining time and status', () => {
    expect(describeCredits(credits())).toEqual({
      planLabel: 'FREE',
      isFreePlan: true,
      level: 'good',
      percentRemaining: 100,
      remainingText: '30 minutes',
      statusMessage: '30 minutes of coaching time available.',
    });
    const critical = describeCredits(
      credits({ plan_type: 'pro', total_quota: 600, remaining_minutes: 60, remaining_seconds: 3600, percentage_used: 90 }),
    );
    expect(critical).toMatchObject({
      planLabel: 'PRO',
      isFreePlan: false,
      level: 'critical',
      statusMessage: 'Only 60 minutes left! Consider upgrading soon.',
    });
  });

  it('describes no data as insufficient', () => {
    expect(describeCredits(undefined)).toMatchObject({
      level: 'insufficient',
      percentRemaining: 0,
      remainingText: '0 minutes',
      statusMessage: 'No credits remaining. Please upgrade to continue.',
    });
  });
});

describe('credit toasts (spec section 8)', () => {
  it('has the two check-failure toasts', () => {
    expect(creditCheckFailedToast).toEqual({
      title: 'Credit Check Failed',
      description: 'Unable to verify your available credits. Please try again.',
      variant: 'destructive',
    });
    expect(callStartCreditCheckFailedToast).toEqual({
      title: "Couldn't Check Credits",
      description: 'Unable to verify your available credits. Please try again.',
      variant: 'destructive',
    });
  });

  it('blocks with minutes remaining and the upgrade message', () => {
    expect(insufficientCreditsToast(59, 'Upgrade now.')).toEqual({
      title: 'Insufficient Credits',
      description: 'You have 0 minutes remaining. Upgrade now.',
      variant: 'destructive',
    });
    expect(insufficientCreditsToast(60, null).description).toBe(`You have 1 minute remaining. ${CREDIT_UPGRADE_MESSAGE}`);
  });

  it('warns with the upgrade message, else "Consider upgrading soon."', () => {
    expect(lowCreditsToast('low', 420, 'Upgrade now.')).toEqual({
      title: 'Warning: Low Credits',
      description: 'You have 7 minutes remaining. Upgrade now.',
      variant: 'default',
    });
    expect(lowCreditsToast('critical', 120, '')).toEqual({
      title: 'Critical: Low Credits',
      description: 'You have 2 minutes remaining. Consider upgrading soon.',
      variant: 'destructive',
    });
  });

  it('turns a check result into the call start decision', () => {
    const upgrade = CREDIT_UPGRADE_MESSAGE;
    expect(
      creditCheckOutcome({ has_credits: false, remaining_seconds: 30, warning_level: 'insufficient', upgrade_message: upgrade }),
    ).toEqual({
      allowed: false,
      toast: insufficientCreditsToast(30, upgrade),
    });
    expect(creditCheckOutcome({ has_credits: true, remaining_seconds: 150, warning_level: 'critical', upgrade_message: upgrade })).toEqual({
      allowed: true,
      toast: lowCreditsToast('critical', 150, upgrade),
    });
    expect(
      creditCheckOutcome({ has_credits: true, remaining_seconds: 400, warning_level: 'low', upgrade_message: null }).toast?.title,
    ).toBe('Warning: Low Credits');
    expect(creditCheckOutcome({ has_credits: true, remaining_seconds: 1800, warning_level: null, upgrade_message: null })).toEqual({
      allowed: true,
    });
  });
});
