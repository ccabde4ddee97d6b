import type { CoachingSession, EndedReason } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';
import type { CallSessionRow } from '../calls/call-session.repo';

/** The whitelisted shape of the API: user_id and storage keys never leave the server. */
export function toCoachingSession(row: CallSessionRow): CoachingSession {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    status: row.status,
    ended_reason: (row.ended_reason as EndedReason | null) ?? null,
    duration_seconds: row.duration_seconds,
    recording_url: row.recording_key ? `/api/sessions/${row.id}/recording` : null,
    transcript: row.transcript,
    assessment_feedback: (row.assessment_feedback as Record<string, unknown> | null) ?? null,
    scenario: { id: row.scenario_id, title: row.scenario_title, sales_stage: row.sales_stage, persona: row.persona },
  };
}

/** Read side of coaching sessions; use inside `db.asUser`. */
export function createSessionRepo(tx: Queryable) {
  return {
    async listByUser(userId: string, limit = 200): Promise<CallSessionRow[]> {
      return tx.query<CallSessionRow>(`SELECT * FROM coaching_sessions WHERE user_id = $1 AND status <> 'requested' ORDER BY created_at DESC, id DESC LIMIT $2`, [
        userId,
        limit,
      ]);
    },

    async findById(userId: string, id: string): Promise<CallSessionRow | undefined> {
      const rows = await tx.query<CallSessionRow>(`SELECT * FROM coaching_sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0];
    },
  };
}
