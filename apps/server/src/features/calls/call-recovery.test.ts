import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StartCallResponse } from '@rehearse/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { argon2idHasher } from '../auth/password-hasher';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createMemoryMailer, createTestApp, signUpUser, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createCallSessionRepo } from './call-session.repo';

let t: TestApp;
let recordingsDir: string;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-recovery-'));
  t = await createTestApp({ calls: fakeCallDeps(), recordings: createFileRecordingStore(recordingsDir) });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

it('finalises, bills once and keeps the transcript of a call the last run left open', async () => {
  const { user, cookie } = await signUpUser(t.app);
  const scenario = await createScenario(t.app, cookie);
  const call = (await t.app.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })).json() as StartCallResponse;
  const startedAt = new Date(t.clock.now().getTime() - 60_000);
  await t.database.db.asUser(user.id, async (tx) => {
    const repo = createCallSessionRepo(tx);
    await repo.markLive(user.id, call.id, startedAt, `${user.id}/${call.id}.ogg`, 'audio/ogg');
    await repo.appendTranscript(user.id, call.id, { role: 'user', text: 'hi this is sam', startMs: 1500, endMs: 2500 }, new Date(startedAt.getTime() + 20_000));
  });

  // The restarted process: same database, recovery on.
  const restarted = await buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db: t.database.db,
    mailer: createMemoryMailer(),
    clock: t.clock,
    rateLimiter: createDatabaseRateLimiter(t.database.db, t.clock),
    passwords: argon2idHasher,
    calls: { ...fakeCallDeps(), recoverOpenCalls: true },
    recordings: createFileRecordingStore(recordingsDir),
  });
  await restarted.ready();
  await restarted.close();

  const session = (await t.app.inject({ method: 'GET', url: `/api/sessions/${call.id}`, headers: { cookie } })).json();
  expect(session).toMatchObject({ status: 'ended', ended_reason: 'server-restarted', duration_seconds: 20, transcript: [{ role: 'user', text: 'hi this is sam' }] });
  const ledger = await t.database.db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [call.id]);
  expect(ledger).toEqual([{ billed_seconds: 20 }]);
});
