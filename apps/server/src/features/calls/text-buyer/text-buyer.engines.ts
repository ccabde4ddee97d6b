import type { Config } from '../../../config';
import { scenarioProvidersFrom } from '../../scenarios';
import type { WarningLogger } from '../../../platform/http/logger';
import { createOfflineBuyer } from '../dialogue/offline/offline-buyer.dialogue';
import { createDialogue } from '../providers/call-providers';
import type { TextBuyerEngines } from './text-buyer.call';

/** The buyer the config selects (DIALOGUE_PROVIDER) and the prompt writer the app saves scenarios with. */
export function textBuyerEnginesFrom(
  config: Pick<Config, 'callProviders' | 'llm' | 'scrapeAllowPrivateNetworks'>,
  logger: WarningLogger,
): TextBuyerEngines {
  return {
    dialogue: createDialogue(config, () => createOfflineBuyer()),
    optimizer: scenarioProvidersFrom(config, logger).scenarioOptimizer,
  };
}
