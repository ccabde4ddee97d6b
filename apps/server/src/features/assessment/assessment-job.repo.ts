import type { AssessmentStatus, Persona, SalesStage, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import type { Database, Queryable } from '../../platform/db/database';
import {
  markAssessmentCompleted,
  markAssessmentReleased,
  markAssessmentRequeued,
  markAssessmentRetrying,
  markAssessmentRunning,
  markAssessmentsFailed,
} from '../sessions';

/**
 * SQL of the durable assessment queue (decision 15): one row per session in `assessment_jobs`,
 * claimed with SKIP LOCKED under a lease, so any number of workers on one database run each job
 * once at a time. Times are the database's (`now()`), the one clock every instance shares. The
 * worker's functions run as the connecting role; `requeueAssessment` runs inside `db.asUser`. A
 * change of a job moves its session's assessment status in the same transaction, through the
 * sessions feature's transitions (decision 36): this module writes `assessment_jobs` only.
 */

export interface ClaimedJob {
  id: number;
  session_id: string;
  user_id: string;
  /** This attempt's number, from 1. */
  attempts: number;
  max_attempts: number;
}

export interface SessionToAssess {
  id: string;
  user_id: string;
  assessment_status: AssessmentStatus;
  transcript: TranscriptEntry[];
  sales_stage: SalesStage | null;
  persona: Persona | null;
  scenario_title: string;
  /** Null when the scenario was deleted after the call. */
  product: string | null;
  scenario_details: string | null;
  /** What the call is assessed against, copied at call start; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
}

const MAX_ERROR_LENGTH = 2000;

/** Queues a finished call of this user once; false when it is already queued (or not an ended call of theirs). */
export async function insertAssessmentJob(tx: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO assessment_jobs (session_id, user_id)
     SELECT id, user_id FROM coaching_sessions WHERE id = $1 AND user_id = $2 AND status = 'ended'
     ON CONFLICT (session_id) DO NOTHING
     RETURNING id`,
    [sessionId, userId],
  );
  return rows.length === 1;
}

/**
 * Takes the next due job for `workerId` until the lease runs out, counting the attempt, and marks
 * its session running. A due job is queued and past its run_after, or running under a lease that
 * expired (its worker died) with attempts left.
 */
export async function claimAssessmentJob(db: Database, workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ClaimedJob>(
      `UPDATE assessment_jobs
       SET status = 'running', attempts = attempts + 1, locked_by = $1,
           locked_until = now() + $2 * interval '1 millisecond', updated_at = now()
       WHERE id = (
         SELECT id FROM assessment_jobs
         WHERE (status = 'queued' AND run_after <= now())
            OR (status = 'running' AND locked_until < now() AND attempts < max_attempts)
         ORDER BY run_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, session_id, user_id, attempts, max_attempts`,
      [workerId, leaseMs],
    );
    if (!row) return undefined;
    await markAssessmentRunning(tx, row.session_id);
    return { ...row, id: Number(row.id) };
  });
}

/**
 * The safety net behind the call gateway's enqueue: queues calls that ended (and started) over
 * `olderThanMs` ago, still wait for an assessment, and have no job (the process stopped between
 * ending the call and queuing it).
 */
export async function queueMissedAssessments(db: Queryable, olderThanMs: number): Promise<number> {
  const rows = await db.query(
    `INSERT INTO assessment_jobs (session_id, user_id)
     SELECT s.id, s.user_id FROM coaching_sessions s
     WHERE s.status = 'ended' AND s.assessment_status = 'pending' AND s.started_at IS NOT NULL
       AND s.ended_at < now() - $1 * interval '1 millisecond'
       AND NOT EXISTS (SELECT 1 FROM assessment_jobs j WHERE j.session_id = s.id)
     ORDER BY s.ended_at
     LIMIT 100
     ON CONFLICT (session_id) DO NOTHING
     RETURNING id`,
    [olderThanMs],
  );
  return rows.length;
}

/** Fails the jobs whose worker died on their last attempt; their sessions show the failure. */
export async function failAbandonedAssessmentJobs(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = await tx.query<{ session_id: string }>(
      `UPDATE assessment_jobs
       SET status = 'failed', locked_by = NULL, locked_until = NULL, updated_at = now(),
           last_error = 'The worker stopped before finishing its last attempt'
       WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts
       RETURNING session_id`,
    );
    return (
      await markAssessmentsFailed(
        tx,
        failed.map((job) => job.session_id),
      )
    ).length;
  });
}

/** Keeps the lease of a job this worker still holds; false when it lost it. */
export async function extendAssessmentLease(db: Queryable, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE assessment_jobs SET locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
     WHERE id = $1 AND locked_by = $2 AND status = 'running' RETURNING id`,
    [jobId, workerId, leaseMs],
  );
  return rows.length === 1;
}

/** What the assessor needs of a session, or undefined when it was deleted meanwhile. */
export async function loadSessionToAssess(db: Queryable, sessionId: string): Promise<SessionToAssess | undefined> {
  const rows = await db.query<SessionToAssess>(
    `SELECT s.id, s.user_id, s.assessment_status, s.transcript, s.sales_stage, s.persona, s.scenario_title,
            sc.product, sc.scenario_details, s.scorecard
     FROM coaching_sessions s LEFT JOIN scenarios sc ON sc.id = s.scenario_id
     WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

/**
 * Ends a job this worker holds and writes the assessment, in one statement. The session is written
 * only if it is not completed yet, so a result arriving twice is stored once. False when the worker
 * had lost the job (lease expired and taken over, or released at shutdown): the result is dropped.
 */
export async function completeAssessmentJob(
  db: Database,
  jobId: number,
  workerId: string,
  result: { feedback: unknown; metrics: unknown } | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ session_id: string }>(
      `UPDATE assessment_jobs
       SET status = 'completed', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id`,
      [jobId, workerId],
    );
    if (!job) return false;
    if (result) await markAssessmentCompleted(tx, job.session_id, result);
    return true;
  });
}

/**
 * An attempt failed: queued again after `retryInMs`, or failed for good when that is undefined
 * (the session then shows 'failed' and offers a retry). Only for a job this worker still holds.
 */
export async function failAssessmentAttempt(
  db: Database,
  jobId: number,
  workerId: string,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  const finalFailure = retryInMs === undefined;
  await db.transaction(async (tx) => {
    const [job] = await tx.query<{ session_id: string }>(
      `UPDATE assessment_jobs
       SET status = $4, run_after = now() + $5 * interval '1 millisecond', last_error = $3,
           locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id`,
      [jobId, workerId, error.slice(0, MAX_ERROR_LENGTH), finalFailure ? 'failed' : 'queued', retryInMs ?? 0],
    );
    if (!job) return;
    if (finalFailure) await markAssessmentsFailed(tx, [job.session_id]);
    else await markAssessmentRetrying(tx, job.session_id);
  });
}

/** Hands a job back at shutdown, due at once and with this attempt not counted. */
export async function releaseAssessmentJob(db: Database, jobId: number, workerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.query<{ session_id: string }>(
      `UPDATE assessment_jobs
       SET status = 'queued', attempts = GREATEST(attempts - 1, 0), run_after = now(),
           locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id`,
      [jobId, workerId],
    );
    if (job) await markAssessmentReleased(tx, job.session_id);
  });
}

export type RequeueOutcome = 'queued' | 'not_found' | 'call_open' | 'completed' | 'running';

/**
 * The user's retry of a session's assessment (inside `db.asUser`): queued again from its first
 * attempt when it failed (or still waits), refused when it is done or running now.
 */
export async function requeueAssessment(tx: Queryable, userId: string, sessionId: string): Promise<RequeueOutcome> {
  const [session] = await tx.query<{ status: string; assessment_status: AssessmentStatus }>(
    `SELECT status, assessment_status FROM coaching_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [sessionId, userId],
  );
  if (!session) return 'not_found';
  if (session.status !== 'ended') return 'call_open';
  if (session.assessment_status === 'completed' || session.assessment_status === 'running') return session.assessment_status;
  const rows = await tx.query(
    `INSERT INTO assessment_jobs (session_id, user_id) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE
       SET status = 'queued', attempts = 0, run_after = now(), locked_by = NULL, locked_until = NULL,
           last_error = NULL, updated_at = now()
       WHERE assessment_jobs.status <> 'running'
     RETURNING id`,
    [sessionId, userId],
  );
  if (rows.length === 0) return 'running';
  await markAssessmentRequeued(tx, userId, sessionId);
  return 'queued';
}
