import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync, stop as stopEsbuild } from 'esbuild';

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

  /** @param entry the worker's module: TypeScript (bundled, see `bundledWorkerModule`) or a plain `.mjs` */
  constructor(
    private readonly entry: URL,
    private readonly handlers: LongLivedWorkerHandlers<Response>,
  ) {}

  /** The running thread, started now if there is none. */
  current(): Worker {
    if (this.worker) return this.worker;
    // A bundled module needs no loader: without `--import tsx` the thread starts no hooks thread of its own.
    const worker = this.entry.pathname.endsWith('.ts')
      ? new Worker(bundledWorkerModule(this.entry), { execArgv: [] })
      : new Worker(this.entry);
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

const bundles = new Map<string, URL>();

/**
 * A worker's TypeScript module and the modules it imports, as one plain ES module (a `data:` URL),
 * bundled by esbuild once per process. Node 20 runs no TypeScript in a worker, and a worker that
 * loaded tsx itself carried a module loader and a hooks thread of its own, ~30 MB per worker
 * (decision 35). So a worker's modules may import Node's own modules only (packages stay external
 * and a `data:` module cannot resolve them), and `import.meta.url` in any of them is the worker
 * module's URL: enough to resolve a package file from (`createRequire(import.meta.url)`), as they do.
 */
export function bundledWorkerModule(module: URL): URL {
  let bundled = bundles.get(module.href);
  if (!bundled) {
    const { outputFiles } = buildSync({
      entryPoints: [fileURLToPath(module)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      define: { 'import.meta.url': JSON.stringify(module.href) },
      write: false,
      logLevel: 'silent',
    });
    // buildSync runs in a worker thread of esbuild's, with its own esbuild process: both would stay.
    void stopEsbuild();
    bundled = new URL(`data:text/javascript;base64,${Buffer.from(outputFiles[0]!.contents).toString('base64')}`);
    bundles.set(module.href, bundled);
  }
  return bundled;
}
