import {
  createCallProviders,
  createDialogue,
  type CallProviders,
  type ChatDialogueFactory,
  type Dialogue,
  type OfflineCallEngines,
} from '@rehearse/voice';
import type { Config } from '../../config';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { createOpenAiChatDialogue } from './openai-chat.dialogue';

/** The buyer played by the chat model DIALOGUE_PROVIDER chooses, through the app's chat-completions client. */
const chatDialogue: ChatDialogueFactory = (settings) => createOpenAiChatDialogue(createOpenAiChatClient(settings));

/**
 * The engines of live calls as the config chooses them (the voice engine's provider selection),
 * with the app's chat client for a buyer played by a language model.
 */
export function callProvidersFrom(config: Pick<Config, 'callProviders'>, offline: OfflineCallEngines): CallProviders {
  return createCallProviders(config.callProviders, { offline, chatDialogue });
}

/** The buyer alone, chosen as a live call's is, for tools that need no speech (`npm run buyer`, `npm run eval`). */
export function dialogueFrom(config: Pick<Config, 'callProviders'>, offlineDialogue: () => Dialogue): Dialogue {
  return createDialogue(config.callProviders.dialogue, { offline: offlineDialogue, chatDialogue });
}
