import type { MetricKey } from '@rehearse/domain';
import { tiesToBuyer, type CallEvidence, type Concern, type SpokenTurn } from './call-evidence';
import { matches, SAID } from './sales-language';

/**
 * The offline assessor's checks: yes/no observations with partial credit (Hyperbound-style
 * scorecards), each tied to a turn it can quote. A category adds up its good checks' points (10 in
 * all) times their credit and takes off its faults' penalties times theirs (rubric-checks.ts).
 */

export interface CheckResult {
  /** 0-1: how fully the call showed it (for a fault: how badly). */
  credit: number;
  /** The salesperson turn that shows it, or for a missing behaviour the moment it was missed. */
  turn?: SpokenTurn;
  /** Where in the turn the quote should start. */
  focus?: RegExp;
  /** For a missing behaviour with a turn: how to introduce the quote ('The call ended on'). */
  context?: string;
  /** The call could not show it either way (no concern was raised): said instead of scoring. */
  note?: string;
  /** A figure behind the result ('talk-to-listen ratio 62 %, target 40-60 %'). */
  detail?: string;
}

export interface Check {
  /** Good: the most the check adds. Fault: a negative number, the most it takes off. */
  points: number;
  /** What the salesperson did, as the start of a sentence. */
  did: string;
  /** Good checks: what a call without it lacked. */
  missing?: string;
  evaluate(evidence: CallEvidence): CheckResult;
}

type TurnTest = RegExp | ((turn: SpokenTurn, evidence: CallEvidence) => boolean);

const test = (turnTest: TurnTest, turn: SpokenTurn, evidence: CallEvidence) => (turnTest instanceof RegExp ? matches(turnTest, turn.text) : turnTest(turn, evidence));
const hasQuestion = (turn: SpokenTurn) => turn.questions.length > 0;
const isPushy = (turn: SpokenTurn) => matches(SAID.pushy, turn.text);
const longest = (turns: readonly SpokenTurn[]) => turns.reduce<SpokenTurn | undefined>((best, turn) => (!best || turn.words > best.words ? turn : best), undefined);

interface SaidOptions {
  /** Turns needed for full credit (default 1). */
  times?: number;
  /** Only the salesperson's first N turns count. */
  within?: number;
  focus?: RegExp;
}

/** A good check: the salesperson said something that passes `turnTest`, `times` times for full credit. */
export function said(points: number, turnTest: TurnTest, did: string, missing: string, options: SaidOptions = {}): Check {
  return {
    points,
    did,
    missing,
    evaluate(evidence) {
      // A pressuring turn earns no credit, whatever else it says ('can we get the contract signed now').
      const turns = evidence.sales.slice(0, options.within ?? evidence.sales.length).filter((turn) => (points < 0 || !isPushy(turn)) && test(turnTest, turn, evidence));
      const focus = options.focus ?? (turnTest instanceof RegExp ? turnTest : undefined);
      return { credit: Math.min(1, turns.length / (options.times ?? 1)), ...(turns[0] ? { turn: turns[0] } : {}), ...(focus ? { focus } : {}) };
    },
  };
}

/** A fault: the salesperson said something that passes `turnTest`; `times` such turns take the whole penalty. */
export function fault(penalty: number, turnTest: TurnTest, did: string, options: SaidOptions = {}): Check {
  const check = said(-penalty, turnTest, did, '', options);
  return { points: -penalty, did, evaluate: check.evaluate };
}

/**
 * A fault shown by the buyer's reaction, quoting the salesperson turn that caused it: `did` ends so
 * that the quote reads as what the buyer heard ('..., who ended the call after hearing'). A reaction
 * with no salesperson turn before it is not the salesperson's.
 */
export function buyerReacted(penalty: number, kind: CallEvidence['pushback'][number]['kind'], did: string): Check {
  return {
    points: -penalty,
    did,
    evaluate(evidence) {
      const cause = evidence.pushback.find((entry) => entry.kind === kind && entry.cause)?.cause;
      return cause ? { credit: 1, turn: cause } : { credit: 0 };
    },
  };
}

