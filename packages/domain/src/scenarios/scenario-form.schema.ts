import { z } from 'zod';
import { sanitiseRichText, truncateRichText, visibleTextOf } from './rich-text.sanitiser';
import { BUILT_IN_SCORECARD_IDS, STAGE_RUBRIC_SCORECARD_ID } from '../scorecards/scorecard.types';

/** Limits of spec section 9. */
export const TITLE_MAX = 100;
export const PRODUCT_MAX = 500;
export const CUSTOMER_PROFILE_MAX = 2000;
/** Not in the spec: a bound so a pasted novel is not stored as a company address. */
export const COMPANY_URL_MAX = 2048;

export const SALES_STAGES = ['Prospecting', 'Discovery', 'Solution', 'Negotiation', 'Closing'] as const;
export const PERSONAS = ['CEO', 'CTO', 'CFO', 'CMO'] as const;
export const GENDERS = ['Male', 'Female'] as const;
/** How hard the AI buyer is to win: its patience, openness and objections (issue 13). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type SalesStage = (typeof SALES_STAGES)[number];
export type Persona = (typeof PERSONAS)[number];
export type Gender = (typeof GENDERS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_GENDER: Gender = 'Male';
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export const scenarioMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be less than ${TITLE_MAX} characters`,
  titleEmpty: 'Title cannot be empty',
  productRequired: 'Product description is required',
  productTooLong: `Product description must be less than ${PRODUCT_MAX} characters`,
  productEmpty: 'Product description cannot be empty',
  customerProfileRequired: 'Customer profile is required',
  customerProfileTooLong: `Customer profile must be less than ${CUSTOMER_PROFILE_MAX} characters`,
  customerProfileEmpty: 'Customer profile cannot be empty',
  companyUrlInvalid: 'Please enter a valid URL (e.g., https://example.com)',
  companyUrlTooLong: `Company website must be less than ${COMPANY_URL_MAX} characters`,
  salesStageInvalid: 'Please choose one of the listed sales stages',
  personaInvalid: 'Please choose one of the listed personas',
  genderInvalid: 'Please choose Male or Female',
  difficultyInvalid: 'Please choose easy, medium or hard',
  scorecardInvalid: 'Please choose one of the listed scorecards',
} as const;

interface TextMessages {
  required: string;
  tooLong: string;
  empty: string;
}

/**
 * A required text field, trimmed before it is checked. Missing or empty is 'required'; typed but
 * only spaces is 'cannot be empty' (the one case the two messages can tell apart once trimmed).
 */
