import type { Outcome, Script, ScriptLine } from './corpus';
import {
  characterBreak,
  contentStems,
  echoIn,
  isAgreement,
  isConcern,
  isPresence,
  isRefusal,
  isSmallTalk,
  isUncertain,
  mentions,
  namesIn,
  namesNextStep,
  numbersIn,
  sentenceKey,
  sentencesOf,
  wordsOf,
} from './reply-reading';

/**
 * Turns each script line's expectation into automatic checks, and a call's replies into the
 * evaluation's figures. How each figure is defined: README.md ("How the judge reads a reply").
 */

/** One call as it was played: the buyer's reply to each line, undefined once the buyer had hung up. */
export interface PlayedCall {
  script: Script;
  /** Title, product and profile: what the buyer may quote. */
  scenarioText: string;
  firstMessage: string;
  replies: ({ reply: string; endCall: boolean } | undefined)[];
}

export interface LineVerdict {
  index: number;
  line: ScriptLine;
  reply: string | undefined;
  endCall: boolean;
  onPoint: boolean;
  inCharacter: boolean;
  problems: string[];
  /** Numbers and names said first by the buyer, found neither in the scenario nor in anything said before. */
  invented: string[];
  /** Sentences the buyer had already said in this call (not counted on a line asking it to repeat). */
  repeated: string[];
  /** Filled by `markStockReplies`, which needs every call. */
  stock: boolean;
}

export interface CallVerdict {
  call: PlayedCall;
  lines: LineVerdict[];
  outcome: Outcome;
  outcomeRight: boolean;
}

export function judgeCall(call: PlayedCall): CallVerdict {
  const saidBefore: string[] = [call.scenarioText, call.firstMessage];
  const buyerSentences = new Set<string>();
  let previousReply = call.firstMessage;
  const lines = call.script.lines.map((line, index): LineVerdict => {
    const played = call.replies[index];
    saidBefore.push(line.say);
    // What the salesperson heard of the buyer's last turn: a sentence cut off by barge-in ("hearOnly") was
    // not heard, so saying it again is no repetition.
    const heard = line.hearOnly === undefined ? previousReply : previousReply.slice(0, line.hearOnly);
    sentencesOf(heard).forEach((sentence) => buyerSentences.add(sentenceKey(sentence)));
    if (!played) return unreached(index, line);
    const { reply, endCall } = played;
    const invented = inventedFacts(reply, saidBefore.join('\n'));
    const repeated =
      line.expect.kind === 'repeat'
        ? []
        : sentencesOf(reply)
            .map(sentenceKey)
            .filter((key) => key.split(' ').length >= 3 && buyerSentences.has(key));
    const problems = expectationProblems(line, reply, endCall, previousReply, invented);
    const inCharacterProblem =
      characterBreak(reply, call.script.buyerName) ??
      // Confirming the salesperson's proposal in their words ("the second half of March is fine") is not echoing.
      (isAgreement(reply)
        ? undefined
        : echoProblem(
            echoIn(
              reply,
              call.script.lines.slice(0, index + 1).map((spoken) => spoken.say),
              call.scenarioText,
            ),
          ));
    saidBefore.push(reply);
    previousReply = reply;
    return {
      index,
      line,
      reply,
      endCall,
      onPoint: problems.length === 0,
      inCharacter: inCharacterProblem === undefined,
      problems: inCharacterProblem ? [...problems, `out of character: ${inCharacterProblem}`] : problems,
      invented,
      repeated,
      stock: false,
    };
  });
  const outcome = outcomeOf(lines);
  return { call, lines, outcome, outcomeRight: call.script.outcome.includes(outcome) };
}

function unreached(index: number, line: ScriptLine): LineVerdict {
  const allowed = line.expect.kind === 'hang-up' || line.expect.mayEndCall === true;
  return {
    index,
    line,
    reply: undefined,
    endCall: false,
    onPoint: allowed,
    inCharacter: true,
    problems: allowed ? [] : ['never reached: the buyer had already hung up'],
    invented: [],
    repeated: [],
    stock: false,
  };
}

function echoProblem(run: string | undefined): string | undefined {
  return run ? `says the salesperson's words as its own ("${run}")` : undefined;
}

