import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCORECARDS, validateScorecardForm } from '@rehearse/domain';
import { initialScorecardForm, toScorecardRequest } from './scorecard-form-state';

describe('scorecard form state', () => {
  it('starts a new scorecard with one blank criterion of weight 20 on the 0-10 scale', () => {
    expect(initialScorecardForm(null)).toEqual({ name: '', criteria: [{ name: '', goodLooksLike: '', weight: '20', scale: '0-10' }] });
  });

  it("round-trips a template's criteria through the request and the shared schema", () => {
    const meddicc = BUILT_IN_SCORECARDS.find((card) => card.id === 'meddicc')!;
    const request = toScorecardRequest(initialScorecardForm(meddicc));
    const checked = validateScorecardForm(request);
    expect(checked.ok && checked.data.criteria).toEqual(meddicc.criteria);
  });

  it('sends a weight that is not a whole number as typed, for the schema to refuse', () => {
    const form = { name: ' Card ', criteria: [{ name: 'A', goodLooksLike: 'B', weight: ' 2.5 ', scale: 'yes-no' as const }] };
    expect(toScorecardRequest(form)).toEqual({
      name: 'Card',
      criteria: [{ name: 'A', goodLooksLike: 'B', weight: '2.5', scale: 'yes-no' }],
    });
  });
});
