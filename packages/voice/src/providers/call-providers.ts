import type { Dialogue } from '../dialogue/dialogue.port';
import { createDeepgramSpeechToText } from '../speech/cloud/deepgram.stt';
import { createElevenLabsTextToSpeech } from '../speech/cloud/elevenlabs.tts';
import { createOpenAiSpeechTextToSpeech } from '../speech/cloud/openai-speech.tts';
import { createOpenAiTranscriptionSpeechToText } from '../speech/cloud/openai-transcription.stt';
import type { SpeechToText, TextToSpeech } from '../speech/speech.ports';
import {
  OFFLINE_PROVIDER_NAMES,
  type CallProviderNames,
  type CallProviderSettings,
  type ChatModelSettings,
  type DialogueSettings,
  type SpeechToTextSettings,
  type TextToSpeechSettings,
} from './provider-settings';

/** The offline engines, made only for the roles no cloud provider plays (they start helpers and workers). */
export interface OfflineCallEngines {
  speechToText: () => SpeechToText;
  textToSpeech: () => TextToSpeech;
  dialogue: () => Dialogue;
}

/**
 * The buyer played by a chat-completions model. The engine has no chat client of its own: the
 * server passes its adapter (features/calls/openai-chat.dialogue.ts, on platform/llm), made only
 * when DIALOGUE_PROVIDER chooses a model. `timeoutMs` is how long the model may stay silent.
 */
export type ChatDialogueFactory = (settings: ChatModelSettings & { timeoutMs: number }) => Dialogue;

/** How to make each engine the settings may choose that the engine cannot make itself. */
export interface CallEngineFactories {
  offline: OfflineCallEngines;
  chatDialogue: ChatDialogueFactory;
}

export interface CallProviders {
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
  dialogue: Dialogue;
  /** What plays each role, as the assistant configuration names it: provider, model, voice ids; no keys. */
  names: CallProviderNames;
}

/** The caller is waiting: a model silent this long has failed (the pipeline may retry or apologise). */
export const LIVE_DIALOGUE_TIMEOUT_MS = 10_000;

/**
 * The engines of live calls, chosen per role from the config: a cloud adapter where one is
 * configured, the offline engine otherwise. The pipeline sees only the ports.
 */
export function createCallProviders(settings: CallProviderSettings, factories: CallEngineFactories): CallProviders {
  const dialogue = dialogueFor(settings.dialogue, factories.offline.dialogue, factories.chatDialogue);
  const speechToText = speechToTextFor(settings.speechToText, factories.offline);
  const textToSpeech = textToSpeechFor(settings.textToSpeech, factories.offline);
  return {
    dialogue: dialogue.engine,
    speechToText: speechToText.engine,
    textToSpeech: textToSpeech.engine,
    names: { model: dialogue.name, transcriber: speechToText.name, voice: textToSpeech.name },
  };
}

/** The buyer alone, chosen as a live call's is, for tools that need no speech (`npm run buyer`, `npm run eval`). */
export function createDialogue(
  settings: DialogueSettings,
  factories: { offline: () => Dialogue; chatDialogue: ChatDialogueFactory },
): Dialogue {
  return dialogueFor(settings, factories.offline, factories.chatDialogue).engine;
}

function dialogueFor(settings: DialogueSettings, offlineDialogue: () => Dialogue, chatDialogue: ChatDialogueFactory) {
  if (settings.provider === 'offline') return { engine: offlineDialogue(), name: OFFLINE_PROVIDER_NAMES.model };
  const engine = chatDialogue({ ...settings.llm, timeoutMs: LIVE_DIALOGUE_TIMEOUT_MS });
  return { engine, name: { provider: chatProviderName(settings.llm.baseUrl), model: settings.llm.model } };
}

function speechToTextFor(settings: SpeechToTextSettings, offline: OfflineCallEngines) {
  switch (settings.provider) {
    case 'offline':
      return { engine: offline.speechToText(), name: OFFLINE_PROVIDER_NAMES.transcriber };
    case 'deepgram':
      return { engine: createDeepgramSpeechToText(settings), name: { provider: 'deepgram', model: settings.model } };
    case 'openai':
      return { engine: createOpenAiTranscriptionSpeechToText(settings), name: { provider: 'openai', model: settings.model } };
  }
}

function textToSpeechFor(settings: TextToSpeechSettings, offline: OfflineCallEngines) {
  switch (settings.provider) {
    case 'offline':
      return { engine: offline.textToSpeech(), name: OFFLINE_PROVIDER_NAMES.voice };
    case 'elevenlabs':
      return { engine: createElevenLabsTextToSpeech(settings), name: { provider: 'elevenlabs', voiceIds: { ...settings.voices } } };
    case 'openai':
      return { engine: createOpenAiSpeechTextToSpeech(settings), name: { provider: 'openai', voiceIds: { ...settings.voices } } };
  }
}

/** 'openai' for OpenAI itself; any other OpenAI-compatible endpoint (Ollama, vLLM, Groq...) says so. */
function chatProviderName(baseUrl: string): string {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'openai' : 'openai-compatible';
}
