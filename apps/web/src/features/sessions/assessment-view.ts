import {
  averageScore,
  formatAverageScore,
  formatScore,
  isAssessmentComplete,
  scoreTone,
  skillEntries,
  UNSCORED_LABELS,
} from '@rehearse/domain';
import type { AssessmentFeedback, CoachingSession, EvidenceQuote, RubricLookup, ScoreTone, UnscoredReason } from '@rehearse/domain';

/**
 * The assessment as the card and the call-details dialog show it. Every rule (what counts as a
 * score, the average, the colours, the skill names, the rubric of a stage) is the domain's; this
 * file only arranges their results for display.
 */
export interface SkillView {
  key: string;
  /** The key split on underscores, each word capitalised: 'brush_off_handling' -> 'Brush Off Handling'. */
  name: string;
  /** null when the stored score is not a number (it then counts in no average). */
  score: number | null;
  /** 'x/10'; 'Not observed' (or 'Needs a language model') when the assessor left it unscored on purpose, the justification saying why; else 'N/A'. */
  scoreText: string;
  /** Set when the category was left unscored on purpose. */
  unscored: UnscoredReason | null;
  tone: ScoreTone | null;
  justification: string;
  /** The turns the justification cites, with their times (offline coach; empty for older or model-written ones). */
  evidence: EvidenceQuote[];
}

export interface AssessmentView {
  summary: string;
  /** The average of the numeric scores with one decimal ('7.4'), or 'N/A' when there are none. */
  averageText: string;
  averageTone: ScoreTone | null;
  skills: SkillView[];
  /** 'Could not load assessment criteria for stage: <stage>' for a stage without a rubric. */
  rubricError: string | null;
}

export function isSessionAnalysed(session: Pick<CoachingSession, 'assessment_feedback'>): boolean {
  return isAssessmentComplete(session.assessment_feedback);
}

/**
 * null until the assessment is complete (spec section 4). With the stage's rubric (the dialog's
 * `rubricForStage(stage)`), the skills follow its order and an unknown stage is reported; without
 * one (the list's cards, which leave the rubric texts out of the first download) they keep the
 * order the assessment stored them in, which is the rubric's.
 */
export function toAssessmentView(feedback: AssessmentFeedback | null | undefined, lookup?: RubricLookup): AssessmentView | null {
  if (!isAssessmentComplete(feedback)) return null;
  const average = averageScore(feedback);
  return {
    summary: feedback.overall_summary,
    averageText: formatAverageScore(feedback),
    averageTone: average === null ? null : scoreTone(average),
    skills: skillEntries(feedback, lookup?.ok ? lookup.rubric : undefined).map((skill) => ({
      key: skill.key,
      name: skill.name,
      score: skill.score,
      unscored: skill.unscored,
      justification: skill.justification,
      evidence: skill.evidence,
      scoreText: skill.unscored ? UNSCORED_LABELS[skill.unscored] : formatScore(skill.score),
      tone: skill.score === null ? null : scoreTone(skill.score),
    })),
    rubricError: lookup && !lookup.ok ? lookup.message : null,
  };
}