/**
 * Agreement decides the call: to a line that asks for a commitment, or to a concrete next step on
 * any line (a buyer may offer the meeting before it is asked for). Otherwise a hang-up; otherwise
 * no agreement.
 */
export function outcomeOf(lines: readonly LineVerdict[]): Outcome {
  const agreed = (verdict: LineVerdict) =>
    verdict.reply !== undefined && isAgreement(verdict.reply) && (verdict.line.ask === true || namesNextStep(verdict.reply));
  if (lines.some(agreed)) return 'agree';
  return lines.some((verdict) => verdict.endCall) ? 'hang-up' : 'no-agreement';
}

/** What a good buyer does on this line, checked: empty when the reply is on point. */
export function expectationProblems(
  line: ScriptLine,
  reply: string,
  endCall: boolean,
  previousReply: string,
  invented: readonly string[],
): string[] {
  const problems: string[] = [];
  const { kind } = line.expect;
  const mayEndCall = line.expect.mayEndCall ?? kind === 'hang-up';
  if (endCall && !mayEndCall) problems.push('hung up');
  if (kind === 'hang-up' && !endCall) problems.push('did not end the call');
  if (kind !== 'hang-up' && wordsOf(reply).length === 0) problems.push('said nothing');
  const kindProblem = KIND_CHECKS[kind]({ reply, endCall, previousReply, invented, hasMentions: (line.expect.mentions ?? []).length > 0 });
  if (kindProblem) problems.push(kindProblem);
  for (const group of line.expect.mentions ?? []) {
    if (!group.some((term) => mentions(reply, term))) problems.push(`does not mention ${group.join(' | ')}`);
  }
  return problems;
}

interface ReplyFacts {
  reply: string;
  endCall: boolean;
  previousReply: string;
  invented: readonly string[];
  hasMentions: boolean;
}

const KIND_CHECKS: Record<ScriptLine['expect']['kind'], (facts: ReplyFacts) => string | undefined> = {
  answer: ({ reply, hasMentions }) => (!hasMentions && isUncertain(reply) ? 'says it does not know instead of answering' : undefined),
  'dont-know': ({ reply, invented }) =>
    invented.length > 0 ? 'states a figure the profile does not give' : isUncertain(reply) ? undefined : 'does not say it does not know',
  agree: ({ reply }) => (isAgreement(reply) ? undefined : 'does not agree'),
  decline: ({ reply, endCall }) =>
    isAgreement(reply)
      ? 'agrees'
      : isRefusal(reply) || isConcern(reply) || isUncertain(reply) || endCall
        ? undefined
        : 'neither declines nor pushes back',
  repeat: ({ reply, previousReply }) => (repeats(reply, previousReply) ? undefined : 'does not repeat what it said'),
  present: ({ reply }) => (isPresence(reply) ? undefined : 'does not say it is there'),
  'small-talk': ({ reply }) => (isSmallTalk(reply) ? undefined : 'no short social answer'),
  concern: ({ reply, endCall }) => (isConcern(reply) || endCall ? undefined : 'raises no concern or question'),
  any: () => undefined,
  'hang-up': () => undefined,
};

/** At least half of the previous reply's content words come back. */
export function repeats(reply: string, previousReply: string): boolean {
  const before = contentStems(previousReply);
  if (before.size === 0) return wordsOf(reply).length > 0;
  const now = contentStems(reply);
  const shared = [...before].filter((stem) => now.has(stem)).length;
  return shared / before.size >= 0.5;
}

