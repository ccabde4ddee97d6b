import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScenarioForm, createScenario, listScenarios } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** One user cannot list, read, change, duplicate or delete another user's scenario. */
describe(`scenario isolation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers every route on a foreign scenario exactly like an unknown one', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const secret = await createScenario(t.app, ann.cookie, { title: 'Ann secret deal', customerProfile: 'Confidential buyer notes' });
    const unknown = '00000000-0000-4000-8000-000000000000';

    expect(JSON.stringify(await listScenarios(t.app, bob.cookie))).not.toContain('Ann secret deal');

    for (const id of [secret.id, unknown]) {
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/scenarios/${id}`,
        headers: { cookie: bob.cookie },
        payload: buildScenarioForm({ title: 'Stolen' }),
      });
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/scenarios/${id}`, headers: { cookie: bob.cookie } });
      const duplicate = await t.app.inject({ method: 'POST', url: `/api/scenarios/${id}/duplicate`, headers: { cookie: bob.cookie } });
      expect([update.statusCode, remove.statusCode, duplicate.statusCode]).toEqual([404, 404, 404]);
      expect(update.json().error.message).toBe('Scenario not found');
      expect(remove.json().error.message).toBe('Scenario not found');
      expect(duplicate.json().error.message).toBe('Original scenario not found');
      expect(duplicate.body).not.toContain('Confidential');
    }

    expect(await listScenarios(t.app, bob.cookie)).toEqual([]);
    const annSees = await listScenarios(t.app, ann.cookie);
    expect(annSees).toEqual([secret]);
  });

  it('ignores a user id or owner sent in the body', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/scenarios',
      headers: { cookie: bob.cookie },
      payload: {
        ...buildScenarioForm({ title: 'Planted' }),
        user_id: ann.user.id,
        userId: ann.user.id,
        id: '00000000-0000-4000-8000-000000000001',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().scenario.id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(await listScenarios(t.app, ann.cookie)).toEqual([]);
    expect((await listScenarios(t.app, bob.cookie)).map((scenario) => scenario.title)).toEqual(['Planted']);
  });

  it('is enforced by row-level security too: a query without a user filter sees only the caller’s rows', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    await createScenario(t.app, ann.cookie, { title: 'Ann only' });
    const db = t.database.db;
    const seenByBob = await db.asUser(bob.user.id, (tx) => tx.query<{ title: string }>('SELECT title FROM scenarios'));
    expect(seenByBob).toEqual([]);
    const changed = await db.asUser(bob.user.id, (tx) => tx.query(`UPDATE scenarios SET title = 'hijacked' RETURNING id`));
    expect(changed).toEqual([]);
    await expect(
      db.asUser(bob.user.id, (tx) =>
        tx.query(`INSERT INTO scenarios (user_id, title, product, scenario_details, optimized_prompt) VALUES ($1, 't', 'p', 'd', 'x')`, [
          ann.user.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
