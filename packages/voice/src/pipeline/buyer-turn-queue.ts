import type { BuyerSpeaker, SpeakingTurn, SpokenTurn } from './buyer-speaker';
import type { ReplyGate } from './reply-gate';

/** A reply started while the caller pauses, to the words heard so far, kept behind its gate until the turn is over. */
export interface PreparedReply {
  callerText: string;
  gate: ReplyGate;
}

/** What the buyer is to say next: a reply from the dialogue, or a fixed line. */
export type BuyerTurnPlan =
  | { kind: 'reply'; prepared?: PreparedReply }
  | { kind: 'line'; text: string; endCall: boolean; source: 'first-message' | 'say' | 'recovery' };

export interface BuyerTurn {
  readonly plan: BuyerTurnPlan;
  /** Aborted when the turn is stopped: pass it to the dialogue. */
  readonly signal: AbortSignal;
  /** The buyer hangs up after this turn; barge-in no longer stops it. */
  leaving: boolean;
  bargedIn: boolean;
  /** The buyer started too early: the caller went on with the same turn. Its words are dropped. */
  falseStart: boolean;
}

export interface BuyerTurnQueueOptions {
  speaker: BuyerSpeaker;
  /** The text of a reply, from the dialogue; may mark the turn as leaving. */
  replyText(turn: BuyerTurn): AsyncIterable<string>;
  /** A turn is over (played, cut off or failed): record it and decide what follows. */
  turnEnded(spoken: SpokenTurn, turn: BuyerTurn): void;
  /** A turn started or ended: the buyer's speaking state changed. */
  activityChanged(): void;
  /** A bug in the loop, not a provider failure: the call cannot go on safely. */
  crashed(error: unknown): void;
}

interface ActiveTurn {
  turn: BuyerTurn;
  controller: AbortController;
  speaking: SpeakingTurn;
  /** Paused by caller speech, until it proves a backchannel (resume) or a turn (stop). */
  paused: boolean;
  /** Its outcome was reported when it was stopped, not when it settled. */
  reported: boolean;
}

/** The gate of a prepared reply, if the plan is one. */
const gateOf = (plan: BuyerTurnPlan): ReplyGate | undefined => (plan.kind === 'reply' ? plan.prepared?.gate : undefined);

/**
 * Buyer turns, one at a time in order. Caller speech stops the one playing and drops replies not
 * begun. A prepared reply waits behind its gate: dropped unheard, it is not reported.
 */
export class BuyerTurnQueue {
  private plans: BuyerTurnPlan[] = [];
  private active: ActiveTurn | undefined;
  private loop: Promise<void> = Promise.resolve();
  private running = false;
  private closed = false;

  constructor(private readonly options: BuyerTurnQueueOptions) {}

  get isActive(): boolean {
    return this.active !== undefined;
  }

  get isLeaving(): boolean {
    return this.active?.turn.leaving ?? false;
  }

  get isIdle(): boolean {
    return this.active === undefined && this.plans.length === 0;
  }

  /** A turn is paused while the caller speaks. */
  get isPaused(): boolean {
    return this.active?.paused ?? false;
  }

  /** How long the paused turn had played when it was paused (ms), or undefined. */
  pausedAfterMs(nowMs: number): number | undefined {
    const startedAt = this.active?.paused ? this.active.speaking.startedAtMs : undefined;
    return startedAt === undefined ? undefined : nowMs - startedAt;
  }

  /** Call time of the first frame of the reply under way (playing or paused), once it has one; undefined for a fixed line. */
  get replyStartedAtMs(): number | undefined {
    return this.active?.turn.plan.kind === 'reply' ? this.active.speaking.startedAtMs : undefined;
  }

  get hasReplyQueued(): boolean {
    return this.plans.some((plan) => plan.kind === 'reply');
  }

  enqueue(plan: BuyerTurnPlan, { next = false } = {}): void {
    if (this.closed) return;
    if (next) this.plans.unshift(plan);
    else this.plans.push(plan);
    if (!this.running) this.loop = this.run();
  }

