import type { AssessmentFeedback, EvidenceQuote, UnscoredReason } from './assessment.types';
import type { Rubric } from './rubrics';

/**
 * How an assessment is read and shown (spec sections 2, 5 and 9): which scores count, the
 * average, the colours, the skill names. The web app's list and details use these, never their own.
 */

export const SCORE_MAX = 10;
/** Spec section 9: 7 or more green, 4 or more (below 7) yellow/orange, below 4 red. */
export const GOOD_SCORE_FROM = 7;
export const FAIR_SCORE_FROM = 4;
/** Shown for an average or a score that cannot be computed (e.g. a call too short to assess). */
export const NO_SCORE = 'N/A';

export type ScoreTone = 'green' | 'yellow' | 'red';

/** Spec section 5: a score counts only if it is a number (a numeric string such as '7' does not). */
export function isNumericScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The numeric score of one feedback entry, if it has one. */
export function scoreOf(entry: unknown): number | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const score = (entry as { score?: unknown }).score;
  return isNumericScore(score) ? score : undefined;
}

/** The numeric scores of a feedback's categories, overall_summary excluded. */
export function numericScores(feedback: AssessmentFeedback | null | undefined): number[] {
  if (!feedback) return [];
  return Object.entries(feedback).flatMap(([key, entry]) => {
    const score = key === 'overall_summary' ? undefined : scoreOf(entry);
    return score === undefined ? [] : [score];
  });
}

/** The average of the numeric scores, rounded to one decimal; null when there is none. */
export function averageScore(feedback: AssessmentFeedback | null | undefined): number | null {
  const scores = numericScores(feedback);
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.round((sum * 10) / scores.length) / 10;
}

/** The average as shown: '6.4', '7.0', or 'N/A'. */
export function formatAverageScore(feedback: AssessmentFeedback | null | undefined): string {
  const average = averageScore(feedback);
  return average === null ? NO_SCORE : average.toFixed(1);
}

/**
 * The colour of a score. An average is coloured by its shown (rounded) value, so '7.0' is green
 * even when the exact mean is 6.96.
 */
export function scoreTone(score: number): ScoreTone {
  if (score >= GOOD_SCORE_FROM) return 'green';
  if (score >= FAIR_SCORE_FROM) return 'yellow';
  return 'red';
}

/** What is shown in place of a number for a category left unscored on purpose. */
export const UNSCORED_LABELS: Record<UnscoredReason, string> = {
  'not-observed': 'Not observed',
  'needs-language-model': 'Needs a language model',
};

const UNSCORED_REASONS = Object.keys(UNSCORED_LABELS) as UnscoredReason[];

/** Why a feedback entry has no number, when the assessor said so (older assessments never do). */
export function unscoredOf(entry: unknown): UnscoredReason | null {
  if (typeof entry !== 'object' || entry === null || scoreOf(entry) !== undefined) return null;
  const unscored = (entry as { unscored?: unknown }).unscored;
  return UNSCORED_REASONS.find((reason) => reason === unscored) ?? null;
}

/** The evidence quotes of a feedback entry that are well formed (older assessments have none). */
export function evidenceOf(entry: unknown): EvidenceQuote[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const evidence = (entry as { evidence?: unknown }).evidence;
  if (!Array.isArray(evidence)) return [];
  return evidence.filter(
    (item): item is EvidenceQuote =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.quote === 'string' &&
      isNumericScore(item.atSeconds) &&
      (item.stance === 'strength' || item.stance === 'fault'),
  );
}

/** A time in the call as shown beside a quote: '0:07', '12:30'. */
export function formatCallTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 'x/10', or 'N/A' for a missing or non-numeric score. */
export function formatScore(score: unknown): string {
  return isNumericScore(score) ? `${score}/${SCORE_MAX}` : NO_SCORE;
}

/** A skill's display name: the key split on underscores, each word capitalised ('call_to_action' -> 'Call To Action'). */
export function formatSkillName(key: string): string {
  return key
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Spec section 3: a session's assessment is complete once overall_summary is a text. */
export function isAssessmentComplete(feedback: unknown): feedback is AssessmentFeedback {
  return (
    typeof feedback === 'object' && feedback !== null && typeof (feedback as { overall_summary?: unknown }).overall_summary === 'string'
  );
}

export interface SkillEntry {
  key: string;
  /** formatSkillName(key). */
  name: string;
  /** null when the entry has no numeric score (left out of the average). */
  score: number | null;
  /** Why there is no score, when the assessor said so ('Not observed' is shown instead of 'N/A'). */
  unscored: UnscoredReason | null;
  justification: string;
  evidence: EvidenceQuote[];
}

/**
 * The category entries of a feedback, in the rubric's order when one is given, then any other
 * entries in the order the feedback holds them (an assessment made with an older rubric still
 * shows everything it scored). overall_summary is not a category. A feedback without categories
 * (a call too short to assess) gives none.
 */
export function skillEntries(feedback: AssessmentFeedback | null | undefined, rubric?: Rubric): SkillEntry[] {
  if (!feedback) return [];
  const rubricKeys = rubric?.categories.map((category) => category.key) ?? [];
  const otherKeys = Object.keys(feedback).filter((key) => key !== 'overall_summary' && !rubricKeys.includes(key));
  return [...rubricKeys, ...otherKeys].flatMap((key) => {
    const entry = feedback[key];
    if (typeof entry !== 'object' || entry === null) return [];
    const justification = (entry as { justification?: unknown }).justification;
    return [
      {
        key,
        name: formatSkillName(key),
        score: scoreOf(entry) ?? null,
        unscored: unscoredOf(entry),
        justification: typeof justification === 'string' ? justification : '',
        evidence: evidenceOf(entry),
      },
    ];
  });
}
