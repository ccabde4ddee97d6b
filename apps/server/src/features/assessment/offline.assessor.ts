import { contentStemsOf, readQuantities, wordsOf } from '@rehearse/conversation';
import {
  formatCallTime,
  formatSkillName,
  RUBRICS,
  type AssessmentFeedback,
  type CategoryAssessment,
  type ConversationMetric,
} from '@rehearse/domain';
import type { AssessorInput, Assessor } from './assessor.port';
import { CATEGORY_JUDGES } from './offline/category-judges';
import { readCall, type CallReading } from './offline/call-reading';
import type { Claim } from './offline/evidence';
import { tooGarbledToAssess } from './offline/garbled-call';
import { evidenceOf, justify, strengthOf, weaknessOf } from './offline/justification';
import { isTooShortToAssess, notEnoughConversation } from './too-short-call';

/**
 * The default assessor, with no model and no network: each rubric category is judged from what
 * the call shows, read by meaning with the shared understanding package (offline/call-reading.ts,
 * offline/category-judges.ts), and the conversation metrics. Every claim cites its turn with the
 * quote and its time; a category the call gave no chance to show is 'not observed' and left out of
 * the average. Deterministic: the same call always gets the same assessment.
 */
export const offlineAssessor: Assessor = {
  name: 'offline',
  async assess(input) {
    return assessOffline(input);
  },
};

/** A category scoring below this is not called a strength; one at or above it is not a weakness. */
const STRENGTH_FROM = 7;

interface JudgedCategory {
  key: string;
  score: number | null;
  claims: Claim[];
  assessment: CategoryAssessment;
}

export function assessOffline(input: AssessorInput): AssessmentFeedback {
  if (isTooShortToAssess(input.transcript)) return notEnoughConversation(input.transcript);
  const reading = readCall(input.transcript, input.metrics);
  const garbled = tooGarbledToAssess(reading);
  if (garbled) return { overall_summary: garbled };
  const profileStems = new Set(contentStemsOf(wordsOf(`${input.scenario.customerProfile} ${input.scenario.title}`)));
  const profileNumbers = new Set(readQuantities(input.scenario.customerProfile).quantities.map((quantity) => quantity.value));
  // The buyer's world as the profile tells it, less the words of the product and the call's title, which the salesperson
  // says whatever they listened to.
  const ownWords = new Set(contentStemsOf(wordsOf(`${input.scenario.product} ${input.scenario.title}`)));
  const buyersWorld = new Set(contentStemsOf(wordsOf(input.scenario.customerProfile)).filter((stem) => !ownWords.has(stem)));
  const judged = RUBRICS[input.stage].categories.map(({ key }): JudgedCategory => {
    const judge = CATEGORY_JUDGES[key];
    const judgement = judge
      ? judge(reading, { profileStems, profileNumbers, buyersWorld })
      : { score: null, reason: 'Not observed: the offline assessor has no reading of this category.', claims: [] };
    const { justification, claims } = justify(judgement);
    const evidence = evidenceOf(claims);
    const assessment: CategoryAssessment =
      judgement.score === null
        ? { score: null, unscored: 'not-observed', justification, evidence }
        : { score: judgement.score, justification, evidence };
    return { key, score: judgement.score, claims, assessment };
  });
  return {
    overall_summary: summarise(judged, reading, input.metrics),
    ...Object.fromEntries(judged.map(({ key, assessment }) => [key, assessment])),
  };
}

const label = ({ key, score }: JudgedCategory) => `${formatSkillName(key)} (${score}/10)`;

/** Strengths and what to practise, from the scores; how the call ended; what was not observed; the metrics. */
function summarise(judged: readonly JudgedCategory[], reading: CallReading, metrics: readonly ConversationMetric[]): string {
  const observed = judged.filter((category) => category.score !== null);
  // Ties go to the first in rubric order (sort is stable).
  const weakest = [...observed].sort((a, b) => a.score! - b.score!)[0];
  // The category to practise is never also called a strength.
  const strengths = [...observed]
    .sort((a, b) => b.score! - a.score!)
    .filter((category) => category.score! >= STRENGTH_FROM && category !== weakest)
    .slice(0, 2);
  const bestSaid = strengths[0] && strengthOf(strengths[0].claims);
  const weakness = weakest && weaknessOf(weakest.claims);
  const notObserved = judged.filter((category) => category.score === null).map((category) => formatSkillName(category.key));
  const parts = [
    strengths.length > 0
      ? `Strengths: ${strengths.map(label).join(', ')}.${bestSaid ? ` ${bestSaid}` : ''}`
      : 'No category reached 7/10 yet.',
    weakest ? `Practise next: ${label(weakest)}.${weakness ? ` ${weakness}` : ''}` : '',
    outcomeOf(reading),
    notObserved.length > 0 ? `Not observed (left out of the average): ${notObserved.join(', ')}.` : '',
    metricsSentence(metrics),
  ];
  return parts.filter((part) => part !== '').join(' ');
}

function outcomeOf(reading: CallReading): string {
  if (reading.agreement) return `The buyer agreed to a next step at ${formatCallTime(reading.agreement.buyer.atSeconds)}.`;
  if (reading.lostBuyer)
    return `The buyer ended the call at ${formatCallTime(reading.lostBuyer.buyer.atSeconds)} without agreeing to a next step.`;
  if (reading.cutShortAt) return `The buyer had to leave at ${formatCallTime(reading.cutShortAt.atSeconds)}, before a next step.`;
  return 'The call ended without an agreed next step.';
}

function metricsSentence(metrics: readonly ConversationMetric[]): string {
  const known = metrics.filter((metric) => metric.display !== 'N/A');
  const inRange = known.filter((metric) => metric.inRange).map((metric) => `${metric.label.toLowerCase()} ${metric.display}`);
  const outOfRange = known
    .filter((metric) => !metric.inRange)
    .map((metric) => `${metric.label.toLowerCase()} ${metric.display} (target ${metric.target})`);
  return [
    inRange.length > 0 ? `Metrics in range: ${inRange.join(', ')}.` : '',
    outOfRange.length > 0 ? `Out of range: ${outOfRange.join(', ')}.` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}
