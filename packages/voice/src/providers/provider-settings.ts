/**
 * Who plays each role of a live call, as the server's config reads it from the environment
 * (apps/server/src/config.ts parses; the engine only reads). Keys live here and in the adapters,
 * never in a log or an answer.
 */

/** An OpenAI-compatible chat-completions endpoint. */
export interface ChatModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export type DialogueSettings = { provider: 'offline' } | { provider: 'openai'; llm: ChatModelSettings };

export type SpeechToTextSettings =
  { provider: 'offline' } | { provider: 'deepgram' | 'openai'; apiKey: string; baseUrl: string; model: string };

export type TextToSpeechSettings =
  | { provider: 'offline' }
  | { provider: 'elevenlabs' | 'openai'; apiKey: string; baseUrl: string; model: string; voices: { male: string; female: string } };

export interface CallProviderSettings {
  dialogue: DialogueSettings;
  speechToText: SpeechToTextSettings;
  textToSpeech: TextToSpeechSettings;
}

/** Which providers play each role, as the assistant configuration names them (no secrets). */
export interface CallProviderNames {
  model: { provider: string; model: string };
  voice: { provider: string; voiceIds: { male: string; female: string } };
  transcriber: { provider: string; model: string };
}

export const OFFLINE_PROVIDER_NAMES: CallProviderNames = {
  model: { provider: 'rehearse-offline', model: 'scripted-buyer' },
  voice: { provider: 'flite', voiceIds: { male: 'rms', female: 'slt' } },
  transcriber: { provider: 'pocketsphinx', model: 'en-us' },
};