  /** The turn playing stops (unless the buyer is leaving); replies and recovery lines not begun are dropped. */
  bargeIn(): void {
    this.plans = this.plans.filter((plan) => plan.kind === 'line' && plan.source === 'say');
    const active = this.active;
    if (!active || active.turn.leaving) return;
    active.turn.bargedIn = true;
    active.controller.abort();
    active.speaking.stop();
  }

  /**
   * Caller speech began: a turn already playing pauses (its unheard audio kept) until the caller's
   * words say whether it goes on; one not playing yet stops as at a barge-in. Replies and recovery
   * lines not begun are dropped.
   */
  pauseForCaller(): void {
    const active = this.active;
    if (!active?.paused && (!active || active.turn.leaving || active.speaking.startedAtMs === undefined)) return this.bargeIn();
    this.plans = this.plans.filter((plan) => plan.kind === 'line' && plan.source === 'say');
    this.pausePlaying();
  }

  /**
   * Caller speech may be starting: a turn playing goes quiet (its unheard audio kept), nothing else
   * changes; `resumePaused` if it was nothing. False when no turn was playing (or it is leaving).
   */
  pausePlaying(): boolean {
    const active = this.active;
    if (!active || active.paused || active.turn.leaving || active.speaking.startedAtMs === undefined) return false;
    active.paused = true;
    active.speaking.pause();
    return true;
  }

  /** The caller's speech was a backchannel or a noise: the paused turn carries on where the caller stopped hearing it. */
  resumePaused(): void {
    const active = this.active;
    if (!active?.paused) return;
    active.paused = false;
    active.speaking.resume();
  }

  /**
   * The caller's speech was a turn: the paused turn stops for good and is reported now, before the
   * caller's words are. `falseStart`: the buyer had started too early, its words are dropped.
   */
  stopPaused({ falseStart }: { falseStart: boolean }): void {
    const active = this.active;
    if (!active?.paused) return;
    active.paused = false;
    active.turn.bargedIn = true;
    active.turn.falseStart = falseStart;
    active.controller.abort();
    const spoken = active.speaking.stop();
    active.reported = true;
    this.options.turnEnded(spoken, active.turn);
  }

  /** At the call's end: stops everything; settles once the turn under way has been reported. */
  async close(): Promise<void> {
    this.closed = true;
    this.plans = [];
    if (this.active) gateOf(this.active.turn.plan)?.discard();
    if (this.active) {
      this.active.controller.abort();
      this.active.speaking.stop();
    }
    await this.loop;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (let plan = this.plans.shift(); plan && !this.closed; plan = this.plans.shift()) await this.play(plan);
    } catch (error) {
      this.options.crashed(error);
    } finally {
      this.running = false;
      this.options.activityChanged();
    }
  }

  private async play(plan: BuyerTurnPlan): Promise<void> {
    const controller = new AbortController();
    const turn: BuyerTurn = {
      plan,
      signal: controller.signal,
      leaving: plan.kind === 'line' && plan.endCall,
      bargedIn: false,
      falseStart: false,
    };
    const text = plan.kind === 'reply' ? this.options.replyText(turn) : oneLine(plan.text);
    const gate = gateOf(plan);
    void gate?.decided.then((open) => open || controller.abort());
    const active: ActiveTurn = {
      turn,
      controller,
      speaking: this.options.speaker.speak(text, gate?.decided),
      paused: false,
      reported: false,
    };
    this.active = active;
    this.options.activityChanged();
    const spoken = await active.speaking.done;
    // A prepared reply that ended (it failed, or had nothing to say) counts once the caller's turn is over.
    const released = gate ? await gate.decided : true;
    this.active = undefined;
    if (released && !active.reported) this.options.turnEnded(spoken, turn);
  }
}

async function* oneLine(text: string): AsyncGenerator<string> {
  yield text;
}
