import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StartCallResponse } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { buildInstanceOn, createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testServerUrl } from '../../test/test-database';
import { appendTranscriptEntry, markCallLive, touchLiveCall } from '../sessions';

let t: TestApp;
let recordingsDir: string;

/** Another server instance on the test's database, recovery on, as main.ts builds it. */
async function startInstance() {
  const instance = await buildInstanceOn(t, {
    calls: { ...fakeCallDeps(), recoverOpenCalls: true },
    recordings: createFileRecordingStore(recordingsDir),
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-recovery-'));
  t = await createTestApp({ calls: fakeCallDeps(), recordings: createFileRecordingStore(recordingsDir) });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

/** Live on instance `instanceId` since a minute ago, last heard 20 s in. */
async function liveCallOn(instanceId: string | null) {
  const { user, cookie } = await signUpUser(t.app);
  const scenario = await createScenario(t.app, cookie);
  const call = (
    await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })
  ).json() as StartCallResponse;
  const startedAt = new Date(t.clock.now().getTime() - 60_000);
  await t.database.db.asUser(user.id, async (tx) => {
    await markCallLive(tx, user.id, call.id, {
      startedAt,
      recordingKey: `${user.id}/${call.id}.ogg`,
      recordingMimeType: 'audio/ogg',
      instanceId,
    });
    await touchLiveCall(tx, user.id, call.id, new Date(startedAt.getTime() + 20_000));
  });
  return { user, cookie, scenario, call, startedAt };
}

it('finalises, bills once and keeps the transcript of a call the last run left open', async () => {
  // Live before instances recorded who runs a call (or on a previous run of the embedded server).
  const { user, cookie, call, startedAt } = await liveCallOn(null);
  await t.database.db.asUser(user.id, (tx) =>
    appendTranscriptEntry(
      tx,
      user.id,
      call.id,
      { role: 'user', text: 'hi this is sam', startMs: 1500, endMs: 2500 },
      new Date(startedAt.getTime() + 20_000),
    ),
  );

  // The restarted process: same database, recovery on.
  const restarted = await startInstance();
  await restarted.close();

  const session = (await t.app.inject({ method: 'GET', url: `/api/sessions/${call.id}`, headers: { cookie } })).json();
  expect(session).toMatchObject({
    status: 'ended',
    ended_reason: 'server-restarted',
    duration_seconds: 20,
    transcript: [{ role: 'user', text: 'hi this is sam' }],
  });
  const ledger = await t.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [call.id]);
  expect(ledger).toEqual([{ billed_seconds: 20 }]);
});

const statusOf = async (cookie: string, callId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${callId}`, headers: { cookie } })).json() as {
    status: string;
    ended_reason: string | null;
  };

// Several instances share a PostgreSQL database (the embedded one belongs to one process).
describe.skipIf(!testServerUrl)('calls of other instances', () => {
  const OTHER = '00000000-0000-4000-8000-0000000000aa';

  it('leaves the calls of a running instance alone, and finalises them once its heartbeat stops', async () => {
    await t.database.db.query(`INSERT INTO server_instances (id, host_identity, pid) VALUES ($1, 'other-host', 1)`, [OTHER]);
    const { cookie, scenario, call } = await liveCallOn(OTHER);

    const instance = await startInstance();
    expect(await statusOf(cookie, call.id)).toMatchObject({ status: 'live' });
    // A second call of the same user through this instance: the first still runs elsewhere.
    const second = await instance.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } });
    expect(second.statusCode).toBe(409);
    await instance.close();

    // The other instance stops beating: the next instance to sweep finalises its call.
    await t.database.db.query(`UPDATE server_instances SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [OTHER]);
    const next = await startInstance();
    expect(await statusOf(cookie, call.id)).toMatchObject({ status: 'ended', ended_reason: 'server-restarted' });
    expect(await t.database.db.query(`SELECT id FROM server_instances WHERE id = $1`, [OTHER])).toEqual([]);
    await next.close();
  });

  it("finalises a user's call left by a dead instance when they start another", async () => {
    const GONE = '00000000-0000-4000-8000-0000000000bb';
    await t.database.db.query(
      `INSERT INTO server_instances (id, host_identity, pid, heartbeat_at) VALUES ($1, 'gone-host', 1, now() - interval '1 hour')`,
      [GONE],
    );
    const { cookie, scenario, call } = await liveCallOn(GONE);
    const next = await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } });
    expect(next.statusCode).toBe(201);
    expect(await statusOf(cookie, call.id)).toMatchObject({ status: 'ended', ended_reason: 'server-restarted' });
    expect(await t.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [call.id])).toEqual([
      { billed_seconds: 20 },
    ]);
  });
});
