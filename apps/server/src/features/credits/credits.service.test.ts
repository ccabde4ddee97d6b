import { randomUUID } from 'node:crypto';
import { CREDIT_UPGRADE_MESSAGE } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { createCreditsService, type CreditsService } from './credits.service';
import { applyFreePlanQuota, createPlanRepo } from './plan.repo';

const FREE_SECONDS = 30 * 60;

describe(`credits service (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  let credits: CreditsService;
  const clock = manualClock(new Date('2026-01-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestDatabase();
    credits = createCreditsService({ db: t.db, clock });
  });
  afterAll(async () => t.drop());

  const bill = (userId: string, startedAt: Date, durationMs: number, callId = randomUUID()) =>
    credits.recordCallUsage({ userId, callId, startedAt, endedAt: new Date(startedAt.getTime() + durationMs) });

  it('gives a new user the free plan: 30 minutes, nothing used', async () => {
    const user = await insertTestUser(t.db);
    expect(await credits.getCredits(user.id)).toEqual({
      plan_type: 'free',
      total_quota: 30,
      remaining_minutes: 30,
      remaining_seconds: FREE_SECONDS,
      percentage_used: 0,
      usage_details: '0 of 30 minutes used this month',
      renews_at: '2026-02-01T00:00:00.000Z',
    });
    expect(await credits.checkCredits(user.id)).toEqual({
      has_credits: true,
      remaining_seconds: FREE_SECONDS,
      warning_level: null,
      upgrade_message: null,
    });
    expect(await credits.maxCallSeconds(user.id)).toBe(FREE_SECONDS);
  });

  it('bills the real duration rounded up to whole seconds, never negative', async () => {
    const user = await insertTestUser(t.db);
    const start = new Date('2026-01-10T09:00:00Z');
    expect(await bill(user.id, start, 90_001)).toEqual({ billed: true, billedSeconds: 91 });
    expect(await bill(user.id, start, -5000)).toEqual({ billed: true, billedSeconds: 0 });
    expect(await bill(user.id, start, 0)).toEqual({ billed: true, billedSeconds: 0 });
    expect((await credits.getCredits(user.id)).remaining_seconds).toBe(FREE_SECONDS - 91);
  });

  it('bills a call once, however often its end is reported', async () => {
    const user = await insertTestUser(t.db);
    const callId = randomUUID();
    const start = new Date('2026-01-10T09:00:00Z');
    expect(await bill(user.id, start, 60_000, callId)).toEqual({ billed: true, billedSeconds: 60 });
    // A later report with another end time changes nothing: the first write stands.
    expect(await bill(user.id, start, 600_000, callId)).toEqual({ billed: false, billedSeconds: 600 });
    expect((await credits.getCredits(user.id)).remaining_seconds).toBe(FREE_SECONDS - 60);
  });

  it('bills one call reported many times at once exactly once', async () => {
    const user = await insertTestUser(t.db);
    const callId = randomUUID();
    const start = new Date('2026-01-11T09:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => bill(user.id, start, 120_000, callId)));
    expect(outcomes.filter((outcome) => outcome.billed)).toHaveLength(1);
    expect((await credits.getCredits(user.id)).remaining_seconds).toBe(FREE_SECONDS - 120);
    const rows = await t.db.query('SELECT 1 FROM usage_ledger WHERE call_id = $1', [callId]);
    expect(rows).toHaveLength(1);
  });

  it('bills many different calls ending at once, and the rest is quota minus their sum exactly', async () => {
    const user = await insertTestUser(t.db);
    const start = new Date('2026-01-12T09:00:00Z');
    const durations = Array.from({ length: 30 }, (_, index) => 1_000 * (index + 1) + 1);
    const outcomes = await Promise.all(durations.map((duration) => bill(user.id, start, duration)));
    expect(outcomes.every((outcome) => outcome.billed)).toBe(true);
    const sum = outcomes.reduce((total, outcome) => total + outcome.billedSeconds, 0);
    expect(sum).toBe(durations.reduce((total, duration) => total + Math.ceil(duration / 1000), 0));
    const after = await credits.getCredits(user.id);
    expect(after.remaining_seconds).toBe(FREE_SECONDS - sum);
    expect(after.percentage_used).toBe((sum * 100) / FREE_SECONDS);
  });

  it('resets at the start of each calendar month in UTC; a call counts in the month it started', async () => {
    const user = await insertTestUser(t.db);
    await bill(user.id, new Date('2025-12-31T23:50:00Z'), 300_000);
    // Starts in January, ends in February: January's.
    await bill(user.id, new Date('2026-01-31T23:59:30Z'), 60_000);
    await bill(user.id, new Date('2026-01-05T10:00:00Z'), 600_000);
    clock.set(new Date('2026-01-31T23:59:59.999Z'));
    expect((await credits.getCredits(user.id)).remaining_seconds).toBe(FREE_SECONDS - 660);
    clock.set(new Date('2026-02-01T00:00:00Z'));
    expect(await credits.getCredits(user.id)).toMatchObject({ remaining_seconds: FREE_SECONDS, renews_at: '2026-03-01T00:00:00.000Z' });
    // An explicit time wins over the clock.
    expect((await credits.getCredits(user.id, new Date('2025-12-15T00:00:00Z'))).remaining_seconds).toBe(FREE_SECONDS - 300);
    clock.set(new Date('2026-01-15T12:00:00Z'));
  });

  it('follows the plan and a per-user override, and never goes below 0', async () => {
    const user = await insertTestUser(t.db);
    const plans = createPlanRepo(t.db);
    await plans.setUserPlan(user.id, 'pro', null);
    expect(await credits.getCredits(user.id)).toMatchObject({ plan_type: 'pro', total_quota: 600, remaining_seconds: 36_000 });
    await plans.setUserPlan(user.id, 'pro', 2);
    await bill(user.id, new Date('2026-01-10T09:00:00Z'), 300_000);
    expect(await credits.getCredits(user.id)).toMatchObject({
      total_quota: 2,
      remaining_seconds: 0,
      remaining_minutes: 0,
      percentage_used: 100,
    });
    expect(await credits.maxCallSeconds(user.id)).toBe(0);
  });

  it('warns low at exactly 25 % left and critical at exactly 10 %', async () => {
    const user = await insertTestUser(t.db);
    const start = new Date('2026-01-10T09:00:00Z');
    await bill(user.id, start, 1350_000);
    expect(await credits.checkCredits(user.id)).toEqual({
      has_credits: true,
      remaining_seconds: 450,
      warning_level: 'low',
      upgrade_message: CREDIT_UPGRADE_MESSAGE,
    });
    await bill(user.id, start, 270_000);
    expect(await credits.checkCredits(user.id)).toMatchObject({ remaining_seconds: 180, warning_level: 'critical' });
    expect(await credits.checkCredits(user.id, 181)).toMatchObject({ has_credits: false, warning_level: 'insufficient' });
  });

  it("takes the free plan's quota from the setting applied at start", async () => {
    const user = await insertTestUser(t.db);
    await applyFreePlanQuota(t.db, 45);
    try {
      expect(await credits.getCredits(user.id)).toMatchObject({ total_quota: 45, remaining_seconds: 2700 });
    } finally {
      await applyFreePlanQuota(t.db, 30);
    }
  });

  it('treats a quota of 0 as no credit', async () => {
    const user = await insertTestUser(t.db);
    await createPlanRepo(t.db).setUserPlan(user.id, 'free', 0);
    expect(await credits.checkCredits(user.id, 1)).toEqual({
      has_credits: false,
      remaining_seconds: 0,
      warning_level: 'insufficient',
      upgrade_message: CREDIT_UPGRADE_MESSAGE,
    });
  });

  it('refuses a call start without credit for it, with the remaining minutes (402)', async () => {
    const user = await insertTestUser(t.db);
    await bill(user.id, new Date('2026-01-10T09:00:00Z'), (FREE_SECONDS - 59) * 1000);
    await expect(credits.requireCredit(user.id)).rejects.toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      message: `You have 0 minutes remaining. ${CREDIT_UPGRADE_MESSAGE}`,
    });
    expect(await credits.requireCredit(user.id, 59)).toMatchObject({ has_credits: true });
  });

  it('records an operator adjustment in the current period under a generated call id', async () => {
    const user = await insertTestUser(t.db);
    clock.set(new Date('2026-02-01T00:00:10Z'));
    const callId = await credits.recordManualUsage(user.id, 3600);
    expect(callId).toMatch(/^manual-[0-9a-f-]{36}$/);
    expect((await credits.getCredits(user.id)).remaining_seconds).toBe(0);
    const [row] = await t.db.query<{ note: string; billed_seconds: number }>(
      'SELECT note, billed_seconds FROM usage_ledger WHERE call_id = $1',
      [callId],
    );
    expect(row).toEqual({ note: 'manual adjustment', billed_seconds: 3600 });
    await expect(credits.recordManualUsage(user.id, -1)).rejects.toThrow(RangeError);
    clock.set(new Date('2026-01-15T12:00:00Z'));
  });

  it("answers 'No credit information found' for a user that does not exist", async () => {
    await expect(credits.getCredits(randomUUID())).rejects.toMatchObject({ code: 'not_found', message: 'No credit information found' });
  });

  it('keeps bills of different users apart', async () => {
    const ann = await insertTestUser(t.db);
    const bob = await insertTestUser(t.db);
    await bill(bob.id, new Date('2026-01-10T09:00:00Z'), 600_000);
    expect((await credits.getCredits(ann.id)).remaining_seconds).toBe(FREE_SECONDS);
    expect((await credits.getCredits(bob.id)).remaining_seconds).toBe(FREE_SECONDS - 600);
  });
});
