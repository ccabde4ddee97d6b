import { dismissToast, showPersistentToast } from '../../shared/toast';
import { sessionTexts } from './session-texts';

/**
 * The 'Call Complete! 🏆 / Processing your results... ⚡' notice (spec section 4), owned by the
 * sessions feature: shown when a call worth assessing ends (`useCallResults`, passed to the
 * CallProvider), it stays until the call's analysis arrives: `useAnalysisNotices` dismisses it when
 * a session whose assessment has an overall_summary comes in (once per session id), comparing that
 * session with `callAwaitingResults()`. The user can close it too.
 */
export const CALL_COMPLETE_TOAST_ID = 'call-complete';

let awaitingSessionId: string | null = null;

export function showCallCompleteNotice(sessionId: string | null): void {
  awaitingSessionId = sessionId;
  showPersistentToast(sessionTexts.callCompleteTitle, sessionTexts.callCompleteDescription, {
    id: CALL_COMPLETE_TOAST_ID,
    onDismiss: () => {
      if (awaitingSessionId === sessionId) awaitingSessionId = null;
    },
  });
}

/** The coaching session (call id) whose results the open notice waits for; null when none is open. */
export function callAwaitingResults(): string | null {
  return awaitingSessionId;
}

export function dismissCallCompleteNotice(): void {
  awaitingSessionId = null;
  dismissToast(CALL_COMPLETE_TOAST_ID);
}
