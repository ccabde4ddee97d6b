import { describe, expect, it } from 'vitest';
import { criterionKey, scorecardMessages, validateScorecardForm } from './scorecard-form.schema';

const criterion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Identify pain',
  goodLooksLike: 'Finds what the problem costs today.',
  ...overrides,
});

describe('scorecard form', () => {
  it('trims, strips markup to plain text, keys each criterion by its name and defaults weight 20 and scale 0-10', () => {
    const result = validateScorecardForm({
      name: '  Our <b>discovery</b> card <script>alert(1)</script> ',
      criteria: [criterion({ name: ' Identify <i>Pain</i> ' }), criterion({ name: 'Next step booked?', weight: '35', scale: 'yes-no' })],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Our discovery card',
        criteria: [
          {
            key: 'identify_pain',
            name: 'Identify Pain',
            good_looks_like: 'Finds what the problem costs today.',
            weight: 20,
            scale: '0-10',
          },
          {
            key: 'next_step_booked',
            name: 'Next step booked?',
            good_looks_like: 'Finds what the problem costs today.',
            weight: 35,
            scale: 'yes-no',
          },
        ],
      },
    });
  });

  it('names each problem by its path, in the style of the scenario form', () => {
    const errors = (values: unknown) => {
      const result = validateScorecardForm(values);
      if (result.ok) throw new Error('expected errors');
      return result.errors;
    };
    expect(errors({})).toEqual({ name: scorecardMessages.nameRequired, criteria: scorecardMessages.criteriaRequired });
    expect(errors({ name: '   ', criteria: [] })).toEqual({
      name: scorecardMessages.nameEmpty,
      criteria: scorecardMessages.criteriaRequired,
    });
    expect(errors({ name: 'x'.repeat(101), criteria: [criterion()] })).toEqual({ name: scorecardMessages.nameTooLong });
    expect(errors({ name: '<script>x</script>', criteria: [criterion()] })).toEqual({ name: scorecardMessages.nameEmpty });
    expect(errors({ name: 'A', criteria: Array.from({ length: 11 }, (_, index) => criterion({ name: `C ${index}` })) })).toEqual({
      criteria: scorecardMessages.criteriaTooMany,
    });
    expect(
      errors({
        name: 'A',
        criteria: [
          criterion({ goodLooksLike: '' }),
          criterion({ name: 'Other', weight: 0 }),
          criterion({ name: 'Third', weight: 2.5, scale: 'pass' }),
        ],
      }),
    ).toEqual({
      'criteria.0.goodLooksLike': scorecardMessages.goodLooksLikeRequired,
      'criteria.1.weight': scorecardMessages.weightInvalid,
      'criteria.2.weight': scorecardMessages.weightInvalid,
      'criteria.2.scale': scorecardMessages.scaleInvalid,
    });
    // Names are compared once every criterion is valid on its own.
    expect(errors({ name: 'A', criteria: [criterion(), criterion({ name: 'identify PAIN' })] })).toEqual({
      'criteria.1.name': scorecardMessages.criterionNameTaken,
    });
    expect(errors({ name: 'A', criteria: [criterion({ name: 'Overall summary' })] })).toEqual({
      'criteria.0.name': scorecardMessages.criterionNameTaken,
    });
    expect(errors({ name: 'A\u0000', criteria: [criterion()] })).toEqual({ name: scorecardMessages.nulCharacter });
  });

  it('keys a name with no latin letters or digits by its position', () => {
    expect(criterionKey('Évaluer le besoin', 0)).toBe('evaluer_le_besoin');
    expect(criterionKey('提问', 2)).toBe('criterion_3');
  });
});
