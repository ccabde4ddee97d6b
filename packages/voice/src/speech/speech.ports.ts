/**
 * The speech ports of a live call. Every engine (the offline ones here, cloud ones later) is a
 * provider behind these contracts; the call pipeline branches on declared capabilities, never on a
 * provider's name. Audio everywhere is 16-bit signed PCM, mono, 16 kHz, in 20 ms frames of 320
 * samples unless a contract says otherwise.
 */

export const SAMPLE_RATE = 16_000;
export const FRAME_MS = 20;
export const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000;

/** What a speech-to-text provider can do, so the pipeline can adapt (e.g. show partial text or not). */
export interface SpeechToTextCapabilities {
  /** Audio can be pushed while the caller speaks, and decoding keeps up as it arrives. */
  streaming: boolean;
  /** Partial hypotheses are emitted before the final result of an utterance. */
  interimResults: boolean;
}

/**
 * The words a scenario makes likely (product, company, customer profile, persona, stage), from
 * which a provider may build a language model or a keyword list so that names are heard.
 */
export interface LanguageModelSource {
  texts: readonly string[];
  /** Names said in set phrases ("this is Sam from {name}"): product, company, people. */
  names?: readonly string[];
}

/**
 * A provider's prepared language model for one scenario. Opaque to callers: pass it back to the
 * provider that made it. `id` is stable for the same source content, so callers may cache handles.
 */
export interface LanguageModelHandle {
  readonly id: string;
  /** Words of the source the stock vocabulary lacked and that were added (for logs and tests). */
  readonly addedWords: readonly string[];
}

export interface RecognisedWord {
  word: string;
  /** From the first sample pushed to the stream. */
  startMs: number;
  endMs: number;
  /**
   * The probability that this word was said (its posterior among the words the recogniser weighed
   * for that stretch of audio, 0-1), when the provider reports one. The end-of-turn rule reads it
   * only for a lone word heard after a pause (`end-of-turn.ts`): across whole phrases it did not tell
   * the words a recogniser made up at a pause from those it heard (bench/README.md, turn-taking).
   */
  confidence?: number;
}

/** A partial result may change or vanish; a final one closes its utterance and never changes. */
export interface SpeechToTextResult {
  type: 'partial' | 'final';
  text: string;
  words?: RecognisedWord[];
}

export interface SpeechToTextStreamOptions {
  sampleRate: typeof SAMPLE_RATE;
  languageModel?: LanguageModelHandle;
}

/**
 * One caller's audio stream. Push frames while the caller speaks; `flush()` marks the end of an
 * utterance (decided by endpointing) and yields exactly one final result for it, possibly with
 * empty text; more utterances may follow. Results are read by iterating the stream. `end()` flushes
 * and finishes the iteration once the last final is out; `close()` stops at once and drops pending
 * audio. Errors surface by rejecting the iteration with a `SpeechProviderError`.
 */
export interface SpeechToTextStream extends AsyncIterable<SpeechToTextResult> {
  push(pcm: Int16Array): void;
  flush(): void;
  end(): void;
  close(): void;
}

export interface SpeechToText {
  readonly capabilities: SpeechToTextCapabilities;
  /** Builds (or finds in a cache) what the provider needs to hear this scenario's words. */
  prepareLanguageModel(source: LanguageModelSource): Promise<LanguageModelHandle>;
  openStream(options: SpeechToTextStreamOptions): SpeechToTextStream;
  /** Stops helper processes or connections; streams still open are closed. */
  close(): Promise<void>;
}

export type Voice = 'male' | 'female';

export interface TextToSpeechCapabilities {
  /** Audio starts before the whole text is synthesised. When false, callers split text into sentences. */
  streaming: boolean;
}

export interface SynthesisOptions {
  voice: Voice;
  /** Barge-in: aborting stops synthesis and ends the iteration without an error. */
  signal?: AbortSignal;
}

/**
 * Text to 16 kHz mono PCM, yielded as 20 ms frames of 320 samples (the last one zero-padded), so
 * they can be sent and mixed without re-slicing. Failures reject the iteration with a
 * `SpeechProviderError`.
 */
export interface TextToSpeech {
  readonly capabilities: TextToSpeechCapabilities;
  synthesize(text: string, options: SynthesisOptions): AsyncIterable<Int16Array>;
  close(): Promise<void>;
}

/**
 * Classifies one 20 ms frame (320 samples) as speech or not. Stateful across frames of one stream
 * (the detector adapts to the noise floor): use one instance per audio stream.
 */
export interface VoiceActivityDetector {
  isSpeech(frame: Int16Array): boolean;
  reset(): void;
  close(): void;
}

export interface VoiceActivityDetectorFactory {
  create(): Promise<VoiceActivityDetector>;
}

/**
 * Where an encoded recording goes: a file, or a spool uploaded to a bucket at the end. The recording
 * stores of the server (platform/storage) implement it; `write` resolves once the bytes are kept.
 */
export interface RecordingSink {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export interface RecordingSummary {
  durationMs: number;
  bytes: number;
}

/**
 * An open recording. Frames are written in call order; encoded bytes reach the sink at least every
 * `pageIntervalMs` of audio, so a crash keeps everything up to the last page. `finish()` writes the
 * end and closes the sink.
 */
export interface RecordingWriter {
  write(frame: Int16Array): Promise<void>;
  finish(): Promise<RecordingSummary>;
}

export interface RecordingEncoder {
  readonly mimeType: string;
  readonly fileExtension: string;
  open(sink: RecordingSink): Promise<RecordingWriter>;
}

/**
 * What a speech provider throws or rejects with. `retryable` says whether the same request may
 * succeed if tried again (a helper process that died, a timeout, a rate limit) or never will (a
 * missing system package, bad input), so the pipeline can retry or end the call with a message.
 */
export class SpeechProviderError extends Error {
  override readonly name = 'SpeechProviderError';
  readonly provider: string;
  readonly retryable: boolean;

  constructor(provider: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.provider = provider;
    this.retryable = options.retryable;
  }
}
