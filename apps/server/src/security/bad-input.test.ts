import {
  BUILT_IN_SCORECARD_IDS,
  DIFFICULTIES,
  GENDERS,
  PERSONAS,
  SALES_STAGES,
  SCORECARD_SCALES,
  type Scenario,
  type Scorecard,
} from '@rehearse/domain';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario } from '../test/scenario-builders';
import { createScorecard } from '../test/scorecard-builders';
import { signUpUser } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { contentType, hostileBody, hostileForm, hostileId, hostileString, HTML_PAYLOADS } from './hostile-values';
import { createSecurityApp, insertOwnedSession, type Actor, type SecurityApp } from './security.test-support';

let s: SecurityApp;
let owner: Actor;
let passwordChanger: Actor;
let witness: Scenario;
let target: Scenario;
let witnessSessionId: string;
let witnessScorecard: Scorecard;
let targetScorecard: Scorecard;
/** Scenarios that valid requests of the barrage created: the only change the owner's list may show. */
const created = new Set<string>();
const RUNS = Number(process.env.BAD_INPUT_RUNS) || 100;

beforeAll(async () => {
  s = await createSecurityApp();
  owner = await signUpUser(s.app);
  passwordChanger = await signUpUser(s.app);
  witness = await createScenario(s.app, owner.cookie, { title: 'Witness <b>bold</b>' });
  target = await createScenario(s.app, owner.cookie, { title: 'Target' });
  witnessSessionId = await insertOwnedSession(s, owner.user.id);
  witnessScorecard = await createScorecard(s.app, owner.cookie, { name: 'Witness card' });
  targetScorecard = await createScorecard(s.app, owner.cookie, { name: 'Target card' });
});

afterAll(async () => {
  await s.close();
});

/** A 4xx names its error with a stable code and a short message for people; nothing else leaks. */
function expectClearAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toMatch(/^[a-z_]+$/);
  expect(body.error.message.length, what).toBeGreaterThan(0);
  expect(body.error.message.length, what).toBeLessThan(300);
  expect(body.error.message, what).not.toMatch(/\n\s+at |SELECT|INSERT|syntax error|TypeError|FST_/);
}

const scenarioFields = {
  title: fc.string({ minLength: 1, maxLength: 60 }),
  product: fc.string({ minLength: 1, maxLength: 200 }),
  customerProfile: fc.string({ minLength: 1, maxLength: 300 }),
  salesStage: fc.constantFrom(...SALES_STAGES, 'none', '', null),
  persona: fc.constantFrom(...PERSONAS, 'None', ''),
  gender: fc.constantFrom(...GENDERS, ''),
  difficulty: fc.constantFrom(...DIFFICULTIES, '', null),
  companyUrl: fc.oneof(fc.webUrl(), fc.constant('')),
  scorecardId: fc.oneof(fc.constantFrom(...BUILT_IN_SCORECARD_IDS, '', null, 'sandler'), fc.uuid()),
};

const criterionFields = {
  name: fc.string({ minLength: 1, maxLength: 40 }),
  goodLooksLike: fc.string({ minLength: 1, maxLength: 200 }),
  weight: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom('20', '', null)),
  scale: fc.constantFrom(...SCORECARD_SCALES, '', null),
};
const scorecardFields = () => ({
  name: fc.string({ minLength: 1, maxLength: 60 }),
  criteria: fc.array(hostileForm(criterionFields), { maxLength: 12 }),
});

interface JsonEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  /** The path; a function, as the target scenario exists only once the suite has started. */
  url: () => string;
  /** Whose cookie goes along. */
  as: () => Actor | undefined;
  fields: () => Record<string, fc.Arbitrary<unknown>>;
}

