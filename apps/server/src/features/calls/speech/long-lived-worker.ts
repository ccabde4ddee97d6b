import { Worker } from 'node:worker_threads';

export interface LongLivedWorkerHandlers<Response> {
  onMessage(response: Response, worker: Worker): void;
  /** The running thread died (not closed): fail what it held. Heard once per thread. */
  onStopped(worker: Worker, cause: Error): void;
}

/**
 * The life the engines' worker threads share (flite, the Opus encoder, the language-model builder):
 * one long-lived thread, started on first use, replaced on the next use after it dies. It keeps the
 * process alive only while its owner says work is in flight, so an idle engine never holds a
 * shutdown up. A thread reports its end twice ('error', then 'exit'); by the second, a successor may
 * be running, so only the current thread's first report is passed on.
 */
export class LongLivedWorker<Response> {
  private worker: Worker | undefined;

  constructor(
    private readonly entry: URL,
    private readonly handlers: LongLivedWorkerHandlers<Response>,
  ) {}

  /** The running thread, started now if there is none. */
  current(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry);
    worker.unref();
    worker.on('message', (response: Response) => this.handlers.onMessage(response, worker));
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Whether `worker` is the running thread (not one that died or was closed). */
  isCurrent(worker: Worker): boolean {
    return this.worker === worker;
  }

  /** Work in flight keeps the process alive; none lets it exit. */
  setBusy(busy: boolean): void {
    if (busy) this.worker?.ref();
    else this.worker?.unref();
  }

  /** Stops the thread; the owner fails what it held first. A later use starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private stopped(worker: Worker, cause: Error): void {
    if (this.worker !== worker) return; // closed on purpose, or already reported
    this.worker = undefined;
    this.handlers.onStopped(worker, cause);
  }
}
