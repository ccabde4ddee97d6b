import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CALL_PROTOCOL_VERSION,
  coachingSessionDetailsSchema,
  coachingSessionSchema,
  type CoachingSession,
  type StartCallResponse,
} from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app';
import { manualClock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createMemoryMailer, createTestApp, signUpUser, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind, testServerUrl } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { argon2idHasher } from '../auth/password-hasher';
import { appendTranscriptEntry, markCallLive } from '../sessions';
import { insertSessionRow } from '../sessions/coaching-session.test-support';
import { createDatabaseAssessmentQueue } from './assessment-job-queue';
import { createAssessmentService } from './assessment.service';
import { offlineAssessor } from './offline.assessor';
import { exponentialBackoff, type AssessmentInput, type AssessmentResult } from './assessment-worker';
import { waitUntil } from '../../test/wait-until';

const RESULT: AssessmentResult = {
  feedback: {
    overall_summary: 'A clear opening; ask more about their routes.',
    rapport_and_agenda: { score: 6, justification: 'Said "hi this is sam"' },
  },
  metrics: [],
};
const FAST = { pollIntervalMs: 50, leaseMs: 3000, retryDelayMs: exponentialBackoff(50, 2), stopGraceMs: 300 };

function fakeAssessor(fail: (call: number) => boolean = () => false) {
  const calls: AssessmentInput[] = [];
  return {
    calls,
    async assess(input: AssessmentInput) {
      calls.push(input);
      if (fail(calls.length)) throw new Error('model unavailable');
      return RESULT;
    },
  };
}

/** The session as the web reads it: parsed with the wire schema, so a stored assessment the contract does not allow fails here. */
async function sessionOf(app: FastifyInstance, cookie: string, id: string): Promise<CoachingSession> {
  return coachingSessionDetailsSchema.parse((await app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } })).json());
}

let recordingsDir: string;

/** Another process on a database: what main.ts builds, with or without a worker. */
function buildAppOn(db: Database, extra: Partial<AppDeps>) {
  const clock = manualClock(new Date());
  return buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db,
    mailer: createMemoryMailer(),
    clock,
    rateLimiter: createDatabaseRateLimiter(db, clock),
    passwords: argon2idHasher,
    recordings: createFileRecordingStore(recordingsDir),
    ...extra,
  });
}

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-queue-'));
});
afterAll(async () => rm(recordingsDir, { recursive: true, force: true }));

describe('the assessment of a call across a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ calls: fakeCallDeps(), recordings: createFileRecordingStore(recordingsDir) });
  });
  afterAll(async () => t.close());

  const restart = (extra: Partial<AppDeps>) => buildAppOn(t.database.db, extra);

  it('queues a crashed call on recovery, keeps the job while no worker runs, and assesses it once after a restart', async () => {
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
        instanceId: null,
      });
      await appendTranscriptEntry(
        tx,
        user.id,
        call.id,
        { role: 'user', text: 'hi this is sam', startMs: 1500, endMs: 2500 },
        new Date(startedAt.getTime() + 20_000),
      );
    });

    // A web-only process recovers the call and queues it; nobody assesses it there.
    const web = await restart({ calls: { ...fakeCallDeps(), recoverOpenCalls: true } });
    await web.ready();
    await web.close();
    expect(await sessionOf(t.app, cookie, call.id)).toMatchObject({
      status: 'ended',
      assessment_status: 'pending',
      assessment_feedback: null,
    });
    expect(await t.database.db.query(`SELECT status, attempts FROM assessment_jobs WHERE session_id = $1`, [call.id])).toEqual([
      { status: 'queued', attempts: 0 },
    ]);

    // The next start runs the worker: the job is done once.
    const assessor = fakeAssessor();
    const next = await restart({ assessment: { assessor, worker: FAST } });
    await next.ready();
    await waitUntil(async () => (await sessionOf(t.app, cookie, call.id)).assessment_status === 'completed');
    await next.close();
    expect(assessor.calls).toEqual([expect.objectContaining({ transcript: [expect.objectContaining({ text: 'hi this is sam' })] })]);
    expect(await sessionOf(t.app, cookie, call.id)).toMatchObject({
      assessment_status: 'completed',
      assessment_feedback: RESULT.feedback,
      metrics: [],
    });

    // And again: nothing is left to run.
    const again = fakeAssessor();
    const third = await restart({ assessment: { assessor: again, worker: FAST } });
    await third.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await third.close();
    expect(again.calls).toEqual([]);
  });
});

describe('a call running when its server shuts down', () => {
  it('ends as server-shutdown, billed and queued, and is assessed by the next start', async () => {
    const server = await createTestDatabase();
    try {
      const first = await buildAppOn(server.db, { calls: fakeCallDeps() });
      const { cookie } = await signUpUser(first);
      const scenario = await createScenario(first, cookie);
      const call = (
        await first.inject({ method: 'POST', url: '/api/calls', headers: { cookie }, payload: { scenarioId: scenario.id } })
      ).json() as StartCallResponse;
      const messages: string[] = [];
      const closed = { code: 0 };
      const socket = await first.injectWS(
        call.webCallUrl,
        { headers: { cookie } },
        {
          onInit: (ws: WebSocket) => {
            ws.on('message', (data: Buffer, isBinary: boolean) => void (isBinary || messages.push(data.toString())));
            ws.on('close', (code: number) => (closed.code = code));
          },
        },
      );
      socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
      await waitUntil(() => messages.some((message) => message.includes('"listening"')));
      await first.close();
      expect(messages.at(-1)).toContain('server-shutdown');
      const [row] = await server.db.query<{ ended_reason: string; job: string }>(
        `SELECT s.ended_reason, j.status AS job FROM coaching_sessions s JOIN assessment_jobs j ON j.session_id = s.id WHERE s.id = $1`,
        [call.id],
      );
      expect(row).toEqual({ ended_reason: 'server-shutdown', job: 'queued' });
      expect(await server.db.query(`SELECT 1 FROM usage_ledger WHERE call_id = $1`, [call.id])).toHaveLength(1);

      const assessor = fakeAssessor();
      const next = await buildAppOn(server.db, { assessment: { assessor, worker: FAST } });
      await next.ready();
      await waitUntil(async () => (await sessionOf(next, cookie, call.id)).assessment_status === 'completed');
      await next.close();
      expect(assessor.calls).toHaveLength(1);
    } finally {
      await server.drop();
    }
  });
});

