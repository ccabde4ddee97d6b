import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScenarioForm, createScenario } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { SCENARIO_CREATE_LIMIT, SCENARIO_LIMIT_MESSAGE, SCENARIOS_PER_USER } from './scenario.service';

/** Issue 16, item 8: one account cannot fill the database with scenarios, nor make them in bulk. */
describe(`scenario caps (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (cookie: string, url: string, payload: object = buildScenarioForm()) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it(`keeps a user to ${SCENARIOS_PER_USER} scenarios, new or copied, and makes room again when one is deleted`, async () => {
    expect(SCENARIO_LIMIT_MESSAGE).toBe('You can keep up to 500 scenarios. Delete some to create new ones.');
    const { user, cookie } = await signUpUser(t.app);
    const first = await createScenario(t.app, cookie);
    await t.database.db.query(
      `INSERT INTO scenarios (user_id, title, product, scenario_details, gender, difficulty, optimized_prompt, scorecard_id)
       SELECT user_id, title || ' ' || n, product, scenario_details, gender, difficulty, optimized_prompt, scorecard_id
       FROM scenarios, generate_series(2, $2::int - 1) AS n WHERE id = $1`,
      [first.id, SCENARIOS_PER_USER],
    );
    expect((await post(cookie, '/api/scenarios')).statusCode).toBe(201);

    const refused = await post(cookie, '/api/scenarios');
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: { code: 'limit_reached', message: SCENARIO_LIMIT_MESSAGE } }]);
    const copy = await post(cookie, `/api/scenarios/${first.id}/duplicate`, {});
    expect([copy.statusCode, copy.json()]).toEqual([409, { error: { code: 'limit_reached', message: SCENARIO_LIMIT_MESSAGE } }]);
    const [{ count }] = (await t.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM scenarios WHERE user_id = $1', [
      user.id,
    ])) as [{ count: number }];
    expect(count).toBe(SCENARIOS_PER_USER);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/scenarios/${first.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await post(cookie, '/api/scenarios')).statusCode).toBe(201);
    // Another user is not held by this one's cap.
    const other = await signUpUser(t.app);
    expect((await post(other.cookie, '/api/scenarios')).statusCode).toBe(201);
  });

  it(`lets a user make ${SCENARIO_CREATE_LIMIT.limit} scenarios in ${SCENARIO_CREATE_LIMIT.windowSeconds / 60} minutes, then asks them to wait`, async () => {
    const { cookie } = await signUpUser(t.app);
    const original = await createScenario(t.app, cookie);
    for (let made = 1; made < SCENARIO_CREATE_LIMIT.limit; made++) {
      const url = made % 2 === 0 ? '/api/scenarios' : `/api/scenarios/${original.id}/duplicate`;
      expect((await post(cookie, url, made % 2 === 0 ? buildScenarioForm() : {})).statusCode).toBe(201);
    }
    for (const url of ['/api/scenarios', `/api/scenarios/${original.id}/duplicate`]) {
      const refused = await post(cookie, url, url.endsWith('duplicate') ? {} : buildScenarioForm());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    }
    t.clock.advance(SCENARIO_CREATE_LIMIT.windowSeconds * 1000);
    expect((await post(cookie, '/api/scenarios')).statusCode).toBe(201);
  });
});
