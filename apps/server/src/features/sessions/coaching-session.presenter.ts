import type { AssessmentFeedback, CoachingSession, EndedReason } from '@rehearse/domain';
import type { CoachingSessionRow } from './coaching-session.repo';

/** The whitelisted shape of the API: user_id and storage keys never leave the server. */
export function toCoachingSession(row: CoachingSessionRow): CoachingSession {
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
export const isListed = (row: Pick<CoachingSessionRow, 'status'>) => row.status !== 'requested';
