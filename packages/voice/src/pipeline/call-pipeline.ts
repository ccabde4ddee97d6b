import { FIRST_MESSAGE } from '@rehearse/domain';
import type { EndedReason, ServerMessage, TranscriptEntry } from '@rehearse/domain';
import type { DialogueConversation } from '../dialogue/dialogue.port';
import { readClause } from '../speech/clause-reading';
import { measureShortSpeech } from '../speech/short-speech-sound';
import type { TurnEndDecision } from '../speech/end-of-turn';
import { FRAME_SAMPLES } from '../speech/speech.ports';
import type { RecognisedWord } from '../speech/speech.ports';
import { isBackchannel, BACKCHANNEL_MAX_MS } from './backchannel';
import { BuyerSpeaker } from './buyer-speaker';
import type { SpokenTurn } from './buyer-speaker';
import { BuyerTurnQueue } from './buyer-turn-queue';
import type { BuyerTurn, BuyerTurnPlan, PreparedReply } from './buyer-turn-queue';
import { systemTimerClock } from './call-pipeline.types';
import type { CallPipeline, CallPipelineOptions, CallPipelineSink, CallPipelineSummary, TimerClock } from './call-pipeline.types';
import { CallRecorder } from './call-recorder';
import { CallerListener } from './caller-listener';
import type { CallerUtterance } from './caller-listener';
import { DialogueHistory } from './dialogue-history';
import { ReplyGate } from './reply-gate';
import { TurnTimer } from './turn-timer';

/** What the buyer says when a provider failed and the caller's words got no answer. */
export const MISSED_THAT_LINE = 'Sorry, I missed that — could you say it again?';
/** What the buyer says when the caller spoke for a while and nothing was recognised. */
export const SAY_AGAIN_LINE = 'Sorry?';
export const DEFAULT_SILENCE_TIMEOUT_MS = 30_000;
/** Provider failures with no reply spoken in between, after which the call ends with 'pipeline-error'. */
export const MAX_FAILURES_IN_A_ROW = 3;
const SAY_AGAIN_AFTER_SPEECH_MS = 1000;
/** The share of a no-word stretch's loud frames that must have a pitch for the buyer to ask "Sorry?". */
const VOICED_SHARE = 0.2;
/** At the call's end, how long the caller's last words may take to be recognised. */
const LAST_WORDS_WAIT_MS = 1000;
/**
 * A reply cut off by the caller within this long of its start, after caller words that were not a
 * question or a short answer, was a false start: the buyer answered a pause, and the caller went on
 * with the same turn. Its words are dropped, as if it never spoke.
 */
export const FALSE_START_WINDOW_MS = 1500;
/**
 * A reply stopped within this long of its start had said a word or two (flite speaks ~3 words a
 * second; the caller's speech is known ~150 ms after it starts): whatever the caller's words
 * before it, the caller was not done, and a buyer line of "Fuel" (interrupted) tells nobody
 * anything. It is dropped as a false start, and the buyer answers the caller's whole turn afresh.
 */
export const FIRST_WORDS_MS = 800;
/**
 * Caller speech that began within this long of a reply's first sound began before the caller could
 * have heard a word of it (a word lasts ~300 ms, and people take ~200 ms more to answer a sound;
 * the caller's speaker and microphone add their own delay): no backchannel, which answers what was
 * said, but the caller going on with their turn ("Great, um, could we ..." answered after "Great"),
 * or both starting at once. The buyer yields for good at the start of that speech, whatever its
 * words will be, and its word or two are dropped as a false start.
 */
export const CALLER_WENT_ON_MS = 300;

/**
 * The words and the sound of the caller's speech over the buyer read together; the sound (a few
 * milliseconds of FFT and YIN) measured only when the words alone do not make a backchannel and
 * the speech is short enough for one.
 */
function heardAsBackchannel(text: string, speechMs: number, words: readonly RecognisedWord[], opening: readonly Int16Array[]): boolean {
  if (isBackchannel(text, speechMs, words)) return true;
  return speechMs <= BACKCHANNEL_MAX_MS && isBackchannel(text, speechMs, words, measureShortSpeech(opening));
}

