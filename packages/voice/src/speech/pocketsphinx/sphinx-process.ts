import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SpeechProviderError } from '../speech.ports';
import type { RecognisedWord } from '../speech.ports';

/** A line the helper prints (see native/sphinx-stream.c). */
export type SphinxMessage =
  | { type: 'ready' | 'cancelled' | 'loaded' }
  | { type: 'partial'; text: string }
  | { type: 'final'; text: string; words: RecognisedWord[] }
  | { type: 'error'; message: string };

export type SphinxResult = Extract<SphinxMessage, { type: 'partial' | 'final' }>;

export interface SphinxListener {
  onResult(result: SphinxResult): void;
  onFailure(error: SpeechProviderError): void;
}

const STDERR_LINES_KEPT = 20;

/**
 * One running sphinx-stream helper: a framed binary protocol in, JSON lines out. Results go to the
 * current listener (one stream at a time); control replies (loaded, cancelled) settle the command
 * that asked for them, in order.
 */
export class SphinxProcess {
  modelId: string | undefined;
  private listener: SphinxListener | undefined;
  private readonly controlWaiters: { expect: 'loaded' | 'cancelled'; resolve: () => void; reject: (error: Error) => void }[] = [];
  private readonly stderrTail: string[] = [];
  private exited = false;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {}

  /** Starts the helper and resolves once its models are loaded. */
  static start(binary: string, args: string[], modelId: string | undefined): Promise<SphinxProcess> {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const helper = new SphinxProcess(child);
    helper.modelId = modelId;
    return new Promise((resolve, reject) => {
      let ready = false;
      createInterface({ input: child.stderr }).on('line', (line) => helper.keepStderr(line));
      createInterface({ input: child.stdout }).on('line', (line) => {
        const message = parseMessage(line);
        if (!message) return;
        if (!ready && message.type === 'ready') {
          ready = true;
          resolve(helper);
        } else {
          helper.dispatch(message);
        }
      });
      child.stdin.on('error', () => undefined); // a dead helper is reported by 'exit'
      child.on('error', (error) => {
        helper.exited = true;
        reject(new SpeechProviderError('pocketsphinx', `Could not start ${binary}: ${error.message}`, { retryable: false, cause: error }));
      });
      child.on('exit', (code, signal) => {
        helper.exited = true;
        const error = new SpeechProviderError(
          'pocketsphinx',
          `The recognition helper stopped (${signal ?? `exit code ${code}`}): ${helper.stderrTail.join(' | ')}`,
          {
            retryable: ready,
          },
        );
        if (!ready) reject(error);
        helper.failEverything(error);
      });
    });
  }

  get isAlive(): boolean {
    return !this.exited;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  attach(listener: SphinxListener | undefined): void {
    this.listener = listener;
  }

  sendAudio(pcm: Int16Array): void {
    this.send('A', new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  }

  sendFlush(): void {
    this.send('F');
  }

  /** Drops any open utterance; resolves when the helper confirms, so later output is not stale. */
  cancel(): Promise<void> {
    return this.command('cancelled', 'C');
  }

  async loadModel(modelId: string, lmPath: string, dictPath: string): Promise<void> {
    await this.command('loaded', 'L', new TextEncoder().encode(`${lmPath}\n${dictPath}`));
    this.modelId = modelId;
  }

  stop(): void {
    if (this.exited) return;
    this.child.stdin.end();
    // It exits on end of input; a stuck one is killed.
    setTimeout(() => this.exited || this.child.kill('SIGKILL'), 2000).unref();
  }

  private command(expect: 'loaded' | 'cancelled', type: string, payload?: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.controlWaiters.push({ expect, resolve, reject });
      this.send(type, payload);
    });
  }

  private send(type: string, payload: Uint8Array = new Uint8Array(0)): void {
    if (this.exited) return;
    const header = Buffer.alloc(5);
    header.write(type, 0, 'latin1');
    header.writeUInt32LE(payload.byteLength, 1);
    this.child.stdin.write(header);
    // Copied: the caller may reuse its frame before the pipe drains.
    if (payload.byteLength > 0) this.child.stdin.write(Buffer.copyBytesFrom(payload));
  }

  private dispatch(message: SphinxMessage): void {
    if (message.type === 'partial' || message.type === 'final') {
      this.listener?.onResult(message);
      return;
    }
    const waiter = this.controlWaiters[0];
    if (message.type === 'error') {
      const error = new SpeechProviderError('pocketsphinx', `Recognition helper: ${message.message}`, { retryable: false });
      if (waiter) {
        this.controlWaiters.shift();
        waiter.reject(error);
      } else {
        this.listener?.onFailure(error);
      }
      return;
    }
    if (waiter && waiter.expect === message.type) {
      this.controlWaiters.shift();
      waiter.resolve();
    }
  }

  private failEverything(error: SpeechProviderError): void {
    for (const waiter of this.controlWaiters.splice(0)) waiter.reject(error);
    this.listener?.onFailure(error);
  }

  private keepStderr(line: string): void {
    if (!/^(ERROR|FATAL|WARN)/.test(line) && !line.startsWith('sphinx-stream')) return;
    this.stderrTail.push(line.trim());
    if (this.stderrTail.length > STDERR_LINES_KEPT) this.stderrTail.shift();
  }
}

function parseMessage(line: string): SphinxMessage | undefined {
  try {
    return JSON.parse(line) as SphinxMessage;
  } catch {
    return undefined;
  }
}