/** Numbers above one and names in the reply that nothing said before (scenario, salesperson, earlier replies) holds. */
export function inventedFacts(reply: string, saidBefore: string): string[] {
  const knownNumbers = new Set(numbersIn(saidBefore));
  const knownWords = new Set(wordsOf(saidBefore).map((word) => word.replace(/'s$/, '')));
  const numbers = numbersIn(reply)
    .filter((value) => value > 1 && !knownNumbers.has(value))
    .map(String);
  const names = namesIn(reply).filter((name) => !knownWords.has(name.toLowerCase()));
  return [...new Set([...numbers, ...names])];
}

/** Kinds where a set phrase is the right reply ("Yes, I'm still here."), so not counted as stock. */
const FORMULAIC = new Set(['hang-up', 'present', 'repeat', 'small-talk']);
/** Kinds where a set phrase is right when it does the job ("Tuesday works, send the invite.", "I'd have to check."). */
const SET_PHRASE_WHEN_RIGHT = new Set(['agree', 'dont-know']);
const STOCK_MIN_WORDS = 4;
const STOCK_MIN_SCRIPTS = 3;
const STOCK_MIN_SCENARIOS = 2;

/**
 * A stock reply: it holds a sentence (four words or more, no goodbye) said word for word in at
 * least three scripts across at least two scenarios, and that sentence shares no content word with
 * the line it answers. Set phrases on repair, presence, small-talk and hang-up lines are not counted,
 * nor a yes where a yes was right or an "I'd have to check" where the profile has no answer.
 * Returns the recurring sentences with the number of scripts each was said in.
 */
export function markStockReplies(calls: readonly CallVerdict[]): Map<string, number> {
  const seen = new Map<string, { scripts: Set<string>; scenarios: Set<string> }>();
  for (const verdict of calls) {
    for (const line of verdict.lines) {
      for (const sentence of sentencesOf(line.reply ?? '')) {
        const key = sentenceKey(sentence);
        if (key.split(' ').length < STOCK_MIN_WORDS || /\b(bye|goodbye)\b/.test(key)) continue;
        const entry = seen.get(key) ?? { scripts: new Set(), scenarios: new Set() };
        entry.scripts.add(verdict.call.script.id);
        entry.scenarios.add(verdict.call.script.scenario);
        seen.set(key, entry);
      }
    }
  }
  const stock = new Map(
    [...seen]
      .filter(([, entry]) => entry.scripts.size >= STOCK_MIN_SCRIPTS && entry.scenarios.size >= STOCK_MIN_SCENARIOS)
      .map(([key, entry]) => [key, entry.scripts.size]),
  );
  for (const verdict of calls) {
    for (const line of verdict.lines) {
      if (!line.reply || FORMULAIC.has(line.line.expect.kind) || (SET_PHRASE_WHEN_RIGHT.has(line.line.expect.kind) && line.onPoint))
        continue;
      const said = contentStems(line.line.say);
      line.stock = sentencesOf(line.reply).some((sentence) => {
        const key = sentenceKey(sentence);
        return stock.has(key) && ![...contentStems(sentence)].some((stem) => said.has(stem));
      });
    }
  }
  return stock;
}

export interface Figures {
  calls: number;
  lines: number;
  replies: number;
  onPointAndInCharacter: number;
  onPoint: number;
  inCharacter: number;
  stock: number;
  repeated: number;
  invented: { script: string; line: number; fact: string }[];
  outcomesRight: number;
  /** Calls that should end in agreement, and those of them that did. */
  agreementsEarned: { calls: number; agreed: number };
  /** Calls where agreement is wrong (pushy, rambling, rude, weak asks), and those of them where the buyer agreed anyway. */
  agreementsNotEarned: { calls: number; agreed: number };
}

export function figuresOf(calls: readonly CallVerdict[]): Figures {
  const lines = calls.flatMap((verdict) => verdict.lines.map((line) => ({ script: verdict.call.script.id, line })));
  const replied = lines.filter(({ line }) => line.reply !== undefined);
  return {
    calls: calls.length,
    lines: lines.length,
    replies: replied.length,
    onPointAndInCharacter: lines.filter(({ line }) => line.onPoint && line.inCharacter).length,
    onPoint: lines.filter(({ line }) => line.onPoint).length,
    inCharacter: lines.filter(({ line }) => line.inCharacter).length,
    stock: replied.filter(({ line }) => line.stock).length,
    repeated: replied.filter(({ line }) => line.repeated.length > 0).length,
    invented: lines.flatMap(({ script, line }) => line.invented.map((fact) => ({ script, line: line.index + 1, fact }))),
    outcomesRight: calls.filter((verdict) => verdict.outcomeRight).length,
    agreementsEarned: agreementsAmong(calls.filter((verdict) => verdict.call.script.outcome.includes('agree'))),
    agreementsNotEarned: agreementsAmong(calls.filter((verdict) => !verdict.call.script.outcome.includes('agree'))),
  };
}

function agreementsAmong(calls: readonly CallVerdict[]): { calls: number; agreed: number } {
  return { calls: calls.length, agreed: calls.filter((verdict) => verdict.outcome === 'agree').length };
}
