import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FliteRunner } from './flite/flite-runner';
import { createFlitePhonetizer } from './flite/flite.phonetizer';
import { createFliteTextToSpeech } from './flite/flite.tts';
import { createFvadDetectorFactory } from './fvad.vad';
import { splitIntoFrames } from './pcm-audio';
import { createPocketsphinxSpeechToText } from './pocketsphinx/pocketsphinx.stt';
import type { LanguageModelHandle, Voice } from './speech.ports';
import { QUOTAFLOW_SCENARIO, SALES_SENTENCES, quietNoise, transcribeFrames, wordErrorRate, wordsOf } from './speech.test-support';

/**
 * The offline engines end to end: flite speaks realistic sales sentences, the detector and
 * endpointing cut them into utterances, pocketsphinx with the scenario's model writes them down.
 */
const runner = new FliteRunner();
const tts = createFliteTextToSpeech(runner);
let cacheDir: string;
let stt: ReturnType<typeof createPocketsphinxSpeechToText>;
let model: LanguageModelHandle;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-speech-'));
  stt = createPocketsphinxSpeechToText({ modelCacheDir: cacheDir, phonetizer: createFlitePhonetizer(runner) });
  model = await stt.prepareLanguageModel(QUOTAFLOW_SCENARIO);
});

afterAll(async () => {
  await stt?.close();
  await tts.close();
  await rm(cacheDir, { recursive: true, force: true });
});

async function speak(sentences: readonly string[], voice: Voice): Promise<Int16Array[]> {
  const frames: Int16Array[] = [...splitIntoFrames(quietNoise(8000))];
  for (const sentence of sentences) {
    for await (const frame of tts.synthesize(sentence, { voice })) frames.push(frame);
    // A pause between turns, longer than the endpointing silence.
    frames.push(...splitIntoFrames(quietNoise(12_800)));
  }
  return frames;
}

describe('offline speech round trip', () => {
  it("adds the scenario's unusual words to the dictionary", () => {
    expect(model.addedWords).toEqual(expect.arrayContaining(['quotaflow', 'onboarding']));
  });

  for (const voice of ['male', 'female'] as const) {
    it(`recognises flite's ${voice} voice with few errors, and hears the product name`, async () => {
      const detectorFactory = createFvadDetectorFactory();
      const detector = await detectorFactory.create();
      const stream = stt.openStream({ sampleRate: 16_000, languageModel: model });
      const utterances = await transcribeFrames(await speak(SALES_SENTENCES, voice), detector, stream);
      detector.close();

      const reference = SALES_SENTENCES.flatMap(wordsOf);
      const hypothesis = utterances.flatMap((utterance) => wordsOf(utterance.final?.text ?? ''));
      const wer = wordErrorRate(reference, hypothesis);
      const heard = `WER ${(wer * 100).toFixed(1)} %, heard:\n${utterances.map((utterance) => `  ${utterance.final?.text}`).join('\n')}`;

      expect(utterances, heard).toHaveLength(SALES_SENTENCES.length);
      expect(wer, heard).toBeLessThan(0.25);
      expect(hypothesis.filter((word) => word === 'quotaflow').length, heard).toBeGreaterThanOrEqual(1);
      // Partial text arrives while the caller is still speaking, before the final of that utterance.
      const withPartials = utterances.filter((utterance) => utterance.results[0]?.type === 'partial');
      expect(withPartials.length).toBeGreaterThanOrEqual(SALES_SENTENCES.length - 1);
      // Word times count from the stream's first sample and grow through the call.
      const starts = utterances.flatMap((utterance) => utterance.final?.words ?? []).map((word) => word.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.at(-1)).toBeGreaterThan(20_000);
    });
  }
});
