import type { CallEngines, EndedReason, Persona, SalesStage, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

export type CallStatus = 'requested' | 'live' | 'ended';

export interface CallSessionRow {
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
  assessment_feedback: unknown;
  /** What the call is assessed against, copied at call start; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
  /** Which engines played the call (migration 0010); null for older calls. */
  engines: CallEngines | null;
  /** The server instance that runs (or ran) the live call. */
  instance_id: string | null;
  created_at: Date;
}

export interface NewCallSession {
  userId: string;
  scenarioId: string;
  scenarioTitle: string;
  salesStage: SalesStage | null;
  persona: Persona | null;
  scorecard: ScorecardSnapshot | null;
  engines: CallEngines;
  maxDurationSeconds: number;
}

export interface CallEnd {
  endedAt: Date;
  reason: EndedReason;
  durationSeconds: number;
  recordingBytes: number | null;
}

/**
 * Coaching-session rows of calls, and the stream tokens that open them. Use inside
 * `db.asUser(userId, ...)`; every statement also filters on the user itself.
 */
export function createCallSessionRepo(tx: Queryable) {
  return {
    /** Null when the user already has an open call (the one-open-call index said no). */
    async insertRequested(session: NewCallSession): Promise<CallSessionRow | null> {
      const rows = await tx.query<CallSessionRow>(
        `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, max_duration_seconds, scorecard, engines)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
         ON CONFLICT (user_id) WHERE status <> 'ended' DO NOTHING
         RETURNING *`,
        [session.userId, session.scenarioId, session.scenarioTitle, session.salesStage, session.persona, session.maxDurationSeconds, session.scorecard ? JSON.stringify(session.scorecard) : null, JSON.stringify(session.engines)],
      );
      return rows[0] ?? null;
    },

    async findOpenCall(userId: string): Promise<CallSessionRow | undefined> {
      const rows = await tx.query<CallSessionRow>(`SELECT * FROM coaching_sessions WHERE user_id = $1 AND status <> 'ended'`, [userId]);
      return rows[0];
    },

    async findById(userId: string, id: string): Promise<CallSessionRow | undefined> {
      const rows = await tx.query<CallSessionRow>(`SELECT * FROM coaching_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0];
    },

    async insertStreamToken(userId: string, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await tx.query(`INSERT INTO call_stream_tokens (token_hash, session_id, user_id, expires_at) VALUES ($1, $2, $3, $4)`, [
        tokenHash,
        sessionId,
        userId,
        expiresAt,
      ]);
    },

    /** Spends a token once: true only for the first use of an unexpired token of this user and call. */
    async consumeStreamToken(userId: string, sessionId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE call_stream_tokens SET used_at = $4
         WHERE token_hash = $1 AND session_id = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > $4
         RETURNING token_hash`,
        [tokenHash, sessionId, userId, now],
      );
      return rows.length === 1;
    },

    /** requested -> live on this instance, with where its recording will be; false if the call was not waiting to start. */
    async markLive(userId: string, id: string, startedAt: Date, recordingKey: string, recordingMimeType: string, instanceId: string | null = null): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE coaching_sessions SET status = 'live', started_at = $3, last_activity_at = $3, recording_key = $4, recording_mime_type = $5, instance_id = $6
         WHERE id = $1 AND user_id = $2 AND status = 'requested' RETURNING id`,
        [id, userId, startedAt, recordingKey, recordingMimeType, instanceId],
      );
      return rows.length === 1;
    },

    async appendTranscript(userId: string, id: string, entry: TranscriptEntry, at: Date): Promise<void> {
      await tx.query(
        `UPDATE coaching_sessions SET transcript = transcript || jsonb_build_array($3::jsonb), last_activity_at = $4
         WHERE id = $1 AND user_id = $2 AND status = 'live'`,
        [id, userId, JSON.stringify(entry), at],
      );
    },

    async touch(userId: string, id: string, at: Date): Promise<void> {
      await tx.query(`UPDATE coaching_sessions SET last_activity_at = $3 WHERE id = $1 AND user_id = $2 AND status = 'live'`, [id, userId, at]);
    },

    /** Removes a call whose socket never opened: nothing was said, billed or recorded. */
    async deleteUnstarted(userId: string, id: string): Promise<void> {
      await tx.query(`DELETE FROM coaching_sessions WHERE id = $1 AND user_id = $2 AND status = 'requested'`, [id, userId]);
    },

    /** Finalises an open call once; false when it had already ended. */
    async markEnded(userId: string, id: string, end: CallEnd): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE coaching_sessions SET status = 'ended', ended_at = $3, ended_reason = $4, duration_seconds = $5,
           recording_bytes = COALESCE($6, recording_bytes), last_activity_at = GREATEST(last_activity_at, $3)
         WHERE id = $1 AND user_id = $2 AND status <> 'ended' RETURNING id`,
        [id, userId, end.endedAt, end.reason, end.durationSeconds, end.recordingBytes],
      );
      return rows.length === 1;
    },
  };
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
 * Takes over the open calls nobody runs (runs outside a user's scope, as the owner): live calls of
 * an instance that is no longer registered, this instance's own calls it no longer runs, and
 * requests whose socket never opened. Row locks with SKIP LOCKED let several instances sweep at
 * once, each orphan going to one of them.
 */
export async function claimOrphanedCalls(db: Queryable, claim: OrphanClaim): Promise<Array<CallSessionRow & { previous_instance_id: string | null }>> {
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

/**
 * The status of the call a recording key (`<userId>/<callId>.<ext>`) belongs to, or undefined when
 * no call holds it any more (deleted). Runs outside a user's scope, as the owner, for recovery.
 */
export async function findRecordingCallStatus(db: Queryable, recordingKey: string): Promise<CallStatus | undefined> {
  const callId = /^[0-9a-f-]{36}\/([0-9a-f-]{36})\.[a-z0-9]+$/.exec(recordingKey)?.[1];
  if (!callId) return undefined;
  const rows = await db.query<{ status: CallStatus }>(`SELECT status FROM coaching_sessions WHERE id = $1 AND recording_key = $2`, [callId, recordingKey]);
  return rows[0]?.status;
}
