import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { LanguageModelRunner } from '../language-model/language-model-runner';
import type { LanguageModelFiles } from '../language-model/language-model.worker';
import { SpeechProviderError } from '../speech.ports';
import type {
  LanguageModelHandle,
  LanguageModelSource,
  SpeechToText,
  SpeechToTextStream,
  SpeechToTextStreamOptions,
} from '../speech.ports';
import { PocketsphinxStream } from './pocketsphinx.stream';
import { ensureSphinxBinary } from './sphinx-binary';
import type { SphinxModelFiles } from './sphinx-process.pool';
import { SphinxProcessPool } from './sphinx-process.pool';

const SALES_CORPUS = fileURLToPath(new URL('../language-model/sales-corpus.txt', import.meta.url));

export interface PocketsphinxOptions {
  /** Where scenario models are cached, e.g. `<DATA_DIR>/speech/models`. */
  modelCacheDir: string;
  phonetizer: Phonetizer;
  /** Debian's pocketsphinx-en-us. */
  modelDir?: string;
  /** Where the helper is compiled (default packages/voice/native/build). */
  buildDir?: string;
  maxIdleHelpers?: number;
  /** How many of the stock model's most likely words count as common English (DEFAULT_COMMON_WORD_COUNT). */
  commonWordCount?: number;
  /** pocketsphinx arguments for every helper, replacing DEFAULT_DECODER_ARGS. */
  decoderArgs?: readonly string[];
  /**
   * The weight of general English (the stock model) interpolated with each scenario's model, 0-1;
   * 0 decodes with the scenario's model alone. Default DEFAULT_BACKGROUND_WEIGHT.
   */
  backgroundWeight?: number;
}

/**
 * No second (flat-lexicon) search pass at the end of an utterance: it made end of speech -> final
 * text ~110 ms instead of ~10 ms and decoding 1.5x slower, for no clear gain in accuracy on our
 * sales sentences (bench/speech-engines.bench.ts). The caller is waiting for the buyer's answer.
 */
export const DEFAULT_DECODER_ARGS = ['-fwdflat', 'no'];

/**
 * A scenario's model knows its names and our corpus's sales phrases; people on a call say much
 * else, which that model alone turns into corpus phrases. Mixed with the stock model of general
 * English, salespeople's lines written by trainers are heard better (decision 62, `npm run eval --
 * recognition`).
 */
export const DEFAULT_BACKGROUND_WEIGHT = 0.5;

/**
 * Common English words in every scenario's vocabulary (the stock model's most likely): with general
 * English mixed in, 10,000 heard salespeople's lines better than 5,000 (decision 62) for ~10 % more
 * decoding.
 */
export const DEFAULT_COMMON_WORD_COUNT = 10_000;

/** How many scenarios' handles are remembered by their source. */
const MAX_PREPARED = 500;

export interface PocketsphinxSpeechToText extends SpeechToText {
  /**
   * Compiles the helper, loads a model, starts the model builder's worker and has it load what every
   * scenario's build shares, ahead of the first call.
   */
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
  const pool = new SphinxProcessPool({
    binary,
    acousticModelDir: path.join(modelDir, 'en-us'),
    maxIdle: options.maxIdleHelpers ?? 2,
    decoderArgs: options.decoderArgs ?? DEFAULT_DECODER_ARGS,
    background:
      (options.backgroundWeight ?? DEFAULT_BACKGROUND_WEIGHT) > 0
        ? { arpaPath: stockModel.arpaPath, weight: options.backgroundWeight ?? DEFAULT_BACKGROUND_WEIGHT }
        : undefined,
  });
  const models = new Map<string, SphinxModelFiles>();
  /** Handles by a hash of their source, the oldest forgotten first (a forgotten one is read from the disk cache). */
  const prepared = new Map<string, Promise<LanguageModelHandle>>();
  // Scenario models are built in a worker thread, off the event loop that paces live calls' audio.
  const builder = new LanguageModelRunner({ phonetizer: options.phonetizer });

  const builderFiles = async (): Promise<LanguageModelFiles> => ({
    cacheDir: options.modelCacheDir,
    stockDictionaryPath: stockModel.dictionaryPath,
    stockArpaPath: stockModel.arpaPath,
    binaryPath: await binary(),
    commonWordCount: options.commonWordCount ?? DEFAULT_COMMON_WORD_COUNT,
    salesCorpusPath: SALES_CORPUS,
  });

  const modelFor = (handle: LanguageModelHandle | undefined): SphinxModelFiles => {
    if (!handle) return stockModel;
    const model = models.get(handle.id);
    if (!model)
      throw new SpeechProviderError('pocketsphinx', `Unknown language model ${handle.id}: prepare it with this provider`, {
        retryable: false,
      });
    return model;
  };

  return {
    capabilities: { streaming: true, interimResults: true },

    prepareLanguageModel(source: LanguageModelSource): Promise<LanguageModelHandle> {
      // A scenario saved and then called, or copied, asks for the same model again, often while
      // the first build is still queued in the worker: the same source gets the same promise.
      const key = createHash('sha256').update(JSON.stringify(source)).digest('base64url');
      const known = prepared.get(key);
      if (known) return known;
      const preparing = (async () => {
        const built = await builder.build(source, await builderFiles());
        models.set(built.id, built);
        return { id: built.id, addedWords: built.addedWords };
      })();
      prepared.set(key, preparing);
      if (prepared.size > MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
      preparing.catch(() => prepared.delete(key));
      return preparing;
    },

    openStream(streamOptions: SpeechToTextStreamOptions): SpeechToTextStream {
      const model = modelFor(streamOptions.languageModel);
      return new PocketsphinxStream(pool.acquire(model), (helper) => void pool.release(helper));
    },

    async warmUp(languageModel) {
      // The helper and the builder's shared files load side by side (the builder only needs the
      // helper's binary, to read the stock model's common words).
      await Promise.all([pool.warmUp(modelFor(languageModel)), builderFiles().then((files) => builder.preload(files))]);
    },

    async close() {
      pool.close();
      await builder.close();
    },
  };
}
