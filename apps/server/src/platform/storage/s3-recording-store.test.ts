import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CALL_FRAME_BYTES, CALL_PROTOCOL_VERSION, type CoachingSession, type StartCallResponse } from '@rehearse/domain';
import { AppError } from '@rehearse/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { buildInstanceOn, createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { createS3RecordingStore, type S3RecordingStore } from './s3-recording-store';
import { startTestS3Server, type TestS3Server } from './s3.test-support';

/**
 * Recordings in a bucket (decision 30), against a real S3 server (s3rver on a loopback port): two
 * app instances on one database, each with its own store and spool, share the bucket. Instance A
 * runs the calls; instance B never saw their spools.
 */
let s3: TestS3Server;
let t: TestApp;
let b: FastifyInstance;
let calls: ReturnType<typeof fakeCallDeps>;
const spoolA = { dir: '' };
const spoolB = { dir: '' };
const stores: S3RecordingStore[] = [];

function s3Store(spoolDir: string): S3RecordingStore {
  const store = createS3RecordingStore(s3.settings(), spoolDir);
  stores.push(store);
  return store;
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  spoolA.dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-spool-a-'));
  spoolB.dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-spool-b-'));
  calls = fakeCallDeps();
  t = await createTestApp({ calls, recordings: s3Store(spoolA.dir) });
  // Instance B serves sessions only, on the same database and bucket.
  b = await buildInstanceOn(t, { recordings: s3Store(spoolB.dir) });
});

afterAll(async () => {
  await b?.close();
  await t?.close();
  for (const store of stores) store.close();
  await s3?.close();
  for (const dir of [spoolA.dir, spoolB.dir]) if (dir) await rm(dir, { recursive: true, force: true });
});

const frame = () => Buffer.alloc(CALL_FRAME_BYTES, 3);
const keyOf = (userId: string, callId: string) => `${userId}/${callId}.ogg`;
const spoolSize = (key: string) =>
  stat(path.join(spoolA.dir, key)).then(
    (file) => file.size,
    () => undefined,
  );

/** A call on instance A: opened, `frames` of caller audio sent, the socket returned still open. */
async function startCall(cookie: string, frames: number) {
  const scenario = await createScenario(t.app, cookie);
  const call = (
    await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })
  ).json() as StartCallResponse;
  const closed = { code: 0 };
  let listening = false;
  const socket = await t.app.injectWS(
    call.webCallUrl,
    { headers: { cookie } },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer, isBinary: boolean) => (listening ||= !isBinary && data.toString().includes('"listening"')));
        ws.on('close', (code: number) => (closed.code = code));
      },
    },
  );
  socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
  await vi.waitFor(() => expect(listening).toBe(true));
  for (let i = 0; i < frames; i++) socket.send(frame());
  await vi.waitFor(() => expect(calls.pipelines.find((pipeline) => pipeline.options.callId === call.id)?.callerFrames.length).toBe(frames));
  return { call, socket, closed };
}

async function endCall(started: Awaited<ReturnType<typeof startCall>>) {
  started.socket.send(JSON.stringify({ type: 'end-call' }));
  await vi.waitFor(() => expect(started.closed.code).toBe(1000));
}

