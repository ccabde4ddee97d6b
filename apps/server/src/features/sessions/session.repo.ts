import type { AssessmentFeedback, AssessmentStatus, CoachingSession, ConversationMetric, EndedReason } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';
import type { CallSessionRow } from '../calls';

/** A coaching_sessions row with its assessment columns (migration 0005). */
export interface SessionRow extends CallSessionRow {
  assessment_status: AssessmentStatus;
  metrics: ConversationMetric[] | null;
}

/** The whitelisted shape of the API: user_id and storage keys never leave the server. */
export function toCoachingSession(row: SessionRow): CoachingSession {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    status: row.status,
    ended_reason: (row.ended_reason as EndedReason | null) ?? null,
    duration_seconds: row.duration_seconds,
    recording_url: row.recording_key ? `/api/sessions/${row.id}/recording` : null,
    transcript: row.transcript,
    assessment_feedback: (row.assessment_feedback as AssessmentFeedback | null) ?? null,
    assessment_status: row.assessment_status,
    metrics: row.metrics ?? null,
    scenario: { id: row.scenario_id, title: row.scenario_title, sales_stage: row.sales_stage, persona: row.persona },
    scorecard: row.scorecard ?? null,
    engines: row.engines ?? null,
  };
}

/** Whether the list and the realtime feed show a session: a call whose socket never opened is not one yet. */
export const isListed = (row: Pick<SessionRow, 'status'>) => row.status !== 'requested';

export type DeleteOutcome = { deleted: true; recordingKey: string | null } | { deleted: false; reason: 'not_found' | 'call_open' };

/** Coaching sessions of one user; use inside `db.asUser`. Every statement also filters on the user. */
export function createSessionRepo(tx: Queryable) {
  return {
    async findById(userId: string, id: string): Promise<SessionRow | undefined> {
      const rows = await tx.query<SessionRow>(`SELECT * FROM coaching_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0];
    },

    /** Deletes an ended session (its assessment job goes with it); a call still open is refused. */
    async deleteEnded(userId: string, id: string): Promise<DeleteOutcome> {
      const [row] = await tx.query<{ status: string; recording_key: string | null }>(
        `SELECT status, recording_key FROM coaching_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      if (!row) return { deleted: false, reason: 'not_found' };
      if (row.status !== 'ended') return { deleted: false, reason: 'call_open' };
      await tx.query(`DELETE FROM coaching_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
      return { deleted: true, recordingKey: row.recording_key };
    },

    /** Deletes every ended session of the user and returns their recordings' keys. */
    async deleteAllEnded(userId: string): Promise<(string | null)[]> {
      const rows = await tx.query<{ recording_key: string | null }>(
        `DELETE FROM coaching_sessions WHERE user_id = $1 AND status = 'ended' RETURNING recording_key`,
        [userId],
      );
      return rows.map((row) => row.recording_key);
    },
  };
}
