import {
  CALL_FRAME_BYTES,
  CALL_MAX_TEXT_FRAME_BYTES,
  parseClientMessage,
  parseServerMessage,
  type CoachingSession,
} from '@rehearse/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { hostileString, hostileValue } from './hostile-values';
import {
  callStreamUrl,
  createSecurityApp,
  openSocket,
  requestCall,
  type Actor,
  type SecurityApp,
  type SocketClient,
} from './security.test-support';
import { waitUntil } from '../test/wait-until';

let s: SecurityApp;
let caller: Actor;
const RUNS = Number(process.env.BAD_INPUT_RUNS) || 60;

beforeAll(async () => {
  // A short inactivity limit: a socket the server closed reaches the call as silence.
  s = await createSecurityApp({ inactivityTimeoutMs: 1000 });
  caller = await signUpUser(s.app);
  await s.database.db.query(`UPDATE users SET quota_minutes_override = 600 WHERE id = $1`, [caller.user.id]);
});

afterAll(async () => {
  await s.close();
});

type Frame = { text: string } | { binary: Uint8Array };

const messageTypes = ['hello', 'mute', 'say', 'add-message', 'ping', 'end-call'];
/** A message that looks like the protocol's: a known type with hostile fields, or junk. */
const textFrame: fc.Arbitrary<string> = fc
  .oneof(
    fc
      .record(
        {
          type: fc.oneof(fc.constantFrom(...messageTypes), hostileString),
          version: hostileValue,
          muted: hostileValue,
          message: hostileValue,
          at: hostileValue,
          endCallAfterSpoken: hostileValue,
        },
        { requiredKeys: ['type'] },
      )
      .map((message) => JSON.stringify(message)),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    hostileString,
  )
  .map((text) => (Buffer.byteLength(text) > CALL_MAX_TEXT_FRAME_BYTES ? text.slice(0, CALL_MAX_TEXT_FRAME_BYTES / 4) : text));
const frame: fc.Arbitrary<Frame> = fc.oneof(
  { weight: 3, arbitrary: textFrame.map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4000 }).map((binary) => ({ binary })) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 639, 641, 1280).map((length) => ({ binary: new Uint8Array(length) })) },
);

const sessionOf = async (id: string) =>
  (await s.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie: caller.cookie } })).json() as CoachingSession;

/** Opens a new call for the caller, once the last one has ended. */
async function openCall(): Promise<{ id: string; client: SocketClient }> {
  const { callId, token } = await requestCall(s.app, caller);
  const client = await openSocket(s.app, callStreamUrl(callId, token), caller.cookie);
  await waitUntil(() => client.messages.some((message) => message.type === 'listening'), { what: 'call listening' });
  return { id: callId, client };
}

async function expectEndedProperly(id: string): Promise<void> {
  const billedRows = () => s.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [id]);
  // The session is marked ended, then billed in its own transaction: wait for both.
  let session = await sessionOf(id);
  let billed = await billedRows();
  for (let i = 0; i < 300 && (session.status !== 'ended' || billed.length === 0); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    [session, billed] = await Promise.all([sessionOf(id), billedRows()]);
  }
  expect(session.status, JSON.stringify(session)).toBe('ended');
  expect(billed).toHaveLength(1);
}

async function endCall(call: { id: string; client: SocketClient }): Promise<void> {
  if (call.client.closeCode === 0) call.client.socket.send(JSON.stringify({ type: 'end-call' }));
  await waitUntil(() => call.client.closeCode !== 0, { what: 'call closed' });
  await expectEndedProperly(call.id);
}

