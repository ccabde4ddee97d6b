import {
  isNumericScore,
  rubricStagesWithCategory,
  type AssessmentFeedback,
  type CategoryAssessment,
  type ConversationMetric,
  type RubricStage,
  type ScorecardCriterion,
  type ScorecardSnapshot,
} from '@rehearse/domain';
import type { Assessor } from './assessor.port';
import { isTooShortToAssess, notEnoughConversation } from './too-short-call';

export const NEEDS_LANGUAGE_MODEL = 'Needs a language model to judge';

/**
 * The offline assessor for a call with a scorecard. It cannot read a custom criterion's meaning,
 * so it never invents a number for one: each is left unscored ('needs-language-model') with the
 * reason. Criteria that are a stage rubric's own categories (a user may build a scorecard from
 * them) get the offline assessor's judgement of that category, run on the call's stage when the
 * category is in its rubric. The summary says which criteria were scored and which were not.
 */
export function withScorecards(offline: Assessor): Assessor {
  return {
    name: offline.name,
    async assess(input, signal) {
      const { scorecard } = input;
      if (!scorecard) return offline.assess(input, signal);
      if (isTooShortToAssess(input.transcript)) return notEnoughConversation(input.transcript);

      const byStage = new Map<RubricStage, Promise<AssessmentFeedback>>();
      const judgedOn = (stage: RubricStage) => {
        if (!byStage.has(stage)) byStage.set(stage, offline.assess({ ...input, stage, scorecard: null }, signal));
        return byStage.get(stage)!;
      };
      // The offline assessor declines a call it cannot judge at all (too short, too garbled): so does the scorecard.
      const onCallStage = await judgedOn(input.stage);
      if (Object.keys(onCallStage).length === 1) return onCallStage;
      const entries: [string, CategoryAssessment][] = [];
      for (const criterion of scorecard.criteria) {
        const stages = rubricStagesWithCategory(criterion.key);
        const stage = stages.includes(input.stage) ? input.stage : stages[0];
        const judged = stage ? (await judgedOn(stage))[criterion.key] : undefined;
        entries.push([
          criterion.key,
          typeof judged === 'object' && judged !== null ? onScale(judged, criterion) : needsLanguageModel(criterion),
        ]);
      }
      return { overall_summary: summarise(scorecard, entries, input.metrics), ...Object.fromEntries(entries) };
    },
  };
}

function needsLanguageModel(criterion: ScorecardCriterion): CategoryAssessment {
  return {
    score: null,
    unscored: 'needs-language-model',
    justification:
      `${NEEDS_LANGUAGE_MODEL}: "${criterion.name}" is a custom criterion, and the offline assessor only judges the stage rubrics' ` +
      'own categories, so it gives no score rather than a made-up one. Set LLM_BASE_URL and LLM_MODEL to have it scored.',
  };
}

/** A rubric category's judgement on the criterion's scale: yes/no is met (10) from 5/10 up. */
function onScale(judged: CategoryAssessment, criterion: ScorecardCriterion): CategoryAssessment {
  if (criterion.scale !== 'yes-no' || !isNumericScore(judged.score)) return judged;
  const met = judged.score >= 5;
  return {
    ...judged,
    score: met ? 10 : 0,
    justification: `${met ? 'Met' : 'Not met'} (${judged.score}/10 offline). ${judged.justification}`,
  };
}

function summarise(
  scorecard: ScorecardSnapshot,
  entries: readonly [string, CategoryAssessment][],
  metrics: readonly ConversationMetric[],
): string {
  const names = new Map(scorecard.criteria.map((criterion) => [criterion.key, criterion.name]));
  const yesNo = new Set(scorecard.criteria.filter((criterion) => criterion.scale === 'yes-no').map((criterion) => criterion.key));
  const shown = (key: string, score: number) => (yesNo.has(key) ? (score >= 5 ? 'met' : 'not met') : `${score}/10`);
  const scored = entries.filter(([, entry]) => isNumericScore(entry.score));
  const unjudged = entries.filter(([, entry]) => entry.unscored === 'needs-language-model').map(([key]) => names.get(key)!);
  const parts = [`Assessed offline on the scorecard "${scorecard.name}".`];
  if (scored.length > 0) {
    parts.push(
      `Scored from the stage rubric's checks: ${scored.map(([key, entry]) => `${names.get(key)} (${shown(key, entry.score!)})`).join(', ')}.`,
    );
  }
  if (unjudged.length > 0) {
    parts.push(
      `${unjudged.length} of ${entries.length} criteria need a language model to judge and have no score: ${unjudged.join(', ')}. ` +
        (scored.length === 0 ? 'This call therefore has no average. ' : 'The average counts the scored criteria only. ') +
        'Set LLM_BASE_URL and LLM_MODEL on the server to score every criterion.',
    );
  }
  const outOfRange = metrics.filter((metric) => metric.display !== 'N/A' && !metric.inRange);
  if (outOfRange.length > 0)
    parts.push(
      `Out of range: ${outOfRange.map((metric) => `${metric.label.toLowerCase()} ${metric.display} (target ${metric.target})`).join(', ')}.`,
    );
  return parts.join(' ');
}
