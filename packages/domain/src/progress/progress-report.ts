import type { ConversationMetric } from '../assessment/assessment.types';
import {
  FILLERS_PER_MINUTE_MAX,
  MONOLOGUE_MAX_SECONDS,
  PATIENCE_TARGET_SECONDS,
  SPEAKING_PACE_TARGET,
  TALK_RATIO_TARGET,
} from '../assessment/conversation-metrics';
import { averageScore, formatSkillName } from '../assessment/score-rules';
import type { AssessmentFeedback } from '../assessment/assessment.types';
import { weightedAverageScore } from '../scorecards/scorecard-scores';
import type { ScorecardCriterion } from '../scorecards/scorecard.types';
import { weekStartOf, weeksBetween } from './calendar-weeks';
import {
  PROGRESS_METRIC_KEYS,
  type AttemptComparison,
  type MetricProgress,
  type ProgressCall,
  type ProgressMetricKey,
  type ProgressReport,
  type SkillProgress,
  type SkillStanding,
  type WeekCount,
} from './progress.types';

/**
 * A skill's proficiency weighs its scores toward the recent ones: each score counts half as much as
 * the one three scores later (weight 2^(-k/3), k = how many of the skill's scores are newer). Counted
 * in calls, not days, so a pause in practice does not change the figure (decision 0027).
 */
export const PROFICIENCY_HALF_LIFE_CALLS = 3;
/** The calls-per-week chart covers at most this many weeks. */
export const PROGRESS_MAX_WEEKS = 52;
/** Scenarios shown with their latest attempt against the previous one. */
export const PROGRESS_MAX_ATTEMPTS = 10;

/** One analysed call as the report reads it: its scores and metrics, nothing of its text. */
export interface AnalysedCall {
  id: string;
  createdAt: Date;
  scenarioId: string | null;
  scenarioTitle: string;
  /** Category key -> numeric score (categories without a number left out). */
  scores: Readonly<Record<string, number>>;
  /** The scorecard's criteria when the call was scored on one (weighted average, criteria names). */
  criteria: readonly Pick<ScorecardCriterion, 'key' | 'name' | 'weight'>[] | null;
  metrics: readonly Pick<ConversationMetric, 'key' | 'label' | 'value' | 'display' | 'target' | 'inRange'>[];
}

const NOT_AVAILABLE = 'N/A';

const METRIC_BANDS: Record<ProgressMetricKey, MetricProgress['band']> = {
  talk_ratio: { min: TALK_RATIO_TARGET.min, max: TALK_RATIO_TARGET.max },
  questions_asked: null,
  longest_monologue: { min: 0, max: MONOLOGUE_MAX_SECONDS },
  filler_words_per_minute: { min: 0, max: FILLERS_PER_MINUTE_MAX },
  speaking_pace: { min: SPEAKING_PACE_TARGET.min, max: SPEAKING_PACE_TARGET.max },
  patience: { min: PATIENCE_TARGET_SECONDS.min, max: PATIENCE_TARGET_SECONDS.max },
};

const METRIC_UNITS: Record<ProgressMetricKey, string> = {
  talk_ratio: '%',
  questions_asked: '',
  longest_monologue: 'seconds',
  filler_words_per_minute: 'per minute',
  speaking_pace: 'words per minute',
  patience: 'seconds',
};

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** The call's overall score, by the same rules as its details: the scorecard's weighted average, else the plain average. */
export function overallScoreOf(call: Pick<AnalysedCall, 'scores' | 'criteria'>): number | null {
  const feedback = { overall_summary: '' } as AssessmentFeedback;
  for (const [key, score] of Object.entries(call.scores)) feedback[key] = { score, justification: '' };
  return call.criteria && call.criteria.length > 0 ? weightedAverageScore(feedback, call.criteria) : averageScore(feedback);
}

/** The recency-weighted mean of scores given oldest first; null for none. */
export function proficiencyOf(scores: readonly number[], halfLife = PROFICIENCY_HALF_LIFE_CALLS): number | null {
  if (scores.length === 0) return null;
  let weighted = 0;
  let weights = 0;
  scores.forEach((score, index) => {
    const weight = 2 ** (-(scores.length - 1 - index) / halfLife);
    weighted += score * weight;
    weights += weight;
  });
  return roundToTenth(weighted / weights);
}

function skillNameOf(call: AnalysedCall, key: string): string {
  return call.criteria?.find((criterion) => criterion.key === key)?.name ?? formatSkillName(key);
}

function skillProgressOf(calls: readonly AnalysedCall[]): SkillProgress[] {
  const byKey = new Map<string, SkillProgress>();
  calls.forEach((call, index) => {
    for (const [key, score] of Object.entries(call.scores)) {
      let skill = byKey.get(key);
      if (!skill) {
        skill = {
          key,
          name: '',
          proficiency: 0,
          previous_proficiency: null,
          latest: score,
          count: 0,
          scores: new Array<number | null>(calls.length).fill(null),
        };
        byKey.set(key, skill);
      }
      skill.name = skillNameOf(call, key);
      skill.latest = score;
      skill.count += 1;
      skill.scores[index] = score;
    }
  });
  return [...byKey.values()]
    .map((skill) => {
      const scores = skill.scores.filter((score): score is number => score !== null);
      return { ...skill, proficiency: proficiencyOf(scores)!, previous_proficiency: proficiencyOf(scores.slice(0, -1)) };
    })
    .sort((a, b) => a.proficiency - b.proficiency || a.name.localeCompare(b.name));
}

