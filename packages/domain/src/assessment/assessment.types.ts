/**
 * The shapes of a call's assessment, shared by the assessor (server) and the performance list and
 * call-details dialog (web). The rules that produce and display them live beside this file.
 */

/**
 * Why a category has no number: the call gave no chance to show it ('not-observed': no concern was
 * raised, the call ended before a next step could be asked), or the offline assessor cannot judge
 * the criterion and only a language model could ('needs-language-model').
 */
export type UnscoredReason = 'not-observed' | 'needs-language-model';

/** A turn that shows a claim of the justification: the salesperson's words, when they were said, and what they show. */
export interface EvidenceQuote {
  quote: string;
  /** Seconds from the start of the call to the turn's start. */
  atSeconds: number;
  stance: 'strength' | 'fault';
}

/**
 * One rubric category's result: a 0-10 score and a justification quoting the salesperson, or no
 * score (null) with `unscored` saying why and the justification giving the reason. Assessments
 * stored before issue 15 always have a number and neither `unscored` nor `evidence`.
 */
export interface CategoryAssessment {
  score: number | null;
  justification: string;
  unscored?: UnscoredReason;
  evidence?: EvidenceQuote[];
}

/**
 * assessment_feedback (spec section 3): `overall_summary` plus one entry per category key of the
 * stage's rubric. The session is complete once `overall_summary` is a text.
 */
export type AssessmentFeedback = { overall_summary: string } & Record<string, CategoryAssessment | string>;

export type MetricKey =
  | 'talk_ratio'
  | 'longest_monologue'
  | 'longest_customer_story'
  | 'questions_asked'
  | 'filler_words_per_minute'
  | 'speaking_pace'
  | 'patience'
  | 'interruptions';

/** One conversation metric with the target range coaches use, and whether the call was in it. */
export interface ConversationMetric {
  key: MetricKey;
  /** 'Talk-to-listen ratio', 'Longest monologue', ... */
  label: string;
  value: number;
  /** The value as shown: '54 %', '1:12', '12', '3.1 / min', '148 wpm', '0.8 s'. */
  display: string;
  /** The target as shown: '40-60 %', 'under 2:00', '11-14', ... */
  target: string;
  inRange: boolean;
  /** Why it matters, one sentence a coach would say. */
  hint: string;
}

/** Where the assessment of a session stands; 'failed' after its attempts ran out (retry offered). */
export type AssessmentStatus = 'pending' | 'running' | 'completed' | 'failed';
