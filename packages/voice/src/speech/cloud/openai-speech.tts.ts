import type { TextToSpeech, Voice } from '../speech.ports';
import { framesFromPcmBytes } from './pcm-stream';
import { streamSpeechResponse, type FetchFunction } from './speech-http';

const PROVIDER = 'openai-speech';
/** `response_format: 'pcm'` is raw 24 kHz 16-bit little-endian mono. */
const OPENAI_PCM_SAMPLE_RATE = 24_000;
export const OPENAI_DEFAULT_SPEECH_MODEL = 'tts-1';
/** Voices every OpenAI speech model has: a low male voice and a clear female one. */
export const OPENAI_DEFAULT_VOICES: Record<Voice, string> = { male: 'onyx', female: 'nova' };

export interface OpenAiSpeechOptions {
  apiKey: string;
  /** `https://api.openai.com/v1`; `/audio/speech` is appended. */
  baseUrl?: string;
  /** `tts-1` (made for real time), `tts-1-hd` or `gpt-4o-mini-tts`. */
  model?: string;
  voices?: Record<Voice, string>;
  timeoutMs?: number;
  fetch?: FetchFunction;
}

/** Text-to-speech on OpenAI's speech API: 24 kHz PCM resampled to 16 kHz frames as it streams in. */
export function createOpenAiSpeechTextToSpeech(options: OpenAiSpeechOptions): TextToSpeech {
  const url = `${(options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/audio/speech`;
  const voices = options.voices ?? OPENAI_DEFAULT_VOICES;
  return {
    capabilities: { streaming: true },
    synthesize(text, { voice, signal }) {
      const spoken = text.trim();
      if (spoken === '') return (async function* () {})();
      const bytes = streamSpeechResponse({
        provider: PROVIDER,
        url,
        init: {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: options.model ?? OPENAI_DEFAULT_SPEECH_MODEL,
            input: spoken,
            voice: voices[voice],
            response_format: 'pcm',
          }),
        },
        timeoutMs: options.timeoutMs ?? 15_000,
        signal,
        fetch: options.fetch,
      });
      return framesFromPcmBytes(bytes, OPENAI_PCM_SAMPLE_RATE, signal);
    },
    async close() {},
  };
}
