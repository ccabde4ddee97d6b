import type { Topic } from './buyer-topics';
import type { Objection } from './objection';

/** Interest (0-100) at or below which the buyer ends the call. */
export const HANG_UP_AT = 10;
/** Interest below which the buyer warns that the call is going nowhere. */
export const WARN_BELOW = 25;
/** Interest the buyer needs before agreeing to a next step. */
export const AGREE_AT = 58;
/** Concerns the buyer raises (when it has that many) before agreeing to anything. */
export const CONCERNS_BEFORE_AGREEING = 2;
/** A call that runs this many caller turns without an outcome is wrapped up. */
export const MAX_CALLER_TURNS = 40;

export type ObjectionStatus = 'pending' | 'explored' | 'answered';

export interface RaisedObjection {
  objection: Objection;
  status: ObjectionStatus;
  /** Caller turns that talked past it. */
  ignored: number;
}

/**
 * What the buyer remembers of the call and how it feels about it. Everything the buyer said
 * counts only once the caller heard it (`HeardEffect`), so a reply cut short by barge-in is not
 * remembered as said.
 */
export interface BuyerState {
  interest: number;
  callerTurns: number;
  caller: { name?: string; company?: string };
  askedWhoIsCalling: boolean;
  questionsAsked: number;
  goodQuestions: number;
  toldFacts: Set<number>;
  lastTopic: Topic | undefined;
  /** A topic the buyer just refused to talk about: a good reason from the caller opens it. */
  guardedTopic: Topic | undefined;
  raised: Map<string, RaisedObjection>;
  /** Concerns not yet raised, in the order the buyer will bring them up. */
  agenda: Objection[];
  turnsSinceRaise: number;
  pushes: number;
  rambles: number;
  refusedLastTurn: boolean;
  askedForNextStep: boolean;
  unclearInARow: number;
  warned: boolean;
  promptedNextStep: boolean;
  smallTalkTurns: number;
  discountsOffered: number;
  phase: 'talking' | 'agreed' | 'ended';
  /** The buyer's last turn as the caller heard it. */
  lastBuyerText: string;
}

export function createBuyerState(initialInterest: number, agenda: Objection[]): BuyerState {
  return {
    interest: initialInterest,
    callerTurns: 0,
    caller: {},
    askedWhoIsCalling: false,
    questionsAsked: 0,
    goodQuestions: 0,
    toldFacts: new Set(),
    lastTopic: undefined,
    guardedTopic: undefined,
    raised: new Map(),
    agenda,
    turnsSinceRaise: 0,
    pushes: 0,
    rambles: 0,
      refusedLastTurn: false,
    askedForNextStep: false,
    unclearInARow: 0,
      warned: false,
    promptedNextStep: false,
    smallTalkTurns: 0,
    discountsOffered: 0,
    phase: 'talking',
      lastBuyerText: '',
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
      if (!state.raised.has(effect.objection.id)) state.raised.set(effect.objection.id, { objection: effect.objection, status: 'pending', ignored: 0 });
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

export function changeInterest(state: BuyerState, change: number): void {
  state.interest = Math.max(0, Math.min(100, state.interest + change));
}
