import { z } from 'zod';
import {
  SCORECARD_SCALES,
  type Scorecard,
  type ScorecardCriterion,
  type ScorecardListResponse,
  type ScorecardSavedResponse,
  type ScorecardSnapshot,
} from './scorecard.types';

/** The scorecards routes' responses and a session's copy of its scorecard (issue 18, item 4), typed against their interfaces. */
export const scorecardCriterionSchema: z.ZodType<ScorecardCriterion> = z.object({
  key: z.string(),
  name: z.string(),
  good_looks_like: z.string(),
  weight: z.number(),
  scale: z.enum(SCORECARD_SCALES),
});

export const scorecardSnapshotSchema: z.ZodType<ScorecardSnapshot> = z.object({
  id: z.string(),
  name: z.string(),
  criteria: z.array(scorecardCriterionSchema),
});

export const scorecardSchema: z.ZodType<Scorecard> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  built_in: z.boolean(),
  criteria: z.array(scorecardCriterionSchema),
  created_at: z.string().nullable(),
});

/** GET /api/scorecards. */
export const scorecardListResponseSchema: z.ZodType<ScorecardListResponse> = z.object({ scorecards: z.array(scorecardSchema) });

/** POST /api/scorecards, PUT /api/scorecards/:id, POST /api/scorecards/:id/duplicate. */
export const scorecardSavedResponseSchema: z.ZodType<ScorecardSavedResponse> = z.object({ scorecard: scorecardSchema });
