import { dismissToast, showPersistentToast } from '../../shared/toast';
import { callTexts } from './call-messages';

/**
 * The 'Call Complete! 🏆 / Processing your results... ⚡' notice (spec section 4). It stays until the
 * call's analysis arrives: the sessions feature calls `dismissCallCompleteNotice()` when a session
 * whose assessment has an overall_summary comes in (once per session id), and may compare that
 * session with `callAwaitingResults()`. The user can close it too.
 */
export const CALL_COMPLETE_TOAST_ID = 'call-complete';

let awaitingSessionId: string | null = null;

export function showCallCompleteNotice(sessionId: string | null): void {
  awaitingSessionId = sessionId;
  showPersistentToast(callTexts.completeTitle, callTexts.completeDescription, {
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
