import { randomUUID } from 'node:crypto';
import type { CoachingSession, ProgressReport, Scenario, Scorecard } from '@rehearse/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildScenarioForm, createScenario } from '../test/scenario-builders';
import { buildScorecardForm, createScorecard } from '../test/scorecard-builders';
import { uniqueEmail } from '../test/test-app';
import { insertSessionRow } from '../features/sessions/coaching-session.test-support';
import { markAssessmentCompleted } from '../features/sessions';
import type { FakeCallPipeline } from '../test/fake-call-pipeline';
import { insertOwnedSession, requestCall, type Actor, type SecurityApp, type SocketClient } from './security.test-support';

/**
 * Every route of the app, and how to call it for one owner's resources. The isolation suite
 * (route-isolation.test.ts) sends each as a visitor, as the owner and as another user, and fails
 * when the app serves a route this table does not list. A new route gets a row here.
 */

/** The ids and tokens a request names; the suite swaps each for a random UUID to ask for an unknown one. */
export type Ids = Record<string, string>;
export type Who = 'visitor' | 'owner' | 'other';

export interface Ctx {
  s: SecurityApp;
  owner: Actor;
  ids: Ids;
}

interface CommonCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The URL pattern as Fastify registered it; a RegExp for the web app's files. */
  route: string | RegExp;
  /** Creates, as the owner, what the request names. */
  setup?: (s: SecurityApp, owner: Actor) => Promise<Ids>;
}

/** Open to everyone; `expectAnswer` says what each caller gets. */
export interface PublicCase extends CommonCase {
  access: 'public';
  request(ctx: Ctx): InjectOptions;
  expectAnswer(response: LightMyRequestResponse, who: Who, ctx: Ctx): void;
}

/**
 * Signed-in only. With ids, another user gets the same 404 as for unknown ids; without, the route
 * acts on the caller's own data, and `expectOther` checks that nothing of the owner shows.
 */
export interface OwnCase extends CommonCase {
  access: 'own';
  /** 'not-found': names one of the owner's resources; 'own-data': acts on the caller's own data. */
  other: 'not-found' | 'own-data';
  request(ctx: Ctx): InjectOptions;
  ownerStatus: number;
  expectOwner?(response: LightMyRequestResponse, ctx: Ctx): void;
  expectOther?(response: LightMyRequestResponse, ctx: Ctx): void;
  /** After the other user's request, before the owner's: what must still hold for the owner. */
  afterOther?(ctx: Ctx): Promise<void>;
}

/** A message type on a signed-in user's socket; `send` and `expectOwner` run on the owner's open socket. */
export interface SocketCase extends CommonCase {
  access: 'socket';
  message: string;
  url(ids: Ids): string;
  /** Whether the socket names the owner's resource (another user: 404) or is the caller's own feed. */
  names: 'resource' | 'own-feed';
  exchange(client: SocketClient, ctx: Ctx & { pipeline?: FakeCallPipeline }): Promise<void>;
}

export type RouteCase = PublicCase | OwnCase | SocketCase;

const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
const withScenario = async (s: SecurityApp, owner: Actor): Promise<Ids> => ({ scenarioId: (await createScenario(s.app, owner.cookie)).id });
const withScorecard = async (s: SecurityApp, owner: Actor): Promise<Ids> => ({
  scorecardId: (await createScorecard(s.app, owner.cookie)).id,
});
const withSession = async (s: SecurityApp, owner: Actor): Promise<Ids> => ({ sessionId: await insertOwnedSession(s, owner.user.id) });
const withAnalysedSession = async (s: SecurityApp, owner: Actor): Promise<Ids> => {
  const sessionId = await insertOwnedSession(s, owner.user.id);
  const feedback = { overall_summary: 'Good.', rapport_building: { score: 7, justification: 'Warm.' } };
  await markAssessmentCompleted(s.database.db, sessionId, { feedback, metrics: null });
  return { sessionId };
};
const withQuota = async (s: SecurityApp, owner: Actor): Promise<Ids> => {
  // The owner's plan differs from a new user's, so another user's answer cannot be the owner's by chance.
  await s.database.db.query(`UPDATE users SET quota_minutes_override = 45 WHERE id = $1`, [owner.user.id]);
  return {};
};
const ids = (response: LightMyRequestResponse, key: 'scenarios' | 'sessions' | 'scorecards') =>
  (response.json() as Record<string, { id: string }[]>)[key]!.map((item) => item.id);

const httpRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/health',
    access: 'public',
    request: () => ({ url: '/api/health' }),
    expectAnswer: (response) => expect([response.statusCode, response.body]).toEqual([200, '{"ok":true}']),
  },
  {
    method: 'GET',
    route: '/api/auth/session',
    access: 'public',
    request: () => ({ url: '/api/auth/session' }),
    expectAnswer(response, who, { owner }) {
      expect(response.statusCode).toBe(200);
      const user = (json(response).user as { id: string } | null)?.id ?? null;
      if (who === 'visitor') expect(user).toBeNull();
      else if (who === 'owner') expect(user).toBe(owner.user.id);
      else expect(user).not.toBe(owner.user.id);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/signup',
    access: 'public',
    request: () => ({ url: '/api/auth/signup', payload: { email: uniqueEmail('newcomer'), password: 'secret123' } }),
    // Anyone may open a new account; the answer is the new account, never the caller's.
    expectAnswer(response, _who, { owner }) {
      expect(response.statusCode).toBe(201);
      expect((json(response).user as { id: string }).id).not.toBe(owner.user.id);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    access: 'public',
    request: ({ owner }) => ({ url: '/api/auth/login', payload: { email: owner.user.email, password: owner.password } }),
    // The credentials decide whose session it is, whatever cookie came along.
    expectAnswer(response, _who, { owner }) {
      expect(response.statusCode).toBe(200);
      expect(json(response).user).toEqual(owner.user);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    access: 'public',
    request: () => ({ url: '/api/auth/logout' }),
    // Ends the caller's own session only: the suite's snapshot shows the owner still signed in after the other's logout.
    expectAnswer: (response) => expect(response.statusCode).toBe(204),
  },
  {
    method: 'POST',
    route: '/api/auth/recover',
    access: 'public',
    request: ({ owner }) => ({ url: '/api/auth/recover', payload: { email: owner.user.email } }),
    expectAnswer: (response) => expect([response.statusCode, response.body]).toEqual([200, '{"ok":true}']),
  },
  {
    method: 'GET',
    route: '/api/auth/verify',
    access: 'public',
    request: () => ({ url: `/api/auth/verify?type=recovery&token=${randomUUID()}` }),
    expectAnswer(response) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/auth\?mode=forgot&error=/);
    },
  },
  {
    method: 'PUT',
    route: '/api/auth/user',
    access: 'own',
    other: 'own-data',
    // Every test user signs up with the same password, so the other user's current password is right too.
    request: ({ owner }) => ({ url: '/api/auth/user', payload: { password: `${owner.password}-new`, currentPassword: owner.password } }),
    ownerStatus: 200,
    expectOwner: (response, { owner }) => expect(json(response).user).toEqual(owner.user),
    expectOther: (response, { owner }) => expect((json(response).user as { id: string }).id).not.toBe(owner.user.id),
    async afterOther({ s, owner }) {
      const login = await s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.user.email, password: owner.password },
      });
      expect(login.statusCode).toBe(200);
    },
  },
  {
    method: 'GET',
    route: '/api/scenarios',
    access: 'own',
    other: 'own-data',
    setup: withScenario,
    request: () => ({ url: '/api/scenarios' }),
    ownerStatus: 200,
    expectOwner: (response, ctx) => expect(ids(response, 'scenarios')).toEqual([ctx.ids.scenarioId]),
    expectOther: (response, ctx) => expect(ids(response, 'scenarios')).not.toContain(ctx.ids.scenarioId),
  },
  {
    method: 'POST',
    route: '/api/scenarios',
    access: 'own',
    other: 'own-data',
    request: () => ({ url: '/api/scenarios', payload: buildScenarioForm() }),
    ownerStatus: 201,
    // The other user's scenario is theirs: the snapshot shows the owner's list unchanged.
  },
  {
    method: 'PUT',
    route: '/api/scenarios/:id',
    access: 'own',
    other: 'not-found',
    setup: withScenario,
    request: ({ ids }) => ({ url: `/api/scenarios/${ids.scenarioId}`, payload: buildScenarioForm({ title: 'Taken over' }) }),
    ownerStatus: 200,
    expectOwner: (response) => expect((json(response).scenario as Scenario).title).toBe('Taken over'),
  },
  {
    method: 'DELETE',
    route: '/api/scenarios/:id',
    access: 'own',
    other: 'not-found',
    setup: withScenario,
    request: ({ ids }) => ({ url: `/api/scenarios/${ids.scenarioId}` }),
    ownerStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/scenarios/:id/duplicate',
    access: 'own',
    other: 'not-found',
    setup: withScenario,
    request: ({ ids }) => ({ url: `/api/scenarios/${ids.scenarioId}/duplicate`, payload: {} }),
    ownerStatus: 201,
    expectOwner: (response, ctx) => expect((json(response).scenario as Scenario).duplicated_from_id).toBe(ctx.ids.scenarioId),
  },
  {
    method: 'POST',
    route: '/api/scenarios/scrape',
    access: 'own',
    other: 'own-data',
    request: () => ({ url: '/api/scenarios/scrape', payload: { url: 'https://acme-haulage.example' } }),
    ownerStatus: 200,
    expectOwner: (response) => expect(JSON.stringify(response.json())).toContain('Acme'),
  },
  {
    method: 'GET',
    route: '/api/scorecards',
    access: 'own',
    other: 'own-data',
    setup: withScorecard,
    request: () => ({ url: '/api/scorecards' }),
    ownerStatus: 200,
    expectOwner: (response, ctx) =>
      expect(ids(response, 'scorecards')).toEqual(['stage-rubric', 'meddicc', 'spin', 'bant', 'challenger', ctx.ids.scorecardId]),
    expectOther: (response, ctx) => expect(ids(response, 'scorecards')).not.toContain(ctx.ids.scorecardId),
  },
  {
    method: 'POST',
    route: '/api/scorecards',
    access: 'own',
    other: 'own-data',
    request: () => ({ url: '/api/scorecards', payload: buildScorecardForm() }),
    ownerStatus: 201,
  },
  {
    method: 'PUT',
    route: '/api/scorecards/:id',
    access: 'own',
    other: 'not-found',
    setup: withScorecard,
    request: ({ ids }) => ({ url: `/api/scorecards/${ids.scorecardId}`, payload: buildScorecardForm({ name: 'Taken over' }) }),
    ownerStatus: 200,
    expectOwner: (response) => expect((json(response).scorecard as Scorecard).name).toBe('Taken over'),
  },
  {
    method: 'DELETE',
    route: '/api/scorecards/:id',
    access: 'own',
    other: 'not-found',
    setup: withScorecard,
    request: ({ ids }) => ({ url: `/api/scorecards/${ids.scorecardId}` }),
    ownerStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/scorecards/:id/duplicate',
    access: 'own',
    other: 'not-found',
    setup: withScorecard,
    request: ({ ids }) => ({ url: `/api/scorecards/${ids.scorecardId}/duplicate`, payload: {} }),
    ownerStatus: 201,
    expectOwner: (response) => expect((json(response).scorecard as Scorecard).name).toMatch(/\(Copy\)$/),
  },
  {
    method: 'GET',
    route: '/api/credits',
    access: 'own',
    other: 'own-data',
    setup: withQuota,
    request: () => ({ url: '/api/credits' }),
    ownerStatus: 200,
    expectOwner: (response) => expect(json(response).total_quota).toBe(45),
    expectOther: (response) => expect(json(response).total_quota).not.toBe(45),
  },
  {
    method: 'POST',
    route: '/api/credits/check',
    access: 'own',
    other: 'own-data',
    setup: withQuota,
    // A user id in the body is ignored: the cookie says whose credit it is.
    request: ({ owner }) => ({ url: '/api/credits/check', payload: { estimated_seconds: 60, user_id: owner.user.id } }),
    ownerStatus: 200,
    expectOwner: (response) => expect(json(response).remaining_seconds).toBe(45 * 60),
    expectOther: (response) => expect(json(response).remaining_seconds).not.toBe(45 * 60),
  },
  {
    method: 'POST',
    route: '/api/calls',
    access: 'own',
    other: 'not-found',
    setup: withScenario,
    request: ({ ids }) => ({ url: '/api/calls', payload: { scenarioId: ids.scenarioId } }),
    ownerStatus: 201,
  },
  {
    // The server's engines, the same for every user: names only, no keys.
    method: 'GET',
    route: '/api/calls/engines',
    access: 'own',
    other: 'own-data',
    request: () => ({ url: '/api/calls/engines' }),
    ownerStatus: 200,
    expectOwner: (response) => expect(JSON.stringify(json(response))).not.toMatch(/key|secret/i),
  },
  {
    // A page of the list (decision 26): the owner's analysed call on it, counted; another user's page is empty.
    method: 'GET',
    route: '/api/sessions',
    access: 'own',
    other: 'own-data',
    setup: withAnalysedSession,
    request: () => ({ url: '/api/sessions?limit=5' }),
    ownerStatus: 200,
    expectOwner: (response, ctx) => {
      expect(ids(response, 'sessions')).toEqual([ctx.ids.sessionId]);
      expect(json(response)).toMatchObject({ total: 1, analysed: 1, unlisted: [] });
    },
    expectOther: (response, ctx) => {
      expect(ids(response, 'sessions')).not.toContain(ctx.ids.sessionId);
      expect(json(response)).toMatchObject({ total: 0, analysed: 0, first_cursor: null });
    },
  },
  {
    method: 'GET',
    route: '/api/sessions/:id',
    access: 'own',
    other: 'not-found',
    setup: withSession,
    request: ({ ids }) => ({ url: `/api/sessions/${ids.sessionId}` }),
    ownerStatus: 200,
    expectOwner: (response, ctx) => expect((response.json() as CoachingSession).id).toBe(ctx.ids.sessionId),
  },
  {
    method: 'GET',
    route: '/api/sessions/:id/recording',
    access: 'own',
    other: 'not-found',
    setup: withSession,
    request: ({ ids }) => ({ url: `/api/sessions/${ids.sessionId}/recording` }),
    ownerStatus: 200,
    expectOwner: (response) => expect(response.body).toBe('OggS-test-recording'),
  },
  {
    method: 'DELETE',
    route: '/api/sessions/:id',
    access: 'own',
    other: 'not-found',
    setup: withSession,
    request: ({ ids }) => ({ url: `/api/sessions/${ids.sessionId}` }),
    ownerStatus: 204,
  },
  {
    method: 'DELETE',
    route: '/api/sessions',
    access: 'own',
    other: 'own-data',
    setup: withSession,
    request: () => ({ url: '/api/sessions' }),
    ownerStatus: 204,
    // The other user's 'Clear All' clears their own: the snapshot shows the owner's session still there.
  },
  {
    method: 'POST',
    route: '/api/sessions/:id/assessment',
    access: 'own',
    other: 'not-found',
    setup: withSession,
    request: ({ ids }) => ({ url: `/api/sessions/${ids.sessionId}/assessment` }),
    ownerStatus: 202,
    expectOwner: (response) => expect((response.json() as CoachingSession).assessment_status).toBe('pending'),
  },
  {
    method: 'GET',
    route: '/api/progress',
    access: 'own',
    other: 'own-data',
    setup: withAnalysedSession,
    request: () => ({ url: '/api/progress?timeZone=Europe/Berlin' }),
    ownerStatus: 200,
    expectOwner: (response, ctx) =>
      expect((response.json() as ProgressReport).calls.map((call) => call.session_id)).toEqual([ctx.ids.sessionId]),
    expectOther: (response) => expect(response.json()).toMatchObject({ analysed_calls: 0, calls: [], skills: [], attempts: [] }),
  },
  // The built web app: public files, the same for everyone.
  {
    method: 'GET',
    route: '/index.html',
    access: 'public',
    request: () => ({ url: '/index.html' }),
    expectAnswer: (response) =>
      expect([response.statusCode, response.body]).toEqual([200, expect.stringContaining('<title>Rehearse</title>')]),
  },
  {
    method: 'GET',
    route: /^\/assets\/[\w.-]+$/,
    access: 'public',
    request: () => ({ url: '/assets/app-test.js' }),
    expectAnswer: (response) => expect(response.statusCode).toBe(200),
  },
];

