import type { MetricKey } from '../assessment/assessment.types';

/**
 * GET /api/progress (issue 17): the signed-in user's progress over their analysed calls, computed on
 * the server from the stored assessments. Times are ISO 8601; scores are 0-10 with one decimal.
 * Per-call series are arrays in the order of `calls`, so a long history costs a number per call.
 */
export interface ProgressReport {
  analysed_calls: number;
  /** A skill's proficiency weighs each of its scores 2^(-k / half_life_calls), k = how many of its scores are newer. */
  half_life_calls: number;
  /** The time zone the weeks were counted in. */
  time_zone: string;
  /** Every analysed call, oldest first, with its overall score (the average, or the scorecard's weighted average). */
  calls: ProgressCall[];
  /** Every skill scored at least once, weakest proficiency first. */
  skills: SkillProgress[];
  strongest: SkillStanding | null;
  weakest: SkillStanding | null;
  /** The coach's conversation metrics, each over the calls that have it, against its target. */
  metrics: MetricProgress[];
  /** Analysed calls per week (Monday to Sunday in `time_zone`), from the first call's week to this one, the latest 52 at most. */
  weeks: WeekCount[];
  /** For each scenario practised more than once, its latest attempt against the one before, latest first (10 at most). */
  attempts: AttemptComparison[];
}

export interface ProgressCall {
  session_id: string;
  created_at: string;
  scenario_title: string;
  overall: number | null;
}

export interface SkillProgress {
  key: string;
  /** The scorecard criterion's name, or the key's words capitalised. */
  name: string;
  /** The recency-weighted mean of its scores, one decimal. */
  proficiency: number;
  /** The proficiency before its latest score; null with a single score. */
  previous_proficiency: number | null;
  latest: number;
  /** How many calls scored it. */
  count: number;
  /** Its score on each call of `calls` (same order), null where the call did not score it. */
  scores: (number | null)[];
}

export interface SkillStanding {
  key: string;
  name: string;
  proficiency: number;
}

export interface MetricProgress {
  key: ProgressMetricKey;
  label: string;
  /** The target as the latest call shows it ('40-60 %'; the questions target depends on the call's stage). */
  target: string;
  /** The target range drawn on the chart; null when it differs between calls (questions by stage). */
  band: { min: number; max: number | null } | null;
  /** The unit its values are in, for text: '%', 'seconds', 'per minute', 'words per minute', '' for a count. */
  unit: string;
  /** Its value on each call of `calls` (same order), null where the call has none (no talk, no buyer turn). */
  values: (number | null)[];
  /** The latest value as the call's details show it ('54 %', '1:12') and whether it was on target. */
  latest: { display: string; in_range: boolean };
  /** How many calls have it, and how many of those were in their target range. */
  count: number;
  in_range: number;
}

export interface WeekCount {
  /** The week's Monday, YYYY-MM-DD in the report's time zone. */
  week_start: string;
  calls: number;
}

export interface AttemptScore {
  session_id: string;
  created_at: string;
  overall: number | null;
}

export interface AttemptComparison {
  scenario_id: string;
  scenario_title: string;
  attempts: number;
  latest: AttemptScore;
  previous: AttemptScore;
  /** The skills both attempts scored, by name. */
  skills: { key: string; name: string; latest: number; previous: number }[];
}

/** The metrics the progress report follows over time (the coach's targets; interruptions and the buyer's story stay per call). */
export const PROGRESS_METRIC_KEYS = [
  'talk_ratio',
  'questions_asked',
  'longest_monologue',
  'filler_words_per_minute',
  'speaking_pace',
  'patience',
] as const satisfies readonly MetricKey[];
export type ProgressMetricKey = (typeof PROGRESS_METRIC_KEYS)[number];
