import {
  DEFAULT_DIFFICULTY,
  DEFAULT_GENDER,
  DIFFICULTIES,
  GENDERS,
  PERSONAS,
  SALES_STAGES,
  STAGE_RUBRIC_SCORECARD_ID,
} from '@rehearse/domain';
import type { Difficulty, Gender, Persona, SalesStage, Scenario, ScenarioFieldErrors, ScenarioFormField } from '@rehearse/domain';
import { DIFFICULTY_LABELS } from '../../shared/difficulty-texts';
import { richTextToEditableText } from './rich-text-display';

/** The select value that means 'no choice' (the domain reads 'none' as absent). */
export const NONE = 'none';

/** What the dialog's inputs hold; names are the API's form-side names (spec section 3). */
export interface ScenarioFormState {
  title: string;
  product: string;
  salesStage: SalesStage | typeof NONE;
  persona: Persona | typeof NONE;
  gender: Gender;
  difficulty: Difficulty;
  /** 'stage-rubric' (the default), a template's id or the user's own scorecard's. */
  scorecardId: string;
  companyUrl: string;
  customerProfile: string;
}

/** The body of POST /api/scenarios and PUT /api/scenarios/:id; blank optional fields are left out. */
export interface ScenarioRequest {
  title: string;
  product: string;
  customerProfile: string;
  salesStage?: SalesStage;
  persona?: Persona;
  gender: Gender;
  difficulty: Difficulty;
  scorecardId: string;
  companyUrl?: string;
}

export const SALES_STAGE_OPTIONS = [
  { value: NONE, label: 'None (General Assessment)' },
  ...SALES_STAGES.map((stage) => ({ value: stage, label: stage })),
] as const;

export const PERSONA_OPTIONS = [
  { value: NONE, label: 'None (Custom Profile)' },
  ...PERSONAS.map((persona) => ({ value: persona, label: persona })),
] as const;

export const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

export const DIFFICULTY_OPTIONS = DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: DIFFICULTY_LABELS[difficulty] }));

export const EMPTY_SCENARIO_FORM: ScenarioFormState = {
  title: '',
  product: '',
  salesStage: NONE,
  persona: NONE,
  gender: DEFAULT_GENDER,
  difficulty: DEFAULT_DIFFICULTY,
  scorecardId: STAGE_RUBRIC_SCORECARD_ID,
  companyUrl: '',
  customerProfile: '',
};

/**
 * The form's starting values: empty to create, the scenario's own to edit. The profile is stored
 * as scenario_details; a stored scenario without a gender is Male (spec section 3), without a
 * difficulty Medium.
 */
export function initialFormState(scenario: Scenario | null | undefined): ScenarioFormState {
  if (!scenario) return EMPTY_SCENARIO_FORM;
  return {
    title: richTextToEditableText(scenario.title),
    product: richTextToEditableText(scenario.product),
    salesStage: asChoice(SALES_STAGES, scenario.sales_stage),
    persona: asChoice(PERSONAS, scenario.persona),
    gender: asChoice(GENDERS, scenario.gender) === NONE ? DEFAULT_GENDER : (scenario.gender as Gender),
    difficulty: asChoice(DIFFICULTIES, scenario.difficulty) === NONE ? DEFAULT_DIFFICULTY : scenario.difficulty,
    scorecardId: scenario.scorecard_id || STAGE_RUBRIC_SCORECARD_ID,
    companyUrl: scenario.company_url ?? '',
    customerProfile: richTextToEditableText(scenario.scenario_details),
  };
}

function asChoice<const Values extends readonly string[]>(values: Values, value: string | null | undefined): Values[number] | typeof NONE {
  return value && (values as readonly string[]).includes(value) ? (value as Values[number]) : NONE;
}

/** The request for the form's values: text trimmed, 'none' and a blank address left out. */
export function toScenarioRequest(form: ScenarioFormState): ScenarioRequest {
  const request: ScenarioRequest = {
    title: form.title.trim(),
    product: form.product.trim(),
    customerProfile: form.customerProfile.trim(),
    gender: form.gender,
    difficulty: form.difficulty,
    scorecardId: form.scorecardId,
  };
  if (form.salesStage !== NONE) request.salesStage = form.salesStage;
  if (form.persona !== NONE) request.persona = form.persona;
  const companyUrl = form.companyUrl.trim();
  if (companyUrl) request.companyUrl = companyUrl;
  return request;
}

/** The order of the fields in the dialog, so the first one in error gets the focus. */
export const SCENARIO_FIELD_ORDER: readonly ScenarioFormField[] = [
  'title',
  'product',
  'salesStage',
  'persona',
  'gender',
  'difficulty',
  'scorecardId',
  'companyUrl',
  'customerProfile',
];

/** The field errors of an API answer that belong to the form, first message per field. */
export function pickScenarioFieldErrors(fields: Record<string, string> | undefined): ScenarioFieldErrors {
  const errors: ScenarioFieldErrors = {};
  if (!fields) return errors;
  for (const field of SCENARIO_FIELD_ORDER) {
    const message = fields[field];
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}

export function firstErrorField(errors: ScenarioFieldErrors): ScenarioFormField | undefined {
  return SCENARIO_FIELD_ORDER.find((field) => errors[field]);
}
