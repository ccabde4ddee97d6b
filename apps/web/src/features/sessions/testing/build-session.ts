import type { AssessmentFeedback, CoachingSession } from '@rehearse/domain';

let counter = 0;

/** A finished, analysed coaching session; override what a test is about. */
export function buildSession(overrides: Partial<CoachingSession> = {}): CoachingSession {
  counter += 1;
  return {
    id: `session-${counter}`,
    created_at: '2025-11-23T14:00:00.000Z',
    status: 'ended',
    ended_reason: 'customer-ended-call',
    duration_seconds: 120,
    recording_url: `/api/sessions/session-${counter}/recording`,
    transcript: [
      { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1200 },
      { role: 'user', text: 'Hi, this is Sam from Quotaflow.', startMs: 1800, endMs: 3600 },
    ],
    assessment_feedback: buildFeedback(),
    assessment_status: 'completed',
    metrics: null,
    scenario: { id: 'scenario-1', title: 'Discovery with Globex', sales_stage: 'Discovery', persona: 'CFO' },
    scorecard: null,
    engines: null,
    ...overrides,
  };
}

/** A session whose call has ended and whose analysis has not arrived yet. */
export function buildProcessingSession(overrides: Partial<CoachingSession> = {}): CoachingSession {
  return buildSession({ assessment_feedback: null, assessment_status: 'pending', ...overrides });
}

export function buildFeedback(overrides: Record<string, unknown> = {}): AssessmentFeedback {
  return {
    overall_summary: 'A warm opening and good questions; the next step was left open.',
    rapport_and_agenda: { score: 8, justification: 'You said "I have ten minutes, shall we start with your goals?"' },
    needs_exploration: { score: 6, justification: 'Two open questions about forecasting.' },
    value_alignment: { score: 5, justification: 'Features before needs.' },
    objection_handling: { score: 3, justification: 'You argued with the price objection.' },
    next_steps: { score: 7, justification: 'A follow-up was proposed.' },
    ...overrides,
  } as AssessmentFeedback;
}
