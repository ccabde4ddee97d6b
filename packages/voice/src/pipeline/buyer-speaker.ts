import type { ServerMessage } from '@rehearse/domain';
import { AsyncQueue } from '../speech/async-queue';
import { FRAME_MS } from '../speech/speech.ports';
import type { TextToSpeech, Voice } from '../speech/speech.ports';
import type { TimerClock } from './call-pipeline.types';
import { waitOnClock } from './clock-wait';
import { heardText } from './heard-text';
import type { SentencePlayback } from './heard-text';
import { LeadingSilenceTrimmer } from './leading-silence';
import { SentenceSplitter } from './sentence-splitter';

/**
 * Audio sent ahead of real time. The client buffers it, so a late timer does not make the buyer
 * stutter; kept small because on barge-in this is what the client must drop (`clear-audio`).
 */
export const BUYER_AUDIO_LEAD_MS = 100;

export interface SpeakerOutput {
  /** A frame to send now; it starts playing at `playAtMs` (call time). */
  sendAudio(frame: Int16Array, playAtMs: number): void;
  sendMessage(message: ServerMessage): void;
  /** Audio from `fromMs` on was dropped by the client: nobody heard it. */
  audioCleared(fromMs: number): void;
}

export interface BuyerSpeakerOptions {
  textToSpeech: TextToSpeech;
  voice: Voice;
  clock: TimerClock;
  /** Call time in milliseconds. */
  now: () => number;
  output: SpeakerOutput;
  leadMs?: number;
}

/** How a buyer turn went, as the caller heard it. */
export interface SpokenTurn {
  heard: string;
  /** Every piece of the text was played; false when stopped or failed. */
  complete: boolean;
  /** Call time of the first frame, if any was played. */
  startMs?: number;
  endMs: number;
  /** The dialogue or speech provider failed; `heard` still holds what was played before. */
  error?: unknown;
}

export interface SpeakingTurn {
  /** Settles when the last frame has played, or at once when stopped; never rejects. */
  readonly done: Promise<SpokenTurn>;
  /** Call time of the first frame played, once one has. */
  readonly startedAtMs: number | undefined;
  /** Barge-in or call end: stops sending now, makes the client drop what it buffered, says what was heard. */
  stop(): SpokenTurn;
  /**
   * The caller started speaking: sending stops now and the client drops what it buffered (as for
   * `stop`), but the audio not yet played is kept, so the turn can go on (`resume`) if the caller
   * only said "mm-hm" or a noise set the detector off.
   */
  pause(): void;
  /** Goes on from the first frame the caller did not hear. */
  resume(): void;
}

/**
 * Speaks buyer turns one after another: cuts streamed text into sentences, synthesises each while
 * the previous one plays, and paces frames out in real time a little ahead of playback.
 */
export class BuyerSpeaker {
  /** Call time at which everything sent so far has finished playing. */
  playheadMs = 0;

  constructor(readonly options: BuyerSpeakerOptions) {}

  /** `gate` (a prepared reply's, as it is decided): no audio leaves until it resolves true; false ends the turn unheard. */
  speak(text: AsyncIterable<string>, gate?: Promise<boolean>): SpeakingTurn {
    const turn = new BuyerTurnPlayback(this, gate);
    turn.begin(text);
    return turn;
  }
}

interface QueuedFrame {
  frame: Int16Array;
  sentence: SentencePlayback;
}

class BuyerTurnPlayback implements SpeakingTurn {
  readonly done: Promise<SpokenTurn>;
  private settle!: (turn: SpokenTurn) => void;
  private result: SpokenTurn | undefined;
  private readonly controller = new AbortController();
  private readonly sentences = new AsyncQueue<string>();
  private readonly frames = new AsyncQueue<QueuedFrame>();
  private readonly played: SentencePlayback[] = [];
  private startMs: number | undefined;
  /** Set while paused; resolved by `resume`. */
  private paused: { resumed: Promise<void>; resume: () => void; atMs: number } | undefined;
  /** Frames the client dropped at a pause, to send again first when the turn resumes. */
  private readonly replay: QueuedFrame[] = [];
  /** Frames sent lately, with the call time each starts playing: those after a pause's moment were not heard. */
  private readonly inFlight: { queued: QueuedFrame; playAtMs: number }[] = [];
  /** The frame the play loop holds while it waits for its time: it goes back with the others at a pause. */
  private holding: QueuedFrame | undefined;

