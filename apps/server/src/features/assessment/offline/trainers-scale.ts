import type { RubricStage } from '@rehearse/domain';

/**
 * A category's points, as the judges sum them (0-10), put on a sales trainer's scale. The judges add points for what the
 * call shows and take them off for faults, so a category with nothing to credit sums to 0, and one thing done of several
 * to 4. A trainer keeps 0 for a call that shows nothing at all or does harm: an attempt that fell short is a 1 or a 2,
 * and one thing done of several a 3 (decision 118). The top of the scale reads as summed.
 *
 * Fitted once on the tuning sets of `eval/assessor` (the expert's median score at each summed score, the cold call,
 * discovery and general rubrics; 387 pairs) and checked on a set not fitted on; the other rubrics read as summed until
 * they are fitted the same way.
 */
const TRAINERS_SCALE: readonly number[] = [1, 2, 2, 3, 3, 5, 6, 7, 8, 9, 10];

const ON_THE_TRAINERS_SCALE: ReadonlySet<RubricStage> = new Set(['prospecting', 'discovery', 'general']);

/** The category's score as a trainer would give it: `score` is the judges' rounded sum, 0-10. */
export function onTheTrainersScale(stage: RubricStage, score: number): number {
  if (!ON_THE_TRAINERS_SCALE.has(stage)) return score;
  return TRAINERS_SCALE[Math.max(0, Math.min(10, Math.round(score)))]!;
}
