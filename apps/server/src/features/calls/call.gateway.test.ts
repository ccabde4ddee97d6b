import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CALL_CLOSE,
  CALL_FRAME_BYTES,
  CALL_PROTOCOL_ERRORS,
  CALL_PROTOCOL_VERSION,
  type CoachingSession,
  type ServerMessage,
  type StartCallResponse,
} from '@rehearse/domain';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { buildScenarioForm, createScenario } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { defaultAuthLimits, scaleAuthLimits } from '../auth/auth.service';
import { appendTranscriptEntry, markCallLive } from '../sessions';
import { waitUntil } from '../../test/wait-until';

let t: TestApp;
let calls: ReturnType<typeof fakeCallDeps>;
let recordingsDir: string;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-recordings-'));
  // A short inactivity limit: an in-memory socket's close is seen as silence, as a dropped connection is.
  // The operator's turn-taking settings (main.ts passes them from the config) reach each call's turn loop.
  calls = {
    ...fakeCallDeps(),
    inactivityTimeoutMs: 1500,
    helloTimeoutMs: 1000,
    turnTaking: { prepareRepliesInPauses: false, endOfTurn: { completeSilenceMs: 250 } },
  };
  t = await createTestApp({
    calls,
    recordings: createFileRecordingStore(recordingsDir),
    authLimits: scaleAuthLimits(defaultAuthLimits, 100),
  });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

async function requestCall(cookie: string, scenarioId: string) {
  return t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId } });
}

/** Opens the call socket, says hello as the browser does (unless `hello` is false) and collects the server's text messages. */
async function openSocket(cookie: string, webCallUrl: string, { hello = true } = {}) {
  const messages: ServerMessage[] = [];
  let audioFrames = 0;
  const closed = { code: 0 };
  const socket = await t.app.injectWS(
    webCallUrl,
    { headers: { cookie } },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer, isBinary: boolean) => {
          if (isBinary) audioFrames++;
          else messages.push(JSON.parse(data.toString()) as ServerMessage);
        });
        ws.on('close', (code: number) => (closed.code = code));
      },
    },
  );
  if (hello) socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
  const waitFor = (predicate: () => boolean) => waitUntil(predicate, { timeoutMs: 2000, intervalMs: 10 });
  return { socket, messages, closed, waitFor, audio: () => audioFrames };
}

/** The requested call's row is gone (a socket refused before the call started): its owner gets 404. */
const expectCallRemoved = (cookie: string, callId: string) =>
  vi.waitFor(async () =>
    expect((await t.app.inject({ method: 'GET', url: `/api/sessions/${callId}`, headers: { cookie } })).statusCode).toBe(404),
  );

const frame = (value = 500) => {
  const bytes = Buffer.alloc(CALL_FRAME_BYTES);
  for (let i = 0; i < CALL_FRAME_BYTES; i += 2) bytes.writeInt16LE(value, i);
  return bytes;
};

async function sessionOf(cookie: string, id: string): Promise<CoachingSession> {
  const response = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as CoachingSession;
}

async function remainingSeconds(cookie: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/credits', headers: { cookie } });
  return (response.json() as { remaining_seconds: number }).remaining_seconds;
}

