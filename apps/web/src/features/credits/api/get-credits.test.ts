import { describe, expect, it } from 'vitest';
import { toCredits } from './get-credits';

describe('toCredits', () => {
  const credits = {
    plan_type: 'free',
    total_quota: 30,
    remaining_minutes: 30,
    remaining_seconds: 1800,
    percentage_used: 0,
    usage_details: '0 of 30 minutes used this month',
  };

  it('keeps a lookup with a plan and remaining time', () => {
    expect(toCredits(credits)).toEqual(credits);
    expect(toCredits({ plan_type: 'pro', remaining_minutes: 3 })).toEqual({ plan_type: 'pro', remaining_minutes: 3 });
  });

  it("reads anything else as no credit information", () => {
    expect(toCredits(null)).toBeNull();
    expect(toCredits([])).toBeNull();
    expect(toCredits({ plan_type: 'free' })).toBeNull();
    expect(toCredits({ remaining_seconds: 10 })).toBeNull();
  });
});
