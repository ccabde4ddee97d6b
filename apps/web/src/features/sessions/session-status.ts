import { analysisStateOf as domainAnalysisStateOf } from '@rehearse/domain';
import type { AnalysisState, CoachingSession, CoachingSessionSummary } from '@rehearse/domain';

/**
 * Where a session's analysis stands (spec section 4): complete once its feedback has an
 * overall_summary; failed when the assessment ran out of attempts (a retry is offered); else
 * processing. A summary of the list carries it as `analysis`.
 */
export type { AnalysisState };

export function analysisStateOf(session: Pick<CoachingSession, 'assessment_feedback' | 'assessment_status'>): AnalysisState {
  return domainAnalysisStateOf(session);
}

/** Newest first; the API sends them so, but live updates insert where they arrive. */
export function newestFirst<T extends Pick<CoachingSessionSummary, 'created_at'>>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The newest analysed session: the one a fresh analysis notice is about. */
export function newestAnalysedSession(sessions: readonly CoachingSessionSummary[]): CoachingSessionSummary | undefined {
  return newestFirst(sessions).find((session) => session.analysis === 'complete');
}

/** The call still running (the user is talking): shown as live, never as an analysis under way. */
export function liveSessionOf(sessions: readonly CoachingSessionSummary[]): CoachingSessionSummary | undefined {
  return sessions.find((session) => session.status !== 'ended');
}

/**
 * Spec section 2's empty states for a signed-in user, or the list; `endedCount` counts ended calls
 * only, so a call still running is not taken for an analysis in progress.
 */
export type PerformanceView = 'no-sessions' | 'analysis-in-progress' | 'list';

export function performanceView(endedCount: number, listedCount: number): PerformanceView {
  if (listedCount > 0) return 'list';
  return endedCount > 0 ? 'analysis-in-progress' : 'no-sessions';
}
