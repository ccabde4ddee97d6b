import type { AssessmentFeedback, ConversationMetric, RubricStage, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';

/** The scenario facts an assessor may use to judge relevance (plain text, as the buyer played them). */
export interface AssessedScenario {
  title: string;
  product: string;
  customerProfile: string;
  persona: string | null;
}

export interface AssessorInput {
  /** The call in time order: 'user' is the salesperson, 'assistant' the buyer. */
  transcript: readonly TranscriptEntry[];
  /** The rubric to score with, already resolved from the scenario's sales stage (rubricForStage). */
  stage: RubricStage;
  scenario: AssessedScenario;
  /** The call's conversation metrics (computeConversationMetrics), for the assessor to weigh and cite. */
  metrics: readonly ConversationMetric[];
  /**
   * The scorecard the call is assessed on, copied at call start; absent or null for the stage
   * rubric. With one, the feedback has one entry per criterion key instead of per rubric category.
   */
  scorecard?: ScorecardSnapshot | null;
}

/**
 * Writes a call's assessment_feedback against the rubric of `input.stage`.
 *
 * Contract: resolves with `overall_summary` (a text) and, for a call long enough to judge, one
 * entry per category key of the rubric, in rubric order, each with an integer score 0-10 and a
 * justification that quotes the salesperson's own words in double quotes, or a null score with
 * `unscored` ('not-observed': the call gave no chance to show it) and the reason as justification. A call too short to
 * judge (isTooShortToAssess) gets `overall_summary` alone, saying so: never invented scores.
 * It does not reject because a provider failed: an assessor backed by a language model falls back
 * to the offline one and says so in the summary. It rejects only when `signal` aborts.
 */
export interface Assessor {
  readonly name: string;
  assess(input: AssessorInput, signal?: AbortSignal): Promise<AssessmentFeedback>;
}
