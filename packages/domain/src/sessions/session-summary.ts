import { averageScore } from '../assessment/score-rules';
import { weightedAverageScore } from '../scorecards/scorecard-scores';
import type { CoachingSession } from './session.types';

/**
 * Where a call's analysis stands (spec section 4): complete once its feedback has a text
 * overall_summary; failed when the assessment ran out of attempts (a retry is offered); else
 * processing.
 */
export type AnalysisState = 'complete' | 'failed' | 'processing';

export function analysisStateOf(session: Pick<CoachingSession, 'assessment_feedback' | 'assessment_status'>): AnalysisState {
  const summary = session.assessment_feedback?.overall_summary;
  if (typeof summary === 'string' && summary.trim() !== '') return 'complete';
  return session.assessment_status === 'failed' ? 'failed' : 'processing';
}

/** Spec section 9: sessions per page of the performance list (the API's default page size). */
export const SESSIONS_PER_PAGE = 5;
/** The largest page the list API serves, and how many rows a page request may skip (decision 26). */
export const MAX_SESSIONS_PER_PAGE = 50;
export const MAX_SESSIONS_SKIPPED = 100;
/** How much of the overall summary a card carries: its three collapsed lines and a little more. */
export const SUMMARY_EXCERPT_CHARS = 400;

/**
 * One call of the performance list as GET /api/sessions returns it (decision 26): what its card
 * shows collapsed. The transcript, the skills and the metrics come with GET /api/sessions/:id.
 */
export interface CoachingSessionSummary {
  id: string;
  created_at: string;
  status: CoachingSession['status'];
  duration_seconds: number | null;
  scenario: CoachingSession['scenario'];
  assessment_status: CoachingSession['assessment_status'];
  analysis: AnalysisState;
  /** The average shown on the badge (weighted by the scorecard's criteria when scored on one); null when nothing was scored. */
  overall_score: number | null;
  /** The start of the overall summary (at most SUMMARY_EXCERPT_CHARS), null until analysed. */
  summary: string | null;
}

/** The summary of a call: computed by the server for the list and by the browser for a realtime change. */
export function toSessionSummary(
  session: Pick<
    CoachingSession,
    'id' | 'created_at' | 'status' | 'duration_seconds' | 'scenario' | 'assessment_status' | 'assessment_feedback' | 'scorecard'
  >,
): CoachingSessionSummary {
  const analysis = analysisStateOf(session);
  const feedback = analysis === 'complete' ? session.assessment_feedback : null;
  const criteria = session.scorecard?.criteria ?? [];
  return {
    id: session.id,
    created_at: session.created_at,
    status: session.status,
    duration_seconds: session.duration_seconds,
    scenario: session.scenario,
    assessment_status: session.assessment_status,
    analysis,
    overall_score: feedback ? (criteria.length > 0 ? weightedAverageScore(feedback, criteria) : averageScore(feedback)) : null,
    summary: feedback ? excerpt(feedback.overall_summary) : null,
  };
}

function excerpt(text: string): string {
  if (text.length <= SUMMARY_EXCERPT_CHARS) return text;
  const cut = text.slice(0, SUMMARY_EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * One page of the performance list (GET /api/sessions): the listed calls are those whose first
 * analysis has finished (complete or failed; a retried one stays listed), newest first.
 */
export interface CoachingSessionPage {
  sessions: CoachingSessionSummary[];
  /** Listed calls in all: the numbered pages. */
  total: number;
  /** Listed calls whose analysis is complete ('N calls analysed'). */
  analysed: number;
  /** Ended calls whose first analysis has not finished yet (not listed). */
  awaiting: number;
  /** The unlisted calls, newest first (at most MAX_SESSIONS_PER_PAGE): the one being made and those awaiting analysis. */
  unlisted: CoachingSessionSummary[];
  /** Keyset cursors of the page's first and last call (null when the page is empty), for `before` and `after`. */
  first_cursor: string | null;
  last_cursor: string | null;
}

/** A previous call on the same scenario, linked from the details of the next attempt. */
export interface AttemptLink {
  id: string;
  created_at: string;
  overall_score: number | null;
}

/** GET /api/sessions/:id: the whole call, with the attempt before it on the same scenario. */
export interface CoachingSessionDetails extends CoachingSession {
  previous_attempt: AttemptLink | null;
}
