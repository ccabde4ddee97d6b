import type { AssessmentStatus, Persona, SalesStage, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

/**
 * SQL of the durable assessment queue (decision 15): one row per session in `assessment_jobs`,
 * claimed with SKIP LOCKED under a lease, so any number of workers on one database run each job
 * once at a time. Times are the database's (`now()`), the one clock every instance shares. The
 * worker's functions run as the connecting role; `requeueAssessment` runs inside `db.asUser`.
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
export async function claimAssessmentJob(db: Queryable, workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  const rows = await db.query<ClaimedJob>(
    `WITH claimed AS (
       UPDATE assessment_jobs
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
       RETURNING id, session_id, user_id, attempts, max_attempts
     ), marked AS (
       UPDATE coaching_sessions s SET assessment_status = 'running'
       FROM claimed WHERE s.id = claimed.session_id AND s.assessment_status <> 'completed'
     )
     SELECT * FROM claimed`,
    [workerId, leaseMs],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
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
export async function failAbandonedAssessmentJobs(db: Queryable): Promise<number> {
  const rows = await db.query(
    `WITH failed AS (
       UPDATE assessment_jobs
       SET status = 'failed', locked_by = NULL, locked_until = NULL, updated_at = now(),
           last_error = 'The worker stopped before finishing its last attempt'
       WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts
       RETURNING session_id
     )
     UPDATE coaching_sessions s SET assessment_status = 'failed'
     FROM failed WHERE s.id = failed.session_id AND s.assessment_status <> 'completed'
     RETURNING s.id`,
  );
  return rows.length;
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
export async function completeAssessmentJob(db: Queryable, jobId: number, workerId: string, result: { feedback: unknown; metrics: unknown } | undefined): Promise<boolean> {
  const rows = await db.query<{ job: string | null }>(
    `WITH job AS (
       UPDATE assessment_jobs
       SET status = 'completed', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id
     ), written AS (
       UPDATE coaching_sessions s
       SET assessment_feedback = $3::jsonb, metrics = $4::jsonb, assessment_status = 'completed'
       FROM job WHERE $3::jsonb IS NOT NULL AND s.id = job.session_id AND s.assessment_status <> 'completed'
       RETURNING s.id
     )
     SELECT (SELECT session_id::text FROM job) AS job`,
    [jobId, workerId, result ? JSON.stringify(result.feedback) : null, result ? JSON.stringify(result.metrics) : null],
  );
  return rows[0]?.job != null;
}

/**
 * An attempt failed: queued again after `retryInMs`, or failed for good when that is undefined
 * (the session then shows 'failed' and offers a retry). Only for a job this worker still holds.
 */
export async function failAssessmentAttempt(db: Queryable, jobId: number, workerId: string, error: string, retryInMs: number | undefined): Promise<void> {
  const finalFailure = retryInMs === undefined;
  await db.query(
    `WITH job AS (
       UPDATE assessment_jobs
       SET status = $4, run_after = now() + $5 * interval '1 millisecond', last_error = $3,
           locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id
     )
     UPDATE coaching_sessions s SET assessment_status = $6
     FROM job WHERE s.id = job.session_id AND s.assessment_status <> 'completed'`,
    [jobId, workerId, error.slice(0, MAX_ERROR_LENGTH), finalFailure ? 'failed' : 'queued', retryInMs ?? 0, finalFailure ? 'failed' : 'pending'],
  );
}

/** Hands a job back at shutdown, due at once and with this attempt not counted. */
export async function releaseAssessmentJob(db: Queryable, jobId: number, workerId: string): Promise<void> {
  await db.query(
    `WITH job AS (
       UPDATE assessment_jobs
       SET status = 'queued', attempts = GREATEST(attempts - 1, 0), run_after = now(),
           locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'
       RETURNING session_id
     )
     UPDATE coaching_sessions s SET assessment_status = 'pending'
     FROM job WHERE s.id = job.session_id AND s.assessment_status = 'running'`,
    [jobId, workerId],
  );
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
  await tx.query(`UPDATE coaching_sessions SET assessment_status = 'pending' WHERE id = $1 AND user_id = $2`, [sessionId, userId]);
  return 'queued';
}
