import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CoachingSession, ServerMessage, StartCallResponse } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureSphinxBinary } from '@rehearse/voice/testing';
import { startTestS3Server, type TestS3Server } from '../platform/storage/s3.test-support';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { summariseOggOpus } from './ogg-pages.test-support';
import { CALLER_LINE, FLEETWISE_SCENARIO, ScriptedCaller, spokenFrames } from './scripted-caller.test-support';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { ApiUser } from './api-user.test-support';

/**
 * Recordings in a bucket on real server processes (decision 30), against a real S3 server (s3rver
 * on a loopback port): a call cut by SIGKILL leaves its recording spooled in DATA_DIR, and the next
 * start stores it in the bucket. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL;
 * there, two instances share the bucket: one records, the other plays.
 */
const SECRET = 'never-logged-3c9f1e7a';

let s3: TestS3Server;
let database: TestDatabase | undefined;
let callerLine: Int16Array[];
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  s3 = await startTestS3Server();
  if (testDatabaseKind === 'postgres') database = await createTestDatabase();
  await ensureSphinxBinary();
  callerLine = await spokenFrames(CALLER_LINE);
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await database?.drop();
  await s3?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-s3-'));
  dataDirs.push(dir);
  return dir;
}

/** The server on `dataDir` with the bucket; the test database on PostgreSQL, else the embedded one. */
async function start(dataDir: string, settings: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const server = await startServerProcess({
    dataDir,
    environment,
    settings: { ...s3.environment(SECRET), DATABASE_URL: database?.url ?? '', LOG_LEVEL: 'info', ...settings },
  });
  servers.push(server);
  return server;
}

const isFinal = (role: 'user' | 'assistant') => (message: ServerMessage) =>
  message.type === 'transcript' && message.role === role && message.transcriptType === 'final';

/** A call through `server` with the greeting and the caller's line heard; the caller stays on the line. */
async function callThrough(
  server: ServerProcess,
  user: ApiUser,
): Promise<{ call: StartCallResponse; caller: ScriptedCaller; key: string }> {
  user.on(server.url);
  const { body: created } = await user.request<{ scenario: { id: string } }>('POST', '/api/scenarios', FLEETWISE_SCENARIO);
  const { status, body: call } = await user.request<StartCallResponse>('POST', '/api/calls', { scenarioId: created.scenario.id });
  expect(status).toBe(201);
  const caller = await ScriptedCaller.open(server.url, call.webCallUrl, user.cookie);
  await caller.waitFor('the greeting', () => caller.messages.some(isFinal('assistant')), 30_000);
  caller.say(callerLine);
  await caller.waitFor("the caller's line transcribed", () => caller.messages.some(isFinal('user')), 20_000);
  return { call, caller, key: `${user.id}/${call.id}.ogg` };
}

async function recordingThrough(server: ServerProcess, user: ApiUser, callId: string, range?: string): Promise<Response> {
  return fetch(`${server.url}/api/sessions/${callId}/recording`, { headers: { cookie: user.cookie, ...(range ? { range } : {}) } });
}

describe(`recordings in a bucket, on real server processes (${testDatabaseKind})`, () => {
  it('stores in the bucket the recording of a call cut by SIGKILL, on the next start, and plays it with ranges', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const user = await ApiUser.signUp(first.url, 's3-crash@example.com');
    const { call, caller, key } = await callThrough(first, user);

    // Mid-call: the recording is in DATA_DIR's spool as it goes, not in the bucket yet.
    const spool = path.join(dataDir, 'recordings-spool', key);
    await vi.waitFor(() => expect(stat(spool).then((file) => file.size)).resolves.toBeGreaterThan(0), { timeout: 10_000 });
    expect(await s3.keys()).not.toContain(key);
    await first.stop('SIGKILL');
    await caller.waitFor('the socket to close', () => caller.closedWith !== undefined, 10_000);
    expect(existsSync(spool)).toBe(true);

    const second = await start(dataDir);
    user.on(second.url);
    // Recovery sweeps at start (and with each heartbeat): the call is finalised, then its spool stored.
    await vi.waitFor(() => expect(s3.keys()).resolves.toContain(key), { timeout: 20_000, interval: 250 });
    const session = (await user.request<CoachingSession>('GET', `/api/sessions/${call.id}`)).body;
    expect(session).toMatchObject({
      status: 'ended',
      ended_reason: 'server-restarted',
      recording_url: `/api/sessions/${call.id}/recording`,
    });
    const stored = await s3.read(key);
    expect(summariseOggOpus(stored!)).toMatchObject({ checksumsValid: true, hasOpusHeaders: true, endOfStream: false });
    expect(summariseOggOpus(stored!).seconds).toBeGreaterThan(0);
    expect(existsSync(spool)).toBe(false);

    const range = await recordingThrough(second, user, call.id, 'bytes=0-99');
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${stored!.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(stored!.subarray(0, 100));
    await second.stop('SIGTERM');
    for (const server of [first, second]) expect(server.output()).not.toContain(SECRET);
  }, 120_000);

  it.skipIf(testDatabaseKind !== 'postgres')(
    'shares the bucket between two instances: one records a call, the other plays it',
    async () => {
      const [a, b] = await Promise.all([newDataDir().then((dir) => start(dir)), newDataDir().then((dir) => start(dir))]);
      const user = await ApiUser.signUp(a.url, 's3-two@example.com');
      const { call, caller, key } = await callThrough(a, user);
      caller.endCall();
      await caller.waitFor('the call to end', () => caller.closedWith !== undefined, 15_000);
      const stored = await s3.read(key);
      expect(summariseOggOpus(stored!)).toMatchObject({ checksumsValid: true, endOfStream: true });

      const range = await recordingThrough(b, user.on(b.url), call.id, 'bytes=200-299');
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer())).toEqual(stored!.subarray(200, 300));
      const stranger = await ApiUser.signUp(b.url, 's3-stranger@example.com');
      expect((await recordingThrough(b, stranger, call.id)).status).toBe(404);

      expect((await user.request('DELETE', `/api/sessions/${call.id}`)).status).toBe(204);
      expect(await s3.keys()).not.toContain(key);
      expect((await recordingThrough(a, user.on(a.url), call.id)).status).toBe(404);
      await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    },
    120_000,
  );

  it('refuses to start on a bucket it cannot use, saying which and why, without the secret', async () => {
    const dataDir = await newDataDir();
    const refused = await start(dataDir, { RECORDINGS_S3_BUCKET: 'no-such-bucket' }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(
      /RECORDINGS_S3_BUCKET: The recordings bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: there is no such bucket/,
    );
    expect(refused).not.toContain(SECRET);
  }, 60_000);
});
