import { DEFAULT_CRITERION_SCALE, DEFAULT_CRITERION_WEIGHT } from '@rehearse/domain';
import type { Scorecard, ScorecardFieldErrors, ScorecardScale } from '@rehearse/domain';

/** One criterion as the scorecard screen's inputs hold it. */
export interface CriterionFormState {
  name: string;
  goodLooksLike: string;
  weight: string;
  scale: ScorecardScale;
}

export interface ScorecardFormState {
  name: string;
  criteria: CriterionFormState[];
}

/** The body of POST and PUT /api/scorecards: the form's names (a number for the weight when it reads as one). */
export interface ScorecardRequest {
  name: string;
  criteria: { name: string; goodLooksLike: string; weight: number | string; scale: ScorecardScale }[];
}

export const SCALE_OPTIONS = [
  { value: '0-10', label: 'Score 0-10' },
  { value: 'yes-no', label: 'Yes / No' },
] as const;

export const SCALE_LABELS: Record<ScorecardScale, string> = { '0-10': '0-10', 'yes-no': 'Yes/No' };

export const emptyCriterion = (): CriterionFormState => ({
  name: '',
  goodLooksLike: '',
  weight: String(DEFAULT_CRITERION_WEIGHT),
  scale: DEFAULT_CRITERION_SCALE,
});

/** Empty (one blank criterion) for a new scorecard, the scorecard's own values to edit one. */
export function initialScorecardForm(scorecard: Scorecard | null): ScorecardFormState {
  if (!scorecard) return { name: '', criteria: [emptyCriterion()] };
  return {
    name: scorecard.name,
    criteria: scorecard.criteria.map((criterion) => ({
      name: criterion.name,
      goodLooksLike: criterion.good_looks_like,
      weight: String(criterion.weight),
      scale: criterion.scale,
    })),
  };
}

export function toScorecardRequest(form: ScorecardFormState): ScorecardRequest {
  return {
    name: form.name.trim(),
    criteria: form.criteria.map((criterion) => {
      const weight = criterion.weight.trim();
      return {
        name: criterion.name.trim(),
        goodLooksLike: criterion.goodLooksLike.trim(),
        weight: /^\d+$/.test(weight) ? Number(weight) : weight,
        scale: criterion.scale,
      };
    }),
  };
}

/** The error of one input: 'name', 'criteria', 'criteria.0.weight'... */
export const errorAt = (errors: ScorecardFieldErrors, path: string): string | undefined => errors[path];