const pongAfter = async (client: SocketClient, at: number) => {
  client.socket.send(JSON.stringify({ type: 'ping', at }));
  await waitForMessage(client, (message) => message.type === 'pong' && message.at === at);
};

async function waitForMessage(client: SocketClient, predicate: (message: SocketClient['messages'][number]) => boolean) {
  const deadline = Date.now() + 5000;
  while (!client.messages.some(predicate)) {
    if (Date.now() > deadline) throw new Error(`message not received; got ${JSON.stringify(client.messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const callMessage = (message: string, exchange: SocketCase['exchange']): SocketCase => ({
  method: 'GET',
  route: '/api/calls/:id/stream',
  access: 'socket',
  names: 'resource',
  message,
  setup: async (s, owner) => requestCall(s.app, owner),
  url: (ids) => `/api/calls/${ids.callId}/stream?token=${encodeURIComponent(ids.token!)}`,
  exchange,
});

/** The call socket's client messages (call-protocol.ts) and binary audio; the realtime feed's ping. */
const socketMessages: SocketCase[] = [
  callMessage('hello', async (client) => {
    client.socket.send(JSON.stringify({ type: 'hello', version: 1 }));
    await pongAfter(client, 1);
  }),
  callMessage('mute', async (client, { pipeline }) => {
    client.socket.send(JSON.stringify({ type: 'mute', muted: true }));
    await pongAfter(client, 2);
    expect(pipeline?.muted).toBe(true);
  }),
  callMessage('say', async (client, { pipeline }) => {
    client.socket.send(JSON.stringify({ type: 'say', message: 'One moment' }));
    await pongAfter(client, 3);
    expect(pipeline?.notes).toEqual(['say:One moment']);
  }),
  callMessage('add-message', async (client, { pipeline }) => {
    client.socket.send(JSON.stringify({ type: 'add-message', message: { role: 'system', content: 'Be brief' } }));
    await pongAfter(client, 4);
    expect(pipeline?.notes).toEqual(['system:Be brief']);
  }),
  callMessage('ping', async (client) => pongAfter(client, 5)),
  callMessage('end-call', async (client) => {
    client.socket.send(JSON.stringify({ type: 'end-call' }));
    await waitForMessage(client, (message) => message.type === 'status-update' && message.status === 'ended');
  }),
  callMessage('audio (binary)', async (client, { pipeline }) => {
    client.socket.send(Buffer.alloc(640));
    await pongAfter(client, 6);
    expect(pipeline?.callerFrames).toHaveLength(1);
  }),
  {
    method: 'GET',
    route: '/api/realtime',
    access: 'socket',
    names: 'own-feed',
    message: 'ping',
    url: () => '/api/realtime',
    async exchange(client, { s, owner }) {
      client.socket.send(JSON.stringify({ type: 'ping' }));
      await waitForMessage(client, (message) => (message.type as string) === 'pong');
      const row = await insertSessionRow(s.database.db, owner.user.id);
      await waitForMessage(client, (message) => (message as { new?: { id: string } }).new?.id === row.id);
    },
  },
];

export const routeTable: RouteCase[] = [...httpRoutes, ...socketMessages];

export function caseName(row: RouteCase): string {
  return row.access === 'socket' ? `${row.route} message '${row.message}'` : `${row.method} ${String(row.route)}`;
}
