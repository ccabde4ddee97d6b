import type {
  Dialogue,
  DialogueContext,
  DialogueConversation,
  DialogueEvent,
  DialogueReplyOptions,
  DialogueTurn,
} from '../dialogue/dialogue.port';
import { DialogueProviderError } from '../dialogue/dialogue.port';
import { AsyncQueue } from '../speech/async-queue';
import { FRAME_SAMPLES, SpeechProviderError } from '../speech/speech.ports';
import type {
  LanguageModelHandle,
  RecognisedWord,
  SpeechToText,
  SpeechToTextCapabilities,
  SpeechToTextResult,
  SpeechToTextStream,
  SynthesisOptions,
  TextToSpeech,
  VoiceActivityDetector,
  VoiceActivityDetectorFactory,
} from '../speech/speech.ports';
import type { TimerClock } from './call-pipeline.types';
import { waitOnClock } from './clock-wait';

/**
 * Strict fakes of the call's engines for turn-taking tests. Levels tell the voices apart in the
 * mixed recording: caller speech is 8000, buyer speech 2000, silence 0.
 */
export const CALLER_LEVEL = 8000;
export const BUYER_LEVEL = 2000;
/** The fake voice speaks 200 ms per word. */
export const FRAMES_PER_WORD = 10;

export function levelFrame(level: number): Int16Array {
  return new Int16Array(FRAME_SAMPLES).fill(level);
}

const isLoud = (frame: Int16Array) => frame.some((sample) => Math.abs(sample) > 1000);

/** Marks frames speech by amplitude, and the `hangoverFrames` after speech too, as fvad does (~80 ms). */
export class FakeVoiceActivity implements VoiceActivityDetectorFactory {
  created = 0;
  closed = 0;

  constructor(private readonly hangoverFrames = 0) {}

  create(): Promise<VoiceActivityDetector> {
    this.created++;
    let sinceLoud = Number.POSITIVE_INFINITY;
    const isSpeech = (frame: Int16Array) => {
      sinceLoud = isLoud(frame) ? 0 : sinceLoud + 1;
      return sinceLoud <= this.hangoverFrames;
    };
    return Promise.resolve({ isSpeech, reset: () => {}, close: () => void this.closed++ });
  }
}

/**
 * Replays what the caller says, utterance by utterance: each `flush()` finalises the next one. A
 * caller who pauses and goes on is scripted as two utterances (two `callerSays`), which the
 * pipeline joins into one final.
 */
export class FakeSpeechToText implements SpeechToText {
  readonly capabilities: SpeechToTextCapabilities;
  readonly utterances: { text: string; fail: boolean; confidence?: number }[] = [];
  readonly streams: FakeRecognitionStream[] = [];

  /** `streaming: false` plays a recogniser that is flushed only at the end of a turn (still with partials). */
  constructor({ streaming = true } = {}) {
    this.capabilities = { streaming, interimResults: true };
  }

  prepareLanguageModel(): Promise<LanguageModelHandle> {
    return Promise.resolve({ id: 'fake', addedWords: [] });
  }

  openStream(): SpeechToTextStream {
    const stream = new FakeRecognitionStream(this.utterances);
    this.streams.push(stream);
    return stream;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A partial with one more word every 10 speech frames; a scripted failure kills the stream at the flush. */
/** Words with a confidence and no times (the pipeline reads the times only for the transcript's quotes). */
function wordsOf(text: string, confidence: number): RecognisedWord[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => ({ word, startMs: 0, endMs: 0, confidence }));
}

export class FakeRecognitionStream implements SpeechToTextStream {
  private readonly results = new AsyncQueue<SpeechToTextResult>();
  private speechFrames = 0;
  flushes = 0;
  closed = false;

  constructor(private readonly utterances: { text: string; fail: boolean; confidence?: number }[]) {}

  push(pcm: Int16Array): void {
    if (!isLoud(pcm)) return;
    this.speechFrames++;
    const words = (this.utterances[0]?.text ?? '').split(' ').filter(Boolean);
    if (this.speechFrames % 10 === 0 && words.length > 0) {
      this.results.push({ type: 'partial', text: words.slice(0, this.speechFrames / 10).join(' ') });
    }
  }

  flush(): void {
    this.flushes++;
    const next = this.utterances.shift() ?? { text: '', fail: false };
    this.speechFrames = 0;
    if (next.fail) this.results.fail(new SpeechProviderError('fake-stt', 'recogniser helper died', { retryable: true }));
    else
      this.results.push({
        type: 'final',
        text: next.text,
        ...(next.confidence === undefined ? {} : { words: wordsOf(next.text, next.confidence) }),
      });
  }

  /** The recogniser's helper dies now, whatever it was doing. */
  die(): void {
    this.results.fail(new SpeechProviderError('fake-stt', 'recogniser helper died', { retryable: true }));
  }

  end(): void {
    if (this.speechFrames > 0) this.flush();
    this.results.end();
  }

  close(): void {
    this.closed = true;
    this.results.end();
  }

  [Symbol.asyncIterator](): AsyncIterator<SpeechToTextResult> {
    return this.results[Symbol.asyncIterator]();
  }
}

/** Speaks FRAMES_PER_WORD frames per word; texts matching `failing` fail before any audio. */
export class FakeTextToSpeech implements TextToSpeech {
  readonly capabilities = { streaming: false };
  readonly requested: string[] = [];

  constructor(private readonly failing: readonly RegExp[] = []) {}

  async *synthesize(text: string, options: SynthesisOptions): AsyncGenerator<Int16Array> {
    this.requested.push(text);
    await Promise.resolve();
    if (this.failing.some((pattern) => pattern.test(text)))
      throw new SpeechProviderError('fake-tts', 'synthesis failed', { retryable: true });
    const frames = text.split(' ').length * FRAMES_PER_WORD;
    for (let index = 0; index < frames; index++) {
      if (options.signal?.aborted) return;
      yield levelFrame(BUYER_LEVEL);
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** One scripted buyer reply: text, text then hang-up, or a provider failure; `thinkMs` before the first word. */
export type BuyerLine = string | { text?: string; endCall?: boolean; fail?: boolean; thinkMs?: number };

/** Replies from a script, streamed in 7-character deltas (cut inside words, as models do). */
export class FakeDialogue implements Dialogue {
  readonly name = 'fake-buyer';
  readonly contexts: DialogueContext[] = [];
  readonly requests: DialogueTurn[][] = [];

  constructor(
    private readonly clock: TimerClock,
    private readonly script: BuyerLine[] = [],
  ) {}

  startConversation(context: DialogueContext): DialogueConversation {
    this.contexts.push(context);
    return { reply: (turns, options) => this.reply(turns, options) };
  }

  private async *reply(turns: readonly DialogueTurn[], options: DialogueReplyOptions = {}): AsyncGenerator<DialogueEvent> {
    this.requests.push(turns.map((turn) => ({ ...turn })));
    const line = this.script.shift() ?? 'Okay.';
    const { text = '', endCall = false, fail = false, thinkMs = 0 } = typeof line === 'string' ? { text: line } : line;
    await waitOnClock(this.clock, thinkMs, options.signal);
    if (fail) throw new DialogueProviderError('fake-buyer', 'model unavailable', { retryable: true });
    for (let index = 0; index < text.length; index += 7) {
      if (options.signal?.aborted) return;
      await Promise.resolve();
      yield { type: 'text', text: text.slice(index, index + 7) };
    }
    if (endCall) yield { type: 'end-call' };
  }
}
