import type { Worker } from 'node:worker_threads';
import { LongLivedWorker } from '../long-lived-worker';
import { SpeechProviderError } from '../speech.ports';
import type { RecordingSink, RecordingSummary, RecordingWriter } from '../speech.ports';
import type { OggOpusSettings } from './ogg-opus.stream';
import type { EncoderRequest, EncoderResponse } from './ogg-opus.worker';

export interface OggOpusRunnerOptions {
  /**
   * PCM written by every open recording is posted to the worker together at most this long after it
   * was written: fewer messages than one per frame, and well inside a page interval.
   */
  batchMs?: number;
  /** The worker's entry module (tests point it at one that dies on cue). */
  entry?: URL;
}

interface Waiter<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/** One open recording, as the main thread sees it. */
interface Recording {
  id: number;
  worker: Worker;
  sink: RecordingSink;
  /** PCM written since the last batch, copied (the caller may reuse its arrays). */
  pending: Int16Array[];
  bytes: number;
  /** Sink writes, one after another in page order. */
  writes: Promise<void>;
  failure?: Error;
  opened?: Waiter<void>;
  finished?: Waiter<number>;
}

/**
 * Encodes the recordings of all live calls in one long-lived worker thread, so libopus never runs
 * on the event loop that paces every call's audio. PCM is batched across recordings (one message per
 * `batchMs`, buffers transferred); the worker sends back the pages each batch completed, and they
 * are written to each recording's sink in order. A worker that dies fails the recordings it held
 * (their pages so far stay in their sinks) and is replaced at the next `open`; so is one closed.
 */
export class OggOpusRunner {
  private readonly worker: LongLivedWorker<EncoderResponse>;
  private readonly recordings = new Map<number, Recording>();
  private nextId = 1;
  private batchTimer: NodeJS.Timeout | undefined;
  private readonly batchMs: number;

  constructor(options: OggOpusRunnerOptions = {}) {
    this.batchMs = options.batchMs ?? 100;
    this.worker = new LongLivedWorker(options.entry ?? new URL('./ogg-opus.worker.ts', import.meta.url), {
      onMessage: (response) => this.receive(response),
      onStopped: (worker, cause) =>
        this.failAll(worker, new SpeechProviderError('opus', `recording encoder stopped: ${cause.message}`, { retryable: true, cause })),
    });
  }

  /** Opens a recording: its header pages are in the sink when this resolves. */
  async open(sink: RecordingSink, settings: OggOpusSettings): Promise<RecordingWriter> {
    const worker = this.worker.current();
    const recording: Recording = { id: this.nextId++, worker, sink, pending: [], bytes: 0, writes: Promise.resolve() };
    this.recordings.set(recording.id, recording);
    // Referenced while a recording is open; an idle worker never keeps the process alive.
    this.worker.setBusy(true);
    try {
      await new Promise<void>((resolve, reject) => {
        recording.opened = { resolve, reject };
        this.post(worker, { type: 'open', id: recording.id, settings });
      });
      await recording.writes;
      if (recording.failure) throw recording.failure;
    } catch (error) {
      this.forget(recording);
      await sink.close().catch(() => undefined);
      throw error;
    }
    return this.writerFor(recording);
  }

  /** Stops the worker. Recordings still open fail; a later `open` starts a new worker. */
  async close(): Promise<void> {
    const closed = new SpeechProviderError('opus', 'recording encoder closed', { retryable: false });
    for (const recording of this.recordings.values()) this.fail(recording, closed);
    await this.worker.close();
  }

  private writerFor(recording: Recording): RecordingWriter {
    let finishing: Promise<RecordingSummary> | undefined;
    return {
      write: async (frame) => {
        if (recording.failure) throw recording.failure;
        if (finishing) throw new Error('recording already finished');
        recording.pending.push(frame.slice());
        this.scheduleBatch();
      },
      finish: () => (finishing ??= this.finish(recording)),
    };
  }

  private async finish(recording: Recording): Promise<RecordingSummary> {
    try {
      if (recording.failure) throw recording.failure;
      this.sendBatch();
      const durationMs = await new Promise<number>((resolve, reject) => {
        recording.finished = { resolve, reject };
        this.post(recording.worker, { type: 'finish', id: recording.id });
      });
      await recording.writes;
      if (recording.failure) throw recording.failure;
      await recording.sink.close();
      return { durationMs, bytes: recording.bytes };
    } catch (error) {
      await recording.writes;
      await recording.sink.close().catch(() => undefined);
      throw error;
    } finally {
      this.forget(recording);
    }
  }

  private receive(response: EncoderResponse): void {
    if (response.type === 'pages') {
      for (const { id, pages } of response.recordings) {
        const recording = this.recordings.get(id);
        if (recording) this.writePages(recording, pages);
      }
      return;
    }
    const recording = this.recordings.get(response.id);
    if (!recording) return;
    if (response.type === 'failed') {
      this.fail(recording, new SpeechProviderError('opus', `recording encoder failed: ${response.message}`, { retryable: false }));
    } else if (response.type === 'opened') {
      this.writePages(recording, response.pages);
      recording.opened?.resolve();
    } else {
      this.writePages(recording, response.pages);
      recording.finished?.resolve(response.durationMs);
    }
  }

  private writePages(recording: Recording, pages: Uint8Array[]): void {
    for (const page of pages) {
      recording.bytes += page.length;
      recording.writes = recording.writes.then(async () => {
        if (recording.failure) return;
        try {
          await recording.sink.write(page);
        } catch (error) {
          this.fail(recording, error instanceof Error ? error : new Error(String(error)));
          this.post(recording.worker, { type: 'discard', id: recording.id });
        }
      });
    }
  }

  private scheduleBatch(): void {
    this.batchTimer ??= setTimeout(() => this.sendBatch(), this.batchMs);
  }

  /** Posts every recording's pending PCM in one message, each recording's as one transferred buffer. */
  private sendBatch(): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    const batches = new Map<Worker, { id: number; pcm: Int16Array }[]>();
    for (const recording of this.recordings.values()) {
      if (recording.pending.length === 0 || recording.failure) continue;
      const pcm = concatenate(recording.pending);
      recording.pending = [];
      const chunks = batches.get(recording.worker) ?? [];
      chunks.push({ id: recording.id, pcm });
      batches.set(recording.worker, chunks);
    }
    for (const [worker, chunks] of batches) {
      this.post(
        worker,
        { type: 'encode', chunks },
        chunks.map((chunk) => chunk.pcm.buffer as ArrayBuffer),
      );
    }
  }

  private post(worker: Worker, request: EncoderRequest, transfer: ArrayBuffer[] = []): void {
    if (this.worker.isCurrent(worker)) worker.postMessage(request, transfer);
  }

  private failAll(worker: Worker, error: Error): void {
    for (const recording of this.recordings.values()) if (recording.worker === worker) this.fail(recording, error);
  }

  private fail(recording: Recording, error: Error): void {
    recording.failure ??= error;
    recording.pending = [];
    recording.opened?.reject(recording.failure);
    recording.finished?.reject(recording.failure);
  }

  private forget(recording: Recording): void {
    if (!this.recordings.delete(recording.id)) return;
    if (this.worker.isCurrent(recording.worker) && ![...this.recordings.values()].some((open) => open.worker === recording.worker))
      this.worker.setBusy(false);
  }
}

function concatenate(chunks: Int16Array[]): Int16Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
