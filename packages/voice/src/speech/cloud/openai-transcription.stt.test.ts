import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAiAudioServer, type FakeOpenAiAudioServer } from '../../testing/fake-openai-audio.server';
import { startTestHttpServer } from '../../testing/test-http-server';
import { QUOTAFLOW_SCENARIO } from '../speech.test-support';
import { SAMPLE_RATE, type SpeechToTextStream } from '../speech.ports';
import { framesOf, readInBackground, speechFailureOf } from './cloud-speech.test-support';
import { createOpenAiTranscriptionSpeechToText, type OpenAiTranscriptionOptions } from './openai-transcription.stt';

const API_KEY = 'sk-transcribe-secret-5678';

function pushAudio(stream: SpeechToTextStream, milliseconds: number): void {
  for (const frame of framesOf(milliseconds)) stream.push(frame);
}

describe('OpenAI transcription speech-to-text', () => {
  let openai: FakeOpenAiAudioServer;
  beforeAll(async () => {
    openai = await startFakeOpenAiAudioServer(API_KEY);
  });
  afterAll(async () => openai.close());
  beforeEach(() => openai.reset());

  const provider = (overrides: Partial<OpenAiTranscriptionOptions> = {}) =>
    createOpenAiTranscriptionSpeechToText({ apiKey: API_KEY, baseUrl: openai.baseUrl, timeoutMs: 2000, ...overrides });

  it("keeps the utterance's audio until flush, sends it as one 16 kHz WAV, and yields one final per utterance, in order", async () => {
    openai.transcribe({ text: 'Hi Dana, this is Sam from Quotaflow.' }, { text: 'Do you have a minute?' });
    const speech = provider();
    expect(speech.capabilities).toEqual({ streaming: false, interimResults: false });
    const stream = speech.openStream({ sampleRate: SAMPLE_RATE, languageModel: await speech.prepareLanguageModel(QUOTAFLOW_SCENARIO) });
    const reader = readInBackground(stream);
    pushAudio(stream, 1000);
    expect(openai.transcriptions).toHaveLength(0);
    stream.flush();
    pushAudio(stream, 600);
    stream.flush();
    stream.end();
    expect(await reader.ended()).toBeUndefined();

    expect(reader.results.map((result) => [result.type, result.text])).toEqual([
      ['final', 'Hi Dana, this is Sam from Quotaflow.'],
      ['final', 'Do you have a minute?'],
    ]);
    const [first, second] = openai.transcriptions;
    expect(first?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first?.file).toMatchObject({ name: 'utterance.wav', type: 'audio/wav', sampleRate: 16_000, channels: 1, samples: 16_000 });
    expect(second?.file.samples).toBe(9_600);
    expect(first?.fields).toMatchObject({
      model: ['gpt-4o-mini-transcribe'],
      language: ['en'],
      response_format: ['json'],
      prompt: ['Quotaflow, Brightwell Freight.'],
    });
  });

  it('asks whisper-1 for word times and counts them from the stream start', async () => {
    openai.transcribe({ text: 'Hello there' }, { text: 'Quotaflow helps' });
    const stream = provider({ model: 'whisper-1' }).openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 1000);
    stream.flush();
    pushAudio(stream, 1000);
    stream.end();
    expect(await reader.ended()).toBeUndefined();
    expect(openai.transcriptions[0]?.fields).toMatchObject({ response_format: ['verbose_json'], 'timestamp_granularities[]': ['word'] });
    expect(openai.transcriptions[0]?.fields.prompt).toBeUndefined();
    expect(reader.finals()[1]?.words).toEqual([
      { word: 'Quotaflow', startMs: 1000, endMs: 1500 },
      { word: 'helps', startMs: 1500, endMs: 2000 },
    ]);
  });

  it('gives an empty final for an utterance too short to send', async () => {
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    stream.flush();
    pushAudio(stream, 60);
    stream.flush();
    stream.end();
    expect(await reader.ended()).toBeUndefined();
    expect(reader.results).toEqual([
      { type: 'final', text: '', words: [] },
      { type: 'final', text: '', words: [] },
    ]);
    expect(openai.transcriptions).toHaveLength(0);
  });

  it('close() abandons a request under way and ends the iteration quietly', async () => {
    openai.transcribe({ hang: true });
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 500);
    stream.flush();
    await vi.waitFor(() => expect(openai.transcriptions).toHaveLength(1));
    stream.close();
    expect(await reader.ended()).toBeUndefined();
    expect(reader.results).toEqual([]);
  });

  it('maps failures to SpeechProviderError with the right retryable flag, never showing the key', async () => {
    const cases = [
      { answer: { status: 400, message: 'Invalid file format.' }, retryable: false },
      {
        answer: { status: 429, message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' },
        retryable: true,
      },
      { answer: { status: 500 }, retryable: true },
      { answer: { hang: true as const }, retryable: true },
    ];
    for (const { answer, retryable } of cases) {
      openai.transcribe(answer);
      const stream = provider({ timeoutMs: 200 }).openStream({ sampleRate: SAMPLE_RATE });
      pushAudio(stream, 300);
      stream.flush();
      const error = await speechFailureOf(readInBackground(stream).ended());
      expect(error).toMatchObject({ provider: 'openai-transcription', retryable });
    }

    const wrongKey = createOpenAiTranscriptionSpeechToText({ apiKey: 'sk-wrong-key-abcdef', baseUrl: openai.baseUrl }).openStream({
      sampleRate: SAMPLE_RATE,
    });
    pushAudio(wrongKey, 300);
    wrongKey.flush();
    const unauthorised = await speechFailureOf(readInBackground(wrongKey).ended());
    expect(unauthorised).toMatchObject({ retryable: false });
    expect(unauthorised.message).toContain('401: Incorrect API key provided: [redacted]');
    expect(unauthorised.message).not.toMatch(/sk-wrong|abcdef|\*\*\*/);
  });

  it('reports an unreachable endpoint as retryable', async () => {
    const gone = await startTestHttpServer(() => undefined);
    await gone.close();
    const stream = createOpenAiTranscriptionSpeechToText({ apiKey: API_KEY, baseUrl: gone.origin }).openStream({ sampleRate: SAMPLE_RATE });
    pushAudio(stream, 300);
    stream.flush();
    const error = await speechFailureOf(readInBackground(stream).ended());
    expect(error).toMatchObject({ retryable: true });
    expect(`${error.message} ${String(error.cause)}`).not.toContain(API_KEY);
  });
});
