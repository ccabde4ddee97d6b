import {
  computeConversationMetrics,
  rubricForStage,
  type AssessmentFeedback,
  type ConversationMetric,
  type ScorecardSnapshot,
  type TranscriptEntry,
} from '@rehearse/domain';
import type { AssessedScenario, Assessor } from './assessor.port';

export interface AssessmentRequest {
  transcript: readonly TranscriptEntry[];
  /** The scenario's sales stage as stored ('Discovery', ...); null, empty or 'none' for the general rubric. */
  salesStage: string | null | undefined;
  scenario: AssessedScenario;
  /** The scorecard copied onto the session at call start; absent or null for the stage rubric. */
  scorecard?: ScorecardSnapshot | null;
}

export interface AssessmentResult {
  feedback: AssessmentFeedback;
  metrics: ConversationMetric[];
}

/**
 * A stage with no rubric: spec section 3's text. Retrying cannot help (scenarios only store known
 * stages, so this means bad data), hence `retryable` false for the job that runs the assessment.
 */
export class UnknownStageError extends Error {
  override readonly name = 'UnknownStageError';
  readonly retryable = false;
}

export interface AssessmentService {
  /** The metrics of the call and its assessment_feedback. Rejects only with UnknownStageError or when `signal` aborts. */
  assess(request: AssessmentRequest, signal?: AbortSignal): Promise<AssessmentResult>;
}

/** Assesses one finished call: metrics from its transcript, then the assessor with the stage's rubric or the call's scorecard. */
export function createAssessmentService({ assessor }: { assessor: Assessor }): AssessmentService {
  return {
    async assess({ transcript, salesStage, scenario, scorecard }, signal) {
      const lookup = rubricForStage(salesStage);
      if (!lookup.ok) throw new UnknownStageError(lookup.message);
      const metrics = computeConversationMetrics(transcript, { stage: salesStage });
      const feedback = await assessor.assess(
        { transcript, stage: lookup.rubric.stage, scenario, metrics, ...(scorecard ? { scorecard } : {}) },
        signal,
      );
      return { feedback, metrics };
    },
  };
}
