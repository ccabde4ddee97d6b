import { createOfflineBuyer, type TextBuyerEngines } from '@rehearse/voice';
import type { Config } from '../../config';
import type { WarningLogger } from '../../platform/http/logger';
import { scenarioProvidersFrom } from '../scenarios';
import { dialogueFrom } from './call-providers';

/** The buyer the config selects (DIALOGUE_PROVIDER) and the prompt writer the app saves scenarios with. */
export function textBuyerEnginesFrom(
  config: Pick<Config, 'callProviders' | 'llm' | 'scrapeAllowPrivateNetworks'>,
  logger: WarningLogger,
): TextBuyerEngines {
  return {
    dialogue: dialogueFrom(config, () => createOfflineBuyer()),
    optimizer: scenarioProvidersFrom(config, logger).scenarioOptimizer,
  };
}
