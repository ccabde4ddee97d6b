import { formatScorecardAverage, formatYesNoScore, scoreTone, weightedAverageScore } from '@rehearse/domain';
import type { AssessmentFeedback, ScorecardSnapshot } from '@rehearse/domain';
import type { AssessmentView, SkillView } from './assessment-view';

/**
 * The assessment of a call scored on a scorecard, as shown: the criteria in the scorecard's order
 * under their own names (not the key's), a yes/no criterion as 'Yes' or 'No', and the average
 * weighted by the criteria's weights. A call on the stage rubric (no scorecard) is shown as it is.
 */
export function withScorecard(
  view: AssessmentView | null,
  feedback: AssessmentFeedback | null | undefined,
  scorecard: ScorecardSnapshot | null | undefined,
): AssessmentView | null {
  if (!view || !scorecard || scorecard.criteria.length === 0) return view;
  const byKey = new Map(view.skills.map((skill) => [skill.key, skill]));
  const skills = scorecard.criteria.flatMap((criterion): SkillView[] => {
    const skill = byKey.get(criterion.key);
    if (!skill) return [];
    const yesNo = criterion.scale === 'yes-no' && skill.score !== null;
    return [{ ...skill, name: criterion.name, scoreText: yesNo ? formatYesNoScore(skill.score) : skill.scoreText }];
  });
  const others = view.skills.filter((skill) => !scorecard.criteria.some((criterion) => criterion.key === skill.key));
  const average = weightedAverageScore(feedback, scorecard.criteria);
  return {
    ...view,
    skills: [...skills, ...others],
    averageText: formatScorecardAverage(feedback, scorecard.criteria),
    averageTone: average === null ? null : scoreTone(average),
    rubricError: null,
  };
}