function requiredText(max: number, messages: TextMessages) {
  return z.string({ error: messages.required }).transform((raw, ctx) => {
    const value = raw.trim();
    const message =
      raw.length === 0 ? messages.required : value.length === 0 ? messages.empty : value.length > max ? messages.tooLong : undefined;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** An optional choice: missing, null, empty or 'none' (any case) means absent. */
function optionalChoice<const Values extends readonly string[]>(values: Values, message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((raw, ctx): Values[number] | undefined => {
      const value = raw?.trim() ?? '';
      if (value === '' || value.toLowerCase() === 'none') return undefined;
      if ((values as readonly string[]).includes(value)) return value as Values[number];
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A choice with a default: missing, null or empty means the default. */
function choiceWithDefault<const Values extends readonly string[]>(values: Values, fallback: Values[number], message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((raw, ctx): Values[number] => {
      const value = raw?.trim() ?? '';
      if (value === '') return fallback;
      if ((values as readonly string[]).includes(value)) return value as Values[number];
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const SCORECARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The scenario's scorecard: a built-in one's id ('stage-rubric' when missing or empty) or the UUID
 * of one of the user's own (that it is theirs is the server's check).
 */
const scorecardIdSchema = z
  .string({ error: scenarioMessages.scorecardInvalid })
  .nullish()
  .transform((raw, ctx): string => {
    const value = raw?.trim() ?? '';
    if (value === '') return STAGE_RUBRIC_SCORECARD_ID;
    if ((BUILT_IN_SCORECARD_IDS as readonly string[]).includes(value)) return value;
    if (SCORECARD_ID.test(value)) return value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: scenarioMessages.scorecardInvalid });
    return z.NEVER;
  });

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_AND_PORT = /^[^:/?#]+:\d/;

/**
 * The address as it is fetched and stored: one typed without a scheme ('acme.com',
 * 'www.acme.com/about', 'localhost:8080') is read as https, as a browser's address bar would.
 * Anything with another scheme ('javascript:', 'mailto:') is left as typed, to be refused.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || (HAS_SCHEME.test(trimmed) && !HOST_AND_PORT.test(trimmed))) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/**
 * True for an http(s) address, with or without its scheme. Other schemes (javascript:, data:)
 * would be unsafe as links. Without a scheme the host must look like a site ('acme.com',
 * 'localhost', an address), so a lone word is not taken for one.
 */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  const typedScheme = HAS_SCHEME.test(trimmed) && !HOST_AND_PORT.test(trimmed);
  try {
    const url = new URL(withWebScheme(trimmed));
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return false;
    return typedScheme || url.hostname.includes('.') || url.hostname === 'localhost' || url.hostname.startsWith('[');
  } catch {
    return false;
  }
}

const companyUrlSchema = z
  .string({ error: scenarioMessages.companyUrlInvalid })
  .nullish()
  .transform((raw, ctx): string | undefined => {
    const value = raw?.trim() ?? '';
    if (value === '') return undefined;
    const message =
      value.length > COMPANY_URL_MAX
        ? scenarioMessages.companyUrlTooLong
        : isWebAddress(value)
          ? undefined
          : scenarioMessages.companyUrlInvalid;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return withWebScheme(value);
  });

/** A scenario as it is saved: checked, sanitised and cut (spec section 5, 'Scenario form'). */
export interface ScenarioInput {
  title: string;
  product: string;
  customerProfile: string;
  salesStage?: SalesStage;
  persona?: Persona;
  gender: Gender;
  difficulty: Difficulty;
  /** 'stage-rubric' (the default), a template's id or the UUID of the user's own scorecard. */
  scorecardId: string;
  companyUrl?: string;
}

const sanitisedFields = [
  { field: 'title', max: undefined, empty: scenarioMessages.titleEmpty },
  { field: 'product', max: PRODUCT_MAX, empty: scenarioMessages.productEmpty },
  { field: 'customerProfile', max: CUSTOMER_PROFILE_MAX, empty: scenarioMessages.customerProfileEmpty },
] as const;

/**
 * The scenario form, for the web form and the API alike: trims, checks, then sanitises title,
 * product and profile and cuts product to 500 and profile to 2000 (sanitising may lengthen text,
 * '<' becoming '&lt;'). A field that sanitising leaves blank ('<script>x</script>') is refused
 * with its 'cannot be empty' message rather than saved empty.
 */
export const scenarioFormSchema = z
  .object({
    title: requiredText(TITLE_MAX, {
      required: scenarioMessages.titleRequired,
      tooLong: scenarioMessages.titleTooLong,
      empty: scenarioMessages.titleEmpty,
    }),
    product: requiredText(PRODUCT_MAX, {
      required: scenarioMessages.productRequired,
      tooLong: scenarioMessages.productTooLong,
      empty: scenarioMessages.productEmpty,
    }),
    salesStage: optionalChoice(SALES_STAGES, scenarioMessages.salesStageInvalid),
    persona: optionalChoice(PERSONAS, scenarioMessages.personaInvalid),
    gender: choiceWithDefault(GENDERS, DEFAULT_GENDER, scenarioMessages.genderInvalid),
    difficulty: choiceWithDefault(DIFFICULTIES, DEFAULT_DIFFICULTY, scenarioMessages.difficultyInvalid),
    scorecardId: scorecardIdSchema,
    companyUrl: companyUrlSchema,
    customerProfile: requiredText(CUSTOMER_PROFILE_MAX, {
      required: scenarioMessages.customerProfileRequired,
      tooLong: scenarioMessages.customerProfileTooLong,
      empty: scenarioMessages.customerProfileEmpty,
    }),
  })
  .transform((form, ctx): ScenarioInput => {
    const cleaned = { ...form };
    for (const { field, max, empty } of sanitisedFields) {
      const html = sanitiseRichText(form[field]).trim();
      cleaned[field] = max === undefined ? html : truncateRichText(html, max);
      if (visibleTextOf(cleaned[field]) === '') ctx.addIssue({ code: 'custom', path: [field], message: empty });
    }
    const input: ScenarioInput = {
      title: cleaned.title,
      product: cleaned.product,
      customerProfile: cleaned.customerProfile,
      gender: form.gender,
      difficulty: form.difficulty,
      scorecardId: form.scorecardId,
    };
    if (form.salesStage) input.salesStage = form.salesStage;
    if (form.persona) input.persona = form.persona;
    if (form.companyUrl) input.companyUrl = form.companyUrl;
    return input;
  });

/** What the form holds and the API accepts: title, product, customerProfile, salesStage, persona, gender, difficulty, scorecardId, companyUrl. */
export type ScenarioFormValues = z.input<typeof scenarioFormSchema>;

export type ScenarioFormField =
  'title' | 'product' | 'salesStage' | 'persona' | 'gender' | 'difficulty' | 'scorecardId' | 'customerProfile' | 'companyUrl';
export type ScenarioFieldErrors = Partial<Record<ScenarioFormField, string>>;
const FORM_FIELDS: readonly string[] = [
  'title',
  'product',
  'salesStage',
  'persona',
  'gender',
  'difficulty',
  'scorecardId',
  'customerProfile',
  'companyUrl',
];

/** Checks the form; the first message per field, as the dialog shows them under the fields. */
export function validateScenarioForm(
  values: ScenarioFormValues,
): { ok: true; data: ScenarioInput } | { ok: false; errors: ScenarioFieldErrors } {
  const result = scenarioFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ScenarioFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FORM_FIELDS.includes(field)) errors[field as ScenarioFormField] ??= issue.message;
  }
  return { ok: false, errors };
}
