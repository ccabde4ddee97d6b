import { decideEndOfTurn, DEFAULT_END_OF_TURN } from '../speech/end-of-turn';
import type { EndOfTurnRule, TurnEndDecision } from '../speech/end-of-turn';
import { readBuyerTurn, type BuyerLastTurn } from '../speech/buyer-last-turn';
import { CallerPitchRange } from '../speech/caller-pitch-range';
import { CallerQuiet } from '../speech/caller-quiet';
import { measureProsody, PROSODY_FRAMES } from '../speech/prosody';
import { DEFAULT_ENDPOINTING, Endpointer } from '../speech/endpointing';
import type { EndpointingOptions } from '../speech/endpointing';
import { FRAME_MS, FRAME_SAMPLES, SAMPLE_RATE, SpeechProviderError } from '../speech/speech.ports';
import type {
  LanguageModelHandle,
  RecognisedWord,
  SpeechToText,
  SpeechToTextResult,
  SpeechToTextStream,
  VoiceActivityDetector,
  VoiceActivityDetectorFactory,
} from '../speech/speech.ports';
import type { TimerClock } from './call-pipeline.types';
import { waitOnClock } from './clock-wait';

/** One caller utterance on the call's timeline: from its first speech frame to its last. */
export interface CallerUtterance {
  startMs: number;
  endMs: number;
}

export interface CallerListenerEvents {
  /** Speech may be starting (a few speech frames, before the start is sure): a buyer talking may go quiet now. */
  speechOnset(): void;
  /** What looked like the start of speech stopped short of it (a click, a cough): no utterance began. */
  speechOnsetLapsed(): void;
  speechStarted(startMs: number): void;
  speechEnded(utterance: CallerUtterance): void;
  partial(text: string, startMs: number): void;
  /** The recogniser was flushed at a pause, before the end of the turn is decided. */
  flushedAtPause(): void;
  /**
   * The caller paused and the recogniser has finalised their words so far (maybe none: a noise): the
   * turn may be over, or they may go on (then `resumed`); `decision` is how the words and their
   * sound end (its `silenceMs` now ends the turn); `opening`: the utterance's first frames as the
   * recogniser got them (pre-roll included, at most `OPENING_FRAMES`), for how it sounded. What to
   * do with it is the pipeline's choice (prepare the reply, tell a hum from words).
   */
  tentativeFinal(text: string, decision: TurnEndDecision, words: readonly RecognisedWord[], opening: readonly Int16Array[]): void;
  /** The caller spoke again after a `tentativeFinal`: the turn was not over. */
  resumed(): void;
  /**
   * Exactly one per ended utterance, in order; `text` may be empty; `words` as the recogniser
   * reported them (with confidences, where it gives them); `opening` as in `tentativeFinal`.
   */
  final(text: string, utterance: CallerUtterance, words: readonly RecognisedWord[], opening: readonly Int16Array[]): void;
  /** The recogniser failed; `lostUtterance` says whether caller words went unheard. */
  failed(error: unknown, lostUtterance: boolean): void;
}

export interface CallerListenerOptions {
  speechToText: SpeechToText;
  languageModel?: LanguageModelHandle;
  endpointing?: Partial<EndpointingOptions>;
  endOfTurn?: Partial<EndOfTurnRule>;
  events: CallerListenerEvents;
}

/** One utterance's recognition: it may take several finals when the caller paused and went on. */
interface UtteranceRecognition {
  utterance: CallerUtterance;
  /** Finals asked for with `flush()` and not received yet. */
  finalsDue: number;
  texts: string[];
  /** The words of every piece recognised so far, as the recogniser reported them. */
  words: RecognisedWord[];
  /** The words of the latest piece recognised, as the recogniser reported them. */
  latestPiece: RecognisedWord[];
  latestPartial: string;
  /** Endpointing ended it. */
  ended: boolean;
  /** Frames since a flush at a pause: recognised if the caller resumes, dropped if the turn ends. */
  held: Int16Array[] | undefined;
  /** The first frames handed on for it (pre-roll included): what a backchannel sounded like. */
  opening: Int16Array[];
}

