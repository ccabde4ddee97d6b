import { computeConversationMetrics, rubricForStage, type AssessmentFeedback, type ConversationMetric, type TranscriptEntry } from '@rehearse/domain';
import type { AssessedScenario, Assessor } from './assessor.port';

export interface AssessmentRequest {
  transcript: readonly TranscriptEntry[];
  /** The scenario's sales stage as stored ('Discovery', ...); null, empty or 'none' for the general rubric. */
  salesStage: string | null | undefined;
  scenario: AssessedScenario;
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

/** Assesses one finished call: metrics from its transcript, then the assessor with the stage's rubric. */
export function createAssessmentService({ assessor }: { assessor: Assessor }): AssessmentService {
  return {
    async assess({ transcript, salesStage, scenario }, signal) {
      const lookup = rubricForStage(salesStage);
      if (!lookup.ok) throw new UnknownStageError(lookup.message);
      const metrics = computeConversationMetrics(transcript, { stage: salesStage });
      const feedback = await assessor.assess({ transcript, stage: lookup.rubric.stage, scenario, metrics }, signal);
      return { feedback, metrics };
    },
  };
}
