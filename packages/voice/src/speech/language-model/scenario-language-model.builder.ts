import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Phonetizer } from '../flite/flite.phonetizer';
import type { LanguageModelSource } from '../speech.ports';
import { buildArpaModel } from './arpa-model.builder';
import type { PronunciationDictionary, PronunciationLookup } from './pronunciation-dictionary';
import { formatPronunciationDictionary, pronounceAsLetters, pronounceFromParts } from './pronunciation-dictionary';
import { spokenSentences } from './spoken-words';

/** Bump when the way models are built changes, so cached models are rebuilt (5: greetings with the scenario's names, decision 67). */
const BUILDER_VERSION = 5;
/** Scenario sentences count this many times against one of the general corpus. */
const SCENARIO_WEIGHT = 3;
/** Share of unigram probability given to common English outside the scenario and corpus. */
const COMMON_ENGLISH_SHARE = 0.4;

export interface ScenarioLanguageModel {
  id: string;
  arpaPath: string;
  dictionaryPath: string;
  addedWords: string[];
}

export interface ScenarioLanguageModelDeps {
  cacheDir: string;
  stockDictionary: () => Promise<PronunciationLookup>;
  /** Common English words with relative frequencies. */
  commonWords: () => Promise<ReadonlyMap<string, number>>;
  phonetizer: Phonetizer;
  /** Text of the general sales-call corpus (sales-corpus.txt). */
  salesCorpus: () => Promise<string>;
}

/**
 * Builds, for one scenario, a trigram model of what is said on its calls (its own texts, the
 * general sales corpus with the scenario's names slotted in, common English) and a dictionary
 * holding exactly that vocabulary, adding pronunciations for words the stock dictionary lacks.
 * Results are cached on disk under the hash of their inputs, so a scenario is built once.
 */
export async function buildScenarioLanguageModel(
  source: LanguageModelSource,
  deps: ScenarioLanguageModelDeps,
): Promise<ScenarioLanguageModel> {
  const id = createHash('sha256')
    .update(JSON.stringify({ version: BUILDER_VERSION, texts: source.texts, names: source.names ?? [] }))
    .digest('hex')
    .slice(0, 20);
  const dir = path.join(deps.cacheDir, id);
  const model = { id, arpaPath: path.join(dir, 'model.arpa'), dictionaryPath: path.join(dir, 'model.dic') };
  const cached = await readFile(path.join(dir, 'model.json'), 'utf8').catch(() => undefined);
  if (cached) return { ...model, addedWords: (JSON.parse(cached) as { addedWords: string[] }).addedWords };

  const [stock, common, corpusText] = await Promise.all([deps.stockDictionary(), deps.commonWords(), deps.salesCorpus()]);
  const scenarioSentences = source.texts.flatMap((text) => spokenSentences(text));
  const corpusSentences = instantiateCorpus(corpusText, source.names ?? []).flatMap((line) => spokenSentences(line));

  const vocabulary = new Set<string>([...scenarioSentences.flat(), ...corpusSentences.flat()]);
  const entries: PronunciationDictionary = new Map();
  const unknown: string[] = [];
  for (const word of vocabulary) {
    const known = stock.get(word);
    if (known) entries.set(word, known);
    else unknown.push(word);
  }
  const generated = await deps.phonetizer.phonesFor(unknown);
  for (const word of unknown) {
    const guesses = [pronounceFromParts(word, stock), pronounceAsLetters(word, stock), generated.get(word)?.join(' ')];
    const pronunciations = [...new Set(guesses.filter((guess): guess is string => Boolean(guess)))];
    if (pronunciations.length > 0) entries.set(word, pronunciations);
  }
  const background = new Map<string, number>();
  for (const [word, frequency] of common) {
    if (!stock.has(word)) continue;
    background.set(word, frequency);
    entries.set(word, stock.get(word)!);
  }

  // A word without a pronunciation cannot be in the model: pocketsphinx would drop it anyway.
  const pronounceable = (sentences: string[][]) => sentences.map((words) => words.filter((word) => entries.has(word)));
  const arpa = buildArpaModel({
    corpora: [
      { sentences: pronounceable(scenarioSentences), weight: SCENARIO_WEIGHT },
      { sentences: pronounceable(corpusSentences), weight: 1 },
    ],
    background: { frequencies: background, share: COMMON_ENGLISH_SHARE },
  });
  const addedWords = unknown.filter((word) => entries.has(word)).sort();

  // Written beside the final place and renamed, so a crash or a concurrent build never leaves half a model.
  const temporary = `${dir}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(temporary, { recursive: true });
  await writeFile(path.join(temporary, 'model.arpa'), arpa);
  await writeFile(path.join(temporary, 'model.dic'), formatPronunciationDictionary(entries));
  await writeFile(path.join(temporary, 'model.json'), JSON.stringify({ addedWords }));
  try {
    await rename(temporary, dir);
  } catch {
    await rm(temporary, { recursive: true, force: true }); // another process built it first
  }
  return { ...model, addedWords };
}

/** Corpus lines without comments; `{name}` lines once per scenario name (dropped if it has none). */
export function instantiateCorpus(corpusText: string, names: readonly string[]): string[] {
  const lines: string[] = [];
  for (const raw of corpusText.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!line.includes('{name}')) lines.push(line);
    else for (const name of names) lines.push(line.replaceAll('{name}', name));
  }
  return lines;
}