export const openQuestions = (points: number, times: number): Check => ({
  points,
  did: "Asked open questions about the buyer's situation",
  missing: "open questions (what, how, tell me about) about the buyer's situation",
  evaluate(evidence) {
    const open = evidence.sales.filter((turn) => !isPushy(turn) && turn.questions.some((question) => question.kind === 'open'));
    const count = open.reduce((total, turn) => total + turn.questions.filter((question) => question.kind === 'open').length, 0);
    return { credit: Math.min(1, count / times), ...(open[0] ? { turn: open[0], focus: /\b(?:what|how|why|tell me|walk me)\b/ } : {}) };
  },
});

/** A question that picks up the buyer's last turn: a follow-up phrase, or the buyer's own words. */
export const followUps = (points: number): Check =>
  said(
    points,
    (turn, evidence) => {
      if (!hasQuestion(turn)) return false;
      if (matches(SAID.followUp, turn.text)) return true;
      const previous = evidence.turns.slice(0, turn.position).reverse().find((other) => other.role === 'assistant');
      return previous !== undefined && turn.position - previous.position === 1 && tiesToBuyer(evidence, turn);
    },
    'Followed up on what the buyer said',
    "follow-up questions on the buyer's answers ('tell me more', 'how is that affecting the team')",
    { times: 1, focus: SAID.followUp },
  );

export const asksNextStep = (points: number): Check => ({
  points,
  did: 'Asked for a concrete next step',
  missing: 'a request for a concrete next step with a time',
  evaluate(evidence) {
    const asks = evidence.sales.filter((turn) => matches(SAID.proposal, turn.text) && (matches(SAID.nextStep, turn.text) || matches(SAID.commitment, turn.text)) && !isPushy(turn));
    const specific = asks.find((turn) => matches(SAID.specificTime, turn.text));
    const best = specific ?? asks[0];
    if (best) return { credit: specific ? 1 : 0.7, turn: best, focus: SAID.proposal };
    const last = evidence.sales.at(-1);
    return { credit: 0, ...(last ? { turn: last, context: 'The call ended on' } : {}) };
  },
});

export const nextStepAgreed = (points: number): Check => ({
  points,
  did: 'Got the buyer to agree to a next step',
  missing: "the buyer's agreement to a next step",
  evaluate(evidence) {
    if (evidence.agreement) return { credit: 1, ...(evidence.agreement.ask ? { turn: evidence.agreement.ask } : {}) };
    const last = evidence.sales.at(-1);
    return { credit: 0, ...(last ? { turn: last, context: 'The call ended on' } : {}) };
  },
});

const NO_CONCERN = 'The buyer raised no concern to handle, so this is scored as neutral.';

function concernCheck(points: number, did: string, missing: string, pick: (concern: Concern) => boolean, handled: (concern: Concern) => boolean): Check {
  return {
    points,
    did,
    missing,
    evaluate(evidence) {
      const concerns = evidence.concerns.filter(pick);
      if (concerns.length === 0) return { credit: 0.5, note: NO_CONCERN };
      const done = concerns.filter(handled);
      const example = done[0]?.reply;
      const missed = concerns.find((concern) => !handled(concern))?.reply;
      const shown = example ? { turn: example } : missed ? { turn: missed, context: 'A concern met with' } : {};
      return { credit: done.length / concerns.length, ...shown };
    },
  };
}

export const concernsResolved = (points: number): Check =>
  concernCheck(points, "Answered the buyer's concerns so the buyer moved on", "answers that settle the buyer's concerns", () => true, (concern) => concern.resolved);

export const brushOffsHandled = (points: number): Check =>
  concernCheck(
    points,
    'Turned a brush-off into a conversation',
    'relevant questions that earn more time after brush-offs',
    (concern) => concern.brushOff,
    (concern) => concern.resolved || (hasQuestion(concern.reply) && !isPushy(concern.reply)),
  );

export const acknowledgesConcerns = (points: number): Check =>
  concernCheck(
    points,
    'Acknowledged or explored concerns before answering',
    "acknowledgements of the concerns ('that's fair', 'I understand') or questions about them before the answers",
    () => true,
    (concern) => !isPushy(concern.reply) && (matches(SAID.acknowledge, concern.reply.text) || hasQuestion(concern.reply)),
  );

/** Faulted when most concerns stayed open and the buyer had to repeat them. */
export const concernsIgnored = (penalty: number): Check => ({
  points: -penalty,
  did: "Talked past the buyer's concerns",
  evaluate(evidence) {
    const open = evidence.concerns.filter((concern) => !concern.resolved);
    const ignored = open.length >= 2 && open.length > evidence.concerns.length / 2;
    return ignored ? { credit: 1, turn: open[0]!.reply } : { credit: 0 };
  },
});