/** The pre-roll and a backchannel's longest (`BACKCHANNEL_MAX_MS`), with room to spare: 1.3 s. */
export const OPENING_FRAMES = 64;

const SILENT_FRAME = new Int16Array(FRAME_SAMPLES);

/**
 * The caller's side of the turn loop: voice activity detection and endpointing on each 20 ms frame,
 * frames of each utterance streamed to the recogniser, `flush()` at its end. At a pause, a
 * streaming recogniser is flushed ahead of the end (it has decoded the audio already, so this
 * costs only its finalisation): the words so far choose how long the pause must last to end the
 * turn (`end-of-turn.ts`), and the pipeline may start the reply. If the caller goes on, the frames
 * held since are recognised as a new piece and the pieces make one final. Without streaming, the
 * latest partial (if any) chooses the silence. A recogniser stream that dies is reported and
 * replaced by a new one at the next utterance.
 */
export class CallerListener {
  private detector: VoiceActivityDetector | undefined;
  private stream: SpeechToTextStream | undefined;
  private reading: Promise<void> | undefined;
  private readonly endpointer: Endpointer;
  private readonly startWindowFrames: number;
  private readonly endOfTurn: EndOfTurnRule;
  private readonly finalisesAtPauses: boolean;
  private readonly givesInterimWords: boolean;
  /** The caller's latest frames and whether each was speech: the sound of the end of their words. */
  private readonly recentFrames: { frame: Int16Array; isSpeech: boolean }[] = [];
  private readonly pitchRange = new CallerPitchRange();
  /** When the caller's voice last sounded above the room, against the detector's last speech frame. */
  private readonly quiet = new CallerQuiet();
  /** The prosody of the pause under way, measured once at its start. */
  private pauseProsody: ReturnType<typeof measureProsody> | undefined;
  /** Start times of the latest frames, undefined where not speech: where an utterance began. */
  private readonly recentSpeech: (number | undefined)[] = [];
  private current: UtteranceRecognition | undefined;
  /** Utterances whose final has not been reported yet, in order (the current one last). */
  private readonly recognitions: UtteranceRecognition[] = [];
  private lastFrameEndMs = 0;
  /** What the buyer's last turn left the caller to say; unknown until the buyer has spoken. */
  private buyerLastTurn: BuyerLastTurn | undefined;
  /** Caller utterances begun since the buyer's last turn (one under way when it was recorded counts). */
  private utterancesSinceBuyer = 0;
  private finishing = false;
  private closed = false;

