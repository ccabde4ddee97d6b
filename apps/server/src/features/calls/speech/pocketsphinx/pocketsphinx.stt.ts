import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { readPronunciationDictionary } from '../language-model/pronunciation-dictionary';
import { buildScenarioLanguageModel } from '../language-model/scenario-language-model.builder';
import { SpeechProviderError } from '../speech.ports';
import type { LanguageModelHandle, LanguageModelSource, SpeechToText, SpeechToTextStream, SpeechToTextStreamOptions } from '../speech.ports';
import { PocketsphinxStream } from './pocketsphinx.stream';
import { ensureSphinxBinary } from './sphinx-binary';
import type { SphinxModelFiles } from './sphinx-process.pool';
import { SphinxProcessPool } from './sphinx-process.pool';

const run = promisify(execFile);
const SALES_CORPUS = new URL('../language-model/sales-corpus.txt', import.meta.url);

export interface PocketsphinxOptions {
  /** Where scenario models are cached, e.g. `<DATA_DIR>/speech/models`. */
  modelCacheDir: string;
  phonetizer: Phonetizer;
  /** Debian's pocketsphinx-en-us. */
  modelDir?: string;
  /** Where the helper is compiled (default apps/server/native/build). */
  buildDir?: string;
  maxIdleHelpers?: number;
  /** How many of the stock model's most likely words count as common English. */
  commonWordCount?: number;
  /** pocketsphinx arguments for every helper, replacing DEFAULT_DECODER_ARGS. */
  decoderArgs?: readonly string[];
}

/**
 * No second (flat-lexicon) search pass at the end of an utterance: it made end of speech -> final
 * text ~110 ms instead of ~10 ms and decoding 1.5x slower, for no clear gain in accuracy on our
 * sales sentences (bench/speech-engines.bench.ts). The caller is waiting for the buyer's answer.
 */
export const DEFAULT_DECODER_ARGS = ['-fwdflat', 'no'];

export interface PocketsphinxSpeechToText extends SpeechToText {
  /** Compiles the helper and loads a model ahead of the first call. */
  warmUp(languageModel?: LanguageModelHandle): Promise<void>;
}

/**
 * Offline speech-to-text: Debian's pocketsphinx through long-lived helper processes (see
 * native/sphinx-stream.c), with a language model and dictionary built per scenario.
 */
export function createPocketsphinxSpeechToText(options: PocketsphinxOptions): PocketsphinxSpeechToText {
  const modelDir = options.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
  const stockModel: SphinxModelFiles = {
    id: 'stock',
    arpaPath: path.join(modelDir, 'en-us.lm.bin'),
    dictionaryPath: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  const binary = () => ensureSphinxBinary(options.buildDir);
  const pool = new SphinxProcessPool({ binary, acousticModelDir: path.join(modelDir, 'en-us'), maxIdle: options.maxIdleHelpers ?? 2, decoderArgs: options.decoderArgs ?? DEFAULT_DECODER_ARGS });
  const models = new Map<string, SphinxModelFiles>();
  const stockDictionary = once(() => readPronunciationDictionary(stockModel.dictionaryPath));
  const commonWords = once(() => readCommonWords(binary, stockModel.arpaPath, options.commonWordCount ?? 5000));

  const modelFor = (handle: LanguageModelHandle | undefined): SphinxModelFiles => {
    if (!handle) return stockModel;
    const model = models.get(handle.id);
    if (!model) throw new SpeechProviderError('pocketsphinx', `Unknown language model ${handle.id}: prepare it with this provider`, { retryable: false });
    return model;
  };

  return {
    capabilities: { streaming: true, interimResults: true },

    async prepareLanguageModel(source: LanguageModelSource): Promise<LanguageModelHandle> {
      const built = await buildScenarioLanguageModel(source, {
        cacheDir: options.modelCacheDir,
        stockDictionary,
        commonWords,
        phonetizer: options.phonetizer,
        salesCorpus: () => readFile(SALES_CORPUS, 'utf8'),
      });
      models.set(built.id, built);
      return { id: built.id, addedWords: built.addedWords };
    },

    openStream(streamOptions: SpeechToTextStreamOptions): SpeechToTextStream {
      const model = modelFor(streamOptions.languageModel);
      return new PocketsphinxStream(pool.acquire(model), (helper) => void pool.release(helper));
    },

    async warmUp(languageModel) {
      await pool.warmUp(modelFor(languageModel));
    },

    async close() {
      pool.close();
    },
  };
}

/** The stock model's most likely words, as relative frequencies. */
async function readCommonWords(binary: () => Promise<string>, stockLm: string, count: number): Promise<Map<string, number>> {
  const { stdout } = await run(await binary(), ['--dump-unigrams', stockLm], { maxBuffer: 64 * 1024 * 1024 });
  const entries: [string, number][] = [];
  for (const line of stdout.split('\n')) {
    const [logProbability, word] = line.split(' ');
    if (word && /^[a-z][a-z']*$/.test(word)) entries.push([word, 10 ** Number(logProbability)]);
  }
  entries.sort((a, b) => b[1] - a[1]);
  return new Map(entries.slice(0, count));
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    promise.catch(() => (promise = undefined));
    return promise;
  };
}