const endpoints: JsonEndpoint[] = [
  {
    name: 'POST /api/auth/signup',
    method: 'POST',
    url: () => '/api/auth/signup',
    as: () => undefined,
    fields: () => ({ email: fc.emailAddress(), password: fc.string({ minLength: 6, maxLength: 30 }) }),
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    as: () => undefined,
    fields: () => ({ email: fc.constantFrom(owner.user.email, 'nobody@example.com'), password: fc.string() }),
  },
  { name: 'POST /api/auth/logout', method: 'POST', url: () => '/api/auth/logout', as: () => undefined, fields: () => ({}) },
  {
    name: 'POST /api/auth/recover',
    method: 'POST',
    url: () => '/api/auth/recover',
    as: () => undefined,
    fields: () => ({ email: fc.emailAddress() }),
  },
  {
    name: 'PUT /api/auth/user',
    method: 'PUT',
    url: () => '/api/auth/user',
    as: () => passwordChanger,
    fields: () => ({
      password: fc.string({ minLength: 6, maxLength: 30 }),
      currentPassword: fc.oneof(fc.constant(passwordChanger.password), fc.string({ maxLength: 30 })),
    }),
  },
  { name: 'POST /api/scenarios', method: 'POST', url: () => '/api/scenarios', as: () => owner, fields: () => scenarioFields },
  {
    name: 'PUT /api/scenarios/:id',
    method: 'PUT',
    url: () => `/api/scenarios/${target.id}`,
    as: () => owner,
    fields: () => scenarioFields,
  },
  {
    name: 'POST /api/scenarios/:id/duplicate',
    method: 'POST',
    url: () => `/api/scenarios/${target.id}/duplicate`,
    as: () => owner,
    fields: () => scenarioFields,
  },
  { name: 'POST /api/scorecards', method: 'POST', url: () => '/api/scorecards', as: () => owner, fields: scorecardFields },
  {
    name: 'PUT /api/scorecards/:id',
    method: 'PUT',
    url: () => `/api/scorecards/${targetScorecard.id}`,
    as: () => owner,
    fields: scorecardFields,
  },
  {
    name: 'POST /api/scorecards/:id/duplicate',
    method: 'POST',
    url: () => `/api/scorecards/${targetScorecard.id}/duplicate`,
    as: () => owner,
    fields: scorecardFields,
  },
  {
    name: 'POST /api/scenarios/scrape',
    method: 'POST',
    url: () => '/api/scenarios/scrape',
    as: () => owner,
    fields: () => ({ url: fc.oneof(fc.webUrl(), fc.constant('https://acme.example')) }),
  },
  {
    name: 'POST /api/credits/check',
    method: 'POST',
    url: () => '/api/credits/check',
    as: () => owner,
    fields: () => ({ estimated_seconds: fc.integer({ min: 1, max: 86_400 }) }),
  },
  {
    name: 'POST /api/calls',
    method: 'POST',
    url: () => '/api/calls',
    as: () => owner,
    fields: () => ({ scenarioId: fc.oneof(fc.uuid(), fc.constant(target.id)) }),
  },
];

async function sendRaw(endpoint: JsonEndpoint, payload: string, type: string): Promise<LightMyRequestResponse> {
  const cookie = endpoint.as()?.cookie;
  return s.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload,
  } satisfies InjectOptions);
}

function noteCreated(response: LightMyRequestResponse): void {
  if (response.statusCode !== 201) return;
  const { scenario, scorecard } = response.json() as { scenario?: Scenario; scorecard?: Scorecard };
  if (scenario) created.add(scenario.id);
  if (scorecard) created.add(scorecard.id);
}

