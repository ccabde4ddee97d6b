import type { Worker } from 'node:worker_threads';
import type { Phonetizer } from '../flite/flite.phonetizer';
import { LongLivedWorker } from '../long-lived-worker';
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
  private readonly worker: LongLivedWorker<LanguageModelResponse>;
  private readonly builds = new Map<
    number,
    { what: string; resolve: (model: ScenarioLanguageModel | undefined) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;

  constructor(private readonly options: LanguageModelRunnerOptions) {
    this.worker = new LongLivedWorker(options.entry ?? new URL('./language-model.worker.ts', import.meta.url), {
      onMessage: (response, worker) => this.receive(worker, response),
      onStopped: (_worker, cause) =>
        this.failAll(
          new SpeechProviderError('pocketsphinx', `language model builder stopped: ${cause.message}`, { retryable: true, cause }),
        ),
    });
  }

  async build(source: LanguageModelSource, files: LanguageModelFiles): Promise<ScenarioLanguageModel> {
    const model = await this.request((id) => ({ type: 'build', id, source, files }));
    if (!model) throw new Error('the language model worker answered a build without a model');
    return model;
  }

  /** Has the worker load what every build shares (the stock dictionary, the common words) now. */
  async preload(files: LanguageModelFiles): Promise<void> {
    await this.request((id) => ({ type: 'preload', id, files }));
  }

  async close(): Promise<void> {
    this.failAll(new SpeechProviderError('pocketsphinx', 'language model builder closed', { retryable: false }));
    await this.worker.close();
  }

  private request(message: (id: number) => LanguageModelRequest): Promise<ScenarioLanguageModel | undefined> {
    const worker = this.worker.current();
    const id = this.nextId++;
    this.worker.setBusy(true);
    return new Promise((resolve, reject) => {
      const request = message(id);
      this.builds.set(id, { what: request.type, resolve, reject });
      worker.postMessage(request);
    });
  }

  private receive(worker: Worker, response: LanguageModelResponse): void {
    if (response.type === 'phones') {
      this.options.phonetizer.phonesFor(response.words).then(
        (phones) => this.answer(worker, { type: 'phones', id: response.id, ok: true, phones: [...phones] }),
        (error: unknown) =>
          this.answer(worker, {
            type: 'phones',
            id: response.id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    const waiter = this.builds.get(response.id);
    if (!waiter) return;
    this.builds.delete(response.id);
    if (this.builds.size === 0) this.worker.setBusy(false);
    if (response.type === 'built') waiter.resolve(response.model);
    else if (response.type === 'preloaded') waiter.resolve(undefined);
    else
      waiter.reject(
        new SpeechProviderError('pocketsphinx', `language model ${waiter.what} failed: ${response.message}`, { retryable: false }),
      );
  }

  private answer(worker: Worker, request: LanguageModelRequest): void {
    if (this.worker.isCurrent(worker)) worker.postMessage(request);
  }

  private failAll(error: Error): void {
    for (const waiter of this.builds.values()) waiter.reject(error);
    this.builds.clear();
  }
}
