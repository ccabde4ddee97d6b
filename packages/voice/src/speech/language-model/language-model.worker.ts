import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { LanguageModelSource } from '../speech.ports';
import { readCommonWords } from './common-words';
import { readPronunciationDictionary } from './pronunciation-dictionary';
import type { PronunciationLookup } from './pronunciation-dictionary';
import { buildScenarioLanguageModel } from './scenario-language-model.builder';
import type { ScenarioLanguageModel } from './scenario-language-model.builder';

/**
 * Builds scenario language models off the main thread: reading the stock dictionary (~135,000
 * lines), counting n-grams and writing the model stalled the event loop every live call's audio
 * shares for a few hundred milliseconds at a scenario's first call. The stock dictionary and the
 * common words stay loaded here for the next scenario. Spelling new words needs flite, which lives
 * on the main thread's side: the worker asks for them (`phones`) and waits for the answer.
 */
export interface LanguageModelFiles {
  cacheDir: string;
  stockDictionaryPath: string;
  stockArpaPath: string;
  /** The compiled sphinx helper, which dumps the stock model's unigrams. */
  binaryPath: string;
  commonWordCount: number;
  salesCorpusPath: string;
}

export type LanguageModelRequest =
  | { type: 'build'; id: number; source: LanguageModelSource; files: LanguageModelFiles }
  | { type: 'preload'; id: number; files: LanguageModelFiles }
  | { type: 'phones'; id: number; ok: true; phones: [string, string[]][] }
  | { type: 'phones'; id: number; ok: false; message: string };

export type LanguageModelResponse =
  | { type: 'built'; id: number; model: ScenarioLanguageModel }
  | { type: 'preloaded'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'phones'; id: number; words: string[] };

const port = parentPort;
if (!port) throw new Error('language-model.worker.ts must run in a worker thread');

const send = (response: LanguageModelResponse) => port.postMessage(response);
const cached = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let loading = cached.get(key) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    cached.set(key, loading);
    loading.catch(() => cached.delete(key)); // a failed read is tried again next time
  }
  return loading;
}

const phoneWaiters = new Map<number, { resolve: (phones: Map<string, string[]>) => void; reject: (error: Error) => void }>();
let nextPhonesId = 1;
function phonesFor(words: readonly string[]): Promise<Map<string, string[]>> {
  const id = nextPhonesId++;
  return new Promise((resolve, reject) => {
    phoneWaiters.set(id, { resolve, reject });
    send({ type: 'phones', id, words: [...words] });
  });
}

const stockDictionary = (files: LanguageModelFiles) =>
  once<PronunciationLookup>(`dictionary ${files.stockDictionaryPath}`, () => readPronunciationDictionary(files.stockDictionaryPath));
const commonWords = (files: LanguageModelFiles) =>
  once(`common ${files.stockArpaPath} ${files.commonWordCount}`, () =>
    readCommonWords(files.binaryPath, files.stockArpaPath, files.commonWordCount),
  );

async function build(id: number, source: LanguageModelSource, files: LanguageModelFiles): Promise<void> {
  try {
    const model = await buildScenarioLanguageModel(source, {
      cacheDir: files.cacheDir,
      stockDictionary: () => stockDictionary(files),
      commonWords: () => commonWords(files),
      phonetizer: { phonesFor },
      salesCorpus: () => readFile(files.salesCorpusPath, 'utf8'),
    });
    send({ type: 'built', id, model });
  } catch (error) {
    send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (request: LanguageModelRequest) => {
  if (request.type === 'build') {
    void build(request.id, request.source, request.files);
    return;
  }
  if (request.type === 'preload') {
    // Loading the stock dictionary and the common words was most of a cold first build (0.9 of
    // 1.0 s alone): done at start-up, a scenario's first call does not wait. A failed load is tried
    // again by the next build.
    const { id, files } = request;
    Promise.all([stockDictionary(files), commonWords(files)]).then(
      () => send({ type: 'preloaded', id }),
      (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const waiter = phoneWaiters.get(request.id);
  phoneWaiters.delete(request.id);
  if (!waiter) return;
  if (request.ok) waiter.resolve(new Map(request.phones));
  else waiter.reject(new Error(request.message));
});
