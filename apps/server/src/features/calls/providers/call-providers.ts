import type { Config, DialogueSettings, SpeechToTextSettings, TextToSpeechSettings } from '../../../config';
import { createOpenAiChatClient } from '../../../platform/llm/openai-chat.client';
import { OFFLINE_PROVIDER_NAMES, type CallProviderNames } from '../assistant-config.builder';
import type { Dialogue } from '../dialogue/dialogue.port';
import { createOpenAiChatDialogue } from '../dialogue/openai-chat.dialogue';
import { createDeepgramSpeechToText } from '../speech/cloud/deepgram.stt';
import { createElevenLabsTextToSpeech } from '../speech/cloud/elevenlabs.tts';
import { createOpenAiSpeechTextToSpeech } from '../speech/cloud/openai-speech.tts';
import { createOpenAiTranscriptionSpeechToText } from '../speech/cloud/openai-transcription.stt';
import type { SpeechToText, TextToSpeech } from '../speech/speech.ports';

/** The offline engines, made only for the roles no cloud provider plays (they start helpers and workers). */
export interface OfflineCallEngines {
  speechToText: () => SpeechToText;
  textToSpeech: () => TextToSpeech;
  dialogue: () => Dialogue;
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
export function createCallProviders(config: Pick<Config, 'callProviders'>, offline: OfflineCallEngines): CallProviders {
  const dialogue = dialogueFor(config.callProviders.dialogue, offline.dialogue);
  const speechToText = speechToTextFor(config.callProviders.speechToText, offline);
  const textToSpeech = textToSpeechFor(config.callProviders.textToSpeech, offline);
  return {
    dialogue: dialogue.engine,
    speechToText: speechToText.engine,
    textToSpeech: textToSpeech.engine,
    names: { model: dialogue.name, transcriber: speechToText.name, voice: textToSpeech.name },
  };
}

/** The buyer alone, chosen as a live call's is, for tools that need no speech (`npm run buyer`, `npm run eval`). */
export function createDialogue(config: Pick<Config, 'callProviders'>, offlineDialogue: () => Dialogue): Dialogue {
  return dialogueFor(config.callProviders.dialogue, offlineDialogue).engine;
}

function dialogueFor(settings: DialogueSettings, offlineDialogue: () => Dialogue) {
  if (settings.provider === 'offline') return { engine: offlineDialogue(), name: OFFLINE_PROVIDER_NAMES.model };
  const chat = createOpenAiChatClient({ ...settings.llm, timeoutMs: LIVE_DIALOGUE_TIMEOUT_MS });
  return { engine: createOpenAiChatDialogue(chat), name: { provider: chatProviderName(settings.llm.baseUrl), model: settings.llm.model } };
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