export const pitchedBeforeAsking = (penalty: number): Check => ({
  points: -penalty,
  did: 'Pitched before asking anything',
  evaluate(evidence) {
    const firstQuestion = evidence.sales.findIndex(hasQuestion);
    const beforeQuestions = firstQuestion === -1 ? evidence.sales : evidence.sales.slice(0, firstQuestion);
    const pitch = beforeQuestions.find((turn) => matches(SAID.feature, turn.text) || turn.words > 50);
    return pitch ? { credit: 1, turn: pitch } : { credit: 0 };
  },
});

export const askedBeforeQualifying = (penalty: number): Check => ({
  points: -penalty,
  did: 'Asked for the meeting before learning anything about the buyer',
  evaluate(evidence) {
    const ask = evidence.sales.find((turn) => matches(SAID.proposal, turn.text) && matches(SAID.nextStep, turn.text));
    const asked = ask && !evidence.sales.slice(0, evidence.sales.indexOf(ask)).some(hasQuestion);
    return asked ? { credit: 1, turn: ask } : { credit: 0 };
  },
});

export const closedQuestionsOnly = (penalty: number): Check => ({
  points: -penalty,
  did: 'Asked only yes/no questions',
  evaluate(evidence) {
    const questions = evidence.sales.flatMap((turn) => turn.questions.map((question) => ({ turn, question })));
    const only = questions.length > 0 && questions.every(({ question }) => question.kind === 'closed');
    return only ? { credit: 1, turn: questions[0]!.turn } : { credit: 0 };
  },
});

export const noPressure = (points: number): Check => ({
  points,
  did: 'Kept the pressure off',
  missing: 'a pressure-free tone',
  evaluate(evidence) {
    const pushy = evidence.sales.find(isPushy);
    const felt = evidence.pushback.find((entry) => entry.kind === 'pressure');
    const calm = longest(evidence.sales.filter((turn) => matches(SAID.courtesy, turn.text)));
    return pushy || felt ? { credit: 0 } : { credit: 1, ...(calm ? { turn: calm, focus: SAID.courtesy } : {}) };
  },
});

const METRIC_TEXT: Record<MetricKey, { did: string; missing: string }> = {
  talk_ratio: { did: 'Kept a balanced share of the talking', missing: 'a talk share of 40-60 %' },
  longest_monologue: { did: 'Kept each stretch of talking short', missing: 'shorter stretches of talking (2 minutes or less)' },
  longest_customer_story: { did: 'Let the buyer talk at length', missing: 'room for the buyer to talk at length' },
  questions_asked: { did: 'Asked enough questions', missing: 'enough questions for the stage' },
  filler_words_per_minute: { did: 'Spoke with few filler words', missing: 'fewer filler words' },
  speaking_pace: { did: 'Spoke at a steady pace', missing: 'a steadier pace (100-160 words a minute)' },
  patience: { did: 'Paused before answering', missing: 'a short pause before answering' },
  interruptions: { did: 'Let the buyer finish', missing: 'letting the buyer finish before speaking' },
};

/** A metric in its target range, with its figure; out of range it quotes the salesperson's longest turn. */
export const metricInRange = (points: number, key: MetricKey): Check => ({
  points,
  ...METRIC_TEXT[key],
  evaluate(evidence) {
    const metric = evidence.metrics.get(key);
    if (!metric || metric.display === 'N/A') return { credit: 0.5 };
    const detail = `${metric.label.toLowerCase()} ${metric.display}, target ${metric.target}`;
    const turn = longest(evidence.sales);
    return metric.inRange ? { credit: 1, detail } : { credit: 0, detail, ...(turn ? { turn, context: 'The longest turn' } : {}) };
  },
});

export const monologueTooLong = (penalty: number): Check => ({
  points: -penalty,
  did: 'Talked for too long without a break',
  evaluate(evidence) {
    const longTurn = evidence.sales.find((turn) => turn.words > 80);
    const metric = evidence.metrics.get('longest_monologue');
    if (!longTurn && (!metric || metric.inRange)) return { credit: 0 };
    const turn = longTurn ?? longest(evidence.sales);
    return { credit: 1, ...(turn ? { turn } : {}) };
  },
});

export { hasQuestion, isPushy };
