import type { TextToSpeech, Voice } from '../speech.ports';
import { framesFromPcmBytes } from './pcm-stream';
import { streamSpeechResponse, type FetchFunction } from './speech-http';

const PROVIDER = 'elevenlabs';
export const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';
/** The lowest-latency model (about 75 ms to first audio): the buyer answers a live caller. */
export const ELEVENLABS_DEFAULT_MODEL = 'eleven_flash_v2_5';
/** Two of ElevenLabs' default voices every account has: George and Sarah. */
export const ELEVENLABS_DEFAULT_VOICES: Record<Voice, string> = { male: 'JBFqnCBsd6RMkjVDRZzb', female: 'EXAVITQu4vr4xnSDxMaL' };

export interface ElevenLabsOptions {
  apiKey: string;
  /** `https://api.elevenlabs.io`; `/v1/text-to-speech/{voice}/stream` is appended. */
  baseUrl?: string;
  model?: string;
  voices?: Record<Voice, string>;
  /** Until the audio starts, then between chunks. */
  timeoutMs?: number;
  fetch?: FetchFunction;
}

/**
 * Text-to-speech on ElevenLabs' streaming endpoint, asked for raw 16 kHz PCM so no decoding is
 * needed: the bytes are re-sliced into 20 ms frames as they arrive.
 */
export function createElevenLabsTextToSpeech(options: ElevenLabsOptions): TextToSpeech {
  const baseUrl = (options.baseUrl ?? ELEVENLABS_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const voices = options.voices ?? ELEVENLABS_DEFAULT_VOICES;
  return {
    capabilities: { streaming: true },
    synthesize(text, { voice, signal }) {
      const spoken = text.trim();
      if (spoken === '') return (async function* () {})();
      const bytes = streamSpeechResponse({
        provider: PROVIDER,
        url: `${baseUrl}/v1/text-to-speech/${encodeURIComponent(voices[voice])}/stream?output_format=pcm_16000`,
        init: {
          method: 'POST',
          headers: { 'xi-api-key': options.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ text: spoken, model_id: options.model ?? ELEVENLABS_DEFAULT_MODEL }),
        },
        timeoutMs: options.timeoutMs ?? 15_000,
        signal,
        fetch: options.fetch,
      });
      return framesFromPcmBytes(bytes, 16_000, signal);
    },
    async close() {},
  };
}
