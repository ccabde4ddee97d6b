/**
 * Scorecards (issue 15): what a call is assessed against. A scorecard is a named list of criteria,
 * each with what good looks like, a weight and a scale. The default, 'Stage rubric', is the spec's
 * rubric of the scenario's sales stage; MEDDICC, SPIN, BANT and Challenger are built-in templates;
 * users write their own. Texts are plain text (tags removed when saved): React and prompts print them as text.
 */

/** How a criterion is scored: 0-10, or met / not met (stored as 10 / 0 so averages still work). */
export const SCORECARD_SCALES = ['0-10', 'yes-no'] as const;
export type ScorecardScale = (typeof SCORECARD_SCALES)[number];

export interface ScorecardCriterion {
  /** The criterion's entry in assessment_feedback, made from its name ('Identify pain' -> 'identify_pain'). */
  key: string;
  name: string;
  /** What good looks like: the behaviour a coach would point at. */
  good_looks_like: string;
  /** Relative weight (1-100) in the call's weighted average. */
  weight: number;
  scale: ScorecardScale;
}

/** The built-in scorecards' ids; a user's own scorecard has a UUID. */
export const STAGE_RUBRIC_SCORECARD_ID = 'stage-rubric';
export const BUILT_IN_SCORECARD_IDS = [STAGE_RUBRIC_SCORECARD_ID, 'meddicc', 'spin', 'bant', 'challenger'] as const;
export type BuiltInScorecardId = (typeof BUILT_IN_SCORECARD_IDS)[number];

/** A scorecard as the API returns it. */
export interface Scorecard {
  id: string;
  name: string;
  /** One line on what the scorecard is for; empty for a user's own. */
  description: string;
  built_in: boolean;
  /** Empty for 'Stage rubric', whose criteria are the rubric of each scenario's stage (stageRubricCriteria). */
  criteria: ScorecardCriterion[];
  /** ISO 8601; null for a built-in one. */
  created_at: string | null;
}

/**
 * What a call was assessed against, copied onto the session when the call starts so that editing
 * or deleting the scorecard later does not change past assessments. Null on a session means the
 * stage rubric.
 */
export interface ScorecardSnapshot {
  id: string;
  name: string;
  criteria: ScorecardCriterion[];
}

/** GET /api/scorecards: the built-in ones first, then the user's own, newest first. */
export interface ScorecardListResponse {
  scorecards: Scorecard[];
}

/** POST /api/scorecards, PUT /api/scorecards/:id, POST /api/scorecards/:id/duplicate. */
export interface ScorecardSavedResponse {
  scorecard: Scorecard;
}
