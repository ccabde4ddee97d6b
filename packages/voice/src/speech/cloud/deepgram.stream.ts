import WebSocket, { type RawData } from 'ws';
import type { IncomingMessage } from 'node:http';
import { AsyncQueue } from '../async-queue';
import { SAMPLE_RATE, SpeechProviderError } from '../speech.ports';
import type { RecognisedWord, SpeechToTextResult, SpeechToTextStream } from '../speech.ports';
import { explanationOf, isRetryableStatus } from './speech-http';

const PROVIDER = 'deepgram';
/** Deepgram's result times are rounded; a final this close to a flush point covers it. */
const BOUNDARY_TOLERANCE_SECONDS = 0.05;

export interface DeepgramStreamSettings {
  url: string;
  apiKey: string;
  /** Sends KeepAlive when no audio went out for this long (Deepgram closes idle streams after 10 s). */
  keepAliveMs: number;
  /** How long a flush waits for Deepgram's finalized text before giving out what it has. */
  finalizeTimeoutMs: number;
  connectTimeoutMs: number;
  onFinished: () => void;
}

/** An utterance flushed by the pipeline whose final has not been given out yet. */
interface FlushedUtterance {
  /** Where it ends, in seconds of audio from the stream's start. */
  endSeconds: number;
  finalizeSent: boolean;
  /** Deepgram answered its Finalize, or waiting longer is pointless: give out what is there. */
  done: boolean;
  timer: NodeJS.Timeout | undefined;
}

interface FinalSegment {
  startSeconds: number;
  text: string;
  words: RecognisedWord[];
}

interface DeepgramResults {
  type: 'Results';
  start?: number;
  duration?: number;
  is_final?: boolean;
  from_finalize?: boolean;
  channel?: { alternatives?: { transcript?: string; words?: { word?: string; start?: number; end?: number }[] }[] };
}

/**
 * One caller's stream on Deepgram's live API. Deepgram finalizes text in segments on its own
 * schedule; the pipeline decides where utterances end. Each `flush()` sends `Finalize` and records
 * the audio time of the cut; finalized segments are assigned to utterances by their start time,
 * and an utterance's final goes out once Deepgram has finalized audio up to its cut (or answered
 * the Finalize, or after `finalizeTimeoutMs`), so every flush yields exactly one final, in order.
 */
export class DeepgramStream implements SpeechToTextStream {
  private readonly results = new AsyncQueue<SpeechToTextResult>();
  private readonly socket: WebSocket;
  private readonly outbox: (Buffer | string)[] = [];
  private readonly flushed: FlushedUtterance[] = [];
  private segments: FinalSegment[] = [];
  private samplesPushed = 0;
  private samplesSinceFlush = 0;
  /** The audio time up to which Deepgram has sent final results. */
  private finalizedSeconds = 0;
  /** Where the last utterance given out ended. */
  private lastGivenOutSeconds = 0;
  private lastSentAt = Date.now();
  private readonly keepAlive: NodeJS.Timeout;
  private closeTimer: NodeJS.Timeout | undefined;
  private socketError: Error | undefined;
  private ending = false;
  private finished = false;

