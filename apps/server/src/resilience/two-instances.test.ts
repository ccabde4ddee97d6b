import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CoachingSession, Credits, RealtimeMessage, ServerMessage, StartCallResponse } from '@rehearse/domain';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSphinxBinary } from '@rehearse/voice/testing';
import { createTestDatabase, testServerUrl, type TestDatabase } from '../test/test-database';
import { CALLER_LINE, FLEETWISE_SCENARIO, ScriptedCaller, spokenFrames } from './scripted-caller.test-support';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { testRedisReachable, testRedisUrl } from '../test/test-redis';
import { waitUntil } from '../test/wait-until';
import { ApiUser } from './api-user.test-support';

/**
 * Several instances (issue 7, item 1): two real server processes, as `npm run serve` starts them,
 * on one PostgreSQL database with one shared recordings directory, each running web and worker.
 * What one instance does, the other sees; what one holds when it dies, the other finalises.
 */

let database: TestDatabase;
let recordingsDir: string;
const dataDirs: string[] = [];
let callerLine: Int16Array[];
let a: ServerProcess;
let b: ServerProcess;

async function startInstance(redisUrl = ''): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-instance-'));
  dataDirs.push(dataDir);
  // The real auth limits (not the resilience tests' raised ones): they must hold across instances.
  return startServerProcess({
    dataDir,
    environment: process.env,
    settings: { DATABASE_URL: database.url, RECORDINGS_DIR: recordingsDir, AUTH_RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: redisUrl },
  });
}