/** Percent-encodes every UTF-8 byte, so any string (a lone surrogate too) can be a path segment. */
const pathSegment = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe(`bad input on every JSON endpoint (${testDatabaseKind})`, () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers hostile bodies with a clear 4xx, never a 500',
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileBody(hostileForm(endpoint.fields())), contentType, async (payload, type) => {
          const response = await sendRaw(endpoint, payload, type);
          expectClearAnswer(response, `${name} ${type} ${JSON.stringify(payload.slice(0, 200))}`);
          noteCreated(response);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('refuses prototype-pollution keys and leaves Object.prototype alone', async () => {
    for (const payload of ['{"__proto__":{"polluted":"yes"},"title":"x"}', '{"constructor":{"prototype":{"polluted":"yes"}}}']) {
      const response = await sendRaw(
        endpoints.find((endpoint) => endpoint.name === 'POST /api/scenarios')!,
        payload,
        'application/json',
      );
      expect(response.statusCode).toBe(400);
      expectClearAnswer(response, payload);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a NUL character in any text field with a 400 naming the field (PostgreSQL text cannot hold it)', async () => {
    for (const field of ['title', 'product', 'customerProfile', 'companyUrl'] as const) {
      const form = {
        title: 'Renewal',
        product: 'Telematics',
        customerProfile: 'Fleet manager',
        companyUrl: 'https://fleet.example/',
        [field]: `${field === 'companyUrl' ? 'https://fleet.example/' : 'a'}\u0000b`,
      };
      const response = await s.app.inject({ method: 'POST', url: '/api/scenarios', headers: { cookie: owner.cookie }, payload: form });
      expect([response.statusCode, response.json()], field).toEqual([
        400,
        { error: { code: 'validation_failed', message: expect.any(String), fields: { [field]: expect.any(String) } } },
      ]);
    }
    const criteria = [{ name: 'Asks', goodLooksLike: 'Open\u0000questions' }];
    const scorecard = await s.app.inject({
      method: 'POST',
      url: '/api/scorecards',
      headers: { cookie: owner.cookie },
      payload: { name: 'Card', criteria },
    });
    expect([scorecard.statusCode, scorecard.json().error.fields]).toEqual([
      400,
      { 'criteria.0.goodLooksLike': 'Text cannot contain the NUL character.' },
    ]);
    const password = await s.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie: passwordChanger.cookie },
      payload: { password: 'secret\u0000123' },
    });
    expect(password.statusCode).toBe(400);
  });

  it('answers hostile ids in every path with a 404 (or a 400 for a broken address), never a 500', async () => {
    const routes: [InjectOptions['method'], (id: string) => string][] = [
      ['PUT', (id) => `/api/scenarios/${id}`],
      ['DELETE', (id) => `/api/scenarios/${id}`],
      ['POST', (id) => `/api/scenarios/${id}/duplicate`],
      ['PUT', (id) => `/api/scorecards/${id}`],
      ['DELETE', (id) => `/api/scorecards/${id}`],
      ['POST', (id) => `/api/scorecards/${id}/duplicate`],
      ['GET', (id) => `/api/sessions/${id}`],
      ['GET', (id) => `/api/sessions/${id}/recording`],
      ['DELETE', (id) => `/api/sessions/${id}`],
      ['POST', (id) => `/api/sessions/${id}/assessment`],
      ['GET', (id) => `/api/calls/${id}/stream?token=${id}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostileId, fc.boolean(), async ([method, url], id, encodeAll) => {
        const segment = encodeAll ? pathSegment(id) : encodeURIComponent(id.replace(/[\uD800-\uDFFF]/g, '?'));
        const response = await s.app.inject({ method, url: url(segment), headers: { cookie: owner.cookie } });
        expectClearAnswer(response, `${method} ${url(segment).slice(0, 200)}`);
        expect([400, 404, 405]).toContain(response.statusCode);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("answers any list query with a page of the caller's own calls or a 400 naming the field, never a 500", async () => {
    const parameter = fc.constantFrom('limit', 'skip', 'after', 'before', 'from', 'page', '__proto__');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(parameter, hostileString), { minLength: 1, maxLength: 3 }), async (pairs) => {
        const query = pairs.map(([name, value]) => `${name}=${pathSegment(value.slice(0, 3000))}`).join('&');
        const response = await s.app.inject({ method: 'GET', url: `/api/sessions?${query}`, headers: { cookie: owner.cookie } });
        expectClearAnswer(response, `GET /api/sessions?${query.slice(0, 200)}`);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400)
          expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: expect.any(Object) } });
      }),
      { numRuns: RUNS },
    );
  });

  it("answers any progress query with the caller's own report or a 400 naming the time zone, never a 500", async () => {
    const parameter = fc.constantFrom('timeZone', 'timeZone', 'tz', '__proto__');
    const zone = fc.oneof(
      hostileString,
      fc.constantFrom('Etc/GMT+14', 'America/Argentina/ComodRivadavia', 'UTC', '../../etc/passwd', 'Europe/Berlin\u0000'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(parameter, zone), { minLength: 1, maxLength: 3 }), async (pairs) => {
        const query = pairs.map(([name, value]) => `${name}=${pathSegment(value.slice(0, 3000))}`).join('&');
        const response = await s.app.inject({ method: 'GET', url: `/api/progress?${query}`, headers: { cookie: owner.cookie } });
        expectClearAnswer(response, `GET /api/progress?${query.slice(0, 200)}`);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400)
          expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { timeZone: expect.any(String) } } });
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any sign-in link query with a redirect to the sign-in screen', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom('signup', 'recovery'), hostileString), hostileString, async (type, token) => {
        const query = `type=${pathSegment(type)}&token=${pathSegment(token.slice(0, 3000))}`;
        const response = await s.app.inject({ method: 'GET', url: `/api/auth/verify?${query}` });
        expect(response.statusCode, response.body).toBe(303);
        expect(response.headers.location).toMatch(/^\/auth\?mode=(forgot|login)&error=/);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The tags a stored rich-text field may hold: b, i, em, strong, p and br, without attributes. */
const ALLOWED_TAG = /^<\/?(b|i|em|strong|p|br)\s*\/?>$/;
const htmlPiece = fc.oneof(
  fc.constantFrom(...HTML_PAYLOADS),
  fc
    .tuple(
      fc.constantFrom('b', 'i', 'em', 'strong', 'p', 'br', 'script', 'img', 'a', 'svg', 'iframe', 'style', 'div', 'object', 'input'),
      fc.constantFrom('', ' onerror=alert(1)', ' style="color:red"', ' href="javascript:alert(1)"', ' class=x', ' src=x'),
    )
    .map(([tag, attribute]) => `<${tag}${attribute}>`),
  fc.constantFrom('</b>', '</p>', '</script>', '<', '>', '&', '&lt;script&gt;', '<<b>>', '<b', 'a < b > c'),
  fc.string({ maxLength: 12 }),
);
const htmlField = fc.array(htmlPiece, { minLength: 1, maxLength: 8 }).map((pieces) => `word ${pieces.join('')}`);

describe(`stored HTML is sanitised (${testDatabaseKind})`, () => {
  it('keeps only b, i, em, strong, p and br without attributes in every rich-text field, as saved and as listed', async () => {
    await fc.assert(
      fc.asyncProperty(
        htmlField.filter((title) => title.length <= 100),
        htmlField,
        htmlField,
        async (title, product, customerProfile) => {
          const response = await s.app.inject({
            method: 'POST',
            url: '/api/scenarios',
            headers: { cookie: owner.cookie },
            payload: { title, product, customerProfile },
          });
          expectClearAnswer(response, title);
          if (response.statusCode !== 201) return;
          const scenario = (response.json() as { scenario: Scenario }).scenario;
          created.add(scenario.id);
          for (const value of [scenario.title, scenario.product, scenario.scenario_details]) {
            for (const tag of value.match(/<[^>]*>?/g) ?? []) expect(tag, value).toMatch(ALLOWED_TAG);
            expect(value.replace(/<\/?(b|i|em|strong|p|br)\s*\/?>/g, ''), value).not.toMatch(/[<>]/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe(`stored scorecard text is plain (${testDatabaseKind})`, () => {
  it('keeps no tag, no < and no > in a scorecard name or criterion, as saved and as listed', async () => {
    await fc.assert(
      fc.asyncProperty(
        htmlField.filter((name) => name.length <= 100),
        htmlField.filter((name) => name.length <= 80),
        htmlField,
        async (name, criterionName, goodLooksLike) => {
          const response = await s.app.inject({
            method: 'POST',
            url: '/api/scorecards',
            headers: { cookie: owner.cookie },
            payload: { name, criteria: [{ name: criterionName, goodLooksLike }] },
          });
          expectClearAnswer(response, name);
          if (response.statusCode !== 201) return;
          const scorecard = (response.json() as { scorecard: Scorecard }).scorecard;
          created.add(scorecard.id);
          for (const value of [
            scorecard.name,
            ...scorecard.criteria.flatMap((criterion) => [criterion.key, criterion.name, criterion.good_looks_like]),
          ])
            expect(value).not.toMatch(/[<>]/);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe(`after the barrage (${testDatabaseKind})`, () => {
  it("still reads the owner's scenarios and sessions, unchanged but for what valid requests created", async () => {
    const scenarios = (
      (await s.app.inject({ method: 'GET', url: '/api/scenarios', headers: { cookie: owner.cookie } })).json() as { scenarios: Scenario[] }
    ).scenarios;
    expect(scenarios.find((scenario) => scenario.id === witness.id)).toEqual(witness);
    expect(scenarios.some((scenario) => scenario.id === target.id)).toBe(true);
    const unexpected = scenarios.filter((scenario) => ![witness.id, target.id].includes(scenario.id) && !created.has(scenario.id));
    expect(unexpected).toEqual([]);
    for (const scenario of scenarios) {
      for (const value of [scenario.title, scenario.product, scenario.scenario_details])
        expect(value.replace(/<\/?(b|i|em|strong|p|br)\s*\/?>/g, '')).not.toMatch(/[<>]/);
    }
    const sessions = await s.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: owner.cookie } });
    expect(sessions.statusCode).toBe(200);
    const page = sessions.json() as { sessions: { id: string }[]; unlisted: { id: string }[] };
    expect([...page.unlisted, ...page.sessions].map((session) => session.id)).toEqual([witnessSessionId]);
    const witnessAgain = await s.app.inject({ method: 'GET', url: `/api/sessions/${witnessSessionId}`, headers: { cookie: owner.cookie } });
    expect(witnessAgain.statusCode).toBe(200);
    const scorecards = (
      (await s.app.inject({ method: 'GET', url: '/api/scorecards', headers: { cookie: owner.cookie } })).json() as {
        scorecards: Scorecard[];
      }
    ).scorecards;
    expect(scorecards.find((card) => card.id === witnessScorecard.id)).toEqual(witnessScorecard);
    const own = scorecards.filter(
      (card) => !card.built_in && ![witnessScorecard.id, targetScorecard.id].includes(card.id) && !created.has(card.id),
    );
    expect(own).toEqual([]);
  });
});
