import { creditStatusMessage } from '@rehearse/domain';
import type { EndedReason } from '@rehearse/domain';

/** A toast the call shows; `tone` picks the style (error is the destructive red). */
export interface CallNotice {
  title: string;
  description: string;
  tone: 'error' | 'warning' | 'info';
}

/** Spec section 8, 'Calls', and section 4, verbatim. */
export const callTexts = {
  errorTitle: 'Call Error',
  microphonePermission: 'Microphone permission required. Please allow microphone access and try again.',
  network: 'Network error. Please check your connection and try again.',
  startFailed: 'Could not start the call. Please try again.',
  inCallFailed: 'Could not complete the call. Please try again.',
  unexpected: 'Call error: An unexpected error occurred',
} as const;

/** Spec section 9: shorter calls are not worth assessing, so they get no 'Call Complete' notice. */
export const MIN_CALL_MS_FOR_RESULTS = 2000;

export const initializationErrorNotice: CallNotice = {
  title: 'Initialization Error',
  description: 'Having trouble starting up. Please refresh the page.',
  tone: 'error',
};

export const clientMissingNotice: CallNotice = { title: 'Error', description: "Let's refresh and try again.", tone: 'error' };

export const signInRequiredNotice: CallNotice = {
  title: 'Sign In Required',
  description: 'Please sign in to start practice calls.',
  tone: 'error',
};

/**
 * The page is not a secure context (opened as http:// from another machine): browsers give the
 * microphone only to https pages and to localhost, and no permission prompt can change that.
 */
export const insecureContextNotice: CallNotice = {
  title: 'Microphone needs a secure connection',
  description:
    'Browsers allow the microphone only on pages opened over HTTPS or on this computer (localhost). ' +
    "Open Rehearse at its https:// address, or ask whoever runs it to serve it over HTTPS (README: 'Serving your team').",
  tone: 'error',
};

/** Whether the browser will refuse the microphone outright because of how the page was opened. */
export function isMicrophoneBlockedByConnection(page: { isSecureContext: boolean }): boolean {
  return !page.isSecureContext;
}

/**
 * A call that could not start. Refusals the server explains (an HTTP status) show its text; the
 * microphone and network wordings are for failures in the browser, so that a server text which
 * happens to say 'permission' is not mistaken for a microphone problem.
 */
export function startErrorNotice(error: unknown): CallNotice {
  const { message, status, code } = describeError(error);
  if (status === 401 || code === 'not_authenticated' || code === 'session_expired') return signInRequiredNotice;
  if (status === 402 || code === 'insufficient_credits') {
    // The spec's own title for a call blocked by credit; the server's text says what is left.
    return { title: 'Insufficient Credits', description: message ?? creditStatusMessage('insufficient', 0), tone: 'error' };
  }
  return { title: callTexts.errorTitle, description: startErrorText(message, status !== undefined), tone: 'error' };
}

function startErrorText(message: string | undefined, fromServer: boolean): string {
  if (!message) return callTexts.startFailed;
  if (!fromServer) {
    const lower = message.toLowerCase();
    if (lower.includes('permission') || lower.includes('not allowed')) return callTexts.microphonePermission;
    if (lower.includes('network') || lower.includes('fetch')) return callTexts.network;
  }
  return `Call error: ${message}`;
}

/** An error during a live call: its detail when it has one. */
export function inCallErrorNotice(error: unknown): CallNotice {
  if (error === undefined || error === null) return { title: callTexts.errorTitle, description: callTexts.inCallFailed, tone: 'error' };
  const { message } = describeError(error);
  return { title: callTexts.errorTitle, description: message ? `Call error: ${message}` : callTexts.unexpected, tone: 'error' };
}

/** Spec section 4: an error saying the call was ejected or 'meeting has ended' is the buyer ending the call. */
export function isNormalEndError(error: unknown): boolean {
  const text = describeError(error).searchable.toLowerCase();
  return text.includes('eject') || text.includes('meeting has ended');
}

/**
 * What to tell the user when the server ended the call. The caller's own stop needs no notice;
 * the others say why the call stopped, so a hang-up or a used-up credit is not taken for a fault.
 */
export function endedReasonNotice(reason: EndedReason | null): CallNotice | null {
  switch (reason) {
    case null:
    case 'customer-ended-call':
      return null;
    case 'assistant-ended-call':
      return { title: 'Call Ended', description: 'Your buyer ended the call.', tone: 'info' };
    case 'exceeded-max-duration':
      return {
        title: 'Out of Credits',
        description: 'The call ended because your remaining minutes ran out. Please upgrade to continue.',
        tone: 'warning',
      };
    case 'silence-timed-out':
      return { title: 'Call Ended', description: 'The call ended after a long silence.', tone: 'info' };
    case 'connection-lost':
      return { title: 'Call Ended', description: 'The connection to the call was lost.', tone: 'warning' };
    case 'server-shutdown':
    case 'server-restarted':
      return { title: 'Call Ended', description: 'The service restarted and ended the call. Please start it again.', tone: 'warning' };
    case 'pipeline-error':
      return { title: callTexts.errorTitle, description: callTexts.inCallFailed, tone: 'error' };
  }
}

export function qualifiesForResults(durationMs: number): boolean {
  return durationMs >= MIN_CALL_MS_FOR_RESULTS;
}

interface ErrorDescription {
  message: string | undefined;
  status: number | undefined;
  code: string | undefined;
  /** Every text the error carries, to look for phrases in. */
  searchable: string;
}

/** Reads the web-call client's error shape ({ type, message, status, code, error }), an Error or a string. */
function describeError(error: unknown): ErrorDescription {
  if (typeof error === 'string') return { message: error.trim() || undefined, status: undefined, code: undefined, searchable: error };
  if (typeof error !== 'object' || error === null) return { message: undefined, status: undefined, code: undefined, searchable: '' };
  const record = error as Record<string, unknown>;
  const inner = record.error;
  const innerMessage = typeof inner === 'object' && inner !== null ? textOf((inner as Record<string, unknown>).message) : textOf(inner);
  const message = textOf(record.message) ?? textOf(record.errorMsg) ?? innerMessage;
  const searchable = [record.type, record.message, record.errorMsg, inner instanceof Error ? inner.message : inner]
    .map((value) => (typeof value === 'string' ? value : safeJson(value)))
    .join(' ');
  return {
    message,
    status: typeof record.status === 'number' ? record.status : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    searchable,
  };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function safeJson(value: unknown): string {
  if (value === undefined || value === null) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
