import { z } from 'zod';
import { richTextToPlainText, sanitiseRichText } from '../scenarios/rich-text.sanitiser';
import { SCORECARD_SCALES, type ScorecardCriterion, type ScorecardScale } from './scorecard.types';

/** Limits of a user's scorecard (ours: the spec has no scorecards). */
export const SCORECARD_NAME_MAX = 100;
export const CRITERION_NAME_MAX = 80;
export const GOOD_LOOKS_LIKE_MAX = 500;
export const CRITERIA_MAX = 10;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 100;
export const DEFAULT_CRITERION_WEIGHT = 20;
export const DEFAULT_CRITERION_SCALE: ScorecardScale = '0-10';

export const scorecardMessages = {
  nameRequired: 'Scorecard name is required',
  nameTooLong: `Scorecard name must be less than ${SCORECARD_NAME_MAX} characters`,
  nameEmpty: 'Scorecard name cannot be empty',
  criteriaRequired: 'Add at least one criterion',
  criteriaTooMany: `A scorecard can have at most ${CRITERIA_MAX} criteria`,
  criterionNameRequired: 'Criterion name is required',
  criterionNameTooLong: `Criterion name must be less than ${CRITERION_NAME_MAX} characters`,
  criterionNameEmpty: 'Criterion name cannot be empty',
  criterionNameTaken: 'Each criterion needs a different name',
  goodLooksLikeRequired: 'Describe what good looks like',
  goodLooksLikeTooLong: `What good looks like must be less than ${GOOD_LOOKS_LIKE_MAX} characters`,
  goodLooksLikeEmpty: 'What good looks like cannot be empty',
  weightInvalid: `Weight must be a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`,
  scaleInvalid: 'Please choose 0-10 or Yes/No',
  scorecardInvalid: 'Please choose one of the listed scorecards',
  nulCharacter: 'Text cannot contain the NUL character.',
} as const;

/**
 * A required text, trimmed, checked, then sanitised to plain text: tags and scripts go (the
 * scenario's sanitiser, then its text, then any '<' or '>'), so what is stored is what a person
 * typed, minus markup.
 * Blank before or after sanitising is 'cannot be empty'.
 */
function plainText(max: number, messages: { required: string; tooLong: string; empty: string }) {
  return z.string({ error: messages.required }).transform((raw, ctx) => {
    const value = raw.trim();
    // As the spec's general input cleaner does, '<' and '>' go too: a stored text never holds markup.
    // Half a surrogate pair is dropped: the criteria are stored as JSON, which cannot hold one.
    const plain = richTextToPlainText(sanitiseRichText(value))
      .replace(/[<>]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const message =
      raw.length === 0
        ? messages.required
        : raw.includes('\u0000')
          ? scorecardMessages.nulCharacter
          : value.length > max
            ? messages.tooLong
            : plain === ''
              ? messages.empty
              : undefined;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return plain.slice(0, max);
  });
}

const weightSchema = z
  .unknown()
  .optional()
  .transform((raw, ctx): number => {
    if (raw === undefined || raw === null || raw === '') return DEFAULT_CRITERION_WEIGHT;
    const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof value === 'number' && Number.isInteger(value) && value >= WEIGHT_MIN && value <= WEIGHT_MAX) return value;
    ctx.addIssue({ code: 'custom', message: scorecardMessages.weightInvalid });
    return z.NEVER;
  });

const scaleSchema = z
  .unknown()
  .optional()
  .transform((raw, ctx): ScorecardScale => {
    if (raw === undefined || raw === null || raw === '') return DEFAULT_CRITERION_SCALE;
    if (typeof raw === 'string' && (SCORECARD_SCALES as readonly string[]).includes(raw)) return raw as ScorecardScale;
    ctx.addIssue({ code: 'custom', message: scorecardMessages.scaleInvalid });
    return z.NEVER;
  });

const criterionSchema = z.object(
  {
    name: plainText(CRITERION_NAME_MAX, {
      required: scorecardMessages.criterionNameRequired,
      tooLong: scorecardMessages.criterionNameTooLong,
      empty: scorecardMessages.criterionNameEmpty,
    }),
    goodLooksLike: plainText(GOOD_LOOKS_LIKE_MAX, {
      required: scorecardMessages.goodLooksLikeRequired,
      tooLong: scorecardMessages.goodLooksLikeTooLong,
      empty: scorecardMessages.goodLooksLikeEmpty,
    }),
    weight: weightSchema,
    scale: scaleSchema,
  },
  { error: scorecardMessages.criterionNameRequired },
);

/**
 * The key of a criterion's entry in assessment_feedback: its name in lower-case words joined by
 * underscores ('Identify Pain' -> 'identify_pain'), so the spec's display rule reads it back.
 */
export function criterionKey(name: string, index: number): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return key === '' ? `criterion_${index + 1}` : key;
}

/** A user's scorecard as it is saved: checked, sanitised, each criterion with its key. */
export interface ScorecardInput {
  name: string;
  criteria: ScorecardCriterion[];
}

/** The scorecard form, for the web screen and the API alike. */
export const scorecardFormSchema = z
  .object({
    name: plainText(SCORECARD_NAME_MAX, {
      required: scorecardMessages.nameRequired,
      tooLong: scorecardMessages.nameTooLong,
      empty: scorecardMessages.nameEmpty,
    }),
    criteria: z
      .array(criterionSchema, { error: scorecardMessages.criteriaRequired })
      .min(1, { error: scorecardMessages.criteriaRequired })
      .max(CRITERIA_MAX, { error: scorecardMessages.criteriaTooMany }),
  })
  .transform((form, ctx): ScorecardInput => {
    const seen = new Set<string>(['overall_summary']);
    const criteria = form.criteria.map((criterion, index): ScorecardCriterion => {
      const key = criterionKey(criterion.name, index);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['criteria', index, 'name'], message: scorecardMessages.criterionNameTaken });
      seen.add(key);
      return { key, name: criterion.name, good_looks_like: criterion.goodLooksLike, weight: criterion.weight, scale: criterion.scale };
    });
    return { name: form.name, criteria };
  });

/** What the scorecard screen holds and the API accepts. */
export type ScorecardFormValues = z.input<typeof scorecardFormSchema>;
export interface ScorecardCriterionFormValues {
  name: string;
  goodLooksLike: string;
  weight: number | string;
  scale: ScorecardScale;
}

/** Field errors by path: 'name', 'criteria', 'criteria.0.name', 'criteria.2.weight'... first message each. */
export type ScorecardFieldErrors = Record<string, string>;

export function validateScorecardForm(values: unknown): { ok: true; data: ScorecardInput } | { ok: false; errors: ScorecardFieldErrors } {
  const result = scorecardFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ScorecardFieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'name';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