/**
 * Whether a stretch the recogniser found no words in had a voice: pitched frames, as any word or hum has. Hiss has none:
 * a browser's gain control lifting the room after a recorded microphone ran out (the hesitant call's browser test, a
 * stray "Sorry?" after the caller's last turn) set the detector off for 1.5 s at -47 dBFS, with no frame voiced
 * (words there: 60-83 % of the loud frames), and a caller who never spoke is not asked to say it again.
 */
function hadAVoice(opening: readonly Int16Array[]): boolean {
  return measureShortSpeech(opening).voicedShare >= VOICED_SHARE;
}

export function createCallPipeline(options: CallPipelineOptions, sink: CallPipelineSink): CallPipeline {
  return new LiveCallPipeline(options, sink);
}

/**
 * The turn loop of one live call. Caller frames go through the listener (detection, endpointing,
 * recognition); each final caller utterance gets a buyer reply from the dialogue, spoken by the
 * speaker. Buyer turns run one at a time from a queue; caller speech stops the one playing.
 */
class LiveCallPipeline implements CallPipeline {
  private readonly clock: TimerClock;
  private readonly history = new DialogueHistory();
  private readonly recorder = new CallRecorder();
  private readonly listener: CallerListener;
  private readonly turns: BuyerTurnQueue;
  /** Only when `onTurnTiming` is given (benchmarks, debugging). */
  private readonly timer: TurnTimer | undefined;
  private conversation: DialogueConversation | undefined;
  private startedAt: number | undefined;
  private starting: Promise<void> | undefined;
  private ending: Promise<CallPipelineSummary> | undefined;
  private stopping = false;
  private closed = false;
  private muted = false;
  private awaitingReply = false;
  /** A reply prepared while the caller pauses, to these words; it speaks if the turn proves over. */
  private preparedReply: PreparedReply | undefined;
  private failuresInARow = 0;
  /** The caller's latest words were a question or a short answer: a reply to them was no false start. */
  private lastCallerAsked = false;
  /**
   * When the buyer's turn was paused for caller speech, and how long it had played by then;
   * `speechStarted` once the pause is for an utterance, not only its possible onset.
   */
  private pausedTurn: { atMs: number; playedMs: number | undefined; resumedEarly: boolean; speechStarted: boolean } | undefined;
  private maxDurationTimer: unknown;
  private silenceTimer: unknown;

  constructor(
    private readonly options: CallPipelineOptions,
    private readonly sink: CallPipelineSink,
  ) {
    this.clock = options.clock ?? systemTimerClock;
    this.timer = options.onTurnTiming && new TurnTimer(this.clock, options.onTurnTiming);
    this.listener = new CallerListener({
      speechToText: options.engines.speechToText,
      languageModel: options.languageModel,
      endpointing: options.endpointing,
      endOfTurn: options.endOfTurn,
      events: {
        speechOnset: () => this.onCallerSpeechOnset(),
        speechOnsetLapsed: () => this.onCallerSpeechOnsetLapsed(),
        speechStarted: (startMs) => this.onCallerSpeechStarted(startMs),
        speechEnded: () => this.onCallerSpeechEnded(),
        partial: (text, startMs) =>
          this.sendMessage({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: text, startMs }),
        flushedAtPause: () => this.timer?.mark('earlyFlushAt'),
        tentativeFinal: (text, decision, words, opening) => this.onCallerPaused(text, decision, words, opening),
        resumed: () => this.onCallerResumed(),
        final: (text, utterance, words, opening) => this.onCallerFinal(text, utterance, words, opening),
        failed: (_error, lostUtterance) => this.onRecognitionFailed(lostUtterance),
      },
    });
    const speaker = new BuyerSpeaker({
      textToSpeech: this.timer ? this.timer.timedTextToSpeech(options.engines.textToSpeech) : options.engines.textToSpeech,
      voice: options.voice,
      clock: this.clock,
      now: () => this.nowMs(),
      output: {
        sendAudio: (frame, playAtMs) => {
          if (this.closed) return;
          this.timer?.mark('firstFrameSentAt');
          this.sink.sendAudio(frame);
          this.recorder.addBuyer(frame, playAtMs);
        },
        sendMessage: (message) => this.sendMessage(message),
        audioCleared: (fromMs) => this.recorder.dropBuyerFrom(fromMs),
      },
    });
    this.turns = new BuyerTurnQueue({
      speaker,
      replyText: (turn) => this.replyText(turn),
      turnEnded: (spoken, turn) => this.onBuyerTurnEnded(spoken, turn),
      activityChanged: () => this.refreshSilenceTimer(),
      crashed: () => this.endSoon('pipeline-error'),
    });
  }

