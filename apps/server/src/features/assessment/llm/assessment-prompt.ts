import { formatMetricDuration, formatSkillName, RUBRICS, type RubricStage } from '@rehearse/domain';
import type { ChatMessage } from '../../../platform/llm/openai-chat.client';
import type { AssessorInput } from '../assessor.port';

/** A transcript longer than this keeps its start and end; the middle is left out, and the model told. */
const MAX_TRANSCRIPT_CHARS = 40_000;
/** How many of the salesperson's words a quote may hold. */
export const MAX_QUOTE_WORDS = 20;

function rubricText(stage: RubricStage): string {
  return RUBRICS[stage].categories
    .map((category) =>
      [
        `- ${category.key} ("${formatSkillName(category.key)}", weight ${category.weight}): ${category.focus}`,
        `  Good signs: ${category.good.join(' ')}`,
        `  Bad signs: ${category.bad.join(' ')}`,
      ].join('\n'),
    )
    .join('\n');
}

function answerFormat(stage: RubricStage): string {
  const entries = RUBRICS[stage].categories.map(
    (category) => `"${category.key}": {"score": <integer 0-10 or null>, "justification": "<text>"}`,
  );
  return `{${[...entries, '"overall_summary": "<text>"'].join(', ')}}`;
}

/** The instructions: the rubric with its signals, the scoring scale, the rules for quotes and the JSON to answer with. */
export function assessmentInstructions(stage: RubricStage): string {
  return `You are an experienced sales coach. A salesperson rehearsed a sales call with an AI playing the buyer; you assess the salesperson only.

Rubric for the ${stage === 'general' ? 'general assessment' : `${stage} stage`}: five categories, each of weight 20.
${rubricText(stage)}

Rules:
- Score every category with an integer from 0 to 10 (0-3 poor, 4-6 partly there, 7-10 strong), from what the transcript shows. Do not reward what the salesperson did not say.
- When the call gave the salesperson no chance to show a category (the buyer raised no concern, the call ended before a next step could be asked), give "score": null and say why in the justification; it is left out of the average. Never use null for something the salesperson could have done and did not: that is a low score.
- Each justification of a score is one to three sentences and quotes, in double quotes, the salesperson's own words that show it, copied exactly from a Salesperson line (at most ${MAX_QUOTE_WORDS} words). When the behaviour is missing, quote the moment it should have happened.
- Use the conversation metrics where they matter (talk share, monologues, questions, filler words, pace, patience, interruptions).
- overall_summary is two to four sentences: the top strength, the one thing to practise next, and the metrics that were out of range.

Answer with one JSON object and nothing else, with exactly these keys:
${answerFormat(stage)}`;
}

const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function transcriptText(input: AssessorInput): string {
  const lines = [...input.transcript]
    .sort((a, b) => a.startMs - b.startMs)
    .map(
      (entry) =>
        `[${formatMetricDuration(entry.startMs / 1000)}] ${entry.role === 'user' ? 'Salesperson' : 'Buyer'}: ${entry.text.trim()}${entry.interrupted ? ' [cut off]' : ''}`,
    );
  const whole = lines.join('\n');
  if (whole.length <= MAX_TRANSCRIPT_CHARS) return whole;
  const head: string[] = [];
  const tail: string[] = [];
  let budget = MAX_TRANSCRIPT_CHARS / 2;
  for (const line of lines) if ((budget -= line.length + 1) >= 0) head.push(line);
  budget = MAX_TRANSCRIPT_CHARS / 2;
  for (const line of [...lines].reverse()) if ((budget -= line.length + 1) >= 0) tail.unshift(line);
  return [...head, `[... ${lines.length - head.length - tail.length} lines left out ...]`, ...tail].join('\n');
}

/** The call to assess: scenario, metrics with their targets, and the timestamped transcript. */
export function assessmentRequest(input: AssessorInput): string {
  const { scenario } = input;
  const metrics = input.metrics.map(
    (metric) => `- ${metric.label}: ${metric.display} (target ${metric.target}, ${metric.inRange ? 'in range' : 'out of range'})`,
  );
  return [
    `Scenario: ${plain(scenario.title)}`,
    `Product: ${plain(scenario.product)}`,
    `Buyer: ${scenario.persona ?? 'custom profile'}. ${plain(scenario.customerProfile)}`,
    '',
    'Conversation metrics:',
    ...metrics,
    '',
    'Transcript (minutes:seconds from the start):',
    transcriptText(input),
  ].join('\n');
}

export function assessmentMessages(input: AssessorInput): ChatMessage[] {
  return [
    { role: 'system', content: assessmentInstructions(input.stage) },
    { role: 'user', content: assessmentRequest(input) },
  ];
}
