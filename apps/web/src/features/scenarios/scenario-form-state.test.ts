import { describe, expect, it } from 'vitest';
import type { Scenario } from '@rehearse/domain';
import { EMPTY_SCENARIO_FORM, firstErrorField, initialFormState, pickScenarioFieldErrors, toScenarioRequest } from './scenario-form-state';

function buildScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: 's1',
    title: 'Renewal &lt;Q3&gt;',
    product: 'CRM seats',
    scenario_details: '<b>Busy</b> CFO',
    sales_stage: 'Discovery',
    persona: 'CFO',
    gender: 'Female',
    difficulty: 'hard',
    scorecard_id: 'stage-rubric',
    company_url: 'https://acme.example',
    optimized_prompt: 'You are...',
    duplicated_from_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('initialFormState', () => {
  it('is empty with Male, Medium and no choices for a new scenario', () => {
    expect(initialFormState(null)).toEqual({
      title: '',
      product: '',
      salesStage: 'none',
      persona: 'none',
      gender: 'Male',
      difficulty: 'medium',
      scorecardId: 'stage-rubric',
      companyUrl: '',
      customerProfile: '',
    });
  });

  it('edits a scenario as typed, the profile from scenario_details', () => {
    expect(initialFormState(buildScenario())).toEqual({
      title: 'Renewal <Q3>',
      product: 'CRM seats',
      salesStage: 'Discovery',
      persona: 'CFO',
      gender: 'Female',
      difficulty: 'hard',
      scorecardId: 'stage-rubric',
      companyUrl: 'https://acme.example',
      customerProfile: '<b>Busy</b> CFO',
    });
    expect(initialFormState(buildScenario({ scorecard_id: 'meddicc' })).scorecardId).toBe('meddicc');
  });

  it('reads missing or unknown choices as none, a missing gender as Male and a missing difficulty as Medium', () => {
    const form = initialFormState(
      buildScenario({
        sales_stage: null,
        persona: 'Intern' as never,
        gender: null as never,
        difficulty: undefined as never,
        company_url: null,
      }),
    );
    expect(form).toMatchObject({ salesStage: 'none', persona: 'none', gender: 'Male', difficulty: 'medium', companyUrl: '' });
    expect(initialFormState(buildScenario({ difficulty: 'brutal' as never })).difficulty).toBe('medium');
  });
});

describe('toScenarioRequest', () => {
  it('trims and leaves out none and a blank address', () => {
    expect(toScenarioRequest({ ...EMPTY_SCENARIO_FORM, title: ' T ', product: ' P', customerProfile: 'C ', companyUrl: '  ' })).toEqual({
      title: 'T',
      product: 'P',
      customerProfile: 'C',
      gender: 'Male',
      difficulty: 'medium',
      scorecardId: 'stage-rubric',
    });
  });

  it('keeps the choices and the address when given', () => {
    expect(
      toScenarioRequest({
        ...EMPTY_SCENARIO_FORM,
        salesStage: 'Closing',
        persona: 'CTO',
        gender: 'Female',
        difficulty: 'easy',
        companyUrl: ' https://acme.example ',
      }),
    ).toMatchObject({ salesStage: 'Closing', persona: 'CTO', gender: 'Female', difficulty: 'easy', companyUrl: 'https://acme.example' });
  });
});

describe('field errors', () => {
  it("keeps only the form's fields", () => {
    expect(pickScenarioFieldErrors({ title: 'Title is required', userId: 'x', companyUrl: '' })).toEqual({
      title: 'Title is required',
    });
    expect(pickScenarioFieldErrors(undefined)).toEqual({});
    expect(pickScenarioFieldErrors({ difficulty: 'Please choose easy, medium or hard' })).toEqual({
      difficulty: 'Please choose easy, medium or hard',
    });
  });

  it('finds the first field in dialog order', () => {
    expect(firstErrorField({ customerProfile: 'a', product: 'b' })).toBe('product');
    expect(firstErrorField({ companyUrl: 'a', difficulty: 'b' })).toBe('difficulty');
    expect(firstErrorField({ difficulty: 'a', gender: 'b' })).toBe('gender');
    expect(firstErrorField({})).toBeUndefined();
  });
});
