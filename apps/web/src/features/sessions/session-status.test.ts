import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from './testing/build-session';
import { analysisStateOf, awaitingAnalysisCount, endedSessions, listedSessions, liveSessionOf, newestAnalysedSession, performanceView, scoredSessionCount } from './session-status';

describe('analysisStateOf', () => {
  it('is complete once the feedback has an overall summary', () => {
    expect(analysisStateOf(buildSession())).toBe('complete');
  });

  it('is processing until then, and failed when the assessment gave up', () => {
    expect(analysisStateOf(buildProcessingSession())).toBe('processing');
    expect(analysisStateOf(buildProcessingSession({ assessment_status: 'running' }))).toBe('processing');
    expect(analysisStateOf(buildProcessingSession({ assessment_status: 'failed' }))).toBe('failed');
  });
});

describe('listedSessions', () => {
  const analysed = buildSession({ id: 'analysed', created_at: '2025-11-20T10:00:00Z' });
  const failed = buildProcessingSession({ id: 'failed', assessment_status: 'failed', created_at: '2025-11-22T10:00:00Z' });
  const processing = buildProcessingSession({ id: 'processing', created_at: '2025-11-23T10:00:00Z' });
  const live = buildProcessingSession({ id: 'live', status: 'live', created_at: '2025-11-23T11:00:00Z' });

  it('lists analysed and failed sessions, newest first, never one still processing', () => {
    expect(listedSessions([analysed, failed, processing, live]).map((s) => s.id)).toEqual(['failed', 'analysed']);
  });

  it('keeps a retried session listed while it is analysed again', () => {
    const retried = { ...failed, assessment_status: 'pending' as const };
    expect(listedSessions([analysed, retried], new Set(['failed'])).map((s) => s.id)).toEqual(['failed', 'analysed']);
  });

  it('counts the ended calls that wait for their analysis', () => {
    const sessions = [analysed, failed, processing, live];
    expect(awaitingAnalysisCount(sessions, listedSessions(sessions))).toBe(1);
  });

  it('finds the newest analysed session', () => {
    expect(newestAnalysedSession([analysed, failed, processing])?.id).toBe('analysed');
    expect(newestAnalysedSession([processing])).toBeUndefined();
  });
});

describe('performanceView', () => {
  it('picks the empty state or the list', () => {
    expect(performanceView(0, 0)).toBe('no-sessions');
    expect(performanceView(2, 0)).toBe('analysis-in-progress');
    expect(performanceView(2, 1)).toBe('list');
  });
});

describe('a call still running', () => {
  it('is the live session, not an ended one waiting for analysis', () => {
    const live = buildProcessingSession({ status: 'live' });
    const sessions = [live, buildSession()];
    expect(liveSessionOf(sessions)).toBe(live);
    expect(endedSessions(sessions)).toHaveLength(1);
    expect(performanceView(endedSessions([live]).length, listedSessions([live]).length)).toBe('no-sessions');
  });
});

describe('scoredSessionCount', () => {
  it('counts calls with scores, not a call too short to assess nor one still processing', () => {
    const tooShort = buildSession({ assessment_feedback: { overall_summary: 'Not enough conversation to assess: ...' } });
    expect(scoredSessionCount([buildSession(), buildSession(), tooShort, buildProcessingSession()])).toBe(2);
  });
});