const getRecording = (app: FastifyInstance, id: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/sessions/${id}/recording`, headers });

describe(`recordings in an S3-compatible bucket (${testDatabaseKind})`, () => {
  it('spools the recording under the data directory as the call goes, stores it in the bucket at its end, and plays it to its owner with ranges', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const started = await startCall(cookie, 100);
    const key = keyOf(user.id, started.call.id);

    // During the call: pages reach the spool as they are encoded; nothing is in the bucket yet.
    await vi.waitFor(() => expect(spoolSize(key)).resolves.toBeGreaterThan(0));
    const early = (await spoolSize(key))!;
    for (let i = 0; i < 100; i++) started.socket.send(frame());
    await vi.waitFor(() => expect(spoolSize(key)).resolves.toBeGreaterThan(early));
    expect(await s3.keys()).not.toContain(key);

    await endCall(started);
    const stored = await s3.read(key);
    expect(stored?.subarray(0, 4).toString()).toBe('OggS');
    expect(existsSync(path.join(spoolA.dir, key))).toBe(false);
    const session = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${started.call.id}`, headers: { cookie } })
    ).json() as CoachingSession;
    expect(session).toMatchObject({ status: 'ended', recording_url: `/api/sessions/${started.call.id}/recording` });

    const whole = await getRecording(t.app, started.call.id, { cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/ogg; codecs=opus',
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
    });
    expect(whole.rawPayload).toEqual(stored);

    const range = await getRecording(t.app, started.call.id, { cookie, range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${stored!.length}`);
    expect(range.rawPayload).toEqual(stored!.subarray(0, 100));
    const tail = await getRecording(t.app, started.call.id, { cookie, range: 'bytes=-50' });
    expect(tail.rawPayload).toEqual(stored!.subarray(stored!.length - 50));
    const past = await getRecording(t.app, started.call.id, { cookie, range: `bytes=${stored!.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${stored!.length}`);
    expect((await getRecording(t.app, started.call.id, { cookie, 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
  });

  it('plays a recording from the other instance, which never had its spool, and to its owner only', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const started = await startCall(cookie, 150);
    await endCall(started);
    const stored = (await s3.read(keyOf(user.id, started.call.id)))!;

    const range = await getRecording(b, started.call.id, { cookie, range: 'bytes=100-199' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toEqual(stored.subarray(100, 200));
    expect(existsSync(path.join(spoolB.dir, user.id))).toBe(false);

    const stranger = await signUpUser(t.app);
    for (const app of [t.app, b]) {
      const refused = await getRecording(app, started.call.id, { cookie: stranger.cookie });
      expect(refused.statusCode).toBe(404);
      expect(refused.rawPayload.includes(stored.subarray(0, 64))).toBe(false);
      expect((await getRecording(app, started.call.id, {})).statusCode).toBe(401);
    }
  });

  it('deletes the recording from the bucket with its session, one or all, on either instance', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const first = await startCall(cookie, 60);
    await endCall(first);
    const second = await startCall(cookie, 60);
    await endCall(second);
    const other = await signUpUser(t.app);
    const kept = await startCall(other.cookie, 60);
    await endCall(kept);
    const keys = [keyOf(user.id, first.call.id), keyOf(user.id, second.call.id), keyOf(other.user.id, kept.call.id)];
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));

    expect((await b.inject({ method: 'DELETE', url: `/api/sessions/${first.call.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(keys[0]);
    expect(await s3.keys()).toContain(keys[1]);
    expect((await getRecording(t.app, first.call.id, { cookie })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: { cookie } })).statusCode).toBe(204);
    const left = await s3.keys();
    expect(left.filter((key) => key.startsWith(`${user.id}/`))).toEqual([]);
    expect(left).toContain(keys[2]);
  });

  it('answers 503, to be tried again, while the bucket does not answer', async () => {
    const down = createS3RecordingStore({ ...s3.settings(), endpoint: 'http://127.0.0.1:9' }, spoolB.dir);
    const app = Fastify();
    app.get('/recording', (request, reply) => down.serve(request, reply, `${crypto.randomUUID()}/${crypto.randomUUID()}.ogg`, 'audio/ogg'));
    app.setErrorHandler((error, _request, reply) =>
      reply.status(error instanceof AppError ? error.status : 500).send({ code: error instanceof AppError ? error.code : 'internal' }),
    );
    const answer = await app.inject({ method: 'GET', url: '/recording' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ code: 'unavailable' });
    await app.close();
    down.close();
  });

  it("stores a killed process's spool once its call has ended, keeps one still open, and drops one whose call is gone", async () => {
    const spoolDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-spool-left-'));
    const store = s3Store(spoolDir);
    const spoolFile = (key: string) => path.join(spoolDir, key);
    const spool = async (key: string, bytes: string) => {
      await mkdir(path.dirname(spoolFile(key)), { recursive: true });
      await writeFile(spoolFile(key), bytes);
    };
    const ended = `${crypto.randomUUID()}/${crypto.randomUUID()}.ogg`;
    const open = `${crypto.randomUUID()}/${crypto.randomUUID()}.ogg`;
    const deleted = `${crypto.randomUUID()}/${crypto.randomUUID()}.ogg`;
    await spool(ended, 'OggS ended');
    await spool(open, 'OggS open');
    await spool(deleted, 'OggS deleted');
    const fates = { [ended]: 'store', [open]: 'wait', [deleted]: 'discard' } as const;

    // Not uploaded yet: its size is the spool's (what recovery bills and records).
    expect(await store.size(ended)).toBe('OggS ended'.length);
    const finished = await store.finishLeftovers(async (key) => fates[key]!);
    expect(finished).toEqual({ stored: [ended], failed: [] });
    expect((await s3.read(ended))?.toString()).toBe('OggS ended');
    expect(await s3.read(open)).toBeUndefined();
    expect(await s3.read(deleted)).toBeUndefined();
    expect(existsSync(spoolFile(ended))).toBe(false);
    expect(existsSync(spoolFile(open))).toBe(true);
    expect(existsSync(spoolFile(deleted))).toBe(false);
    await rm(spoolDir, { recursive: true, force: true });
  });
});
