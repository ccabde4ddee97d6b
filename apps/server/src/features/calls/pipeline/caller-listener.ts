import { DEFAULT_ENDPOINTING, Endpointer } from '../speech/endpointing';
import type { EndpointingOptions } from '../speech/endpointing';
import { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE, SpeechProviderError } from '../speech/speech.ports';
import type {
  LanguageModelHandle,
  SpeechToText,
  SpeechToTextResult,
  SpeechToTextStream,
  VoiceActivityDetector,
  VoiceActivityDetectorFactory,
} from '../speech/speech.ports';
import type { Clock } from './call-pipeline.types';
import { waitOnClock } from './clock-wait';

/** One caller utterance on the call's timeline: from its first speech frame to its last. */
export interface CallerUtterance {
  startMs: number;
  endMs: number;
}

export interface CallerListenerEvents {
  speechStarted(startMs: number): void;
  speechEnded(utterance: CallerUtterance): void;
  partial(text: string, startMs: number): void;
  /** Exactly one per ended utterance, in order; `text` may be empty. */
  final(text: string, utterance: CallerUtterance): void;
  /** The recogniser failed; `lostUtterance` says whether caller words went unheard. */
  failed(error: unknown, lostUtterance: boolean): void;
}

export interface CallerListenerOptions {
  speechToText: SpeechToText;
  languageModel?: LanguageModelHandle;
  endpointing?: Partial<EndpointingOptions>;
  events: CallerListenerEvents;
}

const SILENT_FRAME = new Int16Array(FRAME_SAMPLES);

/**
 * The caller's side of the turn loop: voice activity detection and endpointing on each 20 ms frame,
 * frames of each utterance streamed to the recogniser, `flush()` at its end. A recogniser stream
 * that dies is reported and replaced by a new one at the next utterance.
 */
export class CallerListener {
  private detector: VoiceActivityDetector | undefined;
  private stream: SpeechToTextStream | undefined;
  private reading: Promise<void> | undefined;
  private readonly endpointer: Endpointer;
  private readonly startWindowFrames: number;
  /** Start times of the latest frames, undefined where not speech: where an utterance began. */
  private readonly recentSpeech: (number | undefined)[] = [];
  private current: CallerUtterance | undefined;
  private readonly awaitingFinal: CallerUtterance[] = [];
  private lastFrameEndMs = 0;
  private finishing = false;
  private closed = false;

  constructor(private readonly options: CallerListenerOptions) {
    this.endpointer = new Endpointer(options.endpointing);
    this.startWindowFrames = options.endpointing?.startWindowFrames ?? DEFAULT_ENDPOINTING.startWindowFrames;
  }

  async open(voiceActivity: VoiceActivityDetectorFactory): Promise<void> {
    const detector = await voiceActivity.create();
    if (this.closed) return detector.close();
    this.detector = detector;
    this.openStream();
  }

  get isSpeaking(): boolean {
    return this.current !== undefined;
  }

  /** The caller is speaking, or words of theirs are still being recognised. */
  get isBusy(): boolean {
    return this.current !== undefined || this.awaitingFinal.length > 0;
  }

  /** One caller frame starting at `startMs`; a muted caller's frames count as silence. */
  push(frame: Int16Array, startMs: number, muted: boolean): void {
    if (!this.detector || this.finishing) return;
    const isSpeech = !muted && this.detector.isSpeech(frame);
    this.lastFrameEndMs = startMs + FRAME_MS;
    this.recentSpeech.push(isSpeech ? startMs : undefined);
    if (this.recentSpeech.length > this.startWindowFrames) this.recentSpeech.shift();
    if (this.current && isSpeech) this.current.endMs = this.lastFrameEndMs;

    const step = this.endpointer.push(muted ? SILENT_FRAME : frame, isSpeech);
    if (step.event === 'speech-start') this.startUtterance();
    for (const forwarded of step.forward) this.stream?.push(forwarded);
    if (step.event === 'speech-end') this.endUtterance();
  }

  /** At the call's end: the utterance under way is flushed and its final awaited, at most `timeoutMs`. */
  async finish(clock: Clock, timeoutMs: number): Promise<void> {
    if (this.closed) return;
    if (this.current) this.endUtterance();
    this.finishing = true;
    const { stream, reading } = this;
    if (stream && reading && this.awaitingFinal.length > 0) {
      stream.end();
      const timeout = new AbortController();
      await Promise.race([reading, waitOnClock(clock, timeoutMs, timeout.signal)]);
      timeout.abort();
    }
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stream?.close();
    this.stream = undefined;
    this.detector?.close();
  }

  private startUtterance(): void {
    const startMs = this.recentSpeech.find((time) => time !== undefined) ?? this.lastFrameEndMs - FRAME_MS;
    if (!this.stream && !this.openStream({ speechUnderway: true })) return;
    this.current = { startMs, endMs: this.lastFrameEndMs };
    this.options.events.speechStarted(startMs);
  }

  private endUtterance(): void {
    const utterance = this.current;
    if (!utterance) return;
    this.current = undefined;
    if (this.stream) {
      this.awaitingFinal.push(utterance);
      this.stream.flush();
    }
    this.options.events.speechEnded(utterance);
  }

  private openStream(situation = { speechUnderway: false }): boolean {
    try {
      const stream = this.options.speechToText.openStream({ sampleRate: SAMPLE_RATE, languageModel: this.options.languageModel });
      this.stream = stream;
      this.reading = this.read(stream);
      return true;
    } catch (error) {
      this.fail(error, situation.speechUnderway);
      return false;
    }
  }

  private async read(stream: SpeechToTextStream): Promise<void> {
    try {
      for await (const result of stream) {
        if (stream !== this.stream) return;
        this.receive(result);
      }
      if (stream === this.stream && !this.finishing && !this.closed) {
        throw new SpeechProviderError('speech-to-text', 'The recognition stream ended unexpectedly', { retryable: true });
      }
    } catch (error) {
      if (stream !== this.stream || this.closed) return;
      stream.close();
      this.fail(error);
    }
  }

  private receive(result: SpeechToTextResult): void {
    const text = result.text.trim();
    if (result.type === 'partial') {
      const utterance = this.current ?? this.awaitingFinal[0];
      if (text && utterance) this.options.events.partial(text, utterance.startMs);
      return;
    }
    // A final nobody flushed for (a provider with its own endpointing) still counts, at the latest audio.
    const utterance = this.awaitingFinal.shift() ?? { startMs: this.current?.startMs ?? this.lastFrameEndMs, endMs: this.lastFrameEndMs };
    this.options.events.final(text, utterance);
  }

  /** Words in flight are lost; the next utterance opens a new stream. */
  private fail(error: unknown, speechUnderway = false): void {
    this.stream = undefined;
    this.reading = undefined;
    const lostUtterance = speechUnderway || this.current !== undefined || this.awaitingFinal.length > 0;
    const cut = this.current;
    this.current = undefined;
    this.awaitingFinal.length = 0;
    this.endpointer.reset();
    this.recentSpeech.length = 0;
    if (cut) this.options.events.speechEnded(cut);
    this.options.events.failed(error, lostUtterance);
  }
}
