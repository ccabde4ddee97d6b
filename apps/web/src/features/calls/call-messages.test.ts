import { describe, expect, it } from 'vitest';
import { endedReasons } from '@rehearse/domain';
import {
  callTexts,
  endedReasonNotice,
  inCallErrorNotice,
  isNormalEndError,
  qualifiesForResults,
  signInRequiredNotice,
  startErrorNotice,
} from './call-messages';

const description = (error: unknown) => startErrorNotice(error).description;

describe('startErrorNotice', () => {
  it("says 'Call Error' with the spec's texts for browser failures", () => {
    expect(startErrorNotice(new Error('x')).title).toBe('Call Error');
    expect(description({ type: 'microphone-error', message: 'Permission denied' })).toBe(
      'Microphone permission required. Please allow microphone access and try again.',
    );
    expect(description(new DOMException('The request is not allowed by the user agent', 'NotAllowedError'))).toBe(
      callTexts.microphonePermission,
    );
    expect(description({ type: 'start-method-error', message: 'Failed to fetch' })).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(description({ type: 'connection-error', message: 'Network connection lost' })).toBe(callTexts.network);
    expect(description({ type: 'connection-error', message: 'Socket closed (1011)' })).toBe('Call error: Socket closed (1011)');
    expect(description('Audio context failed')).toBe('Call error: Audio context failed');
  });

  it('falls back to the default text when the error says nothing', () => {
    for (const error of [undefined, null, {}, { message: '  ' }, 42]) {
      expect(description(error)).toBe('Could not start the call. Please try again.');
    }
  });

  it("shows a server refusal's own text, even when it mentions permission", () => {
    expect(
      description({
        type: 'start-method-error',
        status: 403,
        code: 'forbidden',
        message: 'You do not have permission to perform this action',
      }),
    ).toBe('Call error: You do not have permission to perform this action');
    expect(
      description({ type: 'start-method-error', status: 409, code: 'call_in_progress', message: 'You already have a call in progress' }),
    ).toBe('Call error: You already have a call in progress');
  });

  it('asks a signed-out user to sign in', () => {
    expect(startErrorNotice({ type: 'start-method-error', status: 401, code: 'not_authenticated', message: 'Not signed in' })).toEqual(
      signInRequiredNotice,
    );
    expect(signInRequiredNotice).toMatchObject({ title: 'Sign In Required', description: 'Please sign in to start practice calls.' });
  });

  it("uses the credit toast's title when the server refuses for lack of credit", () => {
    expect(
      startErrorNotice({
        type: 'start-method-error',
        status: 402,
        code: 'insufficient_credits',
        message: 'No credits remaining. Please upgrade to continue.',
      }),
    ).toEqual({ title: 'Insufficient Credits', description: 'No credits remaining. Please upgrade to continue.', tone: 'error' });
    expect(startErrorNotice({ type: 'start-method-error', code: 'insufficient_credits', message: '' }).description).toBe(
      'No credits remaining. Please upgrade to continue.',
    );
  });
});

describe('inCallErrorNotice', () => {
  it('shows the detail, or says what it can', () => {
    expect(inCallErrorNotice({ type: 'connection-error', message: 'Socket closed' })).toEqual({
      title: 'Call Error',
      description: 'Call error: Socket closed',
      tone: 'error',
    });
    expect(inCallErrorNotice({ type: 'call-error', error: { message: 'Speaker failed' } }).description).toBe('Call error: Speaker failed');
    expect(inCallErrorNotice({ type: 'call-error' }).description).toBe('Call error: An unexpected error occurred');
    expect(inCallErrorNotice(undefined).description).toBe('Could not complete the call. Please try again.');
  });
});

describe('isNormalEndError', () => {
  it('recognises ejection and a meeting that has ended, wherever the text is', () => {
    expect(isNormalEndError({ type: 'call-error', message: 'Meeting has ended' })).toBe(true);
    expect(isNormalEndError({ type: 'call-error', error: { type: 'ejected', msg: 'Meeting has ended' } })).toBe(true);
    expect(isNormalEndError(new Error('participant ejected'))).toBe(true);
    expect(isNormalEndError('Meeting has ended')).toBe(true);
    expect(isNormalEndError({ type: 'connection-error', message: 'Socket closed' })).toBe(false);
    expect(isNormalEndError(undefined)).toBe(false);
  });
});

describe('endedReasonNotice', () => {
  it("stays quiet for the caller's own stop and explains every other end", () => {
    expect(endedReasonNotice('customer-ended-call')).toBeNull();
    expect(endedReasonNotice(null)).toBeNull();
    expect(endedReasonNotice('assistant-ended-call')).toMatchObject({ description: 'Your buyer ended the call.' });
    expect(endedReasonNotice('exceeded-max-duration')).toMatchObject({ title: 'Out of Credits', tone: 'warning' });
    expect(endedReasonNotice('pipeline-error')).toEqual({
      title: 'Call Error',
      description: 'Could not complete the call. Please try again.',
      tone: 'error',
    });
    for (const reason of endedReasons.filter((reason) => reason !== 'customer-ended-call')) {
      expect(endedReasonNotice(reason), reason).not.toBeNull();
    }
  });
});

describe('qualifiesForResults', () => {
  it('needs a call of at least 2000 ms', () => {
    expect(qualifiesForResults(1999)).toBe(false);
    expect(qualifiesForResults(2000)).toBe(true);
  });
});
