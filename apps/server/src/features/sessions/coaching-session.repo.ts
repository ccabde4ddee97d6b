import type {
  AssessmentStatus,
  CallEngines,
  ConversationMetric,
  EndedReason,
  Persona,
  SalesStage,
  ScorecardSnapshot,
  TranscriptEntry,
} from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

/**
 * The one writer of `coaching_sessions` (decision 36). A session has two states, each moved only
 * by the named transitions below, whose WHERE clause is their precondition and whose result says
 * whether the row moved:
 *
 * - the call: requested -> live -> ended (a request whose socket never opened is deleted instead);
 * - its assessment: pending -> running -> completed | failed, back to pending for a retry.
 *
 * The calls feature drives the first, the assessment queue the second, the sessions routes delete.
 * Functions taking `userId` run inside `db.asUser(userId, ...)` and filter on the user themselves;
 * the others (recovery and the assessment worker) run as the connecting role, across users.
 */

export type CallStatus = 'requested' | 'live' | 'ended';

/** A coaching_sessions row as stored (migrations 0004, 0005, 0006, 0008, 0010). */
export interface CoachingSessionRow {
  id: string;
  user_id: string;
  scenario_id: string | null;
  scenario_title: string;
  sales_stage: SalesStage | null;
  persona: Persona | null;
  status: CallStatus;
  max_duration_seconds: number;
  started_at: Date | null;
  last_activity_at: Date | null;
  ended_at: Date | null;
  ended_reason: string | null;
  duration_seconds: number | null;
  recording_key: string | null;
  recording_bytes: number | string | null;
  recording_mime_type: string | null;
  transcript: TranscriptEntry[];
  assessment_status: AssessmentStatus;
  assessment_feedback: unknown;
  metrics: ConversationMetric[] | null;
  /** What the call is assessed against, copied at call start; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
  /** Which engines played the call (migration 0010); null for older calls. */
  engines: CallEngines | null;
  /** The server instance that runs (or ran) the live call. */
  instance_id: string | null;
  created_at: Date;
}

export interface RequestedCall {
  userId: string;
  scenarioId: string;
  scenarioTitle: string;
  salesStage: SalesStage | null;
  persona: Persona | null;
  scorecard: ScorecardSnapshot | null;
  engines: CallEngines;
  maxDurationSeconds: number;
}

export interface CallStart {
  startedAt: Date;
  recordingKey: string;
  recordingMimeType: string;
  /** The server instance that runs the call. */
  instanceId: string | null;
}

export interface CallEnd {
  endedAt: Date;
  reason: EndedReason;
  durationSeconds: number;
  recordingBytes: number | null;
}

// ---- Reads of whole rows ------------------------------------------------------------------------

export async function findCoachingSession(tx: Queryable, userId: string, id: string): Promise<CoachingSessionRow | undefined> {
  const rows = await tx.query<CoachingSessionRow>(`SELECT * FROM coaching_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0];
}

/** The user's call that has not ended (requested or live), if any: there is at most one. */
export async function findOpenCall(tx: Queryable, userId: string): Promise<CoachingSessionRow | undefined> {
  const rows = await tx.query<CoachingSessionRow>(`SELECT * FROM coaching_sessions WHERE user_id = $1 AND status <> 'ended'`, [userId]);
  return rows[0];
}

/**
 * The call status of the call a recording key (`<userId>/<callId>.<ext>`) belongs to, or undefined
 * when no call holds it any more (deleted). As the connecting role, for recovery.
 */
export async function findRecordingCallStatus(db: Queryable, recordingKey: string): Promise<CallStatus | undefined> {
  const callId = /^[0-9a-f-]{36}\/([0-9a-f-]{36})\.[a-z0-9]+$/.exec(recordingKey)?.[1];
  if (!callId) return undefined;
  const rows = await db.query<{ status: CallStatus }>(`SELECT status FROM coaching_sessions WHERE id = $1 AND recording_key = $2`, [
    callId,
    recordingKey,
  ]);
  return rows[0]?.status;
}

// ---- The call: requested -> live -> ended -------------------------------------------------------

/** -> requested. Null when the user already has an open call (the one-open-call index said no). */
export async function insertRequestedCall(tx: Queryable, call: RequestedCall): Promise<CoachingSessionRow | null> {
  const rows = await tx.query<CoachingSessionRow>(
    `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, max_duration_seconds, scorecard, engines)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     ON CONFLICT (user_id) WHERE status <> 'ended' DO NOTHING
     RETURNING *`,
    [
      call.userId,
      call.scenarioId,
      call.scenarioTitle,
      call.salesStage,
      call.persona,
      call.maxDurationSeconds,
      call.scorecard ? JSON.stringify(call.scorecard) : null,
      JSON.stringify(call.engines),
    ],
  );
  return rows[0] ?? null;
}

/** requested -> live on an instance, with where its recording will be; false if the call was not waiting to start. */
export async function markCallLive(tx: Queryable, userId: string, id: string, start: CallStart): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET status = 'live', started_at = $3, last_activity_at = $3, recording_key = $4, recording_mime_type = $5, instance_id = $6
     WHERE id = $1 AND user_id = $2 AND status = 'requested' RETURNING id`,
    [id, userId, start.startedAt, start.recordingKey, start.recordingMimeType, start.instanceId],
  );
  return rows.length === 1;
}

