import type { AssessmentFeedback } from '@rehearse/domain';
import type { WarningLogger } from '../../platform/http/logger';
import { ChatProviderError, type ChatClient, type ChatMessage } from '../../platform/llm/openai-chat.client';
import type { AssessorInput, Assessor } from './assessor.port';
import { parseAssessmentAnswer } from './llm/assessment-answer';
import { assessmentMessages } from './llm/assessment-prompt';
import { parseScorecardAnswer } from './llm/scorecard-answer';
import { scorecardMessages } from './llm/scorecard-prompt';
import { isTooShortToAssess, notEnoughConversation } from './too-short-call';

export type { WarningLogger };

/** Two requests at most: the first, and one retry after an invalid answer or a retryable failure. */
const ATTEMPTS = 2;

export const FALLBACK_NOTES = {
  unreachable: 'Scored by the offline assessor because the language model could not be reached.',
  invalid: 'Scored by the offline assessor because the language model did not return a valid assessment.',
} as const;

/**
 * The assessment written by a language model: it gets the rubric with its signals (or the call's
 * scorecard with its criteria), the metrics and the transcript, and must answer with JSON that
 * validates against the rubric's (or scorecard's) schema and quotes
 * the salesperson (llm/assessment-answer.ts). An invalid answer is sent back once with its problem;
 * a retryable provider failure (timeout, 429, 5xx, network) is retried once. After that, `fallback`
 * (the offline assessor) scores the call and its summary says so. A call too short to judge never
 * reaches the model.
 */
export function createLlmAssessor(chat: ChatClient, fallback: Assessor, logger: WarningLogger): Assessor {
  const name = `llm:${chat.model}`;

  async function fallBack(
    input: AssessorInput,
    reason: keyof typeof FALLBACK_NOTES,
    details: object,
    signal?: AbortSignal,
  ): Promise<AssessmentFeedback> {
    logger.warn({ ...details, provider: name }, `assessment by the language model failed; using ${fallback.name}`);
    const feedback = await fallback.assess(input, signal);
    return { ...feedback, overall_summary: `${feedback.overall_summary} ${FALLBACK_NOTES[reason]}` };
  }

  return {
    name,
    async assess(input, signal) {
      if (isTooShortToAssess(input.transcript)) return notEnoughConversation(input.transcript);
      const { scorecard } = input;
      // With a scorecard its criteria replace the stage rubric, in the prompt and in the answer's schema.
      const messages: ChatMessage[] = scorecard ? scorecardMessages({ ...input, scorecard }) : assessmentMessages(input);
      const parse = (answer: string) =>
        scorecard
          ? parseScorecardAnswer(answer, scorecard, input.transcript)
          : parseAssessmentAnswer(answer, input.stage, input.transcript);
      let failure: { reason: keyof typeof FALLBACK_NOTES; details: object } = { reason: 'unreachable', details: {} };
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        let answer: string;
        try {
          answer = await chat.complete(messages, { temperature: 0.2, maxTokens: 2_000, ...(signal ? { signal } : {}) });
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          if (!(error instanceof ChatProviderError)) throw error;
          failure = { reason: 'unreachable', details: { err: error, attempt } };
          if (!error.retryable) break;
          continue;
        }
        const parsed = parse(answer);
        if (parsed.ok) return parsed.feedback;
        failure = { reason: 'invalid', details: { problem: parsed.problem, attempt } };
        messages.push(
          { role: 'assistant', content: answer },
          {
            role: 'user',
            content: `That answer cannot be used: ${parsed.problem}. Answer again with the JSON object only, in exactly the format asked.`,
          },
        );
      }
      return fallBack(input, failure.reason, failure.details, signal);
    },
  };
}
