import { randomUUID } from 'node:crypto';
import { CREDIT_UPGRADE_MESSAGE, creditCheckResultSchema, creditsSchema, ESTIMATED_SECONDS_MESSAGE } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { createCreditsService, type CreditsService } from './credits.service';

describe(`credit routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let credits: CreditsService;
  /** For the cases that only read or are refused: sign-ups are rate-limited per address. */
  let reader: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    credits = createCreditsService({ db: t.database.db, clock: t.clock });
    reader = await signUpUser(t.app);
  });
  afterAll(async () => t.close());

  const getCredits = (cookie?: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/credits${query}`, headers: cookie ? { cookie } : {} });
  const check = (cookie: string | undefined, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credits/check',
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Bills a call that ended just now (calls are billed by the server, never through a route). */
  const billCall = (userId: string, seconds: number) => {
    const endedAt = t.clock.now();
    return credits.recordCallUsage({ userId, callId: randomUUID(), startedAt: new Date(endedAt.getTime() - seconds * 1000), endedAt });
  };

  it('answers the Credits shape for the signed-in user, never cached', async () => {
    const response = await getCredits(reader.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'percentage_used',
      'plan_type',
      'remaining_minutes',
      'remaining_seconds',
      'renews_at',
      'total_quota',
      'usage_details',
    ]);
    expect(creditsSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      plan_type: 'free',
      total_quota: 30,
      remaining_minutes: 30,
      remaining_seconds: 1800,
      percentage_used: 0,
      usage_details: '0 of 30 minutes used this month',
    });
  });

  it('checks for 60 seconds by default, with or without a body', async () => {
    const { user, cookie } = await signUpUser(t.app);
    await billCall(user.id, 1741);
    for (const payload of [undefined, {}]) {
      const response = await check(cookie, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        has_credits: false,
        remaining_seconds: 59,
        warning_level: 'insufficient',
        upgrade_message: CREDIT_UPGRADE_MESSAGE,
      });
    }
    const shorter = await check(cookie, { estimated_seconds: 59 });
    expect(shorter.json()).toEqual({
      has_credits: true,
      remaining_seconds: 59,
      warning_level: 'critical',
      upgrade_message: CREDIT_UPGRADE_MESSAGE,
    });
    expect(creditCheckResultSchema.parse(shorter.json())).toEqual(shorter.json());
  });

  it('reports no warning while credit is plentiful, and low at exactly 25 % left', async () => {
    const { user, cookie } = await signUpUser(t.app);
    expect((await check(cookie, { estimated_seconds: 60 })).json()).toEqual({
      has_credits: true,
      remaining_seconds: 1800,
      warning_level: null,
      upgrade_message: null,
    });
    await billCall(user.id, 1350);
    expect((await check(cookie)).json()).toMatchObject({ has_credits: true, remaining_seconds: 450, warning_level: 'low' });
    expect((await getCredits(cookie)).json()).toMatchObject({
      remaining_minutes: 7,
      percentage_used: 75,
      usage_details: '23 of 30 minutes used this month',
    });
  });

  it.each([
    ['a string', '60'],
    ['a negative number', -5],
    ['zero', 0],
    ['a fraction', 1.5],
    ['more than a day', 86_401],
    ['a huge number', 1e15],
    ['null', null],
    ['an object', { seconds: 60 }],
  ])('refuses %s as estimated_seconds with a clear 400', async (_label, value) => {
    const response = await check(reader.cookie, { estimated_seconds: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: ESTIMATED_SECONDS_MESSAGE, fields: { estimated_seconds: ESTIMATED_SECONDS_MESSAGE } },
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { cookie } = reader;
    const array = await check(cookie, [60]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error.message).toBe('The request body must be a JSON object with the expected fields.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/credits/check',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '60',
    });
    expect(text.statusCode).toBe(415);
  });

  it("answers 401 'User not authenticated' without a session, or with a bad one", async () => {
    for (const response of [
      await getCredits(),
      await check(undefined, {}),
      await getCredits('rehearse_session=forged'),
      await check('rehearse_session=forged', {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'not_authenticated', message: 'User not authenticated' } });
    }
  });

  it('refuses a check from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/credits/check',
      headers: { cookie: reader.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});

describe(`credit isolation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('shows each user only their own credit, whatever the request names', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const credits = createCreditsService({ db: t.database.db, clock: t.clock });
    const endedAt = t.clock.now();
    await credits.recordCallUsage({
      userId: bob.user.id,
      callId: randomUUID(),
      startedAt: new Date(endedAt.getTime() - 1700_000),
      endedAt,
    });

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/credits?user_id=${bob.user.id}&user_uuid=${bob.user.id}`,
      headers: { cookie: ann.cookie },
    });
    expect(own.json()).toMatchObject({ remaining_seconds: 1800 });
    const annCheck = await t.app.inject({
      method: 'POST',
      url: `/api/credits/check?user_uuid=${bob.user.id}`,
      headers: { cookie: ann.cookie },
      payload: { estimated_seconds: 60, user_id: bob.user.id, user_uuid: bob.user.id, userId: bob.user.id },
    });
    expect(annCheck.json()).toEqual({ has_credits: true, remaining_seconds: 1800, warning_level: null, upgrade_message: null });

    // Bob's credit is his own and unchanged by Ann's requests.
    const bobCredits = await t.app.inject({ method: 'GET', url: '/api/credits', headers: { cookie: bob.cookie } });
    expect(bobCredits.json()).toMatchObject({ remaining_seconds: 100, remaining_minutes: 1 });
    const bobCheck = await t.app.inject({ method: 'POST', url: '/api/credits/check', headers: { cookie: bob.cookie }, payload: {} });
    expect(bobCheck.json()).toMatchObject({ has_credits: true, remaining_seconds: 100, warning_level: 'critical' });
  });
});
