import type { AssessmentStatus } from '@rehearse/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { buildTranscript, insertSessionRow } from '../sessions/coaching-session.test-support';
import { createDatabaseAssessmentQueue } from './assessment-job-queue';
import {
  createAssessmentWorker,
  exponentialBackoff,
  type AssessmentInput,
  type AssessmentResult,
  type AssessmentWorker,
} from './assessment-worker';
import { waitUntil } from '../../test/wait-until';

const RESULT: AssessmentResult = {
  feedback: {
    overall_summary: 'Opened well and asked about fuel costs.',
    needs_exploration: { score: 7, justification: 'Asked "What made fuel costs a priority"' },
  },
  metrics: [
    { key: 'questions_asked', label: 'Questions asked', value: 1, display: '1', target: '11-14', inRange: false, hint: 'Ask more.' },
  ],
};

const FAST = { pollIntervalMs: 50, leaseMs: 3000, retryDelayMs: exponentialBackoff(150, 2), concurrency: 2, stopGraceMs: 300 };

/** An assessor that records each call and answers with `answer` (the result by default). */
function fakeAssessor(answer: (input: AssessmentInput, call: number) => Promise<AssessmentResult> = async () => RESULT) {
  const calls: { input: AssessmentInput; at: number; signal: AbortSignal | undefined }[] = [];
  return {
    calls,
    assess(input: AssessmentInput, signal?: AbortSignal) {
      calls.push({ input, at: Date.now(), signal });
      return answer(input, calls.length);
    },
  };
}

function quietLogger() {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    info: () => undefined,
    warn: (_: object, message: string) => void warnings.push(message),
    error: (_: object, message: string) => void errors.push(message),
  };
}

