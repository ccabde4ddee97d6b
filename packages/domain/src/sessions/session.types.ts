import type { AssessmentFeedback, AssessmentStatus, ConversationMetric } from '../assessment/assessment.types';
import type { CallEngines } from '../calls/call-engines';
import type { EndedReason } from '../calls/call-protocol';
import type { TranscriptEntry } from '../calls/transcript';
import type { Persona, SalesStage } from '../scenarios/scenario-form.schema';
import type { ScorecardSnapshot } from '../scorecards/scorecard.types';

/**
 * A coaching (call) session as the API returns it (spec section 3, table coaching_sessions), with
 * the linked scenario's facts as they were when the call was made.
 */
export interface CoachingSession {
  id: string;
  created_at: string;
  /** live while the call runs; ended once it is finalised and billed. */
  status: 'requested' | 'live' | 'ended';
  ended_reason: EndedReason | null;
  duration_seconds: number | null;
  /** Where the browser loads the recording (only its owner can), or null when there is none. */
  recording_url: string | null;
  transcript: TranscriptEntry[];
  assessment_feedback: AssessmentFeedback | null;
  assessment_status: AssessmentStatus;
  /** Conversation metrics computed from the transcript with the assessment; null until then. */
  metrics: ConversationMetric[] | null;
  scenario: { id: string | null; title: string; sales_stage: SalesStage | null; persona: Persona | null };
  /** The scorecard the call was assessed against, as it was at call start; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
  /** The engines that played the call, stored when it started; null for calls made before they were. */
  engines: CallEngines | null;
}
