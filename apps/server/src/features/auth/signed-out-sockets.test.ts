import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CALL_PROTOCOL_VERSION,
  type CoachingSession,
  type RealtimeMessage,
  type ServerMessage,
  type StartCallResponse,
} from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import WebSocketClient, { type WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock } from '../../platform/clock';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createMemoryMailer, createTestApp, sessionCookieOf, signUpUser, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { REALTIME_SOCKETS_PER_USER, TOO_MANY_FEEDS_MESSAGE } from '../realtime/realtime.routes';
import { argon2idHasher } from './password-hasher';
import { waitUntil } from '../../test/wait-until';

let t: TestApp;
/** A second instance on the same database, as a second server process would be. */
let other: FastifyInstance;
let recordingsDir: string;
let calls: ReturnType<typeof fakeCallDeps>;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-signout-'));
  calls = fakeCallDeps();
  t = await createTestApp({ calls, recordings: createFileRecordingStore(recordingsDir) });
  const clock = manualClock(new Date());
  other = await buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db: t.database.db,
    mailer: createMemoryMailer(),
    clock,
    rateLimiter: createDatabaseRateLimiter(t.database.db, clock),
    passwords: argon2idHasher,
    recordings: createFileRecordingStore(recordingsDir),
  });
  await Promise.all([t.app.ready(), other.ready()]);
});

afterAll(async () => {
  await other.close();
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

/** A realtime feed as the web app holds it, on `app`. */
async function openFeed(cookie: string, app: FastifyInstance = t.app) {
  const messages: RealtimeMessage[] = [];
  const closed = { code: 0 };
  const socket = await app.injectWS(
    '/api/realtime',
    { headers: { cookie } },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as RealtimeMessage));
        ws.on('close', (code: number) => (closed.code = code));
      },
    },
  );
  await waitUntil(() => messages.length > 0, { what: 'the feed to subscribe' });
  return { socket, messages, closed };
}

