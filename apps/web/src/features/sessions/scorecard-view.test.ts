import { describe, expect, it } from 'vitest';
import type { ScorecardSnapshot } from '@rehearse/domain';
import { toAssessmentView } from './assessment-view';
import { withScorecard } from './scorecard-view';

const scorecard: ScorecardSnapshot = {
  id: 'c1',
  name: 'Team card',
  criteria: [
    { key: 'books_the_next_meeting', name: 'Books the next meeting', good_looks_like: 'g', weight: 25, scale: 'yes-no' },
    { key: 'quantifies_the_pain', name: 'Quantifies the pain', good_looks_like: 'g', weight: 75, scale: '0-10' },
    { key: 'tells_a_story', name: 'Tells a customer story', good_looks_like: 'g', weight: 50, scale: '0-10' },
  ],
};
const feedback = {
  overall_summary: 'Summary.',
  quantifies_the_pain: { score: 8, justification: 'q' },
  books_the_next_meeting: { score: 0, justification: 'b' },
  tells_a_story: { score: null, unscored: 'needs-language-model' as const, justification: 'Needs a language model to judge: ...' },
};

describe('withScorecard', () => {
  it("shows the criteria in the scorecard's order and names, yes/no as Yes or No, unscored ones as such, and the weighted average", () => {
    const view = withScorecard(toAssessmentView(feedback), feedback, scorecard);
    expect(view?.skills.map((skill) => [skill.name, skill.scoreText])).toEqual([
      ['Books the next meeting', 'No'],
      ['Quantifies the pain', '8/10'],
      ['Tells a customer story', 'Needs a language model'],
    ]);
    // (0 * 25 + 8 * 75) / 100
    expect(view?.averageText).toBe('6.0');
    expect(view?.averageTone).toBe('yellow');
  });

  it('leaves a stage-rubric call as it is', () => {
    const view = toAssessmentView(feedback);
    expect(withScorecard(view, feedback, null)).toBe(view);
  });
});
