import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeDeepgramServer, type FakeDeepgramServer } from '../../testing/fake-deepgram.server';
import { startTestHttpServer } from '../../testing/test-http-server';
import { QUOTAFLOW_SCENARIO } from '../speech.test-support';
import { SAMPLE_RATE, SpeechProviderError, type SpeechToTextStream } from '../speech.ports';
import { framesOf, readInBackground, speechFailureOf } from './cloud-speech.test-support';
import { createDeepgramSpeechToText, type DeepgramOptions } from './deepgram.stt';

const API_KEY = 'dg-secret-key-1234';

function pushAudio(stream: SpeechToTextStream, milliseconds: number): void {
  for (const frame of framesOf(milliseconds)) stream.push(frame);
}

describe('Deepgram live speech-to-text', () => {
  let deepgram: FakeDeepgramServer;
  beforeAll(async () => {
    deepgram = await startFakeDeepgramServer(API_KEY);
  });
  afterAll(async () => deepgram.close());
  beforeEach(() => deepgram.reset());

  const provider = (overrides: Partial<DeepgramOptions> = {}) =>
    createDeepgramSpeechToText({ apiKey: API_KEY, baseUrl: deepgram.baseUrl, finalizeTimeoutMs: 1000, ...overrides });

  it('streams linear16 audio with the token, shows interim text, and gives one final per flush with words timed from the stream start', async () => {
    deepgram.hear('Hi Dana, this is Sam from Quotaflow.', 'Do you have a minute?');
    const speech = provider();
    expect(speech.capabilities).toEqual({ streaming: true, interimResults: true });
    const stream = speech.openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);

    pushAudio(stream, 1200);
    await vi.waitFor(() => expect(reader.partials().length).toBeGreaterThan(1));
    stream.flush();
    await vi.waitFor(() => expect(reader.finals()).toHaveLength(1));
    pushAudio(stream, 800);
    // Partials of the second utterance never repeat the first.
    await vi.waitFor(() => expect(reader.partials().at(-1)).toMatch(/^Do you/));
    stream.flush();
    await vi.waitFor(() => expect(reader.finals()).toHaveLength(2));
    stream.end();
    expect(await reader.ended()).toBeUndefined();

    const [first, second] = reader.finals();
    expect(first?.text).toBe('Hi Dana, this is Sam from Quotaflow.');
    expect(second?.text).toBe('Do you have a minute?');
    expect(first?.words?.[0]).toMatchObject({ word: 'hi', startMs: 0 });
    expect(first?.words?.at(-1)?.endMs).toBe(1200);
    expect(second?.words?.[0]?.startMs).toBe(1200);
    expect(second?.words?.at(-1)?.endMs).toBe(2000);
    expect(reader.partials()).toContain('Hi Dana,');

    const [connection] = deepgram.connections;
    expect(connection?.headers.authorization).toBe(`Token ${API_KEY}`);
    expect(Object.fromEntries(connection?.url.searchParams ?? [])).toMatchObject({
      model: 'nova-2',
      language: 'en',
      encoding: 'linear16',
      sample_rate: '16000',
      channels: '1',
      interim_results: 'true',
    });
    expect(connection?.audioBytes).toBe(2000 * 32);
    expect(connection?.controls.map((control) => control.type)).toEqual(['Finalize', 'Finalize', 'CloseStream']);
  });

  it("joins the segments Deepgram finalizes on its own into the utterance's one final", async () => {
    deepgram.hear(['Hi Dana', 'this is Sam from Quotaflow']);
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 1400);
    await vi.waitFor(() => expect(reader.partials()).toContain('Hi Dana this is'));
    stream.flush();
    stream.end();
    expect(await reader.ended()).toBeUndefined();
    expect(reader.finals().map((result) => result.text)).toEqual(['Hi Dana this is Sam from Quotaflow']);
    expect(reader.partials()).toEqual([
      'Hi',
      'Hi Dana',
      'Hi Dana this',
      'Hi Dana this is',
      'Hi Dana this is Sam',
      'Hi Dana this is Sam from',
      'Hi Dana this is Sam from Quotaflow',
    ]);
  });

  it('gives an empty final for a flush without audio, without asking Deepgram', async () => {
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    stream.flush();
    await vi.waitFor(() => expect(reader.finals()).toEqual([{ type: 'final', text: '', words: [] }]));
    stream.end();
    expect(await reader.ended()).toBeUndefined();
    expect(deepgram.connections[0]?.controls.map((control) => control.type)).toEqual(['CloseStream']);
  });

  it('gives out what was finalized when Deepgram does not answer a Finalize in time', async () => {
    deepgram.hear(['Hi Dana', 'this is Sam']);
    deepgram.ignoreFinalize(true);
    const stream = provider({ finalizeTimeoutMs: 150 }).openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 1000);
    stream.flush();
    await vi.waitFor(() => expect(reader.finals().map((result) => result.text)).toEqual(['Hi Dana']));
    stream.close();
    expect(await reader.ended()).toBeUndefined();
  });

  it('end() flushes what is pending, closes the stream and finishes after the last final', async () => {
    deepgram.hear('Would you be open to a demo?');
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 600);
    stream.end();
    stream.push(framesOf(20)[0] as Int16Array);
    expect(await reader.ended()).toBeUndefined();
    expect(reader.finals().map((result) => result.text)).toEqual(['Would you be open to a demo?']);
    expect(deepgram.connections[0]?.audioBytes).toBe(600 * 32);
  });

  it('close() stops at once and drops the connection', async () => {
    deepgram.hear('Something long');
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 400);
    stream.close();
    expect(await reader.ended()).toBeUndefined();
    expect(reader.finals()).toEqual([]);
  });

  it("sends the scenario's names as keywords (nova-2) or keyterms (nova-3)", async () => {
    const speech = provider();
    const handle = await speech.prepareLanguageModel(QUOTAFLOW_SCENARIO);
    expect(handle.addedWords).toEqual(['Quotaflow', 'Brightwell', 'Freight']);
    expect((await speech.prepareLanguageModel(QUOTAFLOW_SCENARIO)).id).toBe(handle.id);
    const stream = speech.openStream({ sampleRate: SAMPLE_RATE, languageModel: handle });
    const reader = readInBackground(stream);
    stream.end();
    await reader.ended();
    expect(deepgram.connections[0]?.url.searchParams.getAll('keywords')).toEqual(['Quotaflow:2', 'Brightwell:2', 'Freight:2']);

    const nova3 = provider({ model: 'nova-3' });
    const nova3Stream = nova3.openStream({ sampleRate: SAMPLE_RATE, languageModel: await nova3.prepareLanguageModel(QUOTAFLOW_SCENARIO) });
    const nova3Reader = readInBackground(nova3Stream);
    nova3Stream.end();
    await nova3Reader.ended();
    expect(deepgram.connections[1]?.url.searchParams.getAll('keyterm')).toEqual(['Quotaflow', 'Brightwell Freight']);

    expect(() => speech.openStream({ sampleRate: SAMPLE_RATE, languageModel: { id: 'other', addedWords: [] } })).toThrow(
      SpeechProviderError,
    );
  });

  it('keeps an idle stream open with KeepAlive', async () => {
    const stream = provider({ keepAliveMs: 40 }).openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    await vi.waitFor(() =>
      expect(deepgram.connections[0]?.controls.filter((control) => control.type === 'KeepAlive').length).toBeGreaterThan(1),
    );
    stream.close();
    await reader.ended();
  });

  it('reports a refused handshake with the right retryable flag and never the key', async () => {
    const cases = [
      { status: 401, code: 'INVALID_AUTH', retryable: false },
      { status: 402, code: 'ASR_PAYMENT_REQUIRED', retryable: false },
      { status: 429, code: 'TOO_MANY_REQUESTS', retryable: true },
      { status: 500, code: 'INTERNAL_SERVER_ERROR', retryable: true },
    ];
    for (const { status, code, retryable } of cases) {
      deepgram.refuseHandshake(status, code, `Refused with ${status}`);
      const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
      pushAudio(stream, 100);
      const error = await speechFailureOf(readInBackground(stream).ended());
      expect(error).toMatchObject({ provider: 'deepgram', retryable });
      expect(error.message).toContain(String(status));
      expect(error.message).toContain(code);
      expect(`${error.message} ${String(error.cause)}`).not.toContain(API_KEY);
    }
  });

  it('reports a wrong key as not retryable', async () => {
    const stream = createDeepgramSpeechToText({ apiKey: 'wrong-key', baseUrl: deepgram.baseUrl }).openStream({ sampleRate: SAMPLE_RATE });
    const error = await speechFailureOf(readInBackground(stream).ended());
    expect(error).toMatchObject({ retryable: false });
    expect(error.message).toContain('INVALID_AUTH');
  });

  it('fails the stream when Deepgram closes it with an error code mid-stream, after the results already sent', async () => {
    deepgram.hear('We help sales teams ramp new reps twice as fast.');
    deepgram.closeAfterAudio(800 * 32, 1011, 'NET-0001');
    const stream = provider().openStream({ sampleRate: SAMPLE_RATE });
    const reader = readInBackground(stream);
    pushAudio(stream, 1000);
    const error = await speechFailureOf(reader.ended());
    expect(error).toMatchObject({ provider: 'deepgram', retryable: true });
    expect(error.message).toContain('1011 NET-0001');
    expect(reader.partials().length).toBeGreaterThan(0);

    deepgram.closeAfterAudio(100 * 32, 1008, 'DATA-0000');
    const undecodable = provider().openStream({ sampleRate: SAMPLE_RATE });
    pushAudio(undecodable, 200);
    expect(await speechFailureOf(readInBackground(undecodable).ended())).toMatchObject({ retryable: false });
  });

  it('reports an unreachable server as retryable', async () => {
    const gone = await startTestHttpServer(() => undefined);
    await gone.close();
    const stream = createDeepgramSpeechToText({ apiKey: API_KEY, baseUrl: `ws://127.0.0.1:${gone.port}` }).openStream({
      sampleRate: SAMPLE_RATE,
    });
    expect(await speechFailureOf(readInBackground(stream).ended())).toMatchObject({ retryable: true });
  });

  it('closes the streams still open when the provider closes', async () => {
    const speech = provider();
    const reader = readInBackground(speech.openStream({ sampleRate: SAMPLE_RATE }));
    await vi.waitFor(() => expect(deepgram.connections).toHaveLength(1));
    await speech.close();
    expect(await reader.ended()).toBeUndefined();
  });
});
