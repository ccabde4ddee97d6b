import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FliteRunner } from '../flite/flite-runner';
import { createFlitePhonetizer } from '../flite/flite.phonetizer';
import { createFliteTextToSpeech } from '../flite/flite.tts';
import { concatPcm } from '../pcm-audio';
import { SpeechProviderError } from '../speech.ports';
import type { LanguageModelHandle, SpeechToTextStream } from '../speech.ports';
import { QUOTAFLOW_SCENARIO, quietNoise } from '../speech.test-support';
import { LanguageModelRunner } from '../language-model/language-model-runner';
import { createPocketsphinxSpeechToText } from './pocketsphinx.stt';
import type { PocketsphinxSpeechToText } from './pocketsphinx.stt';
import { collect } from '../../testing/collect';

const runner = new FliteRunner();
let cacheDir: string;
let stt: PocketsphinxSpeechToText;
let model: LanguageModelHandle;
let sentence: Int16Array;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-stt-'));
  stt = createPocketsphinxSpeechToText({ modelCacheDir: cacheDir, phonetizer: createFlitePhonetizer(runner) });
  model = await stt.prepareLanguageModel(QUOTAFLOW_SCENARIO);
  const frames: Int16Array[] = [quietNoise(4000)];
  for await (const frame of createFliteTextToSpeech(runner).synthesize('How long is your sales cycle?', { voice: 'female' }))
    frames.push(frame);
  sentence = concatPcm([...frames, quietNoise(4000)]);
});

afterAll(async () => {
  await stt.close();
  await runner.close();
  await rm(cacheDir, { recursive: true, force: true });
});

function pushInFrames(stream: SpeechToTextStream, pcm: Int16Array): void {
  for (let offset = 0; offset < pcm.length; offset += 320) stream.push(pcm.subarray(offset, offset + 320));
}

describe('pocketsphinx speech-to-text', () => {
  it('declares streaming with interim results', () => {
    expect(stt.capabilities).toEqual({ streaming: true, interimResults: true });
  });

  it('gives one final per flush, empty when no audio came, with word times from the stream start', async () => {
    const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const results = collect(stream);
    stream.flush();
    pushInFrames(stream, sentence);
    stream.flush();
    pushInFrames(stream, sentence);
    stream.end();
    const finals = (await results).filter((result) => result.type === 'final');
    expect(finals.map((result) => result.text)).toEqual(['', 'how long is your sales cycle', 'how long is your sales cycle']);
    const secondStart = finals[2]!.words![0]!.startMs;
    const firstStart = finals[1]!.words![0]!.startMs;
    expect(secondStart - firstStart).toBeCloseTo((sentence.length / 16_000) * 1000, -2);
  });

  it("reports each word's confidence as a probability, high for a sentence heard clearly", async () => {
    const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const results = collect(stream);
    pushInFrames(stream, sentence);
    stream.end();
    const final = (await results).find((result) => result.type === 'final')!;
    const confidences = final.words!.map((word) => word.confidence!);
    expect(confidences).toHaveLength(6);
    expect(confidences.every((confidence) => confidence >= 0 && confidence <= 1)).toBe(true);
    expect(Math.max(...confidences)).toBeGreaterThan(0.5);
  });

  it('stops at once on close, even mid-utterance, and the helper serves the next stream', async () => {
    const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const results = collect(stream);
    pushInFrames(stream, sentence.subarray(0, 16_000));
    stream.close();
    expect((await results).filter((result) => result.type === 'final')).toEqual([]);

    const next = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const nextResults = collect(next);
    pushInFrames(next, sentence);
    next.end();
    expect((await nextResults).at(-1)).toMatchObject({ type: 'final', text: 'how long is your sales cycle' });
  });

  it('works without a scenario model, on the stock English model', async () => {
    const stream = stt.openStream({ sampleRate: 16_000 });
    const results = collect(stream);
    pushInFrames(stream, sentence);
    stream.end();
    expect((await results).at(-1)?.text).toMatch(/sales/);
  });

  it('builds a source asked for again (a scenario saved, then called) once, and again after a failed build', async () => {
    const builds = vi.spyOn(LanguageModelRunner.prototype, 'build');
    const source = { texts: ['Our ticket backlog doubles every spring at Harrowgate Dental.'], names: ['Harrowgate'] };
    const [saved, called] = await Promise.all([stt.prepareLanguageModel(source), stt.prepareLanguageModel({ ...source })]);
    expect(called).toEqual(saved);
    expect(await stt.prepareLanguageModel(source)).toEqual(saved);
    expect(builds).toHaveBeenCalledTimes(1);

    builds.mockRejectedValueOnce(new Error('worker gone'));
    const other = { texts: ['We close the books on the fifth working day.'] };
    await expect(stt.prepareLanguageModel(other)).rejects.toThrow('worker gone');
    expect((await stt.prepareLanguageModel(other)).id).toMatch(/\S/);
    expect(builds).toHaveBeenCalledTimes(3);
    builds.mockRestore();
  });

  it("hears everyday English the scenario and the sales corpus never say, from general English mixed into the scenario's model", async () => {
    // The scenario's model alone heard 'what happens to the bread if rally way at night' (decision 62).
    const frames: Int16Array[] = [quietNoise(4000)];
    for await (const frame of createFliteTextToSpeech(runner).synthesize('What happens to the bread you throw away at night?', {
      voice: 'female',
    }))
      frames.push(frame);
    const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
    const results = collect(stream);
    pushInFrames(stream, concatPcm([...frames, quietNoise(4000)]));
    stream.end();
    // What the helper decoded before moves its noise estimate, and with it a word or two: the words that carry the question are asserted.
    expect((await results).at(-1)?.text).toMatch(/^what happens to the bread you throw \w+ \w* ?at night$/);
  });

  it('refuses a model it did not prepare', () => {
    expect(() => stt.openStream({ sampleRate: 16_000, languageModel: { id: 'nope', addedWords: [] } })).toThrow(SpeechProviderError);
  });
});
