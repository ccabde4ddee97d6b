import type { AssessmentFeedback } from '../assessment/assessment.types';
import { formatAverageScore, isNumericScore, scoreOf } from '../assessment/score-rules';
import type { ScorecardCriterion } from './scorecard.types';

/**
 * The average of a call assessed on a scorecard: weighted by each criterion's weight, over the
 * criteria with a numeric score only (an unscored criterion counts in no average, as in the spec's
 * rule), rounded to one decimal; null when none has a score.
 */
export function weightedAverageScore(
  feedback: AssessmentFeedback | null | undefined,
  criteria: readonly Pick<ScorecardCriterion, 'key' | 'weight'>[],
): number | null {
  if (!feedback) return null;
  let weighted = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const score = scoreOf(feedback[criterion.key]);
    if (score === undefined) continue;
    weighted += score * criterion.weight;
    weights += criterion.weight;
  }
  return weights === 0 ? null : Math.round((weighted * 10) / weights) / 10;
}

/** The average as shown: '6.4', or 'N/A'. Without criteria, the spec's plain average. */
export function formatScorecardAverage(
  feedback: AssessmentFeedback | null | undefined,
  criteria: readonly ScorecardCriterion[] | undefined,
): string {
  if (!criteria || criteria.length === 0) return formatAverageScore(feedback);
  const average = weightedAverageScore(feedback, criteria);
  return average === null ? 'N/A' : average.toFixed(1);
}

/** A yes/no criterion's score as shown: 'Yes' for 10, 'No' for 0 (a yes/no answer is stored as 10 or 0). */
export function formatYesNoScore(score: unknown): string {
  return isNumericScore(score) ? (score >= 5 ? 'Yes' : 'No') : 'N/A';
}
