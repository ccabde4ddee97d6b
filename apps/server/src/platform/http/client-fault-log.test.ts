import { Writable } from 'node:stream';
import { CALL_MAX_TEXT_FRAME_BYTES } from '@rehearse/domain';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createTestApp, signUpUser, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createClientFaultLog } from './client-fault-log';
import { createLogger } from './logger';

describe('client fault log', () => {
  it('writes at most its limit per window, then says how many it left out', () => {
    const clock = manualClock();
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const faults = createClientFaultLog({ warn: (details, message) => lines.push({ details, message }) }, clock, {
      limit: 3,
      windowMs: 60_000,
    });
    for (let i = 0; i < 10; i++) faults.report({ frame: i }, 'over-size frame');
    expect(lines.map((line) => line.details)).toEqual([{ frame: 0 }, { frame: 1 }, { frame: 2 }]);
    clock.advance(59_999);
    faults.report({ frame: 10 }, 'over-size frame');
    expect(lines).toHaveLength(3);
    clock.advance(1);
    faults.report({ frame: 11 }, 'over-size frame');
    expect(lines.slice(3)).toEqual([
      { details: { leftOut: 8 }, message: '8 more client faults were not logged in the last 60 s' },
      { details: { frame: 11 }, message: 'over-size frame' },
    ]);
  });
});

/** Issue 16, item 9: a client's broken frames are its fault: one short warn line each, never a stack trace. */
describe('an over-size socket frame', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  let address: string;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({ logger: createLogger('info', false, sink) });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('closes the socket with 1009 and logs one warn line naming the fault, without a stack', async () => {
    const { cookie } = await signUpUser(t.app);
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie, origin: TEST_PUBLIC_URL } });
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(CALL_MAX_TEXT_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
    const warnings = () => lines.filter((line) => Number(line.level) >= 40);
    for (let i = 0; i < 100 && warnings().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      level: 40,
      msg: 'socket closed: the client sent what it may not',
      route: '/api/realtime',
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      fault: 'Max payload size exceeded',
    });
    expect(JSON.stringify(warnings()[0])).not.toMatch(/stack|\s+at /);
  });
});