  constructor(
    private readonly speaker: BuyerSpeaker,
    private readonly gate: Promise<boolean> | undefined,
  ) {
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  private get options(): BuyerSpeakerOptions {
    return this.speaker.options;
  }

  private get stopped(): boolean {
    return this.result !== undefined;
  }

  get startedAtMs(): number | undefined {
    return this.startMs;
  }

  begin(text: AsyncIterable<string>): void {
    void this.split(text, this.sentences);
    void this.synthesise(this.sentences);
    void this.play();
  }

  stop(): SpokenTurn {
    if (this.result) return this.result;
    // Stopped while paused: the caller stopped hearing it at the pause.
    const now = this.paused?.atMs ?? this.options.now();
    this.clearBuffered(now);
    return this.finish({ heard: heardText(this.played, now), complete: false, endMs: now });
  }

  pause(): void {
    if (this.result || this.paused) return;
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const now = this.options.now();
    this.paused = { resumed, resume, atMs: now };
    // Frames not yet playing are taken back: they play again, and count as heard, only after the resume.
    const unheard = this.inFlight.filter((sent) => sent.playAtMs >= now);
    for (const sent of unheard) sent.queued.sentence.playTimesMs.pop();
    // A sentence none of whose frames was heard is not begun: sent again after the pause, it must not count twice.
    while (this.played.at(-1)?.playTimesMs.length === 0) this.played.pop();
    this.replay.unshift(...unheard.map((sent) => sent.queued), ...(this.holding ? [this.holding] : []));
    this.holding = undefined;
    this.inFlight.length = 0;
    this.clearBuffered(now);
  }

  resume(): void {
    const paused = this.paused;
    this.paused = undefined;
    paused?.resume();
  }

  /** Makes the client drop the audio it holds beyond `now`. */
  private clearBuffered(now: number): void {
    if (this.speaker.playheadMs <= now) return;
    this.options.output.sendMessage({ type: 'clear-audio' });
    this.options.output.audioCleared(now);
    this.speaker.playheadMs = now;
  }

  private async split(text: AsyncIterable<string>, sentences: AsyncQueue<string>): Promise<void> {
    const splitter = new SentenceSplitter({ firstClauseEarly: !this.options.textToSpeech.capabilities.streaming });
    try {
      for await (const delta of text) {
        if (this.stopped) return;
        for (const sentence of splitter.push(delta)) sentences.push(sentence);
      }
      for (const sentence of splitter.flush()) sentences.push(sentence);
      sentences.end();
    } catch (error) {
      sentences.fail(error);
    }
  }

  /** One sentence at a time, in order, as far ahead of playback as synthesis gets. */
  private async synthesise(sentences: AsyncQueue<string>): Promise<void> {
    const { textToSpeech, voice } = this.options;
    try {
      let first = true;
      for await (const text of sentences) {
        if (this.stopped) return;
        const sentence: SentencePlayback = { text, framesTotal: 0, playTimesMs: [] };
        // The voice's own pause before the turn's first sound would only make the caller wait.
        const trimmer = first ? new LeadingSilenceTrimmer() : undefined;
        first = false;
        const queue = (frames: Int16Array[]) => {
          for (const frame of frames) {
            sentence.framesTotal++;
            this.frames.push({ frame, sentence });
          }
        };
        for await (const frame of textToSpeech.synthesize(text, { voice, signal: this.controller.signal })) {
          if (this.stopped) return;
          queue(trimmer ? trimmer.push(frame) : [frame]);
        }
        if (trimmer) queue(trimmer.flush());
      }
      this.frames.end();
    } catch (error) {
      this.frames.fail(error);
    }
  }

  private async play(): Promise<void> {
    const { clock, now, leadMs = BUYER_AUDIO_LEAD_MS } = this.options;
    const signal = this.controller.signal;
    const frames = this.frames[Symbol.asyncIterator]();
    let failure: { error: unknown } | undefined;
    try {
      for (;;) {
        const queued = await this.nextFrame(frames, signal);
        if (this.stopped) return;
        if (queued === undefined) {
          // Everything is sent; it plays out, unless the caller makes the turn pause meanwhile.
          await waitOnClock(clock, this.speaker.playheadMs - now(), signal);
          if (this.stopped) return;
          if (this.paused || this.replay.length > 0) continue;
          break;
        }
        this.holding = queued;
        if (this.startMs === undefined && !(await this.released(signal))) {
          if (!this.stopped) this.finish({ heard: '', complete: false, endMs: now() });
          return;
        }
        await waitOnClock(clock, this.speaker.playheadMs - leadMs - now(), signal);
        if (this.stopped) return;
        // Paused meanwhile: `pause` took the frame back.
        if (this.holding !== queued) continue;
        this.holding = undefined;
        this.send(queued, Math.max(this.speaker.playheadMs, now()));
      }
    } catch (error) {
      // What was already sent still plays out; the pipeline decides what the buyer says next.
      failure = { error };
    }
    await waitOnClock(clock, this.speaker.playheadMs - now(), signal);
    if (this.stopped) return;
    const endMs = Math.max(this.speaker.playheadMs, this.startMs ?? now());
    if (failure) {
      this.finish({ heard: heardText(this.played, endMs), complete: false, endMs, error: failure.error });
    } else {
      this.finish({ heard: this.played.map((sentence) => sentence.text).join(' '), complete: true, endMs });
    }
  }

  /** The next frame to send: after any pause, those the client dropped first; undefined at the end. */
  private async nextFrame(frames: AsyncIterator<QueuedFrame>, signal: AbortSignal): Promise<QueuedFrame | undefined> {
    while (this.paused && !signal.aborted) {
      const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      await Promise.race([this.paused.resumed, aborted]);
    }
    const again = this.replay.shift();
    if (again) return again;
    const next = await frames.next();
    if (next.done) return undefined;
    if (this.paused) {
      this.replay.push(next.value);
      return this.nextFrame(frames, signal);
    }
    return next.value;
  }

  /** Whether the first frame may go: no gate, or the gate opened before the turn was stopped. */
  private async released(signal: AbortSignal): Promise<boolean> {
    if (!this.gate) return true;
    const stopped = new Promise<boolean>((resolve) => {
      if (signal.aborted) resolve(false);
      signal.addEventListener('abort', () => resolve(false), { once: true });
    });
    return (await Promise.race([this.gate, stopped])) && !this.stopped;
  }

  private send(queued: QueuedFrame, playAtMs: number): void {
    const { frame, sentence } = queued;
    const { output } = this.options;
    this.inFlight.push({ queued, playAtMs });
    while (this.inFlight.length > 0 && this.inFlight[0]!.playAtMs < playAtMs - 2 * (this.options.leadMs ?? BUYER_AUDIO_LEAD_MS))
      this.inFlight.shift();
    if (this.startMs === undefined) {
      this.startMs = playAtMs;
      output.sendMessage({ type: 'speech-update', role: 'assistant', status: 'started' });
    }
    if (this.played.at(-1) !== sentence) {
      this.played.push(sentence);
      const soFar = this.played.map((playing) => playing.text).join(' ');
      output.sendMessage({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: soFar, startMs: this.startMs });
    }
    sentence.playTimesMs.push(playAtMs);
    this.speaker.playheadMs = playAtMs + FRAME_MS;
    output.sendAudio(frame, playAtMs);
  }

  private finish(outcome: Omit<SpokenTurn, 'startMs'>): SpokenTurn {
    if (this.result) return this.result;
    this.result = { ...outcome, ...(this.startMs === undefined ? {} : { startMs: this.startMs }) };
    this.controller.abort();
    this.paused?.resume();
    this.sentences.end();
    this.frames.end();
    if (this.startMs !== undefined) this.options.output.sendMessage({ type: 'speech-update', role: 'assistant', status: 'stopped' });
    this.settle(this.result);
    return this.result;
  }
}