  constructor(private readonly settings: DeepgramStreamSettings) {
    this.socket = new WebSocket(settings.url, {
      headers: { authorization: `Token ${settings.apiKey}` },
      perMessageDeflate: false,
      handshakeTimeout: settings.connectTimeoutMs,
    });
    this.socket.on('open', () => this.sendOutbox());
    this.socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) this.receive(data);
    });
    this.socket.on('unexpected-response', (_request, response: IncomingMessage) => void this.refused(response));
    this.socket.on('error', (error) => {
      this.socketError = error;
    });
    this.socket.on('close', (code, reason) => this.closed(code, reason.toString('utf8')));
    this.keepAlive = setInterval(
      () => {
        const idle = Date.now() - this.lastSentAt >= settings.keepAliveMs;
        if (idle && this.socket.readyState === WebSocket.OPEN) this.send(JSON.stringify({ type: 'KeepAlive' }));
      },
      Math.max(10, Math.floor(settings.keepAliveMs / 2)),
    );
    this.keepAlive.unref();
  }

  push(pcm: Int16Array): void {
    if (this.finished || this.ending || pcm.length === 0) return;
    this.samplesPushed += pcm.length;
    this.samplesSinceFlush += pcm.length;
    // Copied: the caller may reuse its frame while this one waits for the socket to open.
    this.send(Buffer.from(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength)));
  }

  flush(): void {
    if (this.finished || this.ending) return;
    const utterance: FlushedUtterance = {
      endSeconds: this.samplesPushed / SAMPLE_RATE,
      finalizeSent: false,
      done: false,
      timer: undefined,
    };
    this.flushed.push(utterance);
    if (this.samplesSinceFlush > 0 && this.finalizedSeconds + BOUNDARY_TOLERANCE_SECONDS < utterance.endSeconds) {
      utterance.finalizeSent = true;
      this.send(JSON.stringify({ type: 'Finalize' }));
      utterance.timer = setTimeout(() => {
        utterance.done = true;
        this.giveOutFinals();
      }, this.settings.finalizeTimeoutMs);
    }
    this.samplesSinceFlush = 0;
    this.giveOutFinals();
  }

  end(): void {
    if (this.finished || this.ending) return;
    if (this.samplesSinceFlush > 0) this.flush();
    this.ending = true;
    // Deepgram answers CloseStream with the last results and Metadata, then closes the socket.
    this.send(JSON.stringify({ type: 'CloseStream' }));
    this.closeTimer = setTimeout(() => this.giveOutEverything(), this.settings.finalizeTimeoutMs + this.settings.connectTimeoutMs);
  }

  close(): void {
    if (this.finished) return;
    this.finish();
  }

  [Symbol.asyncIterator](): AsyncIterator<SpeechToTextResult> {
    return this.results[Symbol.asyncIterator]();
  }

  private send(message: Buffer | string): void {
    if (this.finished) return;
    this.lastSentAt = Date.now();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(message);
    else if (this.socket.readyState === WebSocket.CONNECTING) this.outbox.push(message);
  }

  private sendOutbox(): void {
    for (const message of this.outbox.splice(0)) this.socket.send(message);
  }

  private receive(data: RawData): void {
    if (this.finished) return;
    let message: { type?: unknown; description?: unknown; message?: unknown };
    try {
      message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data)) as typeof message;
    } catch {
      return this.fail(new SpeechProviderError(PROVIDER, 'deepgram sent a message that is not JSON', { retryable: true }));
    }
    if (message.type === 'Error') {
      const detail = [message.description, message.message].filter((part) => typeof part === 'string').join(': ');
      // In-band errors are about the request (a setting the model does not support): trying again will not help.
      return this.fail(new SpeechProviderError(PROVIDER, `deepgram reported an error${detail ? `: ${detail}` : ''}`, { retryable: false }));
    }
    if (message.type === 'Results') this.receiveResults(message as DeepgramResults);
  }

  private receiveResults(results: DeepgramResults): void {
    const alternative = results.channel?.alternatives?.[0];
    const text = (alternative?.transcript ?? '').trim();
    const startSeconds = results.start ?? 0;
    const endSeconds = startSeconds + (results.duration ?? 0);
    const openStart = this.flushed.at(-1)?.endSeconds ?? this.lastGivenOutSeconds;
    if (!results.is_final) {
      // Interim text of an utterance already flushed would only flicker: its final is coming.
      if (startSeconds + BOUNDARY_TOLERANCE_SECONDS < openStart) return;
      const partial = joinText([...this.segmentsFrom(openStart).map((segment) => segment.text), text]);
      if (partial) this.results.push({ type: 'partial', text: partial });
      return;
    }
    const words = (alternative?.words ?? []).map((word) => ({
      word: word.word ?? '',
      startMs: Math.round((word.start ?? 0) * 1000),
      endMs: Math.round((word.end ?? 0) * 1000),
    }));
    if (text || words.length) this.segments.push({ startSeconds, text, words });
    this.finalizedSeconds = Math.max(this.finalizedSeconds, endSeconds);
    const head = this.flushed[0];
    if (results.from_finalize && head?.finalizeSent) head.done = true;
    this.giveOutFinals();
    if (text && startSeconds + BOUNDARY_TOLERANCE_SECONDS >= openStart) {
      // A segment of the utterance still going on: the partial grows by it.
      const partial = joinText(this.segmentsFrom(openStart).map((segment) => segment.text));
      if (partial) this.results.push({ type: 'partial', text: partial });
    }
  }

  /** Gives out, oldest first, the finals of flushed utterances Deepgram is done with. */
  private giveOutFinals(): void {
    for (let head = this.flushed[0]; head; head = this.flushed[0]) {
      const covered = this.finalizedSeconds + BOUNDARY_TOLERANCE_SECONDS >= head.endSeconds;
      if (!covered && !head.done) return;
      this.flushed.shift();
      clearTimeout(head.timer);
      const mine = this.segments.filter((segment) => segment.startSeconds + BOUNDARY_TOLERANCE_SECONDS < head.endSeconds);
      this.segments = this.segments.filter((segment) => !mine.includes(segment));
      this.lastGivenOutSeconds = head.endSeconds;
      this.results.push({
        type: 'final',
        text: joinText(mine.map((segment) => segment.text)),
        words: mine.flatMap((segment) => segment.words),
      });
    }
  }

  /** At the end: utterances Deepgram had no more text for get what was heard, then the iteration ends. */
  private giveOutEverything(): void {
    for (const utterance of this.flushed) utterance.done = true;
    this.giveOutFinals();
    this.finish();
  }

  private segmentsFrom(seconds: number): FinalSegment[] {
    return this.segments.filter((segment) => segment.startSeconds + BOUNDARY_TOLERANCE_SECONDS >= seconds);
  }

  private async refused(response: IncomingMessage): Promise<void> {
    const status = response.statusCode ?? 0;
    let body = '';
    try {
      for await (const chunk of response) {
        body += String(chunk);
        if (body.length > 4096) break;
      }
    } catch {
      // The status says enough.
    }
    const header = response.headers['dg-error'];
    const detail = explanationOfText(body) || (typeof header === 'string' ? header : '');
    this.fail(
      new SpeechProviderError(PROVIDER, `deepgram refused the stream: ${status}${detail ? ` ${detail}` : ''}`, {
        retryable: isRetryableStatus(status),
      }),
    );
  }

  private closed(code: number, reason: string): void {
    if (this.finished) return;
    if (this.ending && code === 1000) return this.giveOutEverything();
    const why = reason ? `${code} ${reason}` : this.socketError ? `${code}: ${this.socketError.message}` : String(code);
    this.fail(
      new SpeechProviderError(PROVIDER, `deepgram closed the stream (${why})`, {
        retryable: isRetryableClose(code),
        cause: this.socketError,
      }),
    );
  }

  private fail(error: SpeechProviderError): void {
    if (this.finished) return;
    this.results.fail(error);
    this.finish();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    clearInterval(this.keepAlive);
    clearTimeout(this.closeTimer);
    for (const utterance of this.flushed) clearTimeout(utterance.timer);
    this.results.end();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000);
    else if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    this.settings.onFinished();
  }
}

/**
 * 1011 (Deepgram's NET-0000/NET-0001 timeouts), 1006 (connection lost), 1001 (going away),
 * 1012/1013 (restart, try later) may succeed again; 1008/1002/1003/1007 (bad audio or request)
 * will not.
 */
function isRetryableClose(code: number): boolean {
  return [1000, 1001, 1006, 1011, 1012, 1013, 1014].includes(code);
}

function explanationOfText(body: string): string {
  try {
    return explanationOf(JSON.parse(body) as unknown);
  } catch {
    return '';
  }
}

function joinText(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' ').trim();
}