describe(`assessment worker (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  let db: Database;
  const workers: AssessmentWorker[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    // A job a test left held by a fake worker must not turn up in the next test.
    await db.query('DELETE FROM assessment_jobs');
  });
  afterAll(async () => t.drop());

  function startWorker(assessor: ReturnType<typeof fakeAssessor>, options: { on?: Database; settings?: Partial<typeof FAST> } = {}) {
    const logger = quietLogger();
    const worker = createAssessmentWorker({ db: options.on ?? db, assessor, logger, settings: { ...FAST, ...options.settings } });
    workers.push(worker);
    return { worker, logger, started: worker.start() };
  }

  async function endedSession(marker = 'fuel costs') {
    const user = await insertTestUser(db);
    const transcript = buildTranscript().map((entry) => (entry.role === 'user' ? { ...entry, text: `${entry.text} (${marker})` } : entry));
    const session = await insertSessionRow(db, user.id, { transcript });
    return { userId: user.id, sessionId: session.id };
  }

  async function statusOf(sessionId: string) {
    const [row] = await db.query<{ assessment_status: AssessmentStatus; assessment_feedback: unknown; metrics: unknown }>(
      'SELECT assessment_status, assessment_feedback, metrics FROM coaching_sessions WHERE id = $1',
      [sessionId],
    );
    return row!;
  }

  async function jobOf(sessionId: string) {
    const [row] = await db.query<{ status: string; attempts: number; last_error: string | null; locked_by: string | null }>(
      'SELECT status, attempts, last_error, locked_by FROM assessment_jobs WHERE session_id = $1',
      [sessionId],
    );
    return row!;
  }

  it('runs a queued assessment once and stores its feedback and metrics; a second enqueue changes nothing', async () => {
    const assessor = fakeAssessor();
    await startWorker(assessor).started;
    const job = await endedSession();
    const queue = createDatabaseAssessmentQueue(db);
    await queue.enqueue(job);
    await queue.enqueue(job);
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(assessor.calls).toHaveLength(1);
    expect(assessor.calls[0]!.input).toMatchObject({
      salesStage: 'Discovery',
      scenario: { title: 'Renewal call', persona: 'CFO' },
      transcript: [{ role: 'assistant' }, { role: 'user', text: expect.stringContaining('fuel costs') }, { role: 'assistant' }],
    });
    expect(await statusOf(job.sessionId)).toEqual({
      assessment_status: 'completed',
      assessment_feedback: RESULT.feedback,
      metrics: RESULT.metrics,
    });
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'completed', attempts: 1, locked_by: null });
    await queue.enqueue(job);
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('starts at once on an enqueue, without waiting for the poll', async () => {
    const assessor = fakeAssessor();
    await startWorker(assessor, { settings: { pollIntervalMs: 60_000 } }).started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'completed', { timeoutMs: 3000 });
  });

  it('retries a failing assessment with growing waits, then marks the session failed', async () => {
    const assessor = fakeAssessor(async () => {
      throw new Error('model unavailable');
    });
    const { logger, started } = startWorker(assessor);
    await started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'failed');
    expect(assessor.calls).toHaveLength(3);
    const [first, second, third] = assessor.calls.map((call) => call.at);
    // Backoff of 150 ms then 300 ms (some slack for the database's and this process's clocks).
    expect(second! - first!).toBeGreaterThanOrEqual(130);
    expect(third! - second!).toBeGreaterThanOrEqual(280);
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: model unavailable' });
    expect(logger.warnings).toEqual([
      'Assessment attempt failed; it will be retried',
      'Assessment attempt failed; it will be retried',
      'Assessment failed',
    ]);
  });

  it('keeps the session pending between attempts and completes on a later one', async () => {
    const assessor = fakeAssessor(async (_, call) => {
      if (call === 1) throw new Error('timeout');
      return RESULT;
    });
    await startWorker(assessor, { settings: { retryDelayMs: () => 1000 } }).started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(() => assessor.calls.length === 1);
    await waitUntil(async () => (await jobOf(job.sessionId)).status === 'queued');
    expect((await statusOf(job.sessionId)).assessment_status).toBe('pending');
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'completed');
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'completed', attempts: 2, last_error: null });
  });

  it('fails at once on an error that says retrying cannot help', async () => {
    const assessor = fakeAssessor(async () => {
      throw Object.assign(new Error('Could not load assessment criteria for stage: Haggling'), { retryable: false });
    });
    await startWorker(assessor).started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'failed');
    expect(assessor.calls).toHaveLength(1);
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes over the job of a worker that died (its lease ran out), and fails one that died on its last attempt', async () => {
    const crashed = await endedSession();
    const exhausted = await endedSession();
    const insertAbandoned = (job: { sessionId: string; userId: string }, attempts: number) =>
      db.query(
        `INSERT INTO assessment_jobs (session_id, user_id, status, attempts, locked_by, locked_until)
         VALUES ($1, $2, 'running', $3, 'crashed-worker', now() - interval '1 second')`,
        [job.sessionId, job.userId, attempts],
      );
    await insertAbandoned(crashed, 1);
    await insertAbandoned(exhausted, 3);
    await db.query(`UPDATE coaching_sessions SET assessment_status = 'running' WHERE id = ANY($1::uuid[])`, [
      [crashed.sessionId, exhausted.sessionId],
    ]);
    const assessor = fakeAssessor();
    await startWorker(assessor).started;
    await waitUntil(async () => (await statusOf(crashed.sessionId)).assessment_status === 'completed');
    await waitUntil(async () => (await statusOf(exhausted.sessionId)).assessment_status === 'failed');
    expect(assessor.calls).toHaveLength(1);
    expect(await jobOf(crashed.sessionId)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await jobOf(exhausted.sessionId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: expect.stringContaining('stopped before finishing'),
    });
  });

  it('drops the result of a worker that lost its job, so a session is written once', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const assessor = fakeAssessor(async () => {
      await gate;
      return RESULT;
    });
    const { logger, started } = startWorker(assessor);
    await started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(() => assessor.calls.length === 1);
    // Another worker took it over (as after an expired lease) and will write its own result.
    await db.query(`UPDATE assessment_jobs SET locked_by = 'other-worker' WHERE session_id = $1`, [job.sessionId]);
    finish();
    await waitUntil(() => logger.warnings.length > 0);
    expect(logger.warnings).toEqual(['Assessment finished after its job was taken over: result dropped']);
    expect((await statusOf(job.sessionId)).assessment_feedback).toBeNull();
  });

  it('hands a running job back when it stops, so the next start takes it at once', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const assessor = fakeAssessor(async () => {
      await gate;
      return RESULT;
    });
    const { worker, started } = startWorker(assessor);
    await started;
    const job = await endedSession();
    await createDatabaseAssessmentQueue(db).enqueue(job);
    await waitUntil(() => assessor.calls.length === 1);
    expect((await statusOf(job.sessionId)).assessment_status).toBe('running');
    expect(assessor.calls[0]!.signal?.aborted).toBe(false);
    await worker.stop();
    expect(assessor.calls[0]!.signal?.aborted).toBe(true);
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    expect((await statusOf(job.sessionId)).assessment_status).toBe('pending');
    finish();

    const next = fakeAssessor();
    await startWorker(next).started;
    await waitUntil(async () => (await statusOf(job.sessionId)).assessment_status === 'completed');
    expect(next.calls).toHaveLength(1);
    expect(await jobOf(job.sessionId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('queues an ended call that missed its enqueue (a crash in between), but not a call that never started', async () => {
    const missed = await endedSession('missed');
    const neverStarted = await endedSession('never started');
    await db.query(`UPDATE coaching_sessions SET ended_at = now() - interval '2 minutes' WHERE id = ANY($1::uuid[])`, [
      [missed.sessionId, neverStarted.sessionId],
    ]);
    await db.query(`UPDATE coaching_sessions SET started_at = NULL WHERE id = $1`, [neverStarted.sessionId]);
    const assessor = fakeAssessor();
    const { logger, started } = startWorker(assessor);
    await started;
    await waitUntil(async () => (await statusOf(missed.sessionId)).assessment_status === 'completed');
    expect(logger.warnings).toContain('Queued ended calls that had missed their assessment');
    expect(assessor.calls.map((call) => call.input.transcript[1]!.text)).toEqual([expect.stringContaining('(missed)')]);
    expect(await db.query('SELECT 1 FROM assessment_jobs WHERE session_id = $1', [neverStarted.sessionId])).toEqual([]);
  });

  it('runs each job exactly once with two workers on one database', async () => {
    // On PostgreSQL the second worker has its own connection pool, as another instance would.
    const second = t.url ? await openDatabase({ databaseUrl: t.url, dataDir: undefined }) : db;
    try {
      const slow = () =>
        fakeAssessor(async () => {
          await new Promise((resolve) => setTimeout(resolve, 15));
          return RESULT;
        });
      const a = slow();
      const b = slow();
      await Promise.all([startWorker(a).started, startWorker(b, { on: second }).started]);
      const jobs = await Promise.all(Array.from({ length: 24 }, (_, index) => endedSession(`call ${index}`)));
      const queue = createDatabaseAssessmentQueue(db);
      await Promise.all(jobs.map((job) => queue.enqueue(job)));
      const ids = jobs.map((job) => job.sessionId);
      await waitUntil(
        async () => {
          const [row] = await db.query<{ done: number }>(
            `SELECT count(*)::int AS done FROM coaching_sessions WHERE id = ANY($1::uuid[]) AND assessment_status = 'completed'`,
            [ids],
          );
          return row!.done === ids.length;
        },
        { timeoutMs: 20_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const assessed = [...a.calls, ...b.calls];
      expect(assessed).toHaveLength(ids.length);
      expect(new Set(assessed.map((call) => call.input.transcript[1]!.text)).size).toBe(ids.length);
      if (t.url) expect(Math.min(a.calls.length, b.calls.length)).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      if (second !== db) await second.close();
    }
  });
});
