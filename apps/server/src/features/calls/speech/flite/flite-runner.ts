import { Worker } from 'node:worker_threads';
import { SpeechProviderError } from '../speech.ports';
import type { FliteRequest, FliteResponse } from './flite.worker';

export interface FliteRun {
  stdout: string;
  files: Record<string, Uint8Array>;
}

/**
 * Runs flite command lines in one long-lived worker thread, one at a time in arrival order. A worker
 * that dies fails the runs in flight (retryable) and is replaced on the next run.
 */
export class FliteRunner {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (run: FliteRun) => void; reject: (error: Error) => void }>();
  private nextId = 1;

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

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./flite-worker.entry.mjs', import.meta.url));
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
    if (this.worker === worker) this.worker = undefined;
    for (const waiter of this.pending.values()) {
      waiter.reject(new SpeechProviderError('flite', `flite worker stopped: ${cause.message}`, { retryable: true, cause }));
    }
    this.pending.clear();
  }
}
