import { Worker } from 'node:worker_threads';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { SpeechProviderError } from '../speech.ports';
import type { LanguageModelSource } from '../speech.ports';
import type { ScenarioLanguageModel } from './scenario-language-model.builder';
import type { LanguageModelFiles, LanguageModelRequest, LanguageModelResponse } from './language-model.worker';

export interface LanguageModelRunnerOptions {
  /** Spells words the stock dictionary lacks (flite, on this thread's side). */
  phonetizer: Phonetizer;
  /** The worker's entry module (tests point it at one that dies on cue). */
  entry?: URL;
}

/**
 * Builds scenario language models in one long-lived worker thread (see language-model.worker.ts),
 * answering its requests for the phones of new words with the phonetizer. A worker that dies fails
 * the builds in flight (retryable) and is replaced at the next build; so is one closed.
 */
export class LanguageModelRunner {
  private worker: Worker | undefined;
  private readonly builds = new Map<number, { what: string; resolve: (model: ScenarioLanguageModel | undefined) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly entry: URL;

  constructor(private readonly options: LanguageModelRunnerOptions) {
    this.entry = options.entry ?? new URL('./language-model-worker.entry.mjs', import.meta.url);
  }

  async build(source: LanguageModelSource, files: LanguageModelFiles): Promise<ScenarioLanguageModel> {
    const model = await this.request((id) => ({ type: 'build', id, source, files }));
    if (!model) throw new Error('the language model worker answered a build without a model');
    return model;
  }

  /** Starts the worker ahead of the first build, so that build does not wait for it to load. */
  start(): void {
    this.ensureWorker();
  }

  /** Has the worker load what every build shares (the stock dictionary, the common words) now. */
  async preload(files: LanguageModelFiles): Promise<void> {
    await this.request((id) => ({ type: 'preload', id, files }));
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    this.failAll(new SpeechProviderError('pocketsphinx', 'language model builder closed', { retryable: false }));
    await worker.terminate();
  }

  private request(message: (id: number) => LanguageModelRequest): Promise<ScenarioLanguageModel | undefined> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    // Referenced only while a request is pending, so an idle worker never keeps the process alive.
    worker.ref();
    return new Promise((resolve, reject) => {
      const request = message(id);
      this.builds.set(id, { what: request.type, resolve, reject });
      worker.postMessage(request);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry);
    worker.unref();
    worker.on('message', (response: LanguageModelResponse) => this.receive(worker, response));
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, response: LanguageModelResponse): void {
    if (response.type === 'phones') {
      this.options.phonetizer.phonesFor(response.words).then(
        (phones) => this.answer(worker, { type: 'phones', id: response.id, ok: true, phones: [...phones] }),
        (error: unknown) => this.answer(worker, { type: 'phones', id: response.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const waiter = this.builds.get(response.id);
    if (!waiter) return;
    this.builds.delete(response.id);
    if (this.builds.size === 0) worker.unref();
    if (response.type === 'built') waiter.resolve(response.model);
    else if (response.type === 'preloaded') waiter.resolve(undefined);
    else waiter.reject(new SpeechProviderError('pocketsphinx', `language model ${waiter.what} failed: ${response.message}`, { retryable: false }));
  }

  private answer(worker: Worker, request: LanguageModelRequest): void {
    if (worker === this.worker) worker.postMessage(request);
  }

  private stopped(worker: Worker, cause: Error): void {
    if (this.worker !== worker) return; // closed on purpose: its builds have already failed
    this.worker = undefined;
    this.failAll(new SpeechProviderError('pocketsphinx', `language model builder stopped: ${cause.message}`, { retryable: true, cause }));
  }

  private failAll(error: Error): void {
    for (const waiter of this.builds.values()) waiter.reject(error);
    this.builds.clear();
  }
}
