import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { ensureSphinxBinary } from '../pocketsphinx/sphinx-binary';
import { SpeechProviderError } from '../speech.ports';
import { LanguageModelRunner } from './language-model-runner';
import type { LanguageModelFiles } from './language-model.worker';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
let files: LanguageModelFiles;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-lm-worker-'));
  files = {
    cacheDir,
    stockDictionaryPath: path.join(MODEL_DIR, 'cmudict-en-us.dict'),
    stockArpaPath: path.join(MODEL_DIR, 'en-us.lm.bin'),
    binaryPath: await ensureSphinxBinary(),
    commonWordCount: 500,
    salesCorpusPath: fileURLToPath(new URL('./sales-corpus.txt', import.meta.url)),
  };
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** Spells every word it is asked for the same way (after failing `failures` times), and remembers what it was asked. */
function fakePhonetizer(failures = 0): Phonetizer & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    async phonesFor(words) {
      asked.push([...words]);
      if (asked.length <= failures) throw new Error('flite is gone');
      return new Map(words.map((word) => [word, ['Z', 'AY', 'L', 'AH', 'F', 'EH', 'K', 'S']]));
    },
  };
}

describe('language model worker', () => {
  it('builds a scenario model in the worker, asking this thread to spell the new words', async () => {
    const phonetizer = fakePhonetizer();
    const runner = new LanguageModelRunner({ phonetizer });
    const model = await runner.build({ texts: ['Zylofex helps logistics teams with onboarding.'], names: ['Zylofex'] }, files);
    expect(phonetizer.asked.flat()).toContain('zylofex');
    expect(model.addedWords).toContain('zylofex');
    expect(await readFile(model.dictionaryPath, 'utf8')).toMatch(/^zylofex Z AY L AH F EH K S$/m);
    expect(await readFile(model.arpaPath, 'utf8')).toMatch(/\\1-grams:[\s\S]*zylofex/);
    await runner.close();
  });

  it('fails a build whose words cannot be spelled, and builds the next one', async () => {
    const runner = new LanguageModelRunner({ phonetizer: fakePhonetizer(1) });
    await expect(runner.build({ texts: ['Quorblex is new.'] }, files)).rejects.toThrow(/language model build failed: flite is gone/);
    expect((await runner.build({ texts: ['Quorblex is new.'] }, files)).addedWords).toContain('quorblex');
    await runner.close();
  });

  it('fails the builds of a worker that dies (retryable) and starts a new one for the next build', async () => {
    const runner = new LanguageModelRunner({
      phonetizer: fakePhonetizer(),
      entry: new URL('./crashing-language-model-worker.fixture.mjs', import.meta.url),
    });
    const error = await runner.build({ texts: ['crash'] }, files).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({
      provider: 'pocketsphinx',
      retryable: true,
      message: expect.stringMatching(/stopped: exited with code 70/),
    });
    expect((await runner.build({ texts: ['Call me next week.'] }, files)).arpaPath).toMatch(/model\.arpa$/);
    await runner.close();
  });

  it('fails a build in flight when closed, and builds again after', async () => {
    const runner = new LanguageModelRunner({ phonetizer: fakePhonetizer() });
    const failed = expect(runner.build({ texts: ['Closing time for Vantorix.'] }, files)).rejects.toMatchObject({
      provider: 'pocketsphinx',
      retryable: false,
      message: 'language model builder closed',
    });
    await runner.close();
    await failed;
    expect((await runner.build({ texts: ['Vantorix opens again.'] }, files)).addedWords).toContain('vantorix');
    await runner.close();
  });

  it('loads the shared files ahead of the first build; a preload that fails leaves the builds working', async () => {
    const runner = new LanguageModelRunner({ phonetizer: fakePhonetizer() });
    await expect(runner.preload({ ...files, stockDictionaryPath: path.join(cacheDir, 'missing.dict') })).rejects.toThrow(/missing\.dict/);
    await runner.preload(files);
    expect((await runner.build({ texts: ['Preloaded for Kestrovia.'] }, files)).addedWords).toContain('kestrovia');
    await expect(
      runner.build({ texts: ['Kestrovia again.'] }, { ...files, stockDictionaryPath: path.join(cacheDir, 'missing.dict') }),
    ).rejects.toThrow(/missing\.dict/);
    await runner.close();
  });
});
