import { useEffect, useRef } from 'react';
import type { CoachingSessionSummary } from '@rehearse/domain';
import { lastSeenSessionKey, readStoredValue, writeStoredValue } from '../../../shared/session-storage';
import { showDestructiveToast, showSuccessToast } from '../../../shared/toast';
import { callAwaitingResults, dismissCallCompleteNotice } from '../call-complete-notice';
import type { AnalysisStates } from '../fresh-analysis';
import {
  ANALYSIS_READY_NOTICE_ID,
  ANALYSIS_READY_NOTICE_MS,
  AUTO_EXPAND_DELAY_MS,
  analysisStates,
  decideFreshAnalysis,
  isAwaitedCallFailure,
  sessionsThatBecame,
  shouldDismissProcessingNotice,
} from '../fresh-analysis';
import { newestAnalysedSession } from '../session-status';
import { sessionTexts } from '../session-texts';

interface AnalysisNoticeOptions {
  userId: string;
  /** The calls in view (the page's and those not listed yet); undefined until the first answer. */
  sessions: readonly CoachingSessionSummary[] | undefined;
  /** Opens the card of a fresh analysis (on its page). */
  expand: (sessionId: string) => void;
  /** Brings the open card into view, from the notice's 'View' button. */
  reveal: (sessionId: string) => void;
}

/**
 * Spec section 4's notices: an arriving analysis dismisses the 'Call Complete!' notice (once per
 * session; a failed assessment of that call replaces it with 'Assessment failed'), and a fresh analysis of the newest call opens by itself after a second with 'Analysis
 * Complete!' for four seconds. Seen ids are remembered per user in session storage.
 */
export function useAnalysisNotices({ userId, sessions, expand, reveal }: AnalysisNoticeOptions): void {
  const previous = useRef<AnalysisStates | null>(null);
  const callbacks = useRef({ expand, reveal });
  useEffect(() => {
    callbacks.current = { expand, reveal };
  });

  useEffect(() => {
    if (!sessions) return;
    const current = analysisStates(sessions, (session) => session.analysis);
    const analysed = sessionsThatBecame('complete', previous.current, current);
    const failed = sessionsThatBecame('failed', previous.current, current);
    previous.current = current;
    const awaitingId = callAwaitingResults();
    if (analysed.some((id) => shouldDismissProcessingNotice(id, awaitingId))) dismissCallCompleteNotice();
    if (failed.some((id) => isAwaitedCallFailure(id, awaitingId))) {
      dismissCallCompleteNotice();
      showDestructiveToast(sessionTexts.assessmentFailed, sessionTexts.assessmentFailedNotice, { id: 'analysis-failed' });
    }
  }, [sessions]);

  const newest = sessions ? newestAnalysedSession(sessions) : undefined;
  useEffect(() => {
    const seenKey = lastSeenSessionKey(userId);
    const decision = decideFreshAnalysis(newest, readStoredValue(seenKey), Date.now());
    if (decision.kind === 'none') return;
    if (decision.kind === 'mark-seen') {
      writeStoredValue(seenKey, decision.sessionId);
      return;
    }
    const timer = window.setTimeout(() => {
      const { expand, reveal } = callbacks.current;
      expand(decision.sessionId);
      writeStoredValue(seenKey, decision.sessionId);
      showSuccessToast(sessionTexts.analysisReadyNotice, sessionTexts.analysisReadyDescription, {
        id: ANALYSIS_READY_NOTICE_ID,
        durationMs: ANALYSIS_READY_NOTICE_MS,
        action: { label: 'View', onClick: () => reveal(decision.sessionId) },
      });
    }, AUTO_EXPAND_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `newest` changes identity with every cache update; what matters is which session it is.
  }, [userId, newest?.id]);
}
