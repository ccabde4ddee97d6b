import {
  computeConversationMetrics,
  rubricForStage,
  skillEntries,
  type AssessmentFeedback,
  type SalesStage,
  type TranscriptEntry,
} from '@rehearse/domain';
import { asRead, assessOffline } from './offline.assessor';
import { practiceScenario, timedTranscript, type ScriptedTurn } from './practice-call.test-support';

/**
 * Test support: scripted calls assessed by the offline assessor, and one category of the result. The scores are as the judges
 * read them (`asRead`), so that a test of one category's reading does not move with the rest of its short call; the
 * calibration is tested on its own (offline.assessor.calibration.test.ts).
 */

export function assess(transcript: TranscriptEntry[], salesStage: SalesStage | null): AssessmentFeedback {
  const lookup = rubricForStage(salesStage);
  if (!lookup.ok) throw new Error(lookup.message);
  const metrics = computeConversationMetrics(transcript, { stage: salesStage });
  return assessOffline({ transcript, stage: lookup.rubric.stage, scenario: practiceScenario(), metrics }, asRead);
}

export const buyer = (text: string): ScriptedTurn => ({ role: 'assistant', text });
export const rep = (text: string): ScriptedTurn => ({ role: 'user', text });
/** A call as the buyer answers the phone, then the turns given. */
export const call = (...turns: ScriptedTurn[]) => timedTranscript([buyer("Hello, who's calling?"), ...turns]);
export const entry = (feedback: AssessmentFeedback, key: string) => skillEntries(feedback).find((skill) => skill.key === key)!;