describe('starting a call', () => {
  it("prepares a scenario's language model and the buyer's reading when the scenario is saved, edited or copied, before any call", async () => {
    const prepare = vi.spyOn(calls.engines.speechToText, 'prepareLanguageModel');
    const read = vi.spyOn(calls.engines.dialogue, 'prepareScenario');
    try {
      const { cookie } = await signUpUser(t.app);
      const scenario = await createScenario(t.app, cookie, { title: 'Kestrel fleet renewal' });
      await waitUntil(() => prepare.mock.calls.length === 1);
      expect(prepare.mock.calls[0]![0].texts).toContain('Kestrel fleet renewal');
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/scenarios/${scenario.id}`,
        headers: { cookie },
        payload: { ...buildScenarioForm(), title: 'Kestrel fleet renewal, year two' },
      });
      expect(edited.statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: `/api/scenarios/${scenario.id}/duplicate`, headers: { cookie } });
      await waitUntil(() => prepare.mock.calls.length === 3 && read.mock.calls.length === 3);
      expect(prepare.mock.calls[1]![0].texts).toContain('Kestrel fleet renewal, year two');
      expect(read.mock.calls[1]![0]).toMatchObject({ title: 'Kestrel fleet renewal, year two' });
    } finally {
      prepare.mockRestore();
      read.mockRestore();
    }
  });

  it('answers the call, its socket address and the assistant configuration of spec section 3', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie, { gender: 'Female' });
    const response = await requestCall(cookie, scenario.id);
    expect(response.statusCode).toBe(201);
    const call = response.json() as StartCallResponse;
    expect(call.webCallUrl).toMatch(new RegExp(`^/api/calls/${call.id}/stream\\?token=[\\w-]{40,}$`));
    expect(call.maxDurationSeconds).toBe(30 * 60);
    expect(call.assistant).toMatchObject({
      name: 'Sales Coach',
      model: { temperature: 0.7, systemPrompt: scenario.optimized_prompt },
      voice: { voiceId: 'slt' },
      firstMessage: "Hello, who's calling?",
      recordingEnabled: true,
      transcriber: { language: 'en' },
      metadata: { scenarioId: scenario.id, userId: user.id },
      variableValues: { userId: user.id },
    });
    expect(JSON.stringify(call)).not.toMatch(/secret/i);
  });

  it('refuses visitors, foreign or unknown scenarios, bad bodies and a second open call', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const scenario = await createScenario(t.app, owner.cookie);
    expect((await t.app.inject({ method: 'POST', url: '/api/calls', payload: { scenarioId: scenario.id } })).statusCode).toBe(401);
    const foreign = await requestCall(other.cookie, scenario.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { message: 'Scenario not found' } });
    expect((await requestCall(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie: owner.cookie }, payload: { scenarioId: 42 } }))
        .statusCode,
    ).toBe(400);
    expect((await requestCall(owner.cookie, scenario.id)).statusCode).toBe(201);
    const second = await requestCall(owner.cookie, scenario.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'call_in_progress' } });
  });

  it('refuses a call without a minute of credit, with the spec text', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    await t.database.db.query(`UPDATE users SET quota_minutes_override = 0 WHERE id = $1`, [user.id]);
    const response = await requestCall(cookie, scenario.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: { code: 'insufficient_credits', message: expect.stringContaining('0 minutes remaining') },
    });
  });

  it('opens the socket once, for the owner, with an unexpired token', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const scenario = await createScenario(t.app, owner.cookie);
    const call = (await requestCall(owner.cookie, scenario.id)).json() as StartCallResponse;
    await expect(t.app.injectWS(call.webCallUrl, { headers: { cookie: other.cookie } })).rejects.toThrow(/404/);
    await expect(
      t.app.injectWS(call.webCallUrl.replace(/token=.*/, 'token=forged'), { headers: { cookie: owner.cookie } }),
    ).rejects.toThrow(/404/);
    await expect(t.app.injectWS(call.webCallUrl)).rejects.toThrow(/401/);
    await expect(t.app.injectWS(call.webCallUrl, { headers: { cookie: owner.cookie, origin: 'https://evil.example' } })).rejects.toThrow(
      /403/,
    );
    const first = await openSocket(owner.cookie, call.webCallUrl);
    await first.waitFor(() => first.messages.some((message) => message.type === 'listening'));
    await expect(t.app.injectWS(call.webCallUrl, { headers: { cookie: owner.cookie } })).rejects.toThrow(/404/);
    first.socket.send(JSON.stringify({ type: 'end-call' }));
    await first.waitFor(() => first.closed.code === 1000);
  });
});

describe('a call on its socket', () => {
  it('streams, stores the transcript and recording as it goes, and bills the call once at the end', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie, { difficulty: 'hard' });
    const before = await remainingSeconds(cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl);
    await client.waitFor(() => client.messages.some((message) => message.type === 'listening'));
    expect(client.messages[0]).toEqual({ type: 'listening', callId: call.id, maxDurationSeconds: call.maxDurationSeconds });
    await client.waitFor(() => client.audio() === 5);

    for (let i = 0; i < 150; i++) client.socket.send(frame());
    const pipeline = calls.pipelines.find((candidate) => candidate.options.callId === call.id)!;
    await client.waitFor(() => pipeline.callerFrames.length === 150);
    expect(pipeline.options.voice).toBe('female');
    expect(pipeline.options.dialogue.systemPrompt).toBe(scenario.optimized_prompt);
    expect(pipeline.options.dialogue.scenario).toMatchObject({
      persona: 'CFO',
      salesStage: 'Discovery',
      gender: 'Female',
      difficulty: 'hard',
    });
    expect(pipeline.options).toMatchObject({ prepareRepliesInPauses: false, endOfTurn: { completeSilenceMs: 250 } });

    // Written while the call runs, not only at its end.
    let live = await sessionOf(cookie, call.id);
    for (let i = 0; i < 200 && live.transcript.length < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      live = await sessionOf(cookie, call.id);
    }
    expect(live.status).toBe('live');
    expect(live.transcript.map((entry) => entry.role)).toEqual(['assistant', 'user', 'user', 'user']);

    client.socket.send(JSON.stringify({ type: 'mute', muted: true }));
    client.socket.send(JSON.stringify({ type: 'say', message: 'Thanks, bye', endCallAfterSpoken: true }));
    client.socket.send(JSON.stringify({ type: 'end-call' }));
    await client.waitFor(() => client.closed.code === 1000);
    expect(pipeline.muted).toBe(true);
    expect(pipeline.notes).toEqual(['say:Thanks, bye']);
    expect(client.messages.at(-1)).toEqual({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });

    const ended = await sessionOf(cookie, call.id);
    expect(ended).toMatchObject({
      status: 'ended',
      ended_reason: 'customer-ended-call',
      duration_seconds: 3,
      recording_url: `/api/sessions/${call.id}/recording`,
    });
    expect(await remainingSeconds(cookie)).toBe(before - 3);

    const recording = await t.app.inject({ method: 'GET', url: ended.recording_url!, headers: { cookie } });
    expect(recording.statusCode).toBe(200);
    expect(recording.headers['content-type']).toMatch(/^audio\/ogg/);
    expect(recording.rawPayload.subarray(0, 4).toString()).toBe('OggS');
    const range = await t.app.inject({ method: 'GET', url: ended.recording_url!, headers: { cookie, range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);

    const stranger = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: ended.recording_url!, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/sessions/${call.id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: ended.recording_url! })).statusCode).toBe(401);
  });

  it('answers bad messages and frames with a protocol error and keeps the call', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl);
    await client.waitFor(() => client.messages.some((message) => message.type === 'listening'));
    client.socket.send('not json');
    client.socket.send(JSON.stringify({ type: 'launch-missiles' }));
    client.socket.send(JSON.stringify({ type: 'say', message: '' }));
    client.socket.send(Buffer.alloc(641));
    client.socket.send(JSON.stringify({ type: 'ping', at: 7 }));
    await client.waitFor(() => client.messages.some((message) => message.type === 'pong'));
    const errors = client.messages.filter((message) => message.type === 'protocol-error');
    expect(errors.map((error) => error.type === 'protocol-error' && error.code)).toEqual([
      'malformed_message',
      'malformed_message',
      'malformed_message',
      'bad_audio_frame',
    ]);
    expect(client.closed.code).toBe(0);
    client.socket.send(JSON.stringify({ type: 'end-call' }));
    await client.waitFor(() => client.closed.code === 1000);
  });

  it('refuses a socket that sends anything before its hello: a protocol error, the close, and no call', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl, { hello: false });
    client.socket.send(JSON.stringify({ type: 'mute', muted: true }));
    await client.waitFor(() => client.closed.code !== 0);
    expect(client.closed.code).toBe(CALL_CLOSE.protocolError);
    expect(client.messages).toEqual([{ type: 'protocol-error', ...CALL_PROTOCOL_ERRORS.helloRequired }]);
    expect(client.messages.some((message) => message.type === 'listening')).toBe(false);
    expect(calls.pipelines.some((pipeline) => pipeline.options.callId === call.id)).toBe(false);
    // Never started: not a session at all (removed as the socket closes), and the user may call again.
    await expectCallRemoved(cookie, call.id);
    expect((await requestCall(cookie, scenario.id)).statusCode).toBe(201);
  });

  it('refuses a hello in a protocol version the server does not speak, saying which it speaks', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl, { hello: false });
    client.socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION + 1 }));
    await client.waitFor(() => client.closed.code !== 0);
    expect(client.closed.code).toBe(CALL_CLOSE.protocolError);
    expect(client.messages).toEqual([
      {
        type: 'protocol-error',
        code: 'unsupported_version',
        message: `This version of the app (call protocol ${CALL_PROTOCOL_VERSION + 1}) cannot talk to this server, which speaks version ${CALL_PROTOCOL_VERSION}. Reload the page and try again.`,
      },
    ]);
    await expectCallRemoved(cookie, call.id);
  });

  it('closes a socket that never says hello once its time is up, and removes the call', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl, { hello: false });
    await client.waitFor(() => client.closed.code !== 0);
    expect(client.closed.code).toBe(CALL_CLOSE.protocolError);
    expect(client.messages).toEqual([{ type: 'protocol-error', ...CALL_PROTOCOL_ERRORS.helloTimeout }]);
    await expectCallRemoved(cookie, call.id);
  });

  it('waits for the hello before it starts the call and says it is listening', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl, { hello: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages).toEqual([]);
    expect(calls.pipelines.some((pipeline) => pipeline.options.callId === call.id)).toBe(false);
    client.socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
    await client.waitFor(() => client.messages.some((message) => message.type === 'listening'));
    expect(client.messages[0]).toEqual({ type: 'listening', callId: call.id, maxDurationSeconds: call.maxDurationSeconds });
    client.socket.send(JSON.stringify({ type: 'end-call' }));
    await client.waitFor(() => client.closed.code === CALL_CLOSE.ended);
  });

  it("prepares the buyer for the call's first reply once the greeting has begun", async () => {
    const prepare = vi.spyOn(calls.engines.dialogue, 'prepareScenario');
    try {
      const { cookie } = await signUpUser(t.app);
      const scenario = await createScenario(t.app, cookie, { title: 'Osprey depot rollout' });
      // Once at its save; again, on the process running the call, only once the greeting plays.
      await waitUntil(() => prepare.mock.calls.length === 1);
      const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
      const client = await openSocket(cookie, call.webCallUrl);
      await client.waitFor(() => client.audio() > 0);
      expect(prepare).toHaveBeenCalledTimes(1);
      await client.waitFor(() => prepare.mock.calls.length === 2);
      expect(prepare.mock.calls[1]![0]).toMatchObject({ title: 'Osprey depot rollout' });
      client.socket.send(JSON.stringify({ type: 'end-call' }));
      await client.waitFor(() => client.closed.code === CALL_CLOSE.ended);
      expect(prepare).toHaveBeenCalledTimes(2);
    } finally {
      prepare.mockRestore();
    }
  });

  it('ends and bills a call whose socket closes without ending it', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const call = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const client = await openSocket(cookie, call.webCallUrl);
    await client.waitFor(() => client.messages.some((message) => message.type === 'listening'));
    for (let i = 0; i < 100; i++) client.socket.send(frame());
    client.socket.close();
    let session = await sessionOf(cookie, call.id);
    for (let i = 0; i < 100 && session.status !== 'ended'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      session = await sessionOf(cookie, call.id);
    }
    expect(session, JSON.stringify(session)).toMatchObject({ status: 'ended', ended_reason: 'connection-lost', duration_seconds: 2 });
    const ledger = await t.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1 AND user_id = $2`, [
      call.id,
      user.id,
    ]);
    expect(ledger).toEqual([{ billed_seconds: 2 }]);
  });

  it('finalises a call left open by a stopped process before the user starts another', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    const orphan = (await requestCall(cookie, scenario.id)).json() as StartCallResponse;
    const startedAt = new Date(t.clock.now().getTime() - 90_000);
    await t.database.db.asUser(user.id, async (tx) => {
      await markCallLive(tx, user.id, orphan.id, {
        startedAt,
        recordingKey: `${user.id}/${orphan.id}.ogg`,
        recordingMimeType: 'audio/ogg',
        instanceId: null,
      });
      await appendTranscriptEntry(
        tx,
        user.id,
        orphan.id,
        { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1000 },
        new Date(startedAt.getTime() + 45_000),
      );
    });
    const next = await requestCall(cookie, scenario.id);
    expect(next.statusCode).toBe(201);
    const finalised = await sessionOf(cookie, orphan.id);
    expect(finalised).toMatchObject({ status: 'ended', ended_reason: 'connection-lost', duration_seconds: 45 });
    expect(finalised.transcript).toHaveLength(1);
    const ledger = await t.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [orphan.id]);
    expect(ledger).toEqual([{ billed_seconds: 45 }]);
  });
});

describe('call-start flood', () => {
  it('refuses an 11th call start within a minute with the wait, and lets the user start again in the next window', async () => {
    const { cookie } = await signUpUser(t.app);
    const scenario = await createScenario(t.app, cookie);
    // The manual clock stands still: every attempt falls in one window.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await requestCall(cookie, scenario.id)).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
    const refused = await requestCall(cookie, scenario.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await requestCall(cookie, scenario.id)).statusCode).not.toBe(429);
  });
});
