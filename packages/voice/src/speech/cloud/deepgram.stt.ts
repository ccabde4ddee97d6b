import { SAMPLE_RATE } from '../speech.ports';
import type { SpeechToText, SpeechToTextStream, SpeechToTextStreamOptions } from '../speech.ports';
import { DeepgramStream } from './deepgram.stream';
import { VocabularyRegistry, type ScenarioVocabulary } from './scenario-vocabulary';

export const DEEPGRAM_DEFAULT_BASE_URL = 'wss://api.deepgram.com';
export const DEEPGRAM_DEFAULT_MODEL = 'nova-2';
/** Deepgram's keyword boost: 2 lifts a name the model has not seen without forcing it everywhere. */
const KEYWORD_INTENSIFIER = 2;

export interface DeepgramOptions {
  apiKey: string;
  /** `wss://api.deepgram.com`; `/v1/listen` is appended. */
  baseUrl?: string;
  model?: string;
  language?: string;
  keepAliveMs?: number;
  finalizeTimeoutMs?: number;
  connectTimeoutMs?: number;
}

/**
 * Speech-to-text on Deepgram's live WebSocket API: 16 kHz linear16 audio in, interim and final
 * results out. The scenario's names become `keywords` (nova-2 and older) or `keyterm` (nova-3).
 */
export function createDeepgramSpeechToText(options: DeepgramOptions): SpeechToText {
  const model = options.model ?? DEEPGRAM_DEFAULT_MODEL;
  const vocabularies = new VocabularyRegistry('deepgram');
  const streams = new Set<DeepgramStream>();

  return {
    capabilities: { streaming: true, interimResults: true },

    async prepareLanguageModel(source) {
      return vocabularies.prepare(source);
    },

    openStream(streamOptions: SpeechToTextStreamOptions): SpeechToTextStream {
      const vocabulary = vocabularies.find(streamOptions.languageModel);
      const stream: DeepgramStream = new DeepgramStream({
        url: listenUrl(options.baseUrl ?? DEEPGRAM_DEFAULT_BASE_URL, model, options.language ?? 'en', vocabulary),
        apiKey: options.apiKey,
        keepAliveMs: options.keepAliveMs ?? 5_000,
        finalizeTimeoutMs: options.finalizeTimeoutMs ?? 1_500,
        connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
        onFinished: () => streams.delete(stream),
      });
      streams.add(stream);
      return stream;
    },

    async close() {
      for (const stream of [...streams]) stream.close();
    },
  };
}

export function listenUrl(baseUrl: string, model: string, language: string, vocabulary: ScenarioVocabulary | undefined): string {
  const params = new URLSearchParams({
    model,
    language,
    encoding: 'linear16',
    sample_rate: String(SAMPLE_RATE),
    channels: '1',
    interim_results: 'true',
    punctuate: 'true',
  });
  if (vocabulary && model.startsWith('nova-3')) {
    for (const phrase of vocabulary.phrases) params.append('keyterm', phrase);
  } else if (vocabulary) {
    for (const word of vocabulary.words) params.append('keywords', `${word}:${KEYWORD_INTENSIFIER}`);
  }
  return `${baseUrl.replace(/\/+$/, '')}/v1/listen?${params.toString()}`;
}
