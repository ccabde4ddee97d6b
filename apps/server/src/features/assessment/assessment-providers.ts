import type { Config } from '../../config';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import type { Assessor } from './assessor.port';
import { createLlmAssessor, type WarningLogger } from './llm.assessor';
import { offlineAssessor } from './offline.assessor';
import { withScorecards } from './scorecard-offline.assessor';

/**
 * The assessment runs in the background, so the model may take longer than a live reply or a
 * scenario save; a slower answer is cut off and the call is scored offline (after one retry).
 */
export const ASSESSMENT_LLM_TIMEOUT_MS = 60_000;

/**
 * The assessor chosen from the config by the composition root, like the scenario writers: with a
 * language model (LLM_BASE_URL and LLM_MODEL), the model scores and the offline assessor is its
 * fallback; without, the offline assessor alone. Both score a call's scorecard when it has one.
 */
export function assessorFrom(config: Pick<Config, 'llm'>, logger: WarningLogger, options: { timeoutMs?: number } = {}): Assessor {
  // Offline, a scorecard's custom criteria are marked as needing a language model, never guessed.
  const offline = withScorecards(offlineAssessor);
  if (!config.llm) return offline;
  const chat = createOpenAiChatClient({ ...config.llm, timeoutMs: options.timeoutMs ?? ASSESSMENT_LLM_TIMEOUT_MS });
  return createLlmAssessor(chat, offline, logger);
}