describe(`a queued assessment across closing and opening the database (${testDatabaseKind})`, () => {
  it('is still there after the database was closed, and runs once in the next process', async () => {
    const server = testServerUrl ? await createTestDatabase() : undefined;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-queue-db-'));
    const open = () => openDatabase(server ? { databaseUrl: server.url, dataDir: undefined } : { databaseUrl: undefined, dataDir });
    try {
      let db = await open();
      const user = await insertTestUser(db);
      const session = await insertSessionRow(db, user.id);
      const web = await buildAppOn(db, {});
      await web.ready();
      await createDatabaseAssessmentQueue(db).enqueue({ sessionId: session.id, userId: user.id });
      await web.close();
      await db.close();

      db = await open();
      const assessor = fakeAssessor();
      const next = await buildAppOn(db, { assessment: { assessor, worker: FAST } });
      await next.ready();
      const statusOf = async () =>
        (await db.query<{ assessment_status: string }>('SELECT assessment_status FROM coaching_sessions WHERE id = $1', [session.id]))[0]
          ?.assessment_status;
      await waitUntil(async () => (await statusOf()) === 'completed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await next.close();
      await db.close();
      expect(assessor.calls).toHaveLength(1);
    } finally {
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('with the real assessment service', () => {
  it('stores the offline assessment and the metrics of a queued call', async () => {
    const server = await createTestDatabase();
    try {
      const app = await buildAppOn(server.db, {
        assessment: { assessor: createAssessmentService({ assessor: offlineAssessor }), worker: FAST },
      });
      const { user, cookie } = await signUpUser(app);
      const session = await insertSessionRow(server.db, user.id);
      await createDatabaseAssessmentQueue(server.db).enqueue({ sessionId: session.id, userId: user.id });
      await waitUntil(async () => (await sessionOf(app, cookie, session.id)).assessment_status === 'completed');
      const assessed = await sessionOf(app, cookie, session.id);
      await app.close();
      expect(assessed.assessment_feedback?.overall_summary).toEqual(expect.any(String));
      expect(assessed.metrics).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'talk_ratio' })]));
    } finally {
      await server.drop();
    }
  });
});

describe('POST /api/sessions/:id/assessment (retry)', () => {
  let t: TestApp;
  let failing = true;
  const assessor = fakeAssessor(() => failing);
  beforeAll(async () => {
    t = await createTestApp({ recordings: createFileRecordingStore(recordingsDir), assessment: { assessor, worker: FAST } });
  });
  afterAll(async () => t.close());

  const retry = (id: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${id}/assessment`, headers: cookie ? { cookie } : {} });

  it('queues a failed assessment again from its first attempt, for its owner only', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const session = await insertSessionRow(t.database.db, owner.user.id);
    await t.database.db.query(`INSERT INTO assessment_jobs (session_id, user_id) VALUES ($1, $2)`, [session.id, owner.user.id]);
    await waitUntil(async () => (await sessionOf(t.app, owner.cookie, session.id)).assessment_status === 'failed');
    expect(assessor.calls).toHaveLength(3);

    expect((await retry(session.id)).statusCode).toBe(401);
    const foreign = await retry(session.id, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'not_found', message: 'Session not found' } });
    expect((await retry('00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(404);
    expect((await retry('not-a-uuid', owner.cookie)).statusCode).toBe(404);
    expect((await sessionOf(t.app, owner.cookie, session.id)).assessment_status).toBe('failed');

    failing = false;
    const accepted = await retry(session.id, owner.cookie);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ id: session.id, assessment_status: expect.stringMatching(/^(pending|running|completed)$/) });
    expect(coachingSessionSchema.safeParse(accepted.json()).error).toBeUndefined();
    await waitUntil(async () => (await sessionOf(t.app, owner.cookie, session.id)).assessment_status === 'completed');
    expect(assessor.calls).toHaveLength(4);

    const done = await retry(session.id, owner.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ error: { message: 'This call has already been analysed.' } });
  });

  it('refuses a retry while the analysis runs or the call is still open', async () => {
    const owner = await signUpUser(t.app);
    const running = await insertSessionRow(t.database.db, owner.user.id);
    await t.database.db.query(`UPDATE coaching_sessions SET assessment_status = 'running' WHERE id = $1`, [running.id]);
    const busy = await retry(running.id, owner.cookie);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: { message: 'This call is being analysed right now.' } });
    const live = await insertSessionRow(t.database.db, owner.user.id, { status: 'live' });
    expect((await retry(live.id, owner.cookie)).statusCode).toBe(409);
  });
});
