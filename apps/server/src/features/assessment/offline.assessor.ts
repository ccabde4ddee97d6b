import { formatSkillName, RUBRICS, type AssessmentFeedback, type CategoryAssessment, type ConversationMetric } from '@rehearse/domain';
import type { AssessorInput, Assessor } from './assessor.port';
import { gatherEvidence, type CallEvidence } from './offline/call-evidence';
import { justify, scoreOf, strengthOf, weaknessOf, type CheckOutcome } from './offline/justification';
import { CATEGORY_CHECKS } from './offline/rubric-checks';
import { isTooShortToAssess, notEnoughConversation } from './too-short-call';

/**
 * The default assessor, with no model and no network: each rubric category is scored 0-10 from
 * checks of what the salesperson said and how the buyer reacted (offline/rubric-checks.ts) and the
 * conversation metrics; justifications quote the salesperson. Deterministic: the same call always
 * gets the same assessment.
 */
export const offlineAssessor: Assessor = {
  name: 'offline',
  async assess(input) {
    return assessOffline(input);
  },
};

/** A category scoring below this is not called a strength. */
const STRENGTH_FROM = 4;

interface ScoredCategory {
  key: string;
  score: number;
  outcomes: CheckOutcome[];
  assessment: CategoryAssessment;
}

export function assessOffline(input: AssessorInput): AssessmentFeedback {
  if (isTooShortToAssess(input.transcript)) return notEnoughConversation(input.transcript);
  const evidence = gatherEvidence(input.transcript, input.stage, input.metrics);
  const scored = RUBRICS[input.stage].categories.map(({ key }): ScoredCategory => {
    const outcomes = (CATEGORY_CHECKS[key] ?? []).map((check) => ({ check, result: check.evaluate(evidence) }));
    const score = scoreOf(outcomes);
    return { key, score, outcomes, assessment: { score, justification: justify(outcomes, score, evidence.sales) } };
  });
  return {
    overall_summary: summarise(scored, evidence, input.metrics),
    ...Object.fromEntries(scored.map(({ key, assessment }) => [key, assessment])),
  };
}

const label = ({ key, score }: ScoredCategory) => `${formatSkillName(key)} (${score}/10)`;

/** The top strength, the top thing to practise next, how the call ended, and the metrics in and out of range. */
function summarise(scored: readonly ScoredCategory[], evidence: CallEvidence, metrics: readonly ConversationMetric[]): string {
  // Ties go to the first in rubric order (sort is stable).
  const best = [...scored].sort((a, b) => b.score - a.score)[0]!;
  const strength = best.score >= STRENGTH_FROM ? strengthOf(best.outcomes) : undefined;
  const practise = [...scored].filter((category) => !strength || category !== best).sort((a, b) => a.score - b.score)[0] ?? best;
  const weakness = weaknessOf(practise.outcomes);
  const parts = [
    strength ? `Top strength: ${label(best)}. ${strength}` : 'No category stood out as a strength yet.',
    `Practise next: ${label(practise)}.${weakness ? ` ${weakness}` : ''}`,
    outcomeOf(evidence),
    metricsSentence(metrics),
  ];
  return parts.filter((part) => part !== '').join(' ');
}

function outcomeOf(evidence: CallEvidence): string {
  if (evidence.agreement) return 'The buyer agreed to a next step.';
  if (evidence.pushback.some((entry) => entry.kind === 'disinterest')) return 'The buyer ended the call without agreeing to a next step.';
  return 'The call ended without an agreed next step.';
}

function metricsSentence(metrics: readonly ConversationMetric[]): string {
  const known = metrics.filter((metric) => metric.display !== 'N/A');
  const inRange = known.filter((metric) => metric.inRange).map((metric) => `${metric.label.toLowerCase()} ${metric.display}`);
  const outOfRange = known.filter((metric) => !metric.inRange).map((metric) => `${metric.label.toLowerCase()} ${metric.display} (target ${metric.target})`);
  return [
    inRange.length > 0 ? `Metrics in range: ${inRange.join(', ')}.` : '',
    outOfRange.length > 0 ? `Out of range: ${outOfRange.join(', ')}.` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}