  constructor(private readonly options: CallerListenerOptions) {
    this.endOfTurn = { ...DEFAULT_END_OF_TURN, ...options.endOfTurn };
    // Before any words tell the end of turn, a pause ends it after the rule's 'unknown' silence: one
    // setting (END_OF_TURN_SILENCES_MS), not a second default in the endpointer.
    this.endpointer = new Endpointer({ endSilenceMs: this.endOfTurn.unknownSilenceMs, ...options.endpointing });
    this.startWindowFrames = options.endpointing?.startWindowFrames ?? DEFAULT_ENDPOINTING.startWindowFrames;
    this.finalisesAtPauses = options.speechToText.capabilities.streaming;
    this.givesInterimWords = options.speechToText.capabilities.interimResults;
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

  /** How long the utterance under way has lasted, first to latest speech frame (0 between utterances). */
  get speechMs(): number {
    return this.current ? this.current.utterance.endMs - this.current.utterance.startMs : 0;
  }

  /** The caller is speaking, or words of theirs are still being recognised. */
  get isBusy(): boolean {
    return this.current !== undefined || this.recognitions.length > 0;
  }

  /** The buyer said this (as heard by the caller): the caller's next words answer it, or not (`readBuyerTurn`); undefined: not known. */
  buyerSaid(text: string | undefined): void {
    this.buyerLastTurn = text === undefined ? undefined : readBuyerTurn(text);
    this.utterancesSinceBuyer = this.current ? 1 : 0;
  }

  /** One caller frame starting at `startMs`; a muted caller's frames count as silence. */
  push(frame: Int16Array, startMs: number, muted: boolean): void {
    if (!this.detector || this.finishing) return;
    const isSpeech = !muted && this.detector.isSpeech(frame);
    this.lastFrameEndMs = startMs + FRAME_MS;
    this.recentSpeech.push(isSpeech ? startMs : undefined);
    if (this.recentSpeech.length > this.startWindowFrames) this.recentSpeech.shift();
    if (this.current && isSpeech) this.current.utterance.endMs = this.lastFrameEndMs;
    if (!muted) this.quiet.push(frame, isSpeech);
    this.recentFrames.push({ frame, isSpeech });
    if (this.recentFrames.length > PROSODY_FRAMES + 20) this.recentFrames.shift();

    const step = this.endpointer.push(muted ? SILENT_FRAME : frame, isSpeech);
    if (step.event === 'speech-onset') this.options.events.speechOnset();
    if (step.event === 'speech-onset-lapsed') this.options.events.speechOnsetLapsed();
    if (step.event === 'speech-start') this.startUtterance();
    if (step.event === 'speech-resume') this.resume();
    for (const forwarded of step.forward) this.forward(forwarded);
    if (step.event === 'speech-pause') this.pause();
    if (step.event === 'speech-end') this.endUtterance();
  }

  /** At the call's end: the utterance under way is flushed and its final awaited, at most `timeoutMs`. */
  async finish(clock: TimerClock, timeoutMs: number): Promise<void> {
    if (this.closed) return;
    if (this.current) this.endUtterance();
    this.finishing = true;
    const { stream, reading } = this;
    if (stream && reading && this.recognitions.length > 0) {
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
    this.current = {
      utterance: { startMs, endMs: this.lastFrameEndMs },
      finalsDue: 0,
      texts: [],
      words: [],
      latestPiece: [],
      latestPartial: '',
      ended: false,
      held: undefined,
      opening: [],
    };
    this.recognitions.push(this.current);
    this.utterancesSinceBuyer++;
    this.options.events.speechStarted(startMs);
  }

  private forward(frame: Int16Array): void {
    if (this.current && this.current.opening.length < OPENING_FRAMES) this.current.opening.push(frame);
    if (this.current?.held) this.current.held.push(frame);
    else this.stream?.push(frame);
  }

  private pause(): void {
    const recognition = this.current;
    if (!recognition || !this.stream) return;
    this.pauseProsody = this.measurePause();
    if (!this.finalisesAtPauses) {
      // Without a flush, the words so far are the latest interim result, if the recogniser sends any.
      this.applyEndOfTurn(this.givesInterimWords ? recognition.latestPartial : undefined);
      return;
    }
    recognition.finalsDue++;
    recognition.held = [];
    this.stream.flush();
    this.options.events.flushedAtPause();
  }

  private resume(): void {
    const recognition = this.current;
    if (!recognition?.held) return;
    const { held } = recognition;
    recognition.held = undefined;
    for (const frame of held) this.stream?.push(frame);
    this.options.events.resumed();
  }

  /** The sound of the caller's speech up to the pause: frames to the last speech frame. */
  private measurePause(): ReturnType<typeof measureProsody> {
    let lastSpeech = this.recentFrames.length - 1;
    while (lastSpeech >= 0 && !this.recentFrames[lastSpeech]!.isSpeech) lastSpeech--;
    const frames = this.recentFrames.slice(0, lastSpeech + 1).map((recent) => recent.frame);
    const prosody = measureProsody(frames);
    this.pitchRange.add(prosody.pitchesSt);
    return prosody;
  }

  /** The words so far and how they sounded set how long this pause must last; it may already have. */
  private applyEndOfTurn(
    words: string | undefined,
    beforeEnd: (decision: TurnEndDecision) => void = () => {},
    latestPiece?: readonly RecognisedWord[],
  ): void {
    const decision = decideEndOfTurn(
      {
        words,
        latestPiece,
        prosody: this.pauseProsody,
        callerPitchSt: this.pitchRange.medianSt,
        ...(this.buyerLastTurn ? { dialogue: { buyerLastTurn: this.buyerLastTurn, firstUtterance: this.utterancesSinceBuyer === 1 } } : {}),
      },
      this.endOfTurn,
    );
    beforeEnd(decision);
    // The endpointer counts from the detector's last speech frame; the caller went quiet before it.
    const hangoverMs = this.endOfTurn.silencesFromLastVoice ? this.quiet.hangoverMs : 0;
    const step = this.endpointer.setEndSilence(Math.max(FRAME_MS, decision.silenceMs - hangoverMs));
    if (step.event === 'speech-end') this.endUtterance();
  }

  private endUtterance(): void {
    const recognition = this.current;
    if (!recognition) return;
    this.current = undefined;
    recognition.ended = true;
    if (recognition.held) {
      // Flushed at the pause, and nothing but silence since.
      recognition.held = undefined;
    } else if (this.stream) {
      recognition.finalsDue++;
      this.stream.flush();
    }
    this.options.events.speechEnded(recognition.utterance);
    this.reportFinals();
  }

  /** Finals of ended utterances whose pieces are all recognised, in order. */
  private reportFinals(): void {
    for (let next = this.recognitions[0]; next?.ended && next.finalsDue === 0; next = this.recognitions[0]) {
      this.recognitions.shift();
      this.options.events.final(next.texts.join(' '), next.utterance, next.words, next.opening);
    }
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
      const recognition = this.current ?? this.recognitions.find((waiting) => waiting.finalsDue > 0);
      if (!text || !recognition) return;
      recognition.latestPartial = [...recognition.texts, text].join(' ');
      this.options.events.partial(recognition.latestPartial, recognition.utterance.startMs);
      return;
    }
    const recognition = this.recognitions.find((waiting) => waiting.finalsDue > 0);
    if (!recognition) {
      // A final nobody flushed for (a provider with its own endpointing) still counts, at the latest audio.
      this.options.events.final(
        text,
        { startMs: this.current?.utterance.startMs ?? this.lastFrameEndMs, endMs: this.lastFrameEndMs },
        result.words ?? [],
        [],
      );
      return;
    }
    recognition.finalsDue--;
    if (text) {
      recognition.texts.push(text);
      recognition.latestPiece = result.words ?? [];
      recognition.words.push(...recognition.latestPiece);
    }
    if (recognition.ended) return this.reportFinals();
    if (recognition !== this.current || !recognition.held || recognition.finalsDue > 0) return;
    // The caller is still pausing: everything they said so far is recognised.
    const soFar = recognition.texts.join(' ');
    this.applyEndOfTurn(
      soFar,
      (decision) => this.options.events.tentativeFinal(soFar, decision, recognition.words, recognition.opening),
      recognition.latestPiece,
    );
  }

  /** Words in flight are lost; the next utterance opens a new stream. */
  private fail(error: unknown, speechUnderway = false): void {
    this.stream = undefined;
    this.reading = undefined;
    const lostUtterance = speechUnderway || this.current !== undefined || this.recognitions.length > 0;
    const cut = this.current;
    this.current = undefined;
    this.recognitions.length = 0;
    this.endpointer.reset();
    this.recentSpeech.length = 0;
    if (cut) this.options.events.speechEnded(cut.utterance);
    this.options.events.failed(error, lostUtterance);
  }
}
