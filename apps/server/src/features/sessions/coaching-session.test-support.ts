import type { TranscriptEntry } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';
import type { CoachingSessionRow } from './coaching-session.repo';

/** A short, plausible discovery call; override per test. */
export function buildTranscript(): TranscriptEntry[] {
  return [
    { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1200 },
    { role: 'user', text: 'Hi, this is Sam from Fleetwise. What made fuel costs a priority this quarter?', startMs: 1800, endMs: 5200 },
    { role: 'assistant', text: 'Diesel went up and our routes are longer.', startMs: 5900, endMs: 8000 },
  ];
}

export interface SessionRowOverrides {
  status?: 'requested' | 'live' | 'ended';
  scenarioId?: string | null;
  transcript?: TranscriptEntry[];
  recordingKey?: string | null;
  createdAt?: Date;
  /** An analysed call: its assessment feedback (status 'completed'), or 'failed'. */
  assessment?: { status: 'completed'; feedback: Record<string, unknown> } | { status: 'failed' };
}

/** Feedback as the assessor stores it: a summary and two scored skills. */
export function buildFeedback(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    overall_summary: 'Good questions about fuel costs; the next step was left open.',
    rapport_building: { score: 8, justification: 'A warm opening.' },
    needs_discovery: { score: 6, justification: 'Two open questions.' },
    ...overrides,
  };
}

/**
 * A coaching session row straight in the database (as the owner, below the HTTP layer): an ended
 * call with a transcript unless overridden. For tests of the queue, the list and the feed.
 */
export async function insertSessionRow(db: Queryable, userId: string, overrides: SessionRowOverrides = {}): Promise<CoachingSessionRow> {
  const status = overrides.status ?? 'ended';
  const [row] = await db.query<CoachingSessionRow>(
    `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, status, max_duration_seconds,
       started_at, ended_at, ended_reason, duration_seconds, transcript, recording_key, recording_mime_type, created_at)
     VALUES ($1, $2, 'Renewal call', 'Discovery', 'CFO', $3, 1800,
       now() - interval '2 minutes', CASE WHEN $3 = 'ended' THEN now() END, CASE WHEN $3 = 'ended' THEN 'customer-ended-call' END,
       CASE WHEN $3 = 'ended' THEN 120 END, $4::jsonb, $5, 'audio/ogg', $6)
     RETURNING *`,
    [
      userId,
      overrides.scenarioId ?? null,
      status,
      JSON.stringify(overrides.transcript ?? buildTranscript()),
      overrides.recordingKey ?? null,
      overrides.createdAt ?? new Date(),
    ],
  );
  if (!row) throw new Error('session not inserted');
  if (!overrides.assessment) return row;
  const feedback = overrides.assessment.status === 'completed' ? JSON.stringify(overrides.assessment.feedback) : null;
  const [assessed] = await db.query<CoachingSessionRow>(
    `UPDATE coaching_sessions SET assessment_status = $2, assessment_feedback = $3::jsonb WHERE id = $1 RETURNING *`,
    [row.id, overrides.assessment.status, feedback],
  );
  return assessed!;
}
