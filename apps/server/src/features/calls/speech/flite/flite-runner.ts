import { Worker } from 'node:worker_threads';
import { SpeechProviderError } from '../speech.ports';
import type { FliteRequest, FliteResponse } from './flite.worker';

export interface FliteRun {
  stdout: string;
  files: Record<string, Uint8Array>;
}

export interface FliteRunnerOptions {
  /** The worker's entry module (tests point it at one that dies on cue). */
  entry?: URL;
}

/**
 * Runs flite command lines in one long-lived worker thread, one at a time in arrival order. A worker
 * that dies fails the runs in flight (retryable) and is replaced on the next run.
 *
 * One worker is enough here: 16 concurrent calls on 2 cores found at most one synthesis waiting
 * (bench/call-latency.bench.ts, capacity; a second worker measured the same).
 */
export class FliteRunner {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (run: FliteRun) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly entry: URL;

  constructor(options: FliteRunnerOptions = {}) {
    this.entry = options.entry ?? new URL('./flite-worker.entry.mjs', import.meta.url);
  }

  run(args: string[]): Promise<FliteRun> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    // Referenced only while a run is pending, so an idle worker never keeps the process alive.
    worker.ref();
    return new Promise<FliteRun>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, args } satisfies FliteRequest);
    });
  }

  /** Stops the worker; runs in flight fail. A later run starts a new worker. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.rejectPending(new SpeechProviderError('flite', 'flite runner closed', { retryable: false }));
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry);
    worker.unref();
    worker.on('message', (response: FliteResponse) => this.settle(response));
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => this.failAll(worker, new Error(`flite worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(response: FliteResponse): void {
    const waiter = this.pending.get(response.id);
    if (!waiter) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!response.ok) {
      waiter.reject(new SpeechProviderError('flite', `flite failed: ${response.message}`, { retryable: false }));
    } else if (response.exitCode !== 0) {
      waiter.reject(new SpeechProviderError('flite', `flite exited with ${response.exitCode}: ${response.stderr.trim()}`, { retryable: false }));
    } else {
      waiter.resolve({ stdout: response.stdout, files: response.files });
    }
  }

  private failAll(worker: Worker, cause: Error): void {
    // A dying worker reports twice ('error', then 'exit'); by the second, runs may wait on its successor.
    if (this.worker !== undefined && this.worker !== worker) return;
    this.worker = undefined;
    this.rejectPending(new SpeechProviderError('flite', `flite worker stopped: ${cause.message}`, { retryable: true, cause }));
  }

  private rejectPending(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
