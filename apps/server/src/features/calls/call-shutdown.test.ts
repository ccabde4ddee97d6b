import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CALL_PROTOCOL_VERSION, type CoachingSession, type ServerMessage, type StartCallResponse } from '@rehearse/domain';
import type WebSocket from 'ws';
import { afterAll, expect, it } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createTestApp, signUpUser } from '../../test/test-app';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function appWithGrace(graceMs: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-shutdown-'));
  dirs.push(dir);
  const t = await createTestApp({ calls: { ...fakeCallDeps(), shutdownGraceMs: graceMs }, recordings: createFileRecordingStore(dir) });
  const { cookie } = await signUpUser(t.app);
  const scenario = await createScenario(t.app, cookie);
  const call = (
    await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })
  ).json() as StartCallResponse;
  const messages: ServerMessage[] = [];
  const socket = await t.app.injectWS(
    call.webCallUrl,
    { headers: { cookie } },
    {
      onInit: (ws: WebSocket) =>
        ws.on(
          'message',
          (data: Buffer, isBinary: boolean) => void (isBinary || messages.push(JSON.parse(data.toString()) as ServerMessage)),
        ),
    },
  );
  socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
  for (let i = 0; i < 100 && !messages.some((message) => message.type === 'listening'); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const session = async () =>
    (
      await t.database.db.query<CoachingSession & { ended_reason: string }>(
        `SELECT status, ended_reason FROM coaching_sessions WHERE id = $1`,
        [call.id],
      )
    )[0];
  return { t, cookie, scenario, socket, messages, session };
}

it('on shutdown, refuses new calls and lets a live call finish within the grace period', async () => {
  const { t, cookie, scenario, socket, session } = await appWithGrace(5000);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refused = await fetch(`${address}/api/calls`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ scenarioId: scenario.id }),
  });
  expect(refused.status).toBe(503);
  expect(await session()).toMatchObject({ status: 'live' });
  socket.send(JSON.stringify({ type: 'end-call' }));
  await closing;
  expect(await session()).toMatchObject({ status: 'ended', ended_reason: 'customer-ended-call' });
  await t.database.drop();
});

it('ends the calls still live when the grace period is over, billed as server-shutdown', async () => {
  const { t, session } = await appWithGrace(300);
  await t.app.close();
  expect(await session()).toMatchObject({ status: 'ended', ended_reason: 'server-shutdown' });
  await t.database.drop();
});
