import type { CoachingSession } from '@rehearse/domain';
import type { AnalysisState } from './session-status';

/** Spec section 9: how recent an analysis must be to open by itself, and the notice's timings. */
export const FRESH_ANALYSIS_WINDOW_MS = 5 * 60_000;
export const AUTO_EXPAND_DELAY_MS = 1000;
export const ANALYSIS_READY_NOTICE_MS = 4000;
/** The notice's toast id: one at a time, and the call details dismiss it (it sits over their close button). */
export const ANALYSIS_READY_NOTICE_ID = 'analysis-complete';

export type FreshAnalysisDecision =
  | { kind: 'none' }
  /** Open the card after AUTO_EXPAND_DELAY_MS, remember it as seen, show 'Analysis Complete!'. */
  | { kind: 'expand'; sessionId: string }
  /** Only remember it as seen. */
  | { kind: 'mark-seen'; sessionId: string };

/**
 * Spec section 4: the newest analysed session of the user (the API and the realtime feed carry
 * only the user's own), not seen before, and made under five minutes ago is opened; any other is
 * only recorded as seen.
 *
 * Our session row is written when the call starts, while the spec's was written when it ended:
 * its age is counted from the call's end (start plus duration), so a long call still counts as
 * fresh when its analysis arrives.
 */
export function decideFreshAnalysis(
  newest: Pick<CoachingSession, 'id' | 'created_at' | 'duration_seconds'> | undefined,
  lastSeenId: string | null,
  now: number,
): FreshAnalysisDecision {
  if (!newest || newest.id === lastSeenId) return { kind: 'none' };
  const endedAt = Date.parse(newest.created_at) + Math.max(0, newest.duration_seconds ?? 0) * 1000;
  const isFresh = Number.isFinite(endedAt) && now - endedAt < FRESH_ANALYSIS_WINDOW_MS;
  return isFresh ? { kind: 'expand', sessionId: newest.id } : { kind: 'mark-seen', sessionId: newest.id };
}

/** Where each known session's analysis stood at the last look at the list, by id. */
export type AnalysisStates = ReadonlyMap<string, AnalysisState>;

export function analysisStates<Session extends { id: string }>(
  sessions: readonly Session[],
  stateOf: (session: Session) => AnalysisState,
): Map<string, AnalysisState> {
  return new Map(sessions.map((session) => [session.id, stateOf(session)]));
}

/**
 * The sessions that reached `state` between two looks at the list: new ones already in it and
 * known ones that were not. The first look (previous null) is the baseline and reports none, so
 * old analyses loaded with the page never count as arrivals.
 */
export function sessionsThatBecame(state: AnalysisState, previous: AnalysisStates | null, current: AnalysisStates): string[] {
  if (previous === null) return [];
  return [...current].filter(([id, now]) => now === state && previous.get(id) !== state).map(([id]) => id);
}

/**
 * Spec section 4: an arrived analysis dismisses the 'Call Complete!' processing notice, unless
 * that notice waits for another call (`awaitingId`, from callAwaitingResults()).
 */
export function shouldDismissProcessingNotice(analysedId: string, awaitingId: string | null): boolean {
  return awaitingId === null || awaitingId === analysedId;
}

/**
 * The processing notice never waits forever: when the assessment of the very call it waits for
 * fails, it gives way to a notice that says so (the card offers the retry).
 */
export function isAwaitedCallFailure(failedId: string, awaitingId: string | null): boolean {
  return awaitingId === failedId;
}
