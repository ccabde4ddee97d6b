import type { Topic } from './buyer-topics';
import { AGREE_AT, CONCERNS_BEFORE_AGREEING, changeInterest, openObjections, type BuyerState, type RaisedObjection } from './buyer-state';
import type { BuyerPlay } from './buyer-play';
import type { CallerTurn } from './caller-intent.classifier';
import { contentWordsOf } from './spoken-text';

/**
 * How the buyer takes the salesperson's turn, and its mood change: open, relevant questions and
 * listening warm it up (most in discovery); monologues, early pitches, pressure and talking past
 * its concerns cool it down. Mutates the state's interest and concern statuses.
 */
export type NextStepOutcome =
  | { kind: 'agreed' }
  /** Interest is there, but the buyer has a concern it has not voiced yet. */
  | { kind: 'concern-first' }
  | { kind: 'open-concern'; raised: RaisedObjection }
  | { kind: 'too-early' }
  | { kind: 'pushed' };

export interface TurnAssessment {
  rambled: boolean;
  pushed: boolean;
  pitchedEarly: boolean;
  relevant: boolean;
  goodQuestion: boolean;
  answered: RaisedObjection[];
  explored: RaisedObjection[];
  ignored: RaisedObjection[];
  nextStep: NextStepOutcome | undefined;
  /** The caller gave a reason for asking about a topic the buyer had refused: now it may tell. */
  openedTopic: Topic | undefined;
}

const REASON_FOR_ASKING = /\b(because|the reason|so that|so i can|to understand|helps? me|curious|i ask because|i am asking|make sure|in case|tailor)\b/;
const LISTENING = /\b(you (mentioned|said)|sounds like|so what i am hearing|if i understand|it seems|let me make sure|in other words)\b/;

function overlap(words: readonly string[], others: Iterable<string>): number {
  const pool = new Set(others);
  return new Set(words.filter((word) => pool.has(word))).size;
}

function assessQuestion(state: BuyerState, turn: CallerTurn, play: BuyerPlay, echoesBuyer: boolean): { change: number; good: boolean } {
  if (!turn.question) return { change: 0, good: false };
  state.questionsAsked += turn.question.count;
  const relevant = turn.question.topics.length > 0 || turn.followUp || echoesBuyer;
  if (!turn.question.open) return { change: relevant ? 3 : 1, good: false };
  if (!relevant) return { change: 3, good: false };
  const stacked = turn.question.count >= 3;
  const fresh = state.questionsAsked <= 14;
  const discoveryBonus = play.stageName === 'Discovery' ? 2 : 0;
  return { change: stacked ? 3 : fresh ? 6 + discoveryBonus : 2, good: !stacked };
}

function dealsWith(raised: RaisedObjection, turn: CallerTurn): boolean {
  const { objection } = raised;
  const onlyAsks = turn.question !== undefined && !turn.pitch && !turn.evidence && !turn.givesReason;
  if (onlyAsks && !objection.answeredByQuestion) return false;
  if (objection.answeredBy.test(turn.text)) return true;
  if (objection.answeredByQuestion && turn.question && !turn.asksForNextStep) return true;
  return raised.status === 'explored' && turn.evidence && !turn.offersDiscount && turn.wordCount >= 8;
}

/** Warm enough, long enough, and no concern left open or unvoiced: the buyer would say yes. */
export function isReadyToAgree(state: BuyerState, play: BuyerPlay): boolean {
  const answered = [...state.raised.values()].filter((raised) => raised.status === 'answered').length;
  const required = Math.min(CONCERNS_BEFORE_AGREEING, state.raised.size + state.agenda.length);
  return isWarmEnough(state, play) && openObjections(state).length === 0 && answered >= required;
}

function isWarmEnough(state: BuyerState, play: BuyerPlay): boolean {
  return state.interest >= AGREE_AT && state.callerTurns >= play.stage.minimumTurns;
}