/** Strongest and weakest by proficiency; with fewer than two skills there is no comparison to make. */
function standingsOf(skills: readonly SkillProgress[]): { strongest: SkillStanding | null; weakest: SkillStanding | null } {
  const standing = (skill: SkillProgress | undefined): SkillStanding | null =>
    skill ? { key: skill.key, name: skill.name, proficiency: skill.proficiency } : null;
  if (skills.length < 2) return { strongest: null, weakest: null };
  const weakest = skills[0]!;
  const strongest = [...skills].sort((a, b) => b.proficiency - a.proficiency || a.name.localeCompare(b.name))[0]!;
  if (strongest.proficiency === weakest.proficiency) return { strongest: null, weakest: null };
  return { strongest: standing(strongest), weakest: standing(weakest) };
}

function metricProgressOf(calls: readonly AnalysedCall[]): MetricProgress[] {
  return PROGRESS_METRIC_KEYS.flatMap((key): MetricProgress[] => {
    const stored = calls.map((call) => call.metrics.find((metric) => metric.key === key && metric.display !== NOT_AVAILABLE));
    const present = stored.filter((metric) => metric !== undefined);
    const latest = present.at(-1);
    if (!latest) return [];
    return [
      {
        key,
        label: latest.label,
        target: latest.target,
        band: METRIC_BANDS[key],
        unit: METRIC_UNITS[key],
        values: stored.map((metric) => metric?.value ?? null),
        latest: { display: latest.display, in_range: latest.inRange },
        count: present.length,
        in_range: present.filter((metric) => metric.inRange).length,
      },
    ];
  });
}

function weekCountsOf(calls: readonly AnalysedCall[], now: Date, timeZone: string): WeekCount[] {
  const first = calls[0];
  if (!first) return [];
  const counts = new Map<string, number>();
  for (const call of calls) {
    const week = weekStartOf(call.createdAt, timeZone);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  const thisWeek = weekStartOf(now, timeZone);
  const lastWeek = [...counts.keys()].reduce((latest, week) => (week > latest ? week : latest), thisWeek);
  return weeksBetween(weekStartOf(first.createdAt, timeZone), lastWeek)
    .slice(-PROGRESS_MAX_WEEKS)
    .map((week) => ({ week_start: week, calls: counts.get(week) ?? 0 }));
}

function attemptComparisonsOf(calls: readonly AnalysedCall[], overall: ReadonlyMap<string, number | null>): AttemptComparison[] {
  const byScenario = new Map<string, AnalysedCall[]>();
  for (const call of calls) {
    if (call.scenarioId === null) continue;
    const attempts = byScenario.get(call.scenarioId);
    if (attempts) attempts.push(call);
    else byScenario.set(call.scenarioId, [call]);
  }
  const score = (call: AnalysedCall) => ({
    session_id: call.id,
    created_at: call.createdAt.toISOString(),
    overall: overall.get(call.id) ?? null,
  });
  return [...byScenario.entries()]
    .filter(([, attempts]) => attempts.length > 1)
    .map(([scenarioId, attempts]): AttemptComparison => {
      const latest = attempts.at(-1)!;
      const previous = attempts.at(-2)!;
      const skills = Object.entries(latest.scores)
        .filter(([key]) => previous.scores[key] !== undefined)
        .map(([key, score]) => ({ key, name: skillNameOf(latest, key), latest: score, previous: previous.scores[key]! }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        scenario_id: scenarioId,
        scenario_title: latest.scenarioTitle,
        attempts: attempts.length,
        latest: score(latest),
        previous: score(previous),
        skills,
      };
    })
    .sort((a, b) => b.latest.created_at.localeCompare(a.latest.created_at))
    .slice(0, PROGRESS_MAX_ATTEMPTS);
}

/**
 * The progress report of a user's analysed calls: overall score per call, each skill's trend and
 * proficiency, the conversation metrics against their targets, calls per week in `timeZone`, and
 * each scenario's latest attempt against the previous one. Pure: `now` and the time zone are given.
 */
export function buildProgressReport(analysed: readonly AnalysedCall[], options: { now: Date; timeZone: string }): ProgressReport {
  const calls = [...analysed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const overall = new Map(calls.map((call) => [call.id, overallScoreOf(call)]));
  const skills = skillProgressOf(calls);
  return {
    analysed_calls: calls.length,
    half_life_calls: PROFICIENCY_HALF_LIFE_CALLS,
    time_zone: options.timeZone,
    calls: calls.map((call): ProgressCall => ({
      session_id: call.id,
      created_at: call.createdAt.toISOString(),
      scenario_title: call.scenarioTitle,
      overall: overall.get(call.id) ?? null,
    })),
    skills,
    ...standingsOf(skills),
    metrics: metricProgressOf(calls),
    weeks: weekCountsOf(calls, options.now, options.timeZone),
    attempts: attemptComparisonsOf(calls, overall),
  };
}
