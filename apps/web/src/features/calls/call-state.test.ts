import { describe, expect, it } from 'vitest';
import { IDLE_CALL_STATE, isCallLive, reduceCall } from './call-state';
import type { CallEvent, CallState } from './call-state';

const scenario = { id: 'scenario-1', title: 'Renewal call with Acme' };

function play(...events: CallEvent[]): CallState {
  return events.reduce(reduceCall, IDLE_CALL_STATE);
}

const starting = play({ type: 'start-requested', scenario });
const active = reduceCall(starting, { type: 'call-started', at: 1000 });

describe('reduceCall', () => {
  it('goes idle -> starting -> active -> ending -> idle', () => {
    expect(starting).toMatchObject({ status: 'starting', scenario, startedAt: null });
    expect(active).toMatchObject({ status: 'active', scenario, startedAt: 1000 });
    const ending = reduceCall(active, { type: 'end-requested' });
    expect(ending.status).toBe('ending');
    expect(reduceCall(ending, { type: 'call-ended' })).toBe(IDLE_CALL_STATE);
    expect([starting, active, ending].map(isCallLive)).toEqual([false, true, true]);
  });

  it('keeps the call id the server gave, whenever it arrives', () => {
    expect(reduceCall(starting, { type: 'call-created', callId: 'call-1' }).callId).toBe('call-1');
    expect(reduceCall(active, { type: 'call-created', callId: 'call-1' }).callId).toBe('call-1');
    expect(reduceCall(IDLE_CALL_STATE, { type: 'call-created', callId: 'call-1' })).toBe(IDLE_CALL_STATE);
  });

  it('ignores a second start and a call-start that comes too late', () => {
    expect(reduceCall(active, { type: 'start-requested', scenario: { id: 'other', title: 'Other' } })).toBe(active);
    expect(reduceCall(IDLE_CALL_STATE, { type: 'call-started', at: 5 })).toBe(IDLE_CALL_STATE);
    expect(reduceCall(active, { type: 'call-started', at: 5 })).toBe(active);
  });

  it("records the server's ended reason and keeps the first one", () => {
    const ended = reduceCall(active, { type: 'ended-status', reason: 'assistant-ended-call' });
    expect(ended).toMatchObject({ status: 'ending', endedReason: 'assistant-ended-call' });
    expect(reduceCall(ended, { type: 'ended-status', reason: null }).endedReason).toBe('assistant-ended-call');
    expect(reduceCall(IDLE_CALL_STATE, { type: 'ended-status', reason: 'exceeded-max-duration' })).toBe(IDLE_CALL_STATE);
  });

  it('follows the buyer voice only while the call is live', () => {
    const speaking = play(
      { type: 'start-requested', scenario },
      { type: 'call-started', at: 0 },
      { type: 'buyer-speech', speaking: true },
      { type: 'volume', level: 0.4567 },
    );
    expect(speaking).toMatchObject({ isBuyerSpeaking: true, volume: 0.46 });
    expect(reduceCall(speaking, { type: 'volume', level: 7 }).volume).toBe(1);
    expect(reduceCall(speaking, { type: 'volume', level: Number.NaN }).volume).toBe(0);
    expect(reduceCall(speaking, { type: 'buyer-speech', speaking: false })).toMatchObject({ isBuyerSpeaking: false, volume: 0 });
    expect(reduceCall(speaking, { type: 'volume', level: 0.4567 })).toBe(speaking);
    expect(reduceCall(starting, { type: 'volume', level: 0.5 })).toBe(starting);
    expect(reduceCall(starting, { type: 'buyer-speech', speaking: true })).toBe(starting);
  });

  it('adds transcript messages and mute changes to a live call', () => {
    const withText = reduceCall(active, {
      type: 'transcript',
      update: { role: 'assistant', transcriptType: 'final', transcript: "Hello, who's calling?" },
    });
    expect(withText.transcript.lines.map((line) => line.text)).toEqual(["Hello, who's calling?"]);
    expect(reduceCall(starting, { type: 'transcript', update: { role: 'user', transcriptType: 'final', transcript: 'Hi' } })).toBe(
      starting,
    );
    expect(reduceCall(active, { type: 'mute-changed', muted: true }).muted).toBe(true);
    expect(reduceCall(active, { type: 'mute-changed', muted: false })).toBe(active);
  });

  it('starts every call from a clean slate', () => {
    const used = play(
      { type: 'start-requested', scenario },
      { type: 'call-started', at: 0 },
      { type: 'mute-changed', muted: true },
      { type: 'transcript', update: { role: 'user', transcriptType: 'final', transcript: 'Hi' } },
      { type: 'call-ended' },
      { type: 'start-requested', scenario },
    );
    expect(used).toEqual({ ...IDLE_CALL_STATE, status: 'starting', scenario });
  });
});