function assessNextStep(state: BuyerState, turn: CallerTurn, play: BuyerPlay): NextStepOutcome | undefined {
  const commitmentIsTheStep = play.stageName === 'Negotiation' || play.stageName === 'Closing';
  const asksForCommitmentTooSoon = turn.asksForCommitment && !commitmentIsTheStep;
  if (!turn.asksForNextStep && !turn.asksForCommitment) {
    state.refusedLastTurn = false;
    return undefined;
  }
  state.askedForNextStep = true;
  const open = openObjections(state);
  const warmEnough = isWarmEnough(state, play);
  let outcome: NextStepOutcome;
  if (isReadyToAgree(state, play) && !asksForCommitmentTooSoon) outcome = { kind: 'agreed' };
  else if (asksForCommitmentTooSoon || turn.pressure || state.refusedLastTurn) outcome = { kind: 'pushed' };
  else if (open[0]) outcome = { kind: 'open-concern', raised: open[0] };
  else if (warmEnough) outcome = { kind: 'concern-first' };
  else outcome = { kind: 'too-early' };
  state.refusedLastTurn = outcome.kind !== 'agreed' && outcome.kind !== 'concern-first';
  if (outcome.kind === 'too-early') changeInterest(state, -3);
  return outcome;
}

export function assessCallerTurn(state: BuyerState, turn: CallerTurn, play: BuyerPlay): TurnAssessment {
  const buyerWords = contentWordsOf(state.lastBuyerText);
  const echoesBuyer = overlap(turn.contentWords, buyerWords) >= 1 && turn.wordCount <= 40;
  const relevant = overlap(turn.contentWords, play.facts.words) >= 2 || play.persona.caresAbout.test(turn.text) || echoesBuyer;
  let change = 0;

  const patience = play.persona.patienceWords;
  const rambled = turn.wordCount > patience;
  if (rambled) {
    state.rambles += 1;
    change -= turn.wordCount > patience * 1.75 ? 20 : 12;
  }

  const question = assessQuestion(state, turn, play, echoesBuyer);
  change += question.change;
  if (question.good) state.goodQuestions += 1;
  if (LISTENING.test(turn.text) || (echoesBuyer && turn.wordCount <= 25 && !turn.pitch)) change += 4;
  if (turn.acknowledgementOnly && state.lastBuyerText !== '') change += 1;

  const pitchedEarly = turn.pitch && play.stageName === 'Discovery' && state.goodQuestions < 2 && !question.good;
  if (pitchedEarly) change -= 6;
  else if (turn.pitch || turn.givesReason) change += relevant ? (play.stageName === 'Prospecting' ? 6 : 4) : turn.wordCount > 40 ? -3 : 0;

  if (turn.introduction?.name && !state.caller.name) change += 2;
  if (turn.asksPermission) change += play.stageName === 'Prospecting' ? 4 : 1;
  if (turn.smallTalk) {
    state.smallTalkTurns += 1;
    change += play.stageName === 'Prospecting' || state.smallTalkTurns > 1 ? -2 : 2;
  }

  const answered: RaisedObjection[] = [];
  const explored: RaisedObjection[] = [];
  const ignored: RaisedObjection[] = [];
  const passive = turn.acknowledgementOnly || turn.checksLine || turn.goodbye || turn.asksForNextStep || turn.asksForCommitment || (turn.smallTalk && turn.wordCount < 8);
  for (const raised of rambled ? [] : openObjections(state)) {
    if (dealsWith(raised, turn)) {
      raised.status = 'answered';
      answered.push(raised);
      change += 8;
    } else if (raised.status === 'pending' && (turn.empathy || (turn.question && !turn.asksForNextStep && !turn.asksForCommitment))) {
      // Acknowledging or asking about a concern is good handling, once; after that it needs an answer.
      change += 3;
      raised.status = 'explored';
      explored.push(raised);
    } else if (!passive) {
      raised.ignored += 1;
      ignored.push(raised);
      change -= raised.ignored === 1 ? 8 : 14;
    }
  }

  const openedTopic = state.guardedTopic && !turn.question && (REASON_FOR_ASKING.test(turn.text) || turn.empathy) ? state.guardedTopic : undefined;
  if (openedTopic) change += 4;
  state.guardedTopic = undefined;

  changeInterest(state, change);
  const nextStep = assessNextStep(state, turn, play);
  const pushed = turn.pressure || nextStep?.kind === 'pushed';
  if (pushed) {
    state.pushes += 1;
    changeInterest(state, -(6 + 4 * state.pushes));
  }
  return { rambled, pushed, pitchedEarly, relevant, goodQuestion: question.good, answered, explored, ignored, nextStep, openedTopic };
}
