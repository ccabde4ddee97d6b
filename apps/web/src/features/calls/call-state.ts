import type { EndedReason } from '@rehearse/domain';
import { EMPTY_TRANSCRIPT, mergeTranscript } from './live-transcript';
import type { LiveTranscript, TranscriptUpdate } from './live-transcript';

/**
 * The practice call's state machine (spec section 4, 'Practice call'):
 *
 *   idle --start--> starting --call-start--> active --stop / ended status--> ending --call-end--> idle
 *
 * Any state goes back to idle when the call ends or fails. Pure: the CallRunner feeds it the
 * client's events and does the side effects.
 */
export type CallStatus = 'idle' | 'starting' | 'active' | 'ending';

export interface CallScenario {
  id: string;
  /** Plain text, for 'Practicing: <title>'. */
  title: string;
}

export interface CallState {
  status: CallStatus;
  /** The scenario being started or practised; null when idle. */
  scenario: CallScenario | null;
  /** The coaching session's id, once the server created the call. */
  callId: string | null;
  /** When the call went live (call-start), in Date.now() milliseconds. */
  startedAt: number | null;
  /** Why the server ended the call, from its ended status message. */
  endedReason: EndedReason | null;
  muted: boolean;
  /** The buyer's voice is playing (speech-start until speech-end). */
  isBuyerSpeaking: boolean;
  /** The buyer's voice level, 0..1, updated every 100 ms. */
  volume: number;
  transcript: LiveTranscript;
}

export type CallEvent =
  | { type: 'start-requested'; scenario: CallScenario }
  | { type: 'call-created'; callId: string }
  | { type: 'call-started'; at: number }
  | { type: 'end-requested' }
  | { type: 'ended-status'; reason: EndedReason | null }
  | { type: 'call-ended' }
  | { type: 'buyer-speech'; speaking: boolean }
  | { type: 'volume'; level: number }
  | { type: 'transcript'; update: TranscriptUpdate }
  | { type: 'mute-changed'; muted: boolean };

export const IDLE_CALL_STATE: CallState = {
  status: 'idle',
  scenario: null,
  callId: null,
  startedAt: null,
  endedReason: null,
  muted: false,
  isBuyerSpeaking: false,
  volume: 0,
  transcript: EMPTY_TRANSCRIPT,
};

/** Returns the same object when an event changes nothing, so subscribers can skip a render. */
export function reduceCall(state: CallState, event: CallEvent): CallState {
  const live = state.status === 'active' || state.status === 'ending';
  switch (event.type) {
    case 'start-requested':
      return state.status === 'idle' ? { ...IDLE_CALL_STATE, status: 'starting', scenario: event.scenario } : state;
    case 'call-created':
      return state.status === 'idle' ? state : { ...state, callId: event.callId };
    case 'call-started':
      return state.status === 'starting' ? { ...state, status: 'active', startedAt: event.at } : state;
    case 'end-requested':
      return state.status === 'starting' || state.status === 'active' ? { ...state, status: 'ending' } : state;
    case 'ended-status':
      if (state.status === 'idle') return state;
      return { ...state, status: 'ending', endedReason: event.reason ?? state.endedReason };
    case 'call-ended':
      return state.status === 'idle' ? state : IDLE_CALL_STATE;
    case 'buyer-speech':
      return live && state.isBuyerSpeaking !== event.speaking
        ? { ...state, isBuyerSpeaking: event.speaking, volume: event.speaking ? state.volume : 0 }
        : state;
    case 'volume': {
      const volume = clampLevel(event.level);
      return live && volume !== state.volume ? { ...state, volume } : state;
    }
    case 'transcript': {
      if (!live) return state;
      const transcript = mergeTranscript(state.transcript, event.update);
      return transcript === state.transcript ? state : { ...state, transcript };
    }
    case 'mute-changed':
      return live && state.muted !== event.muted ? { ...state, muted: event.muted } : state;
  }
}

export function isCallLive(state: Pick<CallState, 'status'>): boolean {
  return state.status === 'active' || state.status === 'ending';
}

/** Two decimals are all a level meter can show; finer steps would only cause renders. */
function clampLevel(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.round(Math.min(level, 1) * 100) / 100;
}