const logOut = (cookie: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

/** Issue 16, item 6: a sign-out, password change or reset closes the user's sockets at once, on every instance. */
describe(`sockets of a signed-out user (${testDatabaseKind})`, () => {
  it('closes the realtime feed on log-out at once, on this instance and another, and leaves other users alone', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const here = await openFeed(ann.cookie);
    const there = await openFeed(ann.cookie, other);
    const bobs = await openFeed(bob.cookie, other);

    expect((await logOut(ann.cookie)).statusCode).toBe(204);
    await waitUntil(() => here.closed.code !== 0 && there.closed.code !== 0, { what: 'both of her feeds to close' });
    expect([here.closed.code, there.closed.code]).toEqual([4401, 4401]);
    expect(bobs.closed.code).toBe(0);
    bobs.socket.terminate();
  });

  it('refuses a cookie on another instance as soon as it is signed out, though that instance kept the sign-in (decision 39)', async () => {
    const ann = await signUpUser(t.app);
    const whoAmI = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/scenarios', headers: { cookie: ann.cookie } });
    expect((await whoAmI(other)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(200);
    expect((await logOut(ann.cookie)).statusCode).toBe(204);
    expect((await whoAmI(t.app)).statusCode).toBe(401);
    // Sooner than the keeping time (10 s): the database's notification makes the other instance forget it.
    const refusedBy = Date.now() + 2_000;
    let status = 200;
    while (status === 200 && Date.now() < refusedBy) {
      status = (await whoAmI(other)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
  });

  it("closes the feeds of the sessions a password change ends, and keeps the changer's own", async () => {
    const { user, cookie, password } = await signUpUser(t.app);
    const secondLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    const stolen = sessionCookieOf(secondLogin);
    const owners = await openFeed(cookie);
    const thiefs = await openFeed(stolen, other);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { password: 'fresh-pass-1', currentPassword: password },
    });
    expect(change.statusCode).toBe(200);
    await waitUntil(() => thiefs.closed.code !== 0, { what: "the other session's feed to close" });
    expect(thiefs.closed.code).toBe(4401);
    owners.socket.send(JSON.stringify({ type: 'ping' }));
    await waitUntil(() => owners.messages.some((message) => message.type === 'pong'), { what: 'the pong' });
    expect(owners.closed.code).toBe(0);
    owners.socket.terminate();
  });

  it('closes the feeds of the old sessions when a reset link sets a new password', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const feed = await openFeed(cookie, other);
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    const link = new URL(t.mailer.lastLink(user.email));
    const recovery = sessionCookieOf(await t.app.inject({ method: 'GET', url: link.pathname + link.search }));
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: { cookie: recovery }, payload: { password: 'reset-pass-1' } }))
        .statusCode,
    ).toBe(200);
    await waitUntil(() => feed.closed.code !== 0, { what: 'the old feed to close' });
    expect(feed.closed.code).toBe(4401);
  });

  it('ends a live call at log-out: the socket closes as signed out and the call is stored and billed as ended by its caller', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (
      await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })
    ).json() as StartCallResponse;
    const messages: ServerMessage[] = [];
    const closed = { code: 0 };
    const socket = await t.app.injectWS(
      call.webCallUrl,
      { headers: { cookie } },
      {
        onInit: (ws: WebSocket) => {
          ws.on('message', (data: Buffer, isBinary: boolean) => {
            if (!isBinary) messages.push(JSON.parse(data.toString()) as ServerMessage);
          });
          ws.on('close', (code: number) => (closed.code = code));
        },
      },
    );
    socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
    await waitUntil(() => messages.some((message) => message.type === 'listening'), { what: 'the call to listen' });

    // Signed out in another tab, through the other instance.
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(elsewhere.json().user).not.toBeNull();
    expect((await logOut(cookie, other)).statusCode).toBe(204);
    await waitUntil(() => closed.code !== 0, { what: 'the call socket to close' });
    expect(closed.code).toBe(4401);
    await waitUntil(() => calls.pipelines.some((pipeline) => pipeline.options.callId === call.id), {
      what: 'the call to be stored as ended',
    });
    const rows = async () =>
      t.database.db.query<Pick<CoachingSession, 'status' | 'ended_reason'>>(
        'SELECT status, ended_reason FROM coaching_sessions WHERE id = $1',
        [call.id],
      );
    for (let i = 0; i < 200 && (await rows())[0]?.status !== 'ended'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await rows()).toEqual([{ status: 'ended', ended_reason: 'customer-ended-call' }]);
    const ledger = await t.database.db.query('SELECT 1 FROM usage_ledger WHERE call_id = $1', [call.id]);
    expect(ledger).toHaveLength(1);
  });
});

/** Issue 16, item 8: one user cannot hold hundreds of feeds open. Over a real port: a closed socket frees its place. */
describe(`realtime feeds per user (${testDatabaseKind})`, () => {
  it(`refuses the feed after ${REALTIME_SOCKETS_PER_USER} open ones with a clear 429, and opens again once one closes`, async () => {
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signUpUser(other);
    const open = async (as: string) => {
      const socket = new WebSocketClient(`${address.replace(/^http/, 'ws')}/api/realtime`, {
        headers: { cookie: as, origin: TEST_PUBLIC_URL },
      });
      const outcome = await new Promise<number>((resolve) => {
        socket.once('message', () => resolve(101));
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      });
      return { socket, outcome };
    };
    const feeds = [];
    for (let i = 0; i < REALTIME_SOCKETS_PER_USER; i++) feeds.push(await open(cookie));
    expect(feeds.map((feed) => feed.outcome)).toEqual(Array(REALTIME_SOCKETS_PER_USER).fill(101));
    expect((await open(cookie)).outcome).toBe(429);
    const refused = await other.inject({ method: 'GET', url: '/api/realtime', headers: { cookie } });
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: { code: 'rate_limited', message: TOO_MANY_FEEDS_MESSAGE } }]);
    const someoneElse = await signUpUser(other);
    const theirs = await open(someoneElse.cookie);
    expect(theirs.outcome).toBe(101);

    const first = feeds.shift()!.socket;
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    let again = await open(cookie);
    // The server sees the close a moment after the client does.
    for (let i = 0; i < 50 && again.outcome === 429; i++) again = await open(cookie);
    expect(again.outcome).toBe(101);
    for (const socket of [...feeds.map((feed) => feed.socket), again.socket, theirs.socket]) socket.terminate();
  });
});
