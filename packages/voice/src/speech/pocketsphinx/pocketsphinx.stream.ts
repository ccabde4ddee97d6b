import { AsyncQueue } from '../async-queue';
import { SAMPLE_RATE } from '../speech.ports';
import type { SpeechProviderError, SpeechToTextResult, SpeechToTextStream } from '../speech.ports';
import type { SphinxProcess, SphinxResult } from './sphinx-process';

type PendingMessage = { type: 'audio'; pcm: Int16Array } | { type: 'flush' };

/**
 * One caller's stream on a borrowed helper. Audio pushed before the helper is ready is kept and
 * replayed. Word times from the helper count from each utterance's start; they are shifted to
 * count from the stream's first sample, which is what the transcript needs.
 */
export class PocketsphinxStream implements SpeechToTextStream {
  private readonly results = new AsyncQueue<SpeechToTextResult>();
  private helper: SphinxProcess | undefined;
  private pending: PendingMessage[] | undefined = [];
  private samplesPushed = 0;
  private utteranceStart: number | undefined;
  /** Start sample of each flushed utterance whose final has not arrived yet, in order. */
  private readonly awaitingFinal: number[] = [];
  private ending = false;
  private finished = false;

  constructor(
    helper: Promise<SphinxProcess>,
    private readonly release: (helper: SphinxProcess) => void,
  ) {
    helper.then(
      (ready) => this.adopt(ready),
      (error: SpeechProviderError) => this.fail(error),
    );
  }

  push(pcm: Int16Array): void {
    if (this.finished || this.ending || pcm.length === 0) return;
    this.utteranceStart ??= this.samplesPushed;
    this.samplesPushed += pcm.length;
    this.send({ type: 'audio', pcm: this.helper ? pcm : pcm.slice() });
  }

  flush(): void {
    if (this.finished || this.ending) return;
    this.awaitingFinal.push(this.utteranceStart ?? this.samplesPushed);
    this.utteranceStart = undefined;
    this.send({ type: 'flush' });
  }

  end(): void {
    if (this.finished || this.ending) return;
    if (this.utteranceStart !== undefined) this.flush();
    this.ending = true;
    if (this.awaitingFinal.length === 0) this.finish();
  }

  close(): void {
    this.finish();
  }

  [Symbol.asyncIterator](): AsyncIterator<SpeechToTextResult> {
    return this.results[Symbol.asyncIterator]();
  }

  private adopt(helper: SphinxProcess): void {
    if (this.finished) {
      this.release(helper);
      return;
    }
    this.helper = helper;
    helper.attach({ onResult: (result) => this.receive(result), onFailure: (error) => this.fail(error) });
    for (const message of this.pending ?? []) this.send(message);
    this.pending = undefined;
  }

  private send(message: PendingMessage): void {
    if (!this.helper) {
      this.pending?.push(message);
    } else if (message.type === 'audio') {
      this.helper.sendAudio(message.pcm);
    } else {
      this.helper.sendFlush();
    }
  }

  private receive(result: SphinxResult): void {
    if (this.finished) return;
    if (result.type === 'partial') {
      this.results.push({ type: 'partial', text: result.text });
      return;
    }
    const offsetMs = ((this.awaitingFinal.shift() ?? 0) * 1000) / SAMPLE_RATE;
    const words = result.words.map((word) => ({ ...word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs }));
    this.results.push({ type: 'final', text: result.text, words });
    if (this.ending && this.awaitingFinal.length === 0) this.finish();
  }

  private fail(error: SpeechProviderError): void {
    if (this.finished) return;
    this.finished = true;
    this.results.fail(error);
    if (this.helper) this.release(this.helper);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.results.end();
    if (this.helper) this.release(this.helper);
  }
}
