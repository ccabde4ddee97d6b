import { LongLivedWorker } from '../long-lived-worker';
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
  private readonly worker: LongLivedWorker<FliteResponse>;
  private readonly pending = new Map<number, { resolve: (run: FliteRun) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  constructor(options: FliteRunnerOptions = {}) {
    this.worker = new LongLivedWorker(options.entry ?? new URL('./flite.worker.ts', import.meta.url), {
      onMessage: (response) => this.settle(response),
      onStopped: (_worker, cause) =>
        this.rejectPending(new SpeechProviderError('flite', `flite worker stopped: ${cause.message}`, { retryable: true, cause })),
    });
  }

  run(args: string[]): Promise<FliteRun> {
    const worker = this.worker.current();
    const id = this.nextId++;
    this.worker.setBusy(true);
    return new Promise<FliteRun>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, args } satisfies FliteRequest);
    });
  }

  /** Stops the worker; runs in flight fail. A later run starts a new worker. */
  async close(): Promise<void> {
    this.rejectPending(new SpeechProviderError('flite', 'flite runner closed', { retryable: false }));
    await this.worker.close();
  }

  private settle(response: FliteResponse): void {
    const waiter = this.pending.get(response.id);
    if (!waiter) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker.setBusy(false);
    if (!response.ok) {
      waiter.reject(new SpeechProviderError('flite', `flite failed: ${response.message}`, { retryable: false }));
    } else if (response.exitCode !== 0) {
      waiter.reject(
        new SpeechProviderError('flite', `flite exited with ${response.exitCode}: ${response.stderr.trim()}`, { retryable: false }),
      );
    } else {
      waiter.resolve({ stdout: response.stdout, files: response.files });
    }
  }

  private rejectPending(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