  start(): Promise<void> {
    return (this.starting ??= this.begin());
  }

  pushCallerAudio(frame: Int16Array): void {
    // The gateway rejects frames of another size; one that slips through is dropped, not a crash.
    if (this.startedAt === undefined || this.stopping || frame.length !== FRAME_SAMPLES) return;
    const nowMs = this.nowMs();
    const startMs = this.recorder.addCaller(this.muted ? new Int16Array(frame.length) : frame, nowMs);
    this.listener.push(frame, startMs, this.muted);
    // Speech longer than a backchannel is a turn, whatever its words turn out to be.
    if (this.pausedTurn && this.listener.speechMs > BACKCHANNEL_MAX_MS) this.stopPausedTurn();
    this.deliverRecording(this.recorder.takeCommitted(nowMs));
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  say(text: string, endCallAfterSpoken = false): void {
    if (this.startedAt === undefined) return;
    this.turns.enqueue({ kind: 'line', text, endCall: endCallAfterSpoken, source: 'say' });
  }

  addMessage(role: 'system' | 'user' | 'assistant', content: string): void {
    this.history.add(role === 'user' ? 'caller' : role === 'assistant' ? 'buyer' : 'system', content);
  }

  end(reason: EndedReason): Promise<CallPipelineSummary> {
    if (!this.ending) {
      this.stopping = true;
      this.ending = this.finish(reason);
    }
    return this.ending;
  }

  private async begin(): Promise<void> {
    if (this.stopping) return;
    this.startedAt = this.clock.now();
    this.sendMessage({ type: 'status-update', status: 'in-progress' });
    this.maxDurationTimer = this.clock.setTimeout(() => this.endSoon('exceeded-max-duration'), this.options.maxDurationMs);
    try {
      this.conversation = this.options.engines.dialogue.startConversation(this.options.dialogue);
      this.turns.enqueue({
        kind: 'line',
        text: this.options.dialogue.firstMessage || FIRST_MESSAGE,
        endCall: false,
        source: 'first-message',
      });
      await this.listener.open(this.options.engines.voiceActivity);
    } catch {
      // Without a dialogue or a voice activity detector the call cannot go on.
      this.endSoon('pipeline-error');
    }
  }

  private async finish(reason: EndedReason): Promise<CallPipelineSummary> {
    this.startedAt ??= this.clock.now();
    const endMs = this.nowMs();
    this.clock.clearTimeout(this.maxDurationTimer);
    this.clock.clearTimeout(this.silenceTimer);
    await this.turns.close();
    await this.listener.finish(this.clock, LAST_WORDS_WAIT_MS);
    this.deliverRecording(this.recorder.finish(endMs));
    this.sendMessage({ type: 'status-update', status: 'ended', endedReason: reason });
    this.closed = true;
    const summary: CallPipelineSummary = { reason, durationMs: endMs };
    this.sink.ended(summary);
    return summary;
  }

  /**
   * Caller speech may be starting: a buyer turn playing goes quiet now, before the start is sure
   * (a real interruption must stop it within 200 ms; fvad hears a soft first sound, "s" of "sorry"
   * in a room, late, decision 66). It goes on if no speech follows.
   */
  private onCallerSpeechOnset(): void {
    if (this.pausedTurn || !this.turns.pausePlaying()) return;
    this.pausedTurn = this.pauseNow(false);
  }

  /** The buyer's turn paused now: when, how long it had played, whether for an utterance or only its possible onset. */
  private pauseNow(speechStarted: boolean): NonNullable<LiveCallPipeline['pausedTurn']> {
    return { atMs: this.nowMs(), playedMs: this.turns.pausedAfterMs(this.nowMs()), resumedEarly: false, speechStarted };
  }

  /** It was a click or a cough: the buyer goes on where the caller stopped hearing it. */
  private onCallerSpeechOnsetLapsed(): void {
    if (!this.pausedTurn || this.pausedTurn.speechStarted || this.listener.isSpeaking) return;
    this.pausedTurn = undefined;
    this.turns.resumePaused();
  }

  private onCallerSpeechStarted(startMs: number): void {
    this.timer?.reset();
    this.sendMessage({ type: 'speech-update', role: 'user', status: 'started' });
    // The buyer goes quiet at once (if the onset had not already); whether it goes on depends on what the caller said...
    this.turns.pauseForCaller();
    if (this.turns.isPaused && !this.pausedTurn) this.pausedTurn = this.pauseNow(true);
    if (this.pausedTurn) this.pausedTurn.speechStarted = true;
    // ...unless the caller spoke on as the reply began: then it stops now, however short the words prove.
    const replyStartedAtMs = this.turns.replyStartedAtMs;
    if (this.pausedTurn && replyStartedAtMs !== undefined && startMs - replyStartedAtMs < CALLER_WENT_ON_MS)
      this.stopPausedTurn({ falseStart: true });
    this.refreshSilenceTimer();
  }

  private onCallerSpeechEnded(): void {
    this.timer?.mark('speechEndedAt');
    this.sendMessage({ type: 'speech-update', role: 'user', status: 'stopped' });
    this.refreshSilenceTimer();
  }

  /**
   * The caller paused and their words so far are recognised: the reply to them is prepared now,
   * behind its gate, so that it can speak as soon as the end of the turn is confirmed. Not when the words
   * sound unfinished (the caller most likely goes on), nor when something else is to be said
   * first. A prepared reply sends nothing and leaves no trace until then.
   */
  private onCallerPaused(
    callerText: string,
    decision: TurnEndDecision,
    words: readonly RecognisedWord[],
    opening: readonly Int16Array[],
  ): void {
    this.timer?.mark('finalTranscriptAt');
    this.timer?.noteEndOfTurn(callerText, decision);
    if (this.pausedTurn) {
      // A backchannel over the buyer: it goes on now, not after the pause that ends the caller's turn.
      // Not on no words at all: a real interruption's first pause may come before its first word.
      if (callerText && heardAsBackchannel(callerText, this.listener.speechMs, words, opening) && !this.pausedTurn.resumedEarly) {
        this.pausedTurn.resumedEarly = true;
        this.turns.resumePaused();
      }
      return;
    }
    if (!callerText) return;
    if (this.options.prepareRepliesInPauses === false || decision.ending === 'unfinished') return;
    if (this.stopping || this.preparedReply || !this.turns.isIdle) return;
    const gate = new ReplyGate();
    this.preparedReply = { callerText, gate };
    this.turns.enqueue({ kind: 'reply', prepared: this.preparedReply });
  }

  /** The caller went on after the pause: a buyer resumed after a "mm-hm" pauses again, a prepared reply is dropped unheard. */
  private onCallerResumed(): void {
    if (this.pausedTurn?.resumedEarly) {
      this.pausedTurn.resumedEarly = false;
      this.turns.pauseForCaller();
    }
    this.dropPreparedReply();
  }

  /** The prepared reply is dropped unheard. */
  private dropPreparedReply(): void {
    this.timer?.reset();
    this.preparedReply?.gate.discard();
    this.preparedReply = undefined;
  }

  private onCallerFinal(text: string, utterance: CallerUtterance, words: readonly RecognisedWord[], opening: readonly Int16Array[]): void {
    this.timer?.mark('finalTranscriptAt');
    if (this.pausedTurn && heardAsBackchannel(text, utterance.endMs - utterance.startMs, words, opening))
      return this.onBackchannel(text, utterance);
    this.stopPausedTurn();
    if (text) {
      const clause = readClause(text);
      this.lastCallerAsked = clause === 'question' || clause === 'short-answer';
    }
    const prepared = this.preparedReply;
    this.preparedReply = undefined;
    if (text) {
      this.sendMessage({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text, startMs: utterance.startMs });
      this.emitEntry({ role: 'user', text, startMs: utterance.startMs, endMs: utterance.endMs });
      this.history.add('caller', text);
      this.awaitingReply = true;
    }
    // The buyer answers once the caller is done: not speaking, nothing left to recognise.
    const callerDone = !this.stopping && !this.listener.isBusy;
    // The reply prepared in the pause speaks now, if it answers exactly these words.
    if (callerDone && this.awaitingReply && prepared?.callerText === text && prepared.gate.open()) return;
    if (prepared) this.abandonPreparedReply(prepared.gate);
    if (!callerDone) return;
    if (this.awaitingReply) {
      this.requestReply();
    } else if (!text && utterance.endMs - utterance.startMs >= SAY_AGAIN_AFTER_SPEECH_MS && this.turns.isIdle && hadAVoice(opening)) {
      this.turns.enqueue({ kind: 'line', text: SAY_AGAIN_LINE, endCall: false, source: 'recovery' });
    }
  }

  /**
   * The caller said "mm-hm" (or a noise set the detector off) while the buyer spoke: the buyer goes
   * on. The caller's words are in the transcript, but not a turn of the dialogue: nothing to answer.
   */
  private onBackchannel(text: string, utterance: CallerUtterance): void {
    this.pausedTurn = undefined;
    this.turns.resumePaused();
    if (!text) return;
    this.sendMessage({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text, startMs: utterance.startMs });
    this.emitEntry({ role: 'user', text, startMs: utterance.startMs, endMs: utterance.endMs });
  }

  /**
   * The caller took the turn: the buyer's paused turn ends; a reply started too early is dropped
   * (`falseStart` when that is known already). A turn that went on after what sounded like a
   * backchannel ("um") stops too: the caller went on after all. Whether it started too early is
   * judged from when the caller's speech first made it pause.
   */
  private stopPausedTurn(judged: { falseStart?: boolean } = {}): void {
    const paused = this.pausedTurn;
    this.pausedTurn = undefined;
    if (paused?.resumedEarly) this.turns.pausePlaying();
    if (!paused || !this.turns.isPaused) return;
    const played = paused.playedMs;
    const falseStart =
      judged.falseStart ??
      (played !== undefined && (played <= FIRST_WORDS_MS || (!this.lastCallerAsked && played <= FALSE_START_WINDOW_MS)));
    this.turns.stopPaused({ falseStart });
  }

  private onRecognitionFailed(lostUtterance: boolean): void {
    this.stopPausedTurn();
    // The words the prepared reply answers were never confirmed as the caller's whole turn.
    this.dropPreparedReply();
    if (this.stopping || !this.countFailure()) return;
    if (lostUtterance) this.turns.enqueue({ kind: 'line', text: MISSED_THAT_LINE, endCall: false, source: 'recovery' });
  }

  private requestReply(): void {
    if (!this.turns.isLeaving && !this.turns.hasReplyQueued) this.turns.enqueue({ kind: 'reply' });
  }

  /** The prepared reply cannot be used here; a fresh one, if any, is timed from the end of the turn. */
  private abandonPreparedReply(gate: ReplyGate): void {
    gate.discard();
    this.timer?.reset();
    this.timer?.mark('speechEndedAt');
    this.timer?.mark('finalTranscriptAt');
  }

  private onBuyerTurnEnded(spoken: SpokenTurn, turn: BuyerTurn): void {
    // A turn that went on after a backchannel and played to its end is paused no more; a later turn is not this one.
    this.pausedTurn = undefined;
    this.recordBuyerTurn(spoken, turn);
    if (turn.leaving) {
      this.endSoon('assistant-ended-call');
    } else if (spoken.error !== undefined) {
      this.onBuyerTurnFailed(turn.plan);
    } else if (turn.plan.kind === 'reply') {
      this.failuresInARow = 0;
    }
  }

  private async *replyText(turn: BuyerTurn): AsyncGenerator<string> {
    if (!this.conversation) return;
    this.timer?.mark('replyRequestedAt');
    const { plan } = turn;
    const prepared = plan.kind === 'reply' ? plan.prepared : undefined;
    const turns = prepared ? this.history.snapshotWith('caller', prepared.callerText) : this.history.snapshot();
    for await (const event of this.conversation.reply(turns, { signal: turn.signal })) {
      this.timer?.mark('firstTextAt');
      if (event.type === 'text') yield event.text;
      else turn.leaving = true;
    }
  }

  private recordBuyerTurn(spoken: SpokenTurn, turn: BuyerTurn): void {
    const { plan } = turn;
    // A false start leaves no trace: the caller's turn was not over, and goes on as one turn.
    if (turn.falseStart && plan.kind === 'reply') return;
    // A line the voice engine could not speak still reaches the caller as text.
    const unvoiced = plan.kind === 'line' && spoken.error !== undefined && !spoken.heard ? plan.text : '';
    const text = spoken.heard || unvoiced;
    if (!text) return;
    const startMs = spoken.startMs ?? spoken.endMs;
    const interrupted = turn.bargedIn && !spoken.complete;
    this.history.add('buyer', text);
    this.listener.buyerSaid(text);
    this.awaitingReply = false;
    this.sendMessage({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: text, startMs });
    this.emitEntry({ role: 'assistant', text, startMs, endMs: spoken.endMs, ...(interrupted ? { interrupted: true } : {}) });
  }

  private onBuyerTurnFailed(plan: BuyerTurnPlan): void {
    // A recovery line that could not be voiced was shown as text; counting it would punish one outage twice.
    if (plan.kind === 'line' && plan.source === 'recovery') return;
    if (!this.countFailure()) return;
    if (plan.kind === 'reply')
      this.turns.enqueue({ kind: 'line', text: MISSED_THAT_LINE, endCall: false, source: 'recovery' }, { next: true });
  }

  /** Counts a provider failure; false when that was one too many and the call is ending. */
  private countFailure(): boolean {
    this.failuresInARow++;
    if (this.failuresInARow < MAX_FAILURES_IN_A_ROW) return true;
    this.endSoon('pipeline-error');
    return false;
  }

  /** Silence is counted while neither side speaks: from the end of the latest caller or buyer speech. */
  private refreshSilenceTimer(): void {
    this.clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = undefined;
    if (this.stopping || this.startedAt === undefined || this.turns.isActive || this.listener.isSpeaking) return;
    const timeoutMs = this.options.silenceTimeoutMs ?? DEFAULT_SILENCE_TIMEOUT_MS;
    this.silenceTimer = this.clock.setTimeout(() => this.endSoon('silence-timed-out'), timeoutMs);
  }

  /** Ends the call from inside the loop, where nobody awaits the summary (the gateway gets `ended`). */
  private endSoon(reason: EndedReason): void {
    this.end(reason).catch(() => {});
  }

  private nowMs(): number {
    return this.startedAt === undefined ? 0 : this.clock.now() - this.startedAt;
  }

  private sendMessage(message: ServerMessage): void {
    if (!this.closed) this.sink.sendMessage(message);
  }

  private emitEntry(entry: TranscriptEntry): void {
    if (!this.closed) this.sink.transcript(entry);
  }

  private deliverRecording(frames: Int16Array[]): void {
    if (frames.length > 0 && !this.closed) this.sink.recording(frames);
  }
}
