import { scorecardSavedResponseSchema, type CoachingSession, type Scorecard } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, requestCall, type SecurityApp } from '../../security/security.test-support';
import { buildScenarioForm, createScenario, listScenarios } from '../../test/scenario-builders';
import { buildScorecardForm, createScorecard, listScorecards } from '../../test/scorecard-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`scorecard routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUpUser(t.app));
    ({ cookie: otherCookie } = await signUpUser(t.app));
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  it("lists the built-in scorecards first, then the user's own, newest first", async () => {
    const first = await createScorecard(t.app, cookie);
    const second = await createScorecard(t.app, cookie);
    const list = await listScorecards(t.app, cookie);
    expect(list.map((card) => card.id)).toEqual(['stage-rubric', 'meddicc', 'spin', 'bant', 'challenger', second.id, first.id]);
    expect(list[1]).toMatchObject({ name: 'MEDDICC', built_in: true, created_at: null });
    expect(list.slice(5).every((card) => !card.built_in)).toBe(true);
    expect((await listScorecards(t.app, otherCookie)).map((card) => card.id)).toEqual([
      'stage-rubric',
      'meddicc',
      'spin',
      'bant',
      'challenger',
    ]);
  });

  it('creates a scorecard with checked, plain-text criteria keyed by name, and only these fields', async () => {
    const response = await send('POST', '/api/scorecards', buildScorecardForm({ name: '  Ours <img src=x onerror=alert(1)>' }));
    expect(response.statusCode).toBe(201);
    expect(scorecardSavedResponseSchema.safeParse(response.json()).error).toBeUndefined();
    const { scorecard } = response.json() as { scorecard: Scorecard };
    expect(Object.keys(scorecard).sort()).toEqual(['built_in', 'created_at', 'criteria', 'description', 'id', 'name']);
    expect(scorecard).toMatchObject({
      name: 'Ours',
      built_in: false,
      criteria: [
        { key: 'quantifies_the_pain', name: 'Quantifies the pain', weight: 60, scale: '0-10' },
        { key: 'books_the_next_meeting', name: 'Books the next meeting', weight: 40, scale: 'yes-no' },
      ],
    });
  });

  it('refuses a bad form with the field messages', async () => {
    const response = await send('POST', '/api/scorecards', { name: '', criteria: [{ name: 'A', goodLooksLike: 'B', weight: 500 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Scorecard name is required', 'criteria.0.weight': 'Weight must be a whole number from 1 to 100' },
    });
  });

  it("edits, duplicates and deletes the user's own; another user gets not found for each", async () => {
    const card = await createScorecard(t.app, cookie, { name: 'Renewal card' });
    for (const [method, url, payload] of [
      ['PUT', `/api/scorecards/${card.id}`, buildScorecardForm()],
      ['DELETE', `/api/scorecards/${card.id}`, undefined],
      ['POST', `/api/scorecards/${card.id}/duplicate`, {}],
    ] as const) {
      const response = await send(method, url, payload, otherCookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const edited = await send('PUT', `/api/scorecards/${card.id}`, buildScorecardForm({ name: 'Renewal card v2' }));
    expect(edited.json().scorecard).toMatchObject({ id: card.id, name: 'Renewal card v2' });

    const copy = await send('POST', `/api/scorecards/${card.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().scorecard).toMatchObject({ name: 'Renewal card v2 (Copy)', criteria: edited.json().scorecard.criteria });
    expect((await send('POST', `/api/scorecards/${card.id}/duplicate`)).json().scorecard.name).toBe('Renewal card v2 (Copy 2)');

    expect((await send('DELETE', `/api/scorecards/${card.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/scorecards/${card.id}`)).json().error).toEqual({
      code: 'not_found',
      message: 'Scorecard not found',
    });
    expect((await send('POST', `/api/scorecards/${card.id}/duplicate`)).json().error.message).toBe('Original scorecard not found');
  });

  it("copies a built-in template into the user's own, and refuses to change a built-in one", async () => {
    const copy = await send('POST', '/api/scorecards/meddicc/duplicate', {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json().scorecard).toMatchObject({ name: 'MEDDICC (Copy)', built_in: false });
    expect(copy.json().scorecard.criteria).toHaveLength(7);
    for (const [method, url, payload] of [
      ['PUT', '/api/scorecards/spin', buildScorecardForm()],
      ['DELETE', '/api/scorecards/bant', undefined],
      ['POST', '/api/scorecards/stage-rubric/duplicate', {}],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Built-in scorecards cannot be changed. Duplicate it to make your own version.');
    }
    expect((await send('DELETE', '/api/scorecards/not-a-card')).statusCode).toBe(404);
  });

  it("lets a scenario choose a scorecard (the stage rubric by default), keeps it through edit and copy, and refuses another user's", async () => {
    const card = await createScorecard(t.app, cookie);
    expect((await createScenario(t.app, cookie)).scorecard_id).toBe('stage-rubric');
    const scenario = await createScenario(t.app, cookie, { scorecardId: card.id });
    expect(scenario.scorecard_id).toBe(card.id);
    const copy = await send('POST', `/api/scenarios/${scenario.id}/duplicate`);
    expect(copy.json().scenario.scorecard_id).toBe(card.id);
    const updated = await send('PUT', `/api/scenarios/${scenario.id}`, { ...buildScenarioForm(), scorecardId: 'spin' });
    expect(updated.json().scenario.scorecard_id).toBe('spin');

    const stranger = await createScorecard(t.app, otherCookie);
    for (const scorecardId of [stranger.id, '00000000-0000-4000-8000-000000000000', 'sandler']) {
      const response = await send('POST', '/api/scenarios', { ...buildScenarioForm(), scorecardId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ scorecardId: 'Please choose one of the listed scorecards' });
    }
  });

  it('puts the scenarios of a deleted scorecard back on the stage rubric', async () => {
    const card = await createScorecard(t.app, cookie);
    const scenario = await createScenario(t.app, cookie, { scorecardId: card.id });
    await send('DELETE', `/api/scorecards/${card.id}`);
    expect((await listScenarios(t.app, cookie)).find((item) => item.id === scenario.id)?.scorecard_id).toBe('stage-rubric');
  });
});

describe(`a call's scorecard (${testDatabaseKind})`, () => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await createSecurityApp();
  });
  afterAll(async () => s.close());

  it('is copied onto the session when the call starts, so later edits do not change it', async () => {
    const owner = await signUpUser(s.app);
    const card = await createScorecard(s.app, owner.cookie, { name: 'Snapshot card' });
    const scenario = await createScenario(s.app, owner.cookie, { scorecardId: card.id });
    const { callId } = await requestCall(s.app, owner, scenario.id);
    await s.app.inject({
      method: 'PUT',
      url: `/api/scorecards/${card.id}`,
      headers: { cookie: owner.cookie },
      payload: buildScorecardForm({ name: 'Edited later' }),
    });
    const [row] = await s.database.db.query<{ scorecard: unknown }>('SELECT scorecard FROM coaching_sessions WHERE id = $1', [callId]);
    expect(row!.scorecard).toEqual({ id: card.id, name: 'Snapshot card', criteria: card.criteria });

    await s.database.db.query(`UPDATE coaching_sessions SET status = 'ended', started_at = now(), ended_at = now() WHERE id = $1`, [
      callId,
    ]);
    const session = (
      await s.app.inject({ method: 'GET', url: `/api/sessions/${callId}`, headers: { cookie: owner.cookie } })
    ).json() as CoachingSession;
    expect(session.scorecard).toEqual({ id: card.id, name: 'Snapshot card', criteria: card.criteria });
  });

  it('is null for the stage rubric', async () => {
    const owner = await signUpUser(s.app);
    const { callId } = await requestCall(s.app, owner);
    const [row] = await s.database.db.query<{ scorecard: unknown }>('SELECT scorecard FROM coaching_sessions WHERE id = $1', [callId]);
    expect(row!.scorecard).toBeNull();
  });
});
