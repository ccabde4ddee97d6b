import type { ScorecardCriterion, ScorecardSnapshot } from '@rehearse/domain';
import type { ChatMessage } from '../../../platform/llm/openai-chat.client';
import type { AssessorInput } from '../assessor.port';
import { assessmentRequest, MAX_QUOTE_WORDS } from './assessment-prompt';

/** How the model answers one criterion: a 0-10 score, or met / not met. */
function answerOf(criterion: ScorecardCriterion): string {
  return criterion.scale === 'yes-no'
    ? `"${criterion.key}": {"met": <true, false or null>, "justification": "<text>"}`
    : `"${criterion.key}": {"score": <integer 0-10 or null>, "justification": "<text>"}`;
}

function criteriaText(scorecard: ScorecardSnapshot): string {
  return scorecard.criteria
    .map(
      (criterion) =>
        `- ${criterion.key} ("${criterion.name}", weight ${criterion.weight}, ${criterion.scale === 'yes-no' ? 'yes/no' : 'scored 0-10'}): good looks like: ${criterion.good_looks_like}`,
    )
    .join('\n');
}

/** The instructions for a scorecard: its criteria, the two scales, the rules for quotes and the JSON to answer with. */
export function scorecardInstructions(scorecard: ScorecardSnapshot): string {
  return `You are an experienced sales coach. A salesperson rehearsed a sales call with an AI playing the buyer; you assess the salesperson only.

Scorecard "${scorecard.name}": ${scorecard.criteria.length} criteria. Weights are relative: they set how much each counts in the call's average.
${criteriaText(scorecard)}

Rules:
- A criterion scored 0-10 gets an integer (0-3 poor, 4-6 partly there, 7-10 strong); a yes/no criterion gets "met": true only when the salesperson clearly did what good looks like, else false. Judge from what the transcript shows; do not reward what the salesperson did not say.
- When the call gave the salesperson no chance to show a criterion (the buyer raised no concern, the call ended before it could come up), give null and say why in the justification; it is left out of the average. Never use null for something the salesperson could have done and did not: that is a low score or false.
- Each justification of a score is one to three sentences and quotes, in double quotes, the salesperson's own words that show it, copied exactly from a Salesperson line (at most ${MAX_QUOTE_WORDS} words). When the behaviour is missing, quote the moment it should have happened.
- overall_summary is two to four sentences: the top strength, the one criterion to practise next, and the metrics that were out of range.

Answer with one JSON object and nothing else, with exactly these keys:
{${[...scorecard.criteria.map(answerOf), '"overall_summary": "<text>"'].join(', ')}}`;
}

export function scorecardMessages(input: AssessorInput & { scorecard: ScorecardSnapshot }): ChatMessage[] {
  return [
    { role: 'system', content: scorecardInstructions(input.scorecard) },
    { role: 'user', content: assessmentRequest(input) },
  ];
}
