import { describe, expect, it } from 'vitest';
import type { CoachingSession } from '@rehearse/domain';
import {
  analysisStates,
  decideFreshAnalysis,
  FRESH_ANALYSIS_WINDOW_MS,
  isAwaitedCallFailure,
  sessionsThatBecame,
  shouldDismissProcessingNotice,
} from './fresh-analysis';
import { analysisStateOf } from './session-status';
import { buildProcessingSession, buildSession } from './testing/build-session';

const START = Date.parse('2025-11-23T14:00:00Z');

describe('decideFreshAnalysis', () => {
  const session = buildSession({ id: 's1', created_at: new Date(START).toISOString(), duration_seconds: 120 });
  const endedAt = START + 120_000;

  it('opens a new analysis of a call that ended under five minutes ago', () => {
    expect(decideFreshAnalysis(session, null, endedAt + 30_000)).toEqual({ kind: 'expand', sessionId: 's1' });
    expect(decideFreshAnalysis(session, 'older', endedAt + FRESH_ANALYSIS_WINDOW_MS - 1)).toEqual({ kind: 'expand', sessionId: 's1' });
  });

  it('only records an older one as seen', () => {
    expect(decideFreshAnalysis(session, null, endedAt + FRESH_ANALYSIS_WINDOW_MS)).toEqual({ kind: 'mark-seen', sessionId: 's1' });
  });

  it('counts from the start when the duration is unknown', () => {
    const unknown = { ...session, duration_seconds: null };
    expect(decideFreshAnalysis(unknown, null, START + FRESH_ANALYSIS_WINDOW_MS + 1)).toEqual({ kind: 'mark-seen', sessionId: 's1' });
  });

  it('does nothing for a session already seen, or none', () => {
    expect(decideFreshAnalysis(session, 's1', endedAt)).toEqual({ kind: 'none' });
    expect(decideFreshAnalysis(undefined, null, endedAt)).toEqual({ kind: 'none' });
  });
});

describe('sessionsThatBecame', () => {
  const look = (...sessions: CoachingSession[]) => analysisStates(sessions, analysisStateOf);
  const done = buildSession({ id: 'done' });
  const pending = buildProcessingSession({ id: 'pending' });

  it('reports nothing on the first look', () => {
    expect(sessionsThatBecame('complete', null, look(done, pending))).toEqual([]);
  });

  it('reports a session whose analysis arrived, once', () => {
    const before = look(done, pending);
    const after = look(done, { ...pending, assessment_feedback: done.assessment_feedback });
    expect(sessionsThatBecame('complete', before, after)).toEqual(['pending']);
    expect(sessionsThatBecame('complete', after, after)).toEqual([]);
  });

  it('reports a new session that arrives analysed, not a new one still processing', () => {
    const before = look(done);
    expect(sessionsThatBecame('complete', before, look(done, buildSession({ id: 'new' })))).toEqual(['new']);
    expect(sessionsThatBecame('complete', before, look(done, pending))).toEqual([]);
  });

  it('reports an assessment that failed', () => {
    const before = look(done, pending);
    const after = look(done, { ...pending, assessment_status: 'failed' });
    expect(sessionsThatBecame('failed', before, after)).toEqual(['pending']);
    expect(sessionsThatBecame('complete', before, after)).toEqual([]);
  });
});

describe('the processing notice', () => {
  it("is dismissed by this call's analysis, not by another call's", () => {
    expect(shouldDismissProcessingNotice('a', 'a')).toBe(true);
    expect(shouldDismissProcessingNotice('a', null)).toBe(true);
    expect(shouldDismissProcessingNotice('a', 'b')).toBe(false);
  });

  it("gives way when this call's assessment fails", () => {
    expect(isAwaitedCallFailure('a', 'a')).toBe(true);
    expect(isAwaitedCallFailure('a', 'b')).toBe(false);
    expect(isAwaitedCallFailure('a', null)).toBe(false);
  });
});
