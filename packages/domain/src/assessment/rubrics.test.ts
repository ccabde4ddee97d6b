import { describe, expect, it } from 'vitest';
import { SALES_STAGES } from '../scenarios/scenario-form.schema';
import { RUBRIC_CATEGORY_WEIGHT, RUBRICS, RUBRIC_STAGES, rubricForStage } from './rubrics';
import { formatSkillName } from './score-rules';

const keysOf = (stage: keyof typeof RUBRICS) => RUBRICS[stage].categories.map((category) => category.key);

describe('rubrics (spec section 3)', () => {
  it('has the spec categories of every stage, in order', () => {
    expect(keysOf('general').map(formatSkillName)).toEqual([
      'Call Structure',
      'Needs Assessment',
      'Product Knowledge',
      'Objection Handling',
      'Communication Skills',
    ]);
    expect(keysOf('prospecting')).toEqual([
      'hook_and_rapport',
      'value_statement',
      'early_qualification',
      'brush_off_handling',
      'call_to_action',
    ]);
    expect(keysOf('discovery')).toEqual(['rapport_and_agenda', 'needs_exploration', 'value_alignment', 'objection_handling', 'next_steps']);
    expect(keysOf('solution')).toEqual(['setup_and_context', 'feature_relevance', 'engagement_checks', 'handling_questions', 'next_steps']);
    expect(keysOf('negotiation')).toEqual([
      'relationship_tone',
      'value_reinforcement',
      'information_gathering',
      'concession_strategy',
      'commitment_ask',
    ]);
    expect(keysOf('closing')).toEqual([
      'confidence_and_poise',
      'value_recap',
      'final_objection_handling',
      'secure_commitment',
      'implementation_handoff',
    ]);
  });

  it.each(RUBRIC_STAGES)('%s: five categories of weight 20 (100 in all), each with good and bad signals', (stage) => {
    const { categories } = RUBRICS[stage];
    expect(categories).toHaveLength(5);
    expect(categories.reduce((total, category) => total + category.weight, 0)).toBe(100);
    for (const category of categories) {
      expect(category.weight).toBe(RUBRIC_CATEGORY_WEIGHT);
      expect(category.focus).not.toBe('');
      expect(category.good.length).toBeGreaterThan(0);
      expect(category.bad.length).toBeGreaterThan(0);
      for (const signal of [...category.good, ...category.bad]) expect(signal).toMatch(/^[A-Z].+\.$/);
    }
  });
});

describe('rubricForStage', () => {
  it.each([undefined, null, '', '  ', 'none', 'None', 'NONE', 'general'])('%j: the general rubric', (stage) => {
    expect(rubricForStage(stage)).toEqual({ ok: true, rubric: RUBRICS.general });
  });

  it.each(SALES_STAGES)('the scenario stage %s, in any case', (stage) => {
    const expected = { ok: true, rubric: RUBRICS[stage.toLowerCase() as keyof typeof RUBRICS] };
    expect(rubricForStage(stage)).toEqual(expected);
    expect(rubricForStage(stage.toLowerCase())).toEqual(expected);
    expect(rubricForStage(` ${stage.toUpperCase()} `)).toEqual(expected);
  });

  it('an unknown stage: the spec text with the stage as given', () => {
    expect(rubricForStage('Demo')).toEqual({ ok: false, message: 'Could not load assessment criteria for stage: Demo' });
    expect(rubricForStage(' Upsell ')).toEqual({ ok: false, message: 'Could not load assessment criteria for stage: Upsell' });
  });
});
