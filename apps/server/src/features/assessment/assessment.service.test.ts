import { computeConversationMetrics, scoreOf, type AssessmentFeedback } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { createAssessmentService, UnknownStageError } from './assessment.service';
import type { AssessorInput, Assessor } from './assessor.port';
import { offlineAssessor } from './offline.assessor';
import { practiceScenario, timedTranscript } from './practice-call.test-support';

const transcript = timedTranscript([
  { role: 'assistant', text: "Hello, who's calling?" },
  { role: 'user', text: 'hi this is sam from quotaflow thanks for taking my call how do you handle invoicing today' },
  { role: 'assistant', text: 'We use spreadsheets, and it takes two days a month.' },
  { role: 'user', text: 'could we book thirty minutes next tuesday at ten to look at that together' },
  { role: 'assistant', text: 'Okay, a follow-up makes sense. Tuesday at ten works.' },
]);

/** An assessor that records what it was given. */
function recordingAssessor() {
  const inputs: AssessorInput[] = [];
  const assessor: Assessor = {
    name: 'recording',
    async assess(input) {
      inputs.push(input);
      return { overall_summary: 'Recorded.' } satisfies AssessmentFeedback;
    },
  };
  return { inputs, assessor };
}

describe('createAssessmentService().assess', () => {
  it("computes the metrics for the stage and hands them, the stage's rubric and the scenario to the assessor", async () => {
    const { inputs, assessor } = recordingAssessor();
    const result = await createAssessmentService({ assessor }).assess({
      transcript,
      salesStage: 'Discovery',
      scenario: practiceScenario(),
    });
    expect(result).toEqual({
      feedback: { overall_summary: 'Recorded.' },
      metrics: computeConversationMetrics(transcript, { stage: 'Discovery' }),
    });
    expect(result.metrics.find((metric) => metric.key === 'questions_asked')?.target).toBe('11-14');
    expect(inputs).toEqual([{ transcript, stage: 'discovery', scenario: practiceScenario(), metrics: result.metrics }]);
  });

  it.each([null, undefined, '', 'none', 'None'])('uses the general rubric for the stage %j', async (salesStage) => {
    const { inputs, assessor } = recordingAssessor();
    await createAssessmentService({ assessor }).assess({ transcript, salesStage, scenario: practiceScenario() });
    expect(inputs[0]?.stage).toBe('general');
  });

  it("rejects an unknown stage with the spec's text, not to be retried", async () => {
    const { inputs, assessor } = recordingAssessor();
    const assessing = createAssessmentService({ assessor }).assess({ transcript, salesStage: 'Upsell', scenario: practiceScenario() });
    await expect(assessing).rejects.toThrow(new UnknownStageError('Could not load assessment criteria for stage: Upsell'));
    await expect(assessing).rejects.toMatchObject({ retryable: false });
    expect(inputs).toEqual([]);
  });

  it('with the offline assessor: scores, and metrics for the details dialog', async () => {
    const { feedback, metrics } = await createAssessmentService({ assessor: offlineAssessor }).assess({
      transcript,
      salesStage: 'Discovery',
      scenario: practiceScenario(),
    });
    expect(Object.keys(feedback)).toEqual([
      'overall_summary',
      'rapport_and_agenda',
      'needs_exploration',
      'value_alignment',
      'objection_handling',
      'next_steps',
    ]);
    // The agreed next step is a strength, drawn toward the rest of this short call (decision 118).
    expect(scoreOf(feedback.next_steps)).toBeGreaterThanOrEqual(7);
    expect(metrics).toHaveLength(8);
  });
});