describe(`bad input on the call socket (${testDatabaseKind})`, () => {
  it('answers every bad message or frame with one protocol error and keeps the call', async () => {
    let call = await openCall();
    let pingAt = 1e9;
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (frames) => {
        const errorsBefore = call.client.messages.filter((message) => message.type === 'protocol-error').length;
        if (errorsBefore > 35) {
          await endCall(call);
          call = await openCall();
        }
        const seen = call.client.messages.length;
        let invalid = 0;
        let audio = 0;
        for (const sent of frames) {
          if ('text' in sent) {
            const parsed = parseClientMessage(sent.text);
            // A valid end-call would end the call: this property is about the call going on.
            if (parsed.ok && parsed.message.type === 'end-call') continue;
            if (!parsed.ok) invalid++;
            call.client.socket.send(sent.text);
          } else {
            if (sent.binary.byteLength === CALL_FRAME_BYTES) audio++;
            else invalid++;
            call.client.socket.send(sent.binary);
          }
        }
        pingAt += 1.5; // not a whole number, unlike the pings the generator sends
        call.client.socket.send(JSON.stringify({ type: 'ping', at: pingAt }));
        await waitUntil(() => call.client.messages.some((message) => message.type === 'pong' && message.at === pingAt), {
          what: 'pong after the batch',
        });
        const answers = call.client.messages.slice(seen);
        for (const answer of answers) expect(parseServerMessage(JSON.stringify(answer)), JSON.stringify(answer)).toBeDefined();
        const errors = answers.filter((message) => message.type === 'protocol-error');
        expect(errors.filter((error) => error.code !== 'audio_too_fast')).toHaveLength(invalid);
        expect(errors.filter((error) => error.code === 'audio_too_fast').length).toBeLessThanOrEqual(audio);
        for (const error of errors) expect(error.message.length).toBeGreaterThan(0);
        expect(call.client.unparsed).toEqual([]);
        expect(call.client.closeCode).toBe(0);
      }),
      { numRuns: RUNS },
    );
    await endCall(call);
  });

  it('closes a call flooded with bad messages (1008) and ends it billed once; the next call starts', async () => {
    const call = await openCall();
    for (let i = 0; i < 80; i++) call.client.socket.send(i % 2 ? 'not json' : Buffer.alloc(7));
    await waitUntil(() => call.client.closeCode !== 0, { what: 'flooded call closed' });
    expect(call.client.closeCode).toBe(1008);
    expect(call.client.messages.filter((message) => message.type === 'protocol-error').length).toBeGreaterThanOrEqual(50);
    await expectEndedProperly(call.id);
    await endCall(await openCall());
  });

  it('ends a call properly when audio floods in faster than real time', async () => {
    const call = await openCall();
    for (let i = 0; i < 1500; i++) call.client.socket.send(Buffer.alloc(CALL_FRAME_BYTES));
    await waitUntil(
      () =>
        call.client.messages.some((message) => message.type === 'protocol-error' && message.code === 'audio_too_fast') ||
        call.client.closeCode !== 0,
      { what: 'flood noticed' },
    );
    await endCall(call);
  });

  it.each([
    ['an oversized binary frame', (client: SocketClient) => client.socket.send(Buffer.alloc(CALL_MAX_TEXT_FRAME_BYTES + 1))],
    ['an oversized text frame', (client: SocketClient) => client.socket.send('x'.repeat(CALL_MAX_TEXT_FRAME_BYTES + 1))],
    [
      'a text frame that is not UTF-8',
      (client: SocketClient) => client.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false }),
    ],
  ])('closes the socket on %s and still ends the call billed once', async (_name, sendBad) => {
    const call = await openCall();
    sendBad(call.client);
    await waitUntil(() => call.client.closeCode !== 0, { what: 'socket closed' });
    expect([1007, 1009]).toContain(call.client.closeCode);
    await expectEndedProperly(call.id);
  });
});

describe(`bad input on the realtime feed (${testDatabaseKind})`, () => {
  it('ignores anything but a ping and keeps the feed open', async () => {
    const feed = await openSocket(s.app, '/api/realtime', caller.cookie);
    await waitUntil(() => feed.messages.length > 0, { what: 'subscribed' });
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), async (frames) => {
        const seen = feed.messages.length;
        for (const sent of frames) feed.socket.send('text' in sent ? sent.text : sent.binary);
        feed.socket.send(JSON.stringify({ type: 'ping' }));
        await waitUntil(() => feed.messages.slice(seen).some((message) => (message.type as string) === 'pong'), { what: 'pong' });
        for (const message of feed.messages.slice(seen)) expect(['pong', 'INSERT', 'UPDATE', 'DELETE']).toContain(message.type);
        expect(feed.closeCode).toBe(0);
      }),
      { numRuns: RUNS },
    );
    for (let i = 0; i < 500; i++) feed.socket.send(JSON.stringify({ type: 'ping' }));
    await waitUntil(() => feed.messages.filter((message) => (message.type as string) === 'pong').length >= RUNS + 500, {
      what: 'a pong per ping',
    });
    feed.socket.send(Buffer.alloc(CALL_MAX_TEXT_FRAME_BYTES + 1));
    await waitUntil(() => feed.closeCode !== 0, { what: 'oversized frame closes the feed' });
    expect(feed.closeCode).toBe(1009);
    const again = await openSocket(s.app, '/api/realtime', caller.cookie);
    await waitUntil(() => again.messages.length > 0, { what: 'subscribed again' });
    again.socket.terminate();
  });
});
