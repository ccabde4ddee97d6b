import { toSessionSummary } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from './testing/build-session';
import { analysisStateOf, liveSessionOf, newestAnalysedSession, performanceView } from './session-status';

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

describe('the summaries of a page', () => {
  const analysed = toSessionSummary(buildSession({ id: 'analysed', created_at: '2025-11-20T10:00:00Z' }));
  const failed = toSessionSummary(
    buildProcessingSession({ id: 'failed', assessment_status: 'failed', created_at: '2025-11-22T10:00:00Z' }),
  );
  const processing = toSessionSummary(buildProcessingSession({ id: 'processing', created_at: '2025-11-23T10:00:00Z' }));

  it('finds the newest analysed session', () => {
    expect(newestAnalysedSession([analysed, failed, processing])?.id).toBe('analysed');
    expect(newestAnalysedSession([processing])).toBeUndefined();
  });

  it('finds the call still running, not an ended one waiting for analysis', () => {
    const live = toSessionSummary(buildProcessingSession({ id: 'live', status: 'live' }));
    expect(liveSessionOf([processing, live])).toBe(live);
    expect(liveSessionOf([processing])).toBeUndefined();
  });

  it('carries the score shown on the badge and the start of the summary', () => {
    expect(analysed).toMatchObject({
      analysis: 'complete',
      overall_score: 5.8,
      summary: 'A warm opening and good questions; the next step was left open.',
    });
    expect(failed).toMatchObject({ analysis: 'failed', overall_score: null, summary: null });
  });
});

describe('performanceView', () => {
  it('picks the empty state or the list', () => {
    expect(performanceView(0, 0)).toBe('no-sessions');
    expect(performanceView(2, 0)).toBe('analysis-in-progress');
    expect(performanceView(2, 1)).toBe('list');
  });
});
