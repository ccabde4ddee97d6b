import { describe, expect, it } from 'vitest';
import { rubricForStage } from '@rehearse/domain';
import type { AssessmentFeedback } from '@rehearse/domain';
import { isSessionAnalysed, toAssessmentView } from './assessment-view';
import { buildFeedback, buildProcessingSession, buildSession } from './testing/build-session';

describe('toAssessmentView', () => {
  it('shows the summary, the average to one decimal and each skill with its name, x/10 and colour', () => {
    const view = toAssessmentView(buildFeedback(), rubricForStage('Discovery'));
    expect(view?.summary).toMatch(/warm opening/);
    // (8 + 6 + 5 + 3 + 7) / 5
    expect(view?.averageText).toBe('5.8');
    expect(view?.averageTone).toBe('yellow');
    expect(view?.skills.map(({ name, scoreText, tone }) => [name, scoreText, tone])).toEqual([
      ['Rapport And Agenda', '8/10', 'green'],
      ['Needs Exploration', '6/10', 'yellow'],
      ['Value Alignment', '5/10', 'yellow'],
      ['Objection Handling', '3/10', 'red'],
      ['Next Steps', '7/10', 'green'],
    ]);
    expect(view?.rubricError).toBeNull();
  });

  it('leaves a non-numeric score out of the average', () => {
    const view = toAssessmentView(buildFeedback({ next_steps: { score: 'seven', justification: '' } }));
    expect(view?.averageText).toBe('5.5');
    expect(view?.skills.at(-1)).toMatchObject({ name: 'Next Steps', score: null, scoreText: 'N/A', tone: null });
  });

  it('shows "Not observed" with the reason instead of a number, out of the average', () => {
    const reason = 'Not observed: the buyer raised no concern, so there was nothing to handle.';
    const view = toAssessmentView(buildFeedback({ objection_handling: { score: null, unscored: 'not-observed', justification: reason } }));
    // (8 + 6 + 5 + 7) / 4
    expect(view?.averageText).toBe('6.5');
    expect(view?.skills[3]).toMatchObject({
      name: 'Objection Handling',
      score: null,
      unscored: 'not-observed',
      scoreText: 'Not observed',
      tone: null,
      justification: reason,
    });
  });

  it("follows the rubric's order when given one, else the stored order", () => {
    const reordered: AssessmentFeedback = {
      overall_summary: 'Short.',
      next_steps: { score: 7, justification: '' },
      rapport_and_agenda: { score: 8, justification: '' },
    };
    expect(toAssessmentView(reordered, rubricForStage('discovery'))?.skills.map((skill) => skill.key)).toEqual([
      'rapport_and_agenda',
      'next_steps',
    ]);
    expect(toAssessmentView(reordered)?.skills.map((skill) => skill.key)).toEqual(['next_steps', 'rapport_and_agenda']);
  });

  it('reports a stage without a rubric, and still shows the scores', () => {
    const view = toAssessmentView(buildFeedback(), rubricForStage('Renewal'));
    expect(view?.rubricError).toBe('Could not load assessment criteria for stage: Renewal');
    expect(view?.skills).toHaveLength(5);
    expect(toAssessmentView(buildFeedback(), rubricForStage('general'))?.rubricError).toBeNull();
  });

  it('is null until the assessment is complete', () => {
    expect(toAssessmentView(null)).toBeNull();
    expect(isSessionAnalysed(buildProcessingSession())).toBe(false);
    expect(isSessionAnalysed(buildSession())).toBe(true);
  });
});
