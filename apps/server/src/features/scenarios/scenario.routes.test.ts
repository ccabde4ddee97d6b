import { scenarioDuplicatedResponseSchema } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScenarioForm, createScenario, listScenarios } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`scenario routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUpUser(t.app));
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  it('creates a scenario with the spec fields and a buyer prompt built from them', async () => {
    const response = await send(
      'POST',
      '/api/scenarios',
      buildScenarioForm({ title: '  Q3 renewal  ', companyUrl: ' https://haulier.example/ ', difficulty: 'hard' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.scenario).sort()).toEqual(
      [
        'company_url',
        'created_at',
        'difficulty',
        'duplicated_from_id',
        'gender',
        'id',
        'optimized_prompt',
        'persona',
        'product',
        'sales_stage',
        'scenario_details',
        'scorecard_id',
        'title',
      ].sort(),
    );
    expect(body.scenario).toMatchObject({
      title: 'Q3 renewal',
      product: 'Fleet telematics with driver coaching',
      scenario_details: expect.stringContaining('regional haulier'),
      sales_stage: 'Discovery',
      persona: 'CFO',
      gender: 'Female',
      difficulty: 'hard',
      company_url: 'https://haulier.example/',
      duplicated_from_id: null,
    });
    expect(new Date(body.scenario.created_at).toISOString()).toBe(body.scenario.created_at);
    expect(body.scenario.optimized_prompt).toContain('Fleet telematics with driver coaching');
    expect(body.scenario.optimized_prompt).toContain('Chief Financial Officer');
    expect(body.scenario.optimized_prompt).toContain('regional haulier');
    expect(body.scenario.optimized_prompt).toContain('HOW HARD YOU ARE TO WIN (difficulty: hard)');
    expect((await listScenarios(t.app, cookie)).find((item) => item.id === body.scenario.id)?.difficulty).toBe('hard');
  });

  it("stores 'none' and empty choices as absent and defaults the voice to Male and the difficulty to medium", async () => {
    const scenario = await createScenario(t.app, cookie, {
      salesStage: 'none',
      persona: '',
      gender: undefined,
      difficulty: undefined,
      companyUrl: '  ',
    });
    expect(scenario).toMatchObject({ sales_stage: null, persona: null, gender: 'Male', difficulty: 'medium', company_url: null });
    expect(scenario.optimized_prompt).toContain('HOW HARD YOU ARE TO WIN (difficulty: medium)');
    expect((await createScenario(t.app, cookie, { difficulty: '' })).difficulty).toBe('medium');
  });

  it('refuses a difficulty other than easy, medium or hard on create, update and copy', async () => {
    const scenario = await createScenario(t.app, cookie);
    const attempts = [
      ['POST', '/api/scenarios'],
      ['PUT', `/api/scenarios/${scenario.id}`],
      ['POST', `/api/scenarios/${scenario.id}/duplicate`],
    ] as const;
    for (const [method, url] of attempts) {
      for (const difficulty of ['extreme', 'Hard', 'none', 3, ['hard']]) {
        const response = await send(method, url, { ...buildScenarioForm(), difficulty });
        expect([response.statusCode, response.json().error], `${method} ${url} ${JSON.stringify(difficulty)}`).toEqual([
          400,
          {
            code: 'validation_failed',
            message: 'Please choose easy, medium or hard',
            fields: { difficulty: 'Please choose easy, medium or hard' },
          },
        ]);
      }
    }
    expect((await listScenarios(t.app, cookie)).find((item) => item.id === scenario.id)?.difficulty).toBe('medium');
  });

  it("answers invalid forms with the spec's messages under their fields", async () => {
    const response = await send('POST', '/api/scenarios', {
      title: '   ',
      product: 'x'.repeat(501),
      customerProfile: '',
      companyUrl: 'acme',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Title cannot be empty',
      fields: {
        title: 'Title cannot be empty',
        product: 'Product description must be less than 500 characters',
        customerProfile: 'Customer profile is required',
        companyUrl: 'Please enter a valid URL (e.g., https://example.com)',
      },
    });
    const missing = await send('POST', '/api/scenarios', {});
    expect(missing.json().error.fields).toEqual({
      title: 'Title is required',
      product: 'Product description is required',
      customerProfile: 'Customer profile is required',
    });
    const long = await send(
      'POST',
      '/api/scenarios',
      buildScenarioForm({ title: 't'.repeat(101), customerProfile: 'p'.repeat(2001), salesStage: 'Later' }),
    );
    expect(long.json().error.fields).toEqual({
      title: 'Title must be less than 100 characters',
      customerProfile: 'Customer profile must be less than 2000 characters',
      salesStage: 'Please choose one of the listed sales stages',
    });
    expect((await send('POST', '/api/scenarios', buildScenarioForm({ title: 't'.repeat(100) }))).statusCode).toBe(201);
  });

  it('stores the difficulty in a column that defaults to medium and holds no other value', async () => {
    const { user } = await signUpUser(t.app);
    const insert = (columns: string, values: string) =>
      t.database.db.asUser(user.id, (tx) =>
        tx.query<{ difficulty: string }>(
          `INSERT INTO scenarios (user_id, title, product, scenario_details, optimized_prompt${columns}) VALUES ($1, 't', 'p', 'd', 'x'${values}) RETURNING difficulty`,
          [user.id],
        ),
      );
    expect(await insert('', '')).toEqual([{ difficulty: 'medium' }]);
    await expect(insert(', difficulty', ", 'brutal'")).rejects.toThrow(/check constraint/);
    await expect(insert(', difficulty', ', NULL')).rejects.toThrow(/null value/);
  });

  it('sanitises on the server: scripts and event handlers never come back', async () => {
    const scenario = await createScenario(t.app, cookie, {
      title: '<script>alert(1)</script><b onclick="x()">Hostile</b> <img src=x onerror=alert(1)>',
      product: '<p style="color:red">Good <strong>product</strong></p><iframe src="https://evil.example"></iframe>',
      customerProfile: '<a href="javascript:alert(1)">CFO</a> <svg onload=alert(1)>at Acme',
    });
    expect(scenario.title).toBe('<b>Hostile</b>');
    expect(scenario.product).toBe('<p>Good <strong>product</strong></p>');
    expect(scenario.scenario_details).toBe('CFO at Acme');
    const listed = JSON.stringify(await listScenarios(t.app, cookie));
    expect(listed).not.toMatch(/<script|onerror|onclick|onload|javascript:|<img|<iframe|<svg/i);
    const onlyScript = await send('POST', '/api/scenarios', buildScenarioForm({ title: '<script>alert(1)</script>' }));
    expect(onlyScript.json().error.fields).toEqual({ title: 'Title cannot be empty' });
  });

  it('lists only the signed-in user’s scenarios, newest first, and needs a session', async () => {
    const fresh = await signUpUser(t.app);
    const first = await createScenario(t.app, fresh.cookie, { title: 'First' });
    const second = await createScenario(t.app, fresh.cookie, { title: 'Second' });
    expect((await listScenarios(t.app, fresh.cookie)).map((scenario) => scenario.id)).toEqual([second.id, first.id]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/scenarios' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'not_authenticated', message: 'User not authenticated' });
  });

  it('updates every field and rewrites the buyer prompt', async () => {
    const scenario = await createScenario(t.app, cookie);
    const response = await send(
      'PUT',
      `/api/scenarios/${scenario.id}`,
      buildScenarioForm({
        title: 'Negotiating the renewal',
        product: 'Route optimisation',
        salesStage: 'Negotiation',
        persona: 'none',
        gender: 'Male',
        difficulty: 'easy',
        companyUrl: '',
      }),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.success).toBe(true);
    expect(updated.scenario).toMatchObject({
      id: scenario.id,
      title: 'Negotiating the renewal',
      sales_stage: 'Negotiation',
      persona: null,
      gender: 'Male',
      difficulty: 'easy',
      company_url: null,
      created_at: scenario.created_at,
    });
    expect(updated.scenario.optimized_prompt).toContain('Route optimisation');
    expect(updated.scenario.optimized_prompt).toMatch(/price/);
    expect(updated.scenario.optimized_prompt).toContain('HOW HARD YOU ARE TO WIN (difficulty: easy)');
    expect((await listScenarios(t.app, cookie)).find((item) => item.id === scenario.id)?.difficulty).toBe('easy');
    const invalid = await send('PUT', `/api/scenarios/${scenario.id}`, buildScenarioForm({ product: '' }));
    expect(invalid.json().error.fields).toEqual({ product: 'Product description is required' });
  });

  it('deletes a scenario once', async () => {
    const scenario = await createScenario(t.app, cookie);
    expect((await send('DELETE', `/api/scenarios/${scenario.id}`)).statusCode).toBe(204);
    expect((await listScenarios(t.app, cookie)).some((item) => item.id === scenario.id)).toBe(false);
    const again = await send('DELETE', `/api/scenarios/${scenario.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'not_found', message: 'Scenario not found' });
  });

  it("duplicates as '(Copy)', then '(Copy 2)', keeping the fields and linking the original", async () => {
    const original = await createScenario(t.app, cookie, { title: 'Pilot pitch', difficulty: 'hard' });
    const first = await send('POST', `/api/scenarios/${original.id}/duplicate`);
    expect(first.statusCode).toBe(201);
    expect(scenarioDuplicatedResponseSchema.safeParse(first.json()).error).toBeUndefined();
    expect(first.json().scenario).toMatchObject({
      title: 'Pilot pitch (Copy)',
      product: original.product,
      scenario_details: original.scenario_details,
      difficulty: 'hard',
      optimized_prompt: original.optimized_prompt,
      duplicated_from_id: original.id,
    });
    const second = await send('POST', `/api/scenarios/${original.id}/duplicate`, {});
    expect(second.json().scenario.title).toBe('Pilot pitch (Copy 2)');
    const ofCopy = await send('POST', `/api/scenarios/${first.json().scenario.id}/duplicate`);
    expect(ofCopy.json().scenario.title).toBe('Pilot pitch (Copy 3)');
  });

  it("saves an edited form as a copy ('Save as Copy') with its own prompt", async () => {
    const original = await createScenario(t.app, cookie, { title: 'Board demo' });
    const response = await send(
      'POST',
      `/api/scenarios/${original.id}/duplicate`,
      buildScenarioForm({ title: 'Board demo', product: 'Edited product', salesStage: 'none', difficulty: 'hard', companyUrl: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().scenario).toMatchObject({
      title: 'Board demo (Copy)',
      product: 'Edited product',
      sales_stage: null,
      difficulty: 'hard',
      company_url: null,
      duplicated_from_id: original.id,
    });
    expect(response.json().scenario.optimized_prompt).toContain('Edited product');
    expect(response.json().scenario.optimized_prompt).toContain('HOW HARD YOU ARE TO WIN (difficulty: hard)');
    expect(original.difficulty).toBe('medium');
    const invalid = await send('POST', `/api/scenarios/${original.id}/duplicate`, { title: '' });
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps a copy when its original is deleted, forgetting only the link', async () => {
    const original = await createScenario(t.app, cookie);
    const copy = (await send('POST', `/api/scenarios/${original.id}/duplicate`)).json().scenario;
    await send('DELETE', `/api/scenarios/${original.id}`);
    const kept = (await listScenarios(t.app, cookie)).find((item) => item.id === copy.id);
    expect(kept?.duplicated_from_id).toBeNull();
  });

  it('answers unknown and malformed ids with a 404, never a 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid', '1', "1' OR '1'='1", 'scrape']) {
      const path = `/api/scenarios/${encodeURIComponent(id)}`;
      expect((await send('PUT', path, buildScenarioForm())).statusCode, id).toBe(404);
      expect((await send('DELETE', path)).statusCode, id).toBe(404);
      const duplicate = await send('POST', `${path}/duplicate`);
      expect(duplicate.statusCode, id).toBe(404);
      expect(duplicate.json().error.message).toBe('Original scenario not found');
    }
  });
});
