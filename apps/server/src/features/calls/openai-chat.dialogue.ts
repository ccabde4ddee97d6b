import { DEFAULT_DIFFICULTY } from '@rehearse/domain';
import {
  DialogueProviderError,
  type Dialogue,
  type DialogueContext,
  type DialogueEvent,
  type DialogueReplyOptions,
  type DialogueTurn,
} from '@rehearse/voice/ports';
import { ChatProviderError, type ChatClient, type ChatMessage, type ChatTool } from '../../platform/llm/openai-chat.client';
import { withDifficultySection } from '../scenarios';

const PROVIDER = 'openai-chat';

/**
 * The buyer hangs up through a function call, as with Vapi's `endCallFunctionEnabled`: the model
 * decides, in the same reply as its goodbye, and the call ends once that goodbye has been spoken.
 */
export const END_CALL_TOOL: ChatTool = {
  name: 'end_call',
  description:
    'Hang up the phone. Call this only when you, the buyer, want the call to end now (you said goodbye, lost patience, or the caller said goodbye). Say your last words in the same reply; they are spoken before the line goes dead.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
};

export interface OpenAiChatDialogueOptions {
  /** Caps each reply; unset leaves it to the model (some models refuse `max_tokens`). */
  maxTokens?: number;
}

/**
 * The buyer played by any OpenAI-compatible chat-completions endpoint, streamed: the scenario's
 * system prompt (with its difficulty section), then the turns as heard (caller -> user, buyer ->
 * assistant, notes -> system).
 */
export function createOpenAiChatDialogue(chat: ChatClient, options: OpenAiChatDialogueOptions = {}): Dialogue {
  return {
    name: PROVIDER,
    startConversation(context) {
      return { reply: (turns, replyOptions) => streamReply(chat, context, turns, replyOptions, options) };
    },
  };
}

async function* streamReply(
  chat: ChatClient,
  context: DialogueContext,
  turns: readonly DialogueTurn[],
  replyOptions: DialogueReplyOptions = {},
  options: OpenAiChatDialogueOptions,
): AsyncGenerator<DialogueEvent> {
  const { signal } = replyOptions;
  if (signal?.aborted) return;
  let hangUp = false;
  try {
    const events = chat.streamEvents(messagesFor(context, turns), {
      temperature: context.temperature,
      tools: [END_CALL_TOOL],
      ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
      ...(signal ? { signal } : {}),
    });
    for await (const event of events) {
      if (signal?.aborted) return;
      if (event.type === 'text') yield { type: 'text', text: event.text };
      else if (event.name === END_CALL_TOOL.name) hangUp = true;
    }
  } catch (error) {
    if (signal?.aborted) return;
    throw dialogueErrorOf(error);
  }
  // After all the text, whatever order the model sent them in: the goodbye is spoken first.
  if (hangUp && !signal?.aborted) yield { type: 'end-call' };
}

/**
 * The chat messages for a reply; turns with no words (a reply cut before it was heard) are left out.
 * A prompt stored before difficulty existed gets the scenario's difficulty section added here.
 */
export function messagesFor(context: DialogueContext, turns: readonly DialogueTurn[]): ChatMessage[] {
  const roles = { caller: 'user', buyer: 'assistant', system: 'system' } as const;
  const systemPrompt = withDifficultySection(context.systemPrompt, context.scenario.difficulty ?? DEFAULT_DIFFICULTY);
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt }];
  for (const turn of turns) {
    const content = turn.text.trim();
    if (content !== '') messages.push({ role: roles[turn.role], content });
  }
  return messages;
}

function dialogueErrorOf(error: unknown): DialogueProviderError {
  if (error instanceof DialogueProviderError) return error;
  if (error instanceof ChatProviderError)
    return new DialogueProviderError(PROVIDER, error.message, { retryable: error.retryable, cause: error });
  return new DialogueProviderError(PROVIDER, `the language model failed: ${(error as Error).message}`, { retryable: true, cause: error });
}
