import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { readPronunciationDictionary } from './pronunciation-dictionary';
import { buildScenarioLanguageModel, instantiateCorpus } from './scenario-language-model.builder';
import type { ScenarioLanguageModelDeps } from './scenario-language-model.builder';

const STOCK_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
let cacheDir: string;
let phonetized: string[][];

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rehearse-lm-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

function deps(overrides: Partial<ScenarioLanguageModelDeps> = {}): ScenarioLanguageModelDeps {
  phonetized = [];
  const phonetizer: Phonetizer = {
    async phonesFor(words) {
      phonetized.push([...words]);
      return new Map(words.map((word) => [word, ['Z', 'AY', 'L', 'AH', 'F', 'EH', 'K', 'S']]));
    },
  };
  return {
    cacheDir,
    stockDictionary: () => readPronunciationDictionary(STOCK_DICTIONARY),
    commonWords: async () =>
      new Map([
        ['weather', 3],
        ['football', 1],
        ['notaword', 5],
      ]),
    phonetizer,
    salesCorpus: async () => '# comment\nHow long is your sales cycle?\nHi, this is Sam from {name}.\n',
    ...overrides,
  };
}

describe('scenario language model', () => {
  const source = { texts: ['Zylofex helps logistics teams with onboarding.'], names: ['Zylofex'] };

  it('puts template lines once per scenario name, and drops them without names', () => {
    expect(instantiateCorpus('a {name} b\n# c\nplain', ['X', 'Y'])).toEqual(['a X b', 'a Y b', 'plain']);
    expect(instantiateCorpus('a {name} b\nplain', [])).toEqual(['plain']);
  });

  it('writes a model and a dictionary covering exactly its words, adding the missing ones', async () => {
    const model = await buildScenarioLanguageModel(source, deps());
    expect(model.addedWords).toEqual(['onboarding', 'zylofex']);
    const arpa = await readFile(model.arpaPath, 'utf8');
    const dictionary = await readPronunciationDictionary(model.dictionaryPath);
    const unigrams = arpa
      .split('\\1-grams:')[1]!
      .split('\\2-grams:')[0]!
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[1]!);
    expect(unigrams.filter((word) => !word.startsWith('<') && !dictionary.has(word))).toEqual([]);
    expect(unigrams).toEqual(expect.arrayContaining(['zylofex', 'weather', 'football', 'cycle']));
    expect(unigrams).not.toContain('notaword'); // common words the dictionary cannot pronounce are left out
    expect(dictionary.get('zylofex')).toEqual(['Z AY L AH F EH K S']);
    // "onboarding" gets its parts' pronunciation and flite's guess.
    expect(dictionary.get('onboarding')).toEqual(['AA N B AO R D IH NG', 'Z AY L AH F EH K S']);
  });

  it('is built once per content: the same source comes from the cache', async () => {
    const first = await buildScenarioLanguageModel(source, deps());
    const again = await buildScenarioLanguageModel(source, deps());
    expect(again).toEqual(first);
    expect(phonetized).toEqual([]);
    const other = await buildScenarioLanguageModel({ ...source, texts: ['Something else entirely.'] }, deps());
    expect(other.id).not.toBe(first.id);
  });
});
