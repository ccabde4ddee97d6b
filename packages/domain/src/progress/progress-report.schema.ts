import { z } from 'zod';
import {
  PROGRESS_METRIC_KEYS,
  type AttemptComparison,
  type AttemptScore,
  type MetricProgress,
  type ProgressCall,
  type ProgressReport,
  type SkillProgress,
  type SkillStanding,
  type WeekCount,
} from './progress.types';

/** GET /api/progress as a schema (issue 18, item 4), typed against the report the server builds. */

const progressCallSchema: z.ZodType<ProgressCall> = z.object({
  session_id: z.string(),
  created_at: z.string(),
  scenario_title: z.string(),
  overall: z.number().nullable(),
});

const skillProgressSchema: z.ZodType<SkillProgress> = z.object({
  key: z.string(),
  name: z.string(),
  proficiency: z.number(),
  previous_proficiency: z.number().nullable(),
  latest: z.number(),
  count: z.number(),
  scores: z.array(z.number().nullable()),
});

const skillStandingSchema: z.ZodType<SkillStanding> = z.object({ key: z.string(), name: z.string(), proficiency: z.number() });

const metricProgressSchema: z.ZodType<MetricProgress> = z.object({
  key: z.enum(PROGRESS_METRIC_KEYS),
  label: z.string(),
  target: z.string(),
  band: z.object({ min: z.number(), max: z.number().nullable() }).nullable(),
  unit: z.string(),
  values: z.array(z.number().nullable()),
  latest: z.object({ display: z.string(), in_range: z.boolean() }),
  count: z.number(),
  in_range: z.number(),
});

const weekCountSchema: z.ZodType<WeekCount> = z.object({ week_start: z.string(), calls: z.number() });

const attemptScoreSchema: z.ZodType<AttemptScore> = z.object({
  session_id: z.string(),
  created_at: z.string(),
  overall: z.number().nullable(),
});

const attemptComparisonSchema: z.ZodType<AttemptComparison> = z.object({
  scenario_id: z.string(),
  scenario_title: z.string(),
  attempts: z.number(),
  latest: attemptScoreSchema,
  previous: attemptScoreSchema,
  skills: z.array(z.object({ key: z.string(), name: z.string(), latest: z.number(), previous: z.number() })),
});

export const progressReportSchema: z.ZodType<ProgressReport> = z.object({
  analysed_calls: z.number().int().nonnegative(),
  half_life_calls: z.number(),
  time_zone: z.string(),
  calls: z.array(progressCallSchema),
  skills: z.array(skillProgressSchema),
  strongest: skillStandingSchema.nullable(),
  weakest: skillStandingSchema.nullable(),
  metrics: z.array(metricProgressSchema),
  weeks: z.array(weekCountSchema),
  attempts: z.array(attemptComparisonSchema),
});
