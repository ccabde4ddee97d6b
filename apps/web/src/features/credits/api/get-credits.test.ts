import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch, expectOutsideContract } from '../../../shared/testing/server-answer';
import { checkCredits } from './check-credits';
import { getCredits } from './get-credits';

afterEach(() => vi.unstubAllGlobals());

describe('credit replies', () => {
  const credits = {
    plan_type: 'free',
    total_quota: 30,
    remaining_minutes: 30,
    remaining_seconds: 1800,
    percentage_used: 0,
    usage_details: '0 of 30 minutes used this month',
    renews_at: '2026-12-01T00:00:00.000Z',
  };

  it('reads a lookup and a check', async () => {
    answerEveryFetch(200, credits);
    expect(await getCredits()).toEqual(credits);
    const check = { has_credits: true, remaining_seconds: 1800, warning_level: null, upgrade_message: null };
    answerEveryFetch(200, check);
    expect(await checkCredits(60)).toEqual(check);
  });

  it('refuses a reply outside its contract', async () => {
    answerEveryFetch(200, { plan_type: 'pro', remaining_minutes: 3 });
    await expectOutsideContract(() => getCredits(), 'GET', '/api/credits', 'total_quota');
    answerEveryFetch(200, { ...credits, remaining_seconds: '1800' });
    await expectOutsideContract(() => getCredits(), 'GET', '/api/credits', 'remaining_seconds');
    answerEveryFetch(200, { has_credits: true, remaining_seconds: 1800 });
    await expectOutsideContract(() => checkCredits(60), 'POST', '/api/credits/check', 'warning_level');
  });
});