/** Ten wrong passwords for one address in 15 minutes, alternating between the instances, then the 11th. */
async function guessPasswords(email: string, instances: [ServerProcess, ServerProcess]): Promise<void> {
  const attempt = (instance: ServerProcess) =>
    fetch(`${instance.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instance.url },
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });
  for (let tries = 0; tries < 10; tries += 1) expect((await attempt(instances[tries % 2]!)).status).toBe(400);
  const refused = await attempt(instances[0]);
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
  );
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
}

/** The realtime feed of `user` on the instance at `baseUrl`, as the web app holds it. */
async function subscribe(
  baseUrl: string,
  user: ApiUser,
): Promise<{ messages: RealtimeMessage[]; closedWith(): number | undefined; close(): void }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie: user.cookie, origin: baseUrl } });
  const messages: RealtimeMessage[] = [];
  let closedWith: number | undefined;
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as RealtimeMessage));
  socket.on('close', (code: number) => (closedWith = code));
  await waitUntil(() => messages.some((message) => message.type === 'SUBSCRIBED'), {
    what: 'the feed to subscribe',
    timeoutMs: 10_000,
    intervalMs: 50,
  });
  return { messages, closedWith: () => closedWith, close: () => socket.close() };
}

const changeOf = (messages: RealtimeMessage[], callId: string, matches: (session: CoachingSession) => boolean) =>
  messages.some((message) => (message.type === 'INSERT' || message.type === 'UPDATE') && message.new.id === callId && matches(message.new));

const isFinal = (role: 'user' | 'assistant') => (message: ServerMessage) =>
  message.type === 'transcript' && message.role === role && message.transcriptType === 'final';

/** A call through `instance`: the greeting, the caller's line heard; the caller is returned still on the line. */
async function callThrough(
  instance: ServerProcess,
  user: ApiUser,
  scenarioId: string,
): Promise<{ call: StartCallResponse; caller: ScriptedCaller }> {
  user.on(instance.url);
  const { status, body: call } = await user.request<StartCallResponse>('POST', '/api/calls', { scenarioId });
  expect(status).toBe(201);
  const caller = await ScriptedCaller.open(instance.url, call.webCallUrl, user.cookie);
  await caller.waitFor('the greeting', () => caller.messages.some(isFinal('assistant')), 30_000);
  caller.say(callerLine);
  await caller.waitFor("the caller's line transcribed", () => caller.messages.some(isFinal('user')), 20_000);
  return { call, caller };
}

// Probed only when the suite runs (on PostgreSQL): a skipped Redis case says why.
const redisReachable = testServerUrl ? await testRedisReachable('the two-instances case with the counters in Redis') : false;

describe.skipIf(!testServerUrl)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-shared-recordings-'));
    await ensureSphinxBinary();
    callerLine = await spokenFrames(CALLER_LINE);
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
    await database?.drop();
    for (const dir of [recordingsDir, ...dataDirs]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('honours a session cookie issued by the other instance, and a sign-out on one ends it on both', async () => {
    const user = await ApiUser.signUp(a.url, 'both-doors@example.com');
    expect((await user.on(b.url).request<{ session: unknown }>('GET', '/api/auth/session')).body.session).not.toBeNull();
    expect((await user.on(b.url).request('POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await user.on(a.url).request('GET', '/api/credits')).status).toBe(401);
  });

  it('holds the log-in limit across instances: attempts on both count together', async () => {
    await ApiUser.signUp(a.url, 'guessed@example.com');
    await guessPasswords('guessed@example.com', [a, b]);
  });

  it.skipIf(!redisReachable)(
    'holds it with the counters in Redis too (REDIS_URL on both)',
    async () => {
      const redisUrl = testRedisUrl;
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on('error', () => undefined);
      await redis.connect();
      try {
        // Redis outlives test runs: the log-in counters of earlier runs from this address go first.
        const stale = await redis.keys('rehearse:rate:login:*');
        if (stale.length > 0) await redis.del(...stale);
        const [c, d] = await Promise.all([startInstance(redisUrl), startInstance(redisUrl)]);
        try {
          const email = `redis-guessed-${Date.now()}@example.com`;
          await ApiUser.signUp(a.url, email);
          await guessPasswords(email, [c, d]);
          // One counter per backoff tier (15 minutes, an hour, a day) of this address and e-mail.
          expect(await redis.keys(`rehearse:rate:login:pair:*:${email}:*`)).toHaveLength(3);
        } finally {
          await Promise.all([c.stop('SIGTERM'), d.stop('SIGTERM')]);
        }
      } finally {
        redis.disconnect();
      }
    },
    60_000,
  );

  it('shows a call made through A in the realtime feed of B, assesses it exactly once with both workers running, and serves its recording from B', async () => {
    const user = await ApiUser.signUp(a.url, 'two-instances@example.com');
    const { body: created } = await user.request<{ scenario: { id: string } }>('POST', '/api/scenarios', FLEETWISE_SCENARIO);
    const feedOnB = await subscribe(b.url, user);
    const { call, caller } = await callThrough(a, user, created.scenario.id);
    await waitUntil(() => changeOf(feedOnB.messages, call.id, (session) => session.status === 'live'), {
      what: "B's feed to show the call live",
      timeoutMs: 10_000,
      intervalMs: 50,
    });
    caller.endCall();
    await caller.waitFor('the call to end', () => caller.closedWith !== undefined, 10_000);
    await waitUntil(() => changeOf(feedOnB.messages, call.id, (session) => session.assessment_status === 'completed'), {
      what: "B's feed to show the finished analysis",
      timeoutMs: 60_000,
      intervalMs: 50,
    });
    feedOnB.close();

    const jobs = await database.db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM assessment_jobs WHERE session_id = $1`,
      [call.id],
    );
    expect(jobs).toEqual([{ status: 'completed', attempts: 1 }]);
    const { body: session } = await user.on(b.url).request<CoachingSession>('GET', `/api/sessions/${call.id}`);
    expect(session).toMatchObject({ status: 'ended', ended_reason: 'customer-ended-call', assessment_status: 'completed' });
    const served = await fetch(`${b.url}${session.recording_url}`, { headers: { cookie: user.cookie } });
    expect(served.status).toBe(200);
    const file = await readFile(path.join(recordingsDir, user.id, `${call.id}.ogg`));
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
  }, 120_000);

  it('closes the feeds on both instances and ends the live call on B at once when the user signs out on A (issue 16)', async () => {
    const user = await ApiUser.signUp(a.url, 'signs-out-elsewhere@example.com');
    const { body: created } = await user.request<{ scenario: { id: string } }>('POST', '/api/scenarios', FLEETWISE_SCENARIO);
    const feedOnA = await subscribe(a.url, user);
    const feedOnB = await subscribe(b.url, user);
    const { call, caller } = await callThrough(b, user, created.scenario.id);

    expect((await user.on(a.url).request('POST', '/api/auth/logout')).status).toBe(204);
    // Not the 30 s heartbeat: the sign-out reaches B through the database at once.
    await waitUntil(() => feedOnA.closedWith() !== undefined && feedOnB.closedWith() !== undefined, {
      what: 'both feeds to close',
      timeoutMs: 5000,
      intervalMs: 50,
    });
    expect([feedOnA.closedWith(), feedOnB.closedWith()]).toEqual([4401, 4401]);
    await caller.waitFor('the call socket to close', () => caller.closedWith !== undefined, 5000);
    expect(caller.closedWith!.code).toBe(4401);
    const ended = async () =>
      database.db.query<{ status: string; ended_reason: string | null }>(
        'SELECT status, ended_reason FROM coaching_sessions WHERE id = $1',
        [call.id],
      );
    await waitUntil(async () => (await ended())[0]?.status === 'ended', {
      what: 'the call to be stored as ended',
      timeoutMs: 10_000,
      intervalMs: 50,
    });
    expect(await ended()).toEqual([{ status: 'ended', ended_reason: 'customer-ended-call' }]);
    expect(await database.db.query(`SELECT count(*)::int AS rows FROM usage_ledger WHERE call_id = $1`, [call.id])).toEqual([{ rows: 1 }]);
  }, 120_000);

  it('finalises the call of an instance killed mid-call on the other, billed once, without a restart', async () => {
    const user = await ApiUser.signUp(a.url, 'killed-mid-call@example.com');
    const { body: created } = await user.request<{ scenario: { id: string } }>('POST', '/api/scenarios', FLEETWISE_SCENARIO);
    const before = (await user.request<Credits>('GET', '/api/credits')).body.remaining_seconds;
    const feedOnB = await subscribe(b.url, user);
    const { call, caller } = await callThrough(a, user, created.scenario.id);
    // A little more of the call, as in the single-instance crash test: the line's entry is stored.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await a.stop('SIGKILL');
    await caller.waitFor('the socket to close', () => caller.closedWith !== undefined, 5000);
    expect(caller.closedWith!.code).toBe(1006);
    // B sweeps with its heartbeat (5 s): A's process is gone from this host, so at once.
    await waitUntil(() => changeOf(feedOnB.messages, call.id, (session) => session.status === 'ended'), {
      what: "B to finalise A's call",
      timeoutMs: 20_000,
      intervalMs: 50,
    });
    await waitUntil(() => changeOf(feedOnB.messages, call.id, (session) => session.assessment_status === 'completed'), {
      what: 'its analysis',
      timeoutMs: 60_000,
      intervalMs: 50,
    });
    feedOnB.close();

    const { body: session } = await user.on(b.url).request<CoachingSession>('GET', `/api/sessions/${call.id}`);
    expect(session).toMatchObject({ status: 'ended', ended_reason: 'server-restarted' });
    expect(session.transcript.map((entry) => entry.role)).toEqual(expect.arrayContaining(['assistant', 'user']));
    const billed = before - (await user.request<Credits>('GET', '/api/credits')).body.remaining_seconds;
    expect(Math.abs(billed - session.duration_seconds!)).toBeLessThanOrEqual(1);
    expect(await database.db.query(`SELECT count(*)::int AS rows FROM usage_ledger WHERE call_id = $1`, [call.id])).toEqual([{ rows: 1 }]);
    // B takes new calls of that user at once.
    const again = await user.request<StartCallResponse>('POST', '/api/calls', { scenarioId: created.scenario.id });
    expect(again.status).toBe(201);
  }, 120_000);
});
