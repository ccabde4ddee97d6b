import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeElevenLabsServer, type FakeElevenLabsServer } from '../../testing/fake-elevenlabs.server';
import { toneBytes } from '../../testing/fake-speech-audio';
import { concatPcm } from '../pcm-audio';
import { FRAME_SAMPLES } from '../speech.ports';
import { collect } from '../../testing/collect';
import { speechFailureOf } from './cloud-speech.test-support';
import { createElevenLabsTextToSpeech, ELEVENLABS_DEFAULT_VOICES, type ElevenLabsOptions } from './elevenlabs.tts';

const API_KEY = 'xi-secret-key-9012';
const VOICES = { male: 'voice-male-1', female: 'voice-female-2' };

describe('ElevenLabs streaming text-to-speech', () => {
  let elevenlabs: FakeElevenLabsServer;
  beforeAll(async () => {
    elevenlabs = await startFakeElevenLabsServer(API_KEY, [VOICES.male, VOICES.female]);
  });
  afterAll(async () => elevenlabs.close());
  beforeEach(() => elevenlabs.reset());

  const provider = (overrides: Partial<ElevenLabsOptions> = {}) =>
    createElevenLabsTextToSpeech({ apiKey: API_KEY, baseUrl: elevenlabs.baseUrl, voices: VOICES, timeoutMs: 2000, ...overrides });

  it('asks for 16 kHz PCM with the key and model, and yields whole 20 ms frames of it, the last zero-padded', async () => {
    elevenlabs.answer({ samples: 5000, plan: { chunkBytes: 777 } });
    const speech = provider();
    expect(speech.capabilities).toEqual({ streaming: true });
    const frames = await collect(speech.synthesize('  Hello, who is calling?  ', { voice: 'female' }));

    expect(frames).toHaveLength(16);
    expect(frames.every((frame) => frame.length === FRAME_SAMPLES)).toBe(true);
    const audio = concatPcm(frames);
    const sent = toneBytes(5000, 16_000, 250);
    expect(Array.from(audio.subarray(0, 5000))).toEqual(Array.from({ length: 5000 }, (_, i) => sent.readInt16LE(i * 2)));
    expect(audio.subarray(5000).every((value) => value === 0)).toBe(true);

    const [request] = elevenlabs.seen;
    expect(request?.voiceId).toBe(VOICES.female);
    expect(request?.query.get('output_format')).toBe('pcm_16000');
    expect(request?.headers['xi-api-key']).toBe(API_KEY);
    expect(request?.body).toEqual({ text: 'Hello, who is calling?', model_id: 'eleven_flash_v2_5' });
  });

  it('speaks with the voice of the gender asked for, and has public default voices', async () => {
    await collect(provider({ model: 'eleven_turbo_v2_5' }).synthesize('Go on.', { voice: 'male' }));
    expect(elevenlabs.seen[0]).toMatchObject({ voiceId: VOICES.male, body: { model_id: 'eleven_turbo_v2_5' } });
    expect(ELEVENLABS_DEFAULT_VOICES.male).not.toBe(ELEVENLABS_DEFAULT_VOICES.female);
  });

  it('sends nothing for empty text', async () => {
    expect(await collect(provider().synthesize('   ', { voice: 'male' }))).toEqual([]);
    expect(elevenlabs.seen).toHaveLength(0);
  });

  it('stops the request and ends quietly when the signal aborts (barge-in)', async () => {
    elevenlabs.answer({ samples: 16_000, plan: { chunkBytes: 640, stopAfterChunks: 5, then: 'hang' } });
    const controller = new AbortController();
    const frames: Int16Array[] = [];
    for await (const frame of provider().synthesize('A long answer about our onboarding.', { voice: 'male', signal: controller.signal })) {
      frames.push(frame);
      if (frames.length === 2) controller.abort();
    }
    expect(frames).toHaveLength(2);
    await vi.waitFor(() => expect(elevenlabs.seen[0]?.cancelled).toBe(true));

    // A reply that stalls after five chunks: aborting it while it waits ends it with what came.
    const waiting = new AbortController();
    const heard: Int16Array[] = [];
    const reading = (async () => {
      for await (const frame of provider().synthesize('Another one.', { voice: 'male', signal: waiting.signal })) heard.push(frame);
    })();
    await vi.waitFor(() => expect(heard).toHaveLength(5));
    waiting.abort();
    await reading;
    expect(heard).toHaveLength(5);

    const before = new AbortController();
    before.abort();
    expect(await collect(provider().synthesize('Never said.', { voice: 'male', signal: before.signal }))).toEqual([]);
    expect(elevenlabs.seen).toHaveLength(2);
  });

  it('cancels the request when the reader stops early', async () => {
    elevenlabs.answer({ samples: 32_000, plan: { chunkBytes: 640 } });
    for await (const _frame of provider().synthesize('Stop me.', { voice: 'female' })) break;
    await vi.waitFor(() => expect(elevenlabs.seen[0]?.cancelled).toBe(true));
  });

  it('maps failures to SpeechProviderError with the right retryable flag, never showing the key', async () => {
    const cases = [
      {
        answer: { status: 429, code: 'too_many_concurrent_requests', message: 'Too many concurrent requests' },
        retryable: true,
        says: 'too_many_concurrent_requests',
      },
      { answer: { status: 500, code: 'internal_error', message: 'Something went wrong' }, retryable: true, says: '500' },
      {
        answer: { status: 401, code: 'quota_exceeded', message: 'This request exceeds your quota.' },
        retryable: false,
        says: 'quota_exceeded',
      },
      { answer: { samples: 16_000, plan: { stopAfterChunks: 3, then: 'cut' as const } }, retryable: true, says: 'cannot reach' },
      { answer: { samples: 16_000, plan: { stopAfterChunks: 0, then: 'hang' as const } }, retryable: true, says: 'no answer within' },
    ];
    for (const { answer, retryable, says } of cases) {
      elevenlabs.answer(answer);
      const error = await speechFailureOf(collect(provider({ timeoutMs: 200 }).synthesize('Hello.', { voice: 'male' })));
      expect(error).toMatchObject({ provider: 'elevenlabs', retryable });
      expect(error.message).toContain(says);
    }

    const wrongKey = await speechFailureOf(collect(provider({ apiKey: 'xi-wrong' }).synthesize('Hello.', { voice: 'male' })));
    expect(wrongKey).toMatchObject({ retryable: false });
    expect(wrongKey.message).toBe('elevenlabs answered 401: invalid_api_key: Invalid API key');

    const unknownVoice = await speechFailureOf(
      collect(provider({ voices: { male: 'nobody', female: 'nobody' } }).synthesize('Hello.', { voice: 'male' })),
    );
    expect(unknownVoice).toMatchObject({ retryable: false });
    expect(unknownVoice.message).toContain('voice_not_found');
    for (const error of [wrongKey, unknownVoice]) expect(`${error.message} ${String(error.cause)}`).not.toContain(API_KEY);
  });
});
