import type { Offer } from './buyer-offers';
import type { Objection } from './objection';

/** A call that runs this many caller turns without an outcome is wrapped up. */
export const MAX_CALLER_TURNS = 40;
/** Interest (0-100) at or below which the buyer ends the call. */
export const HANG_UP_AT = 10;
/** Interest below which the buyer warns that the call is going nowhere. */
export const WARN_BELOW = 25;

export type ObjectionStatus = 'pending' | 'explored' | 'answered';

export interface RaisedObjection {
  objection: Objection;
  status: ObjectionStatus;
  /** Caller turns that talked past it. */
  ignored: number;
}

/**
 * The dialogue state: what the buyer has shared and been asked, its concerns and whether each was
 * answered, the offers on the table, whether the salesperson listened, and its mood. What the
 * buyer said counts only once the caller heard it (`HeardEffect`).
 */
export interface BuyerState {
  interest: number;
  callerTurns: number;
  /** Who the caller said they are; `nameSure` when the name was typed with a capital or is a known first name (not "bomb"). */
  caller: { name?: string; company?: string; nameSure?: boolean };
  askedWhoIsCalling: boolean;
  /** Questions about the buyer's situation. */
  goodQuestions: number;
  /** Questions and answers that took up what the buyer said. */
  followUps: number;
  /** Of those, the ones not already counted as good questions ("you mentioned the Meridian sites, is that still so?"). */
  checksBack: number;
  /** Pitches before the salesperson asked anything. */
  earlyPitches: number;
  pushes: number;
  rambles: number;
  /** Long turns (shorter than a monologue) that asked nothing and took up nothing the buyer said. */
  longTurns: number;
  /** Turns that talked at the buyer longer than its patience for a monologue, a question at their end or not. */
  monologues: number;
  /** Rude lines so far: 2 for a sure one, 1 for one that only may be rude. */
  rudeStrikes: number;
  toldFacts: Set<number>;
  raised: Map<string, RaisedObjection>;
  /** Concerns not yet raised, in the order the buyer will bring them up. */
  agenda: Objection[];
  turnsSinceRaise: number;
  /** The caller turn in which the buyer last took a concern as answered ("okay, that works for me"). */
  settledAtTurn?: number;
  /** Money the salesperson offered, latest last. */
  offers: Offer[];
  /** The contract length the salesperson last proposed, in months ("the three-year deal"). */
  proposedTermMonths?: number;
  /** That length as the salesperson said it ("thirty six month", "3-year"), for the buyer to say back. */
  proposedTermSaid?: string;
  /** Next steps asked for and declined. */
  declinedAsks: number;
  /** Turns in which the salesperson gave something in a negotiation: a lower price, a fee waived, a term or minimum dropped. */
  concessions: number;
  unclearInARow: number;
  /** The caller turn after which the buyer last asked a heard turn it could not read to be said again. */
  askedAgainAt?: number;
  warned: boolean;
  promptedNextStep: boolean;
  smallTalkTurns: number;
  phase: 'talking' | 'agreed' | 'ended';
  /** The buyer's last turn as the caller heard it. */
  lastBuyerText: string;
  /** The buyer's last reply in full (what it says again when asked to repeat, even the part cut off). */
  lastReplyText: string;
  /** The reply before it, for "say that again" after a line check. */
  previousReplyText: string;
  /** Content stems of everything the caller has said, this turn included: what it has already spoken to. */
  callerStems: Set<string>;
  /**
   * The caller's last turn and the names in the call, from which `callerSubject` reads what it was
   * about ("the vendor marketplace") when a line names it. Plain data: the state is cloned.
   */
  subjectSource?: { text: string; names: string[]; known?: ReadonlySet<string>; instead?: string };
}

export function createBuyerState(initialInterest: number, agenda: Objection[]): BuyerState {
  return {
    interest: initialInterest,
    callerTurns: 0,
    caller: {},
    askedWhoIsCalling: false,
    goodQuestions: 0,
    followUps: 0,
    checksBack: 0,
    earlyPitches: 0,
    pushes: 0,
    rambles: 0,
    longTurns: 0,
    monologues: 0,
    rudeStrikes: 0,
    toldFacts: new Set(),
    raised: new Map(),
    agenda,
    turnsSinceRaise: 0,
    offers: [],
    declinedAsks: 0,
    concessions: 0,
    unclearInARow: 0,
    warned: false,
    promptedNextStep: false,
    smallTalkTurns: 0,
    phase: 'talking',
    lastBuyerText: '',
    lastReplyText: '',
    previousReplyText: '',
    callerStems: new Set(),
  };
}

/** Something a buyer sentence does to the buyer's memory once the caller has heard it. */
export type HeardEffect =
  | { kind: 'told-fact'; factId: number }
  | { kind: 'raised-objection'; objection: Objection }
  | { kind: 'agreed-next-step' }
  | { kind: 'asked-who-is-calling' };

export function applyHeardEffect(state: BuyerState, effect: HeardEffect): void {
  switch (effect.kind) {
    case 'told-fact':
      state.toldFacts.add(effect.factId);
      return;
    case 'raised-objection':
      if (!state.raised.has(effect.objection.id))
        state.raised.set(effect.objection.id, { objection: effect.objection, status: 'pending', ignored: 0 });
      state.agenda = state.agenda.filter((objection) => objection.id !== effect.objection.id);
      state.turnsSinceRaise = 0;
      return;
    case 'agreed-next-step':
      state.phase = 'agreed';
      return;
    case 'asked-who-is-calling':
      state.askedWhoIsCalling = true;
      return;
  }
}

export function openObjections(state: BuyerState): RaisedObjection[] {
  return [...state.raised.values()].filter((raised) => raised.status !== 'answered');
}

export function answeredObjections(state: BuyerState): number {
  return [...state.raised.values()].filter((raised) => raised.status === 'answered').length;
}

export function changeInterest(state: BuyerState, change: number): void {
  state.interest = Math.max(0, Math.min(100, state.interest + change));
}