/** While live: one more transcript entry, which is also activity. */
export async function appendTranscriptEntry(tx: Queryable, userId: string, id: string, entry: TranscriptEntry, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET transcript = transcript || jsonb_build_array($3::jsonb), last_activity_at = $4
     WHERE id = $1 AND user_id = $2 AND status = 'live' RETURNING id`,
    [id, userId, JSON.stringify(entry), at],
  );
  return rows.length === 1;
}

/** While live: the call's audio still arrives (what a crash recovery bills up to). */
export async function touchLiveCall(tx: Queryable, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET last_activity_at = $3 WHERE id = $1 AND user_id = $2 AND status = 'live' RETURNING id`,
    [id, userId, at],
  );
  return rows.length === 1;
}

/** requested -> removed: a call whose socket never opened (nothing was said, billed or recorded). */
export async function deleteUnstartedCall(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM coaching_sessions WHERE id = $1 AND user_id = $2 AND status = 'requested' RETURNING id`, [
    id,
    userId,
  ]);
  return rows.length === 1;
}

/** requested | live -> ended, once; false when it had already ended. */
export async function markCallEnded(tx: Queryable, userId: string, id: string, end: CallEnd): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET status = 'ended', ended_at = $3, ended_reason = $4, duration_seconds = $5,
       recording_bytes = COALESCE($6, recording_bytes), last_activity_at = GREATEST(last_activity_at, $3)
     WHERE id = $1 AND user_id = $2 AND status IN ('requested', 'live') RETURNING id`,
    [id, userId, end.endedAt, end.reason, end.durationSeconds, end.recordingBytes],
  );
  return rows.length === 1;
}

export interface OrphanClaim {
  /** The instance taking the orphans over. */
  instanceId: string;
  /** Its own live calls: a live row of this instance outside the list is an orphan too (its end could not be stored). */
  runningHere: string[];
  /** A call requested this long ago whose socket never opened is an orphan. */
  requestedAgeSeconds: number;
}

/**
 * Hands the open calls nobody runs to `claim.instanceId` (their status stays; the caller ends or
 * deletes them): live calls of an instance that is no longer registered, this instance's own
 * calls it no longer runs, and requests whose socket never opened. As the connecting role. Row
 * locks with SKIP LOCKED let several instances sweep at once, each orphan going to one of them.
 */
export async function claimOrphanedCalls(
  db: Queryable,
  claim: OrphanClaim,
): Promise<Array<CoachingSessionRow & { previous_instance_id: string | null }>> {
  return db.query(
    `WITH orphans AS (
       SELECT s.id, s.instance_id AS previous_instance_id FROM coaching_sessions s
       WHERE s.status <> 'ended' AND (
         (s.status = 'live' AND (
           s.instance_id IS NULL
           OR (s.instance_id = $1 AND NOT (s.id = ANY($2::uuid[])))
           OR NOT EXISTS (SELECT 1 FROM server_instances i WHERE i.id = s.instance_id)))
         OR (s.status = 'requested' AND s.created_at <= now() - make_interval(secs => $3)))
       ORDER BY s.created_at
       FOR UPDATE SKIP LOCKED)
     UPDATE coaching_sessions s SET instance_id = $1 FROM orphans WHERE s.id = orphans.id
     RETURNING s.*, orphans.previous_instance_id`,
    [claim.instanceId, claim.runningHere, claim.requestedAgeSeconds],
  );
}

