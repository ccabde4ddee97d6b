import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAiAudioServer, type FakeOpenAiAudioServer } from '../../testing/fake-openai-audio.server';
import { concatPcm } from '../pcm-audio';
import { FRAME_SAMPLES } from '../speech.ports';
import { collect } from '../../testing/collect';
import { speechFailureOf } from './cloud-speech.test-support';
import { createOpenAiSpeechTextToSpeech, type OpenAiSpeechOptions } from './openai-speech.tts';

const API_KEY = 'sk-speech-secret-3456';

/** Upward zero crossings a second: the frequency of a clean tone. */
function frequencyOf(samples: Int16Array, sampleRate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings++;
  return (crossings * sampleRate) / samples.length;
}

describe('OpenAI speech text-to-speech', () => {
  let openai: FakeOpenAiAudioServer;
  beforeAll(async () => {
    openai = await startFakeOpenAiAudioServer(API_KEY);
  });
  afterAll(async () => openai.close());
  beforeEach(() => openai.reset());

  const provider = (overrides: Partial<OpenAiSpeechOptions> = {}) =>
    createOpenAiSpeechTextToSpeech({ apiKey: API_KEY, baseUrl: openai.baseUrl, timeoutMs: 2000, ...overrides });

  it('asks for raw PCM with the voice of the gender, and yields 16 kHz frames of the 24 kHz answer', async () => {
    openai.speak({ samples: 24_000, plan: { chunkBytes: 999 } });
    const speech = provider();
    expect(speech.capabilities).toEqual({ streaming: true });
    const frames = await collect(speech.synthesize('I have two minutes.', { voice: 'female' }));

    expect(frames).toHaveLength(50);
    expect(frames.every((frame) => frame.length === FRAME_SAMPLES)).toBe(true);
    expect(frequencyOf(concatPcm(frames).subarray(100, 15_900), 16_000)).toBeCloseTo(600, -1);
    expect(openai.speeches[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(openai.speeches[0]?.body).toEqual({ model: 'tts-1', input: 'I have two minutes.', voice: 'nova', response_format: 'pcm' });
  });

  it('uses the configured model and voices', async () => {
    await collect(provider({ model: 'gpt-4o-mini-tts', voices: { male: 'ash', female: 'coral' } }).synthesize('Go on.', { voice: 'male' }));
    expect(openai.speeches[0]?.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'ash' });
  });

  it('streams frames as the answer arrives, and stops the request quietly on abort', async () => {
    openai.speak({ samples: 48_000, plan: { chunkBytes: 960, stopAfterChunks: 10, then: 'hang' } });
    const controller = new AbortController();
    const frames: Int16Array[] = [];
    for await (const frame of provider().synthesize('A long answer.', { voice: 'male', signal: controller.signal })) {
      frames.push(frame);
      // 10 chunks of 20 ms at 24 kHz: nearly ten frames are out before the provider goes quiet.
      if (frames.length === 9) controller.abort();
    }
    expect(frames).toHaveLength(9);
    await vi.waitFor(() => expect(openai.speeches[0]?.cancelled).toBe(true));
  });

  it('maps failures to SpeechProviderError with the right retryable flag, never showing the key', async () => {
    const cases = [
      { answer: { status: 429, message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' }, retryable: true },
      { answer: { status: 503, message: 'The engine is currently overloaded' }, retryable: true },
      { answer: { status: 400, message: "Invalid value for 'voice'" }, retryable: false },
    ];
    for (const { answer, retryable } of cases) {
      openai.speak(answer);
      const error = await speechFailureOf(collect(provider().synthesize('Hello.', { voice: 'male' })));
      expect(error).toMatchObject({ provider: 'openai-speech', retryable });
      expect(error.message).toContain(answer.message);
    }
    const wrongKey = await speechFailureOf(collect(provider({ apiKey: 'sk-wrong-speech-key' }).synthesize('Hello.', { voice: 'male' })));
    expect(wrongKey).toMatchObject({ retryable: false });
    expect(wrongKey.message).toContain('Incorrect API key provided: [redacted]');
    expect(wrongKey.message).not.toMatch(/sk-wrong|\*\*\*|h-key/);
  });
});
