import { averageScore } from '@rehearse/domain';
import type { CoachingSession } from '@rehearse/domain';
import { isSessionAnalysed } from './assessment-view';

/**
 * Where a session's analysis stands for the list (spec section 4): complete once its feedback has
 * an overall_summary; failed when the assessment ran out of attempts (a retry is offered); else
 * processing.
 */
export type AnalysisState = 'complete' | 'failed' | 'processing';

export function analysisStateOf(session: CoachingSession): AnalysisState {
  if (isSessionAnalysed(session)) return 'complete';
  return session.assessment_status === 'failed' ? 'failed' : 'processing';
}

/** Newest first; the API sends them so, but live updates insert where they arrive. */
export function newestFirst(sessions: readonly CoachingSession[]): CoachingSession[] {
  return [...sessions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * The cards of the performance list: the analysed sessions (spec section 2), plus those whose
 * assessment failed (to offer a retry) and those retried from this list (so a card does not
 * vanish while its analysis runs again).
 */
export function listedSessions(sessions: readonly CoachingSession[], retriedIds: ReadonlySet<string> = new Set()): CoachingSession[] {
  return newestFirst(sessions.filter((session) => analysisStateOf(session) !== 'processing' || retriedIds.has(session.id)));
}

/** Calls that have ended and wait for their analysis (not the one still being made). */
export function awaitingAnalysisCount(sessions: readonly CoachingSession[], listed: readonly CoachingSession[]): number {
  const listedIds = new Set(listed.map((session) => session.id));
  return sessions.filter((session) => session.status === 'ended' && !listedIds.has(session.id) && analysisStateOf(session) === 'processing').length;
}

/** The newest analysed session: the one a fresh analysis notice is about. */
export function newestAnalysedSession(sessions: readonly CoachingSession[]): CoachingSession | undefined {
  return newestFirst(sessions).find((session) => analysisStateOf(session) === 'complete');
}

/** The call still running (the user is talking): shown as live, never as an analysis under way. */
export function liveSessionOf(sessions: readonly CoachingSession[]): CoachingSession | undefined {
  return sessions.find((session) => session.status !== 'ended');
}

/** Calls that have ended: what 'Analysis in Progress' and Clear All are about. */
export function endedSessions(sessions: readonly CoachingSession[]): CoachingSession[] {
  return sessions.filter((session) => session.status === 'ended');
}

/** 'N calls analysed': calls with at least one score; a call too short to assess has a summary but none. */
export function scoredSessionCount(sessions: readonly CoachingSession[]): number {
  return sessions.filter((session) => analysisStateOf(session) === 'complete' && averageScore(session.assessment_feedback) !== null).length;
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
