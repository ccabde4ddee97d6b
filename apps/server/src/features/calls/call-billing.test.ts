import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CALL_PROTOCOL_VERSION, type CoachingSession, type Credits, type ServerMessage, type StartCallResponse } from '@rehearse/domain';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { createCreditsService } from '../credits/credits.service';

let t: TestApp;
let calls: ReturnType<typeof fakeCallDeps>;
let recordingsDir: string;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-recordings-'));
  calls = fakeCallDeps();
  t = await createTestApp({ calls, recordings: createFileRecordingStore(recordingsDir) });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

const get = async <T>(cookie: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as T;

/** Issue 16, item 10: a call cut off at the end of the credit costs exactly what was left. */
describe('billing at the cut-off', () => {
  it('bills a call that ran a moment past its 66 seconds of credit 66 seconds, and the card reads 2 of 2 minutes used', async () => {
    const { user, cookie } = await signUpUser(t.app);
    await t.database.db.query('UPDATE users SET quota_minutes_override = 2 WHERE id = $1', [user.id]);
    await createCreditsService({ db: t.database.db, clock: t.clock }).recordManualUsage(user.id, 54);
    const scenario = await createScenario(t.app, cookie);

    const started = await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } });
    const call = started.json() as StartCallResponse;
    expect(call.maxDurationSeconds).toBe(66);
    const messages: ServerMessage[] = [];
    let closedWith = 0;
    const socket = await t.app.injectWS(
      call.webCallUrl,
      { headers: { cookie } },
      {
        onInit: (ws: WebSocket) => {
          ws.on('message', (data: Buffer, isBinary: boolean) => {
            if (!isBinary) messages.push(JSON.parse(data.toString()) as ServerMessage);
          });
          ws.on('close', (code: number) => (closedWith = code));
        },
      },
    );
    socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
    for (let i = 0; i < 200 && !messages.some((message) => message.type === 'listening'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const pipeline = calls.pipelines.find((candidate) => candidate.options.callId === call.id)!;
    expect(pipeline.options.maxDurationMs).toBe(66_000);

    // The limit fired at 66 s; the buyer's last words and the socket took the call to 66.9 s.
    pipeline.runFor(66_900);
    await pipeline.end('exceeded-max-duration');
    for (let i = 0; i < 200 && closedWith === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closedWith).toBe(1000);

    const credits = await get<Credits>(cookie, '/api/credits');
    expect(credits).toMatchObject({ remaining_seconds: 0, usage_details: '2 of 2 minutes used this month', percentage_used: 100 });
    const session = await get<CoachingSession>(cookie, `/api/sessions/${call.id}`);
    expect(session).toMatchObject({ status: 'ended', ended_reason: 'exceeded-max-duration', duration_seconds: 66 });
    const [ledger] = await t.database.db.query<{ billed_seconds: number }>('SELECT billed_seconds FROM usage_ledger WHERE call_id = $1', [
      call.id,
    ]);
    expect(ledger?.billed_seconds).toBe(66);
  });
});
