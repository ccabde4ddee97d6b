import type { Config } from '../../config';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { createSafeFetcher, type PageFetcher } from '../../platform/net/safe-fetch';
import { createLlmProfileWriter, extractiveProfileWriter, withProfileFallback, type ProfileWriter } from '../company-profile';
import { createLlmOptimizer } from './llm.optimizer';
import { withOptimizerFallback, type ScenarioOptimizer, type WarningLogger } from './scenario-optimizer';
import { templateOptimizer } from './template.optimizer';

/** A scenario is saved while the user waits: a slow model yields to the template sooner than a live reply would. */
const SCENARIO_LLM_TIMEOUT_MS = 20_000;

export interface ScenarioProviders {
  scenarioOptimizer: ScenarioOptimizer;
  profileWriter: ProfileWriter;
  fetchPage: PageFetcher;
}

/**
 * The adapters the scenario feature runs on, chosen from the config by the composition root:
 * with a language model, model-written prompts and profiles that fall back to the offline ones;
 * without, the offline ones alone. The website fetcher reaches private networks only when allowed.
 */
export function scenarioProvidersFrom(
  config: Pick<Config, 'llm' | 'scrapeAllowPrivateNetworks'>,
  logger: WarningLogger,
): ScenarioProviders {
  const fetchPage = createSafeFetcher({ policy: { allowPrivateNetworks: config.scrapeAllowPrivateNetworks } });
  if (!config.llm) return { scenarioOptimizer: templateOptimizer, profileWriter: extractiveProfileWriter, fetchPage };
  const chat = createOpenAiChatClient({ ...config.llm, timeoutMs: SCENARIO_LLM_TIMEOUT_MS });
  return {
    scenarioOptimizer: withOptimizerFallback(createLlmOptimizer(chat), templateOptimizer, logger),
    profileWriter: withProfileFallback(createLlmProfileWriter(chat), extractiveProfileWriter, logger),
    fetchPage,
  };
}