// ---- The assessment: pending -> running -> completed | failed -----------------------------------
// Run by the assessment queue in the same transaction as the change of the session's job.

/** pending | failed | running (a lease that ran out) -> running: a worker took the session's job. */
export async function markAssessmentRunning(tx: Queryable, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET assessment_status = 'running' WHERE id = $1 AND assessment_status IN ('pending', 'running', 'failed') RETURNING id`,
    [sessionId],
  );
  return rows.length === 1;
}

/** Anything but completed -> completed with its assessment; a result arriving twice is stored once. */
export async function markAssessmentCompleted(
  tx: Queryable,
  sessionId: string,
  result: { feedback: unknown; metrics: unknown },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET assessment_feedback = $2::jsonb, metrics = $3::jsonb, assessment_status = 'completed'
     WHERE id = $1 AND assessment_status IN ('pending', 'running', 'failed') RETURNING id`,
    [sessionId, JSON.stringify(result.feedback), JSON.stringify(result.metrics)],
  );
  return rows.length === 1;
}

/** Anything but completed -> failed, for good (the user may retry); returns the sessions that moved. */
export async function markAssessmentsFailed(tx: Queryable, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `UPDATE coaching_sessions SET assessment_status = 'failed' WHERE id = ANY($1::uuid[]) AND assessment_status IN ('pending', 'running', 'failed') RETURNING id`,
    [sessionIds],
  );
  return rows.map((row) => row.id);
}

/** Anything but completed -> pending: an attempt failed and another will run. */
export async function markAssessmentRetrying(tx: Queryable, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET assessment_status = 'pending' WHERE id = $1 AND assessment_status IN ('pending', 'running', 'failed') RETURNING id`,
    [sessionId],
  );
  return rows.length === 1;
}

/** running -> pending: the worker handed the job back at shutdown. */
export async function markAssessmentReleased(tx: Queryable, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET assessment_status = 'pending' WHERE id = $1 AND assessment_status = 'running' RETURNING id`,
    [sessionId],
  );
  return rows.length === 1;
}

/** failed | pending -> pending, of an ended call: the user asked for the analysis again (inside `db.asUser`). */
export async function markAssessmentRequeued(tx: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coaching_sessions SET assessment_status = 'pending'
     WHERE id = $1 AND user_id = $2 AND status = 'ended' AND assessment_status IN ('pending', 'failed') RETURNING id`,
    [sessionId, userId],
  );
  return rows.length === 1;
}

// ---- Deletion -----------------------------------------------------------------------------------

export type DeleteOutcome = { deleted: true; recordingKey: string | null } | { deleted: false; reason: 'not_found' | 'call_open' };

/** Deletes an ended session (its assessment job goes with it); a call still open is refused. */
export async function deleteEndedSession(tx: Queryable, userId: string, id: string): Promise<DeleteOutcome> {
  const [row] = await tx.query<{ status: CallStatus; recording_key: string | null }>(
    `SELECT status, recording_key FROM coaching_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  if (!row) return { deleted: false, reason: 'not_found' };
  if (row.status !== 'ended') return { deleted: false, reason: 'call_open' };
  await tx.query(`DELETE FROM coaching_sessions WHERE id = $1 AND user_id = $2 AND status = 'ended'`, [id, userId]);
  return { deleted: true, recordingKey: row.recording_key };
}

/** Deletes every ended session of the user and returns their recordings' keys; an open call stays. */
export async function deleteAllEndedSessions(tx: Queryable, userId: string): Promise<(string | null)[]> {
  const rows = await tx.query<{ recording_key: string | null }>(
    `DELETE FROM coaching_sessions WHERE user_id = $1 AND status = 'ended' RETURNING recording_key`,
    [userId],
  );
  return rows.map((row) => row.recording_key);
}
