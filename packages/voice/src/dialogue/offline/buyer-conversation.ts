import { understandTurn } from '@rehearse/conversation';
import {
  DialogueProviderError,
  type DialogueContext,
  type DialogueConversation,
  type DialogueEvent,
  type DialogueReplyOptions,
  type DialogueTurn,
} from '../dialogue.port';
import type { AnswerContext } from './buyer-answers';
import { createBuyerPlay } from './buyer-play';
import { PHRASES } from './buyer-phrases';
import { withoutFalseLineChecks } from './caller-requests';
import { DEAL_STEMS, isHeard, joinSplitWords, punctuateQuestions, restoreQuestionWord, restoreWeek } from './heard-text';
import { planReply } from './buyer-reply.planner';
import { applyHeardEffect, createBuyerState, type BuyerState } from './buyer-state';
import { PhrasePicker } from './phrase-picker';
import { part, PRIORITY, textOf, type ReplyPart, type ReplyPlan } from './reply-plan';
import { createSeededRandom } from './seeded-random';
import { clausesOf } from './spoken-text';

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Which parts of the reply the caller heard, given the buyer turn as the pipeline recorded it (cut
 * short by barge-in, or joined with another buyer line before or after it).
 */
function splitHeard(plan: ReplyPlan, heardText: string): { heard: ReplyPart[]; unheard: ReplyPart[] } {
  const said = comparable(textOf(plan.parts));
  const recorded = comparable(heardText);
  const start = recorded.indexOf(said.slice(0, 12));
  const heard = start >= 0 ? recorded.slice(start) : said.startsWith(recorded) ? recorded : '';
  if (heard === '') return { heard: [], unheard: [] };
  if (heard.length >= said.length - 1) return { heard: [...plan.parts], unheard: [] };
  const result = { heard: [] as ReplyPart[], unheard: [] as ReplyPart[] };
  let end = 0;
  for (const reply of plan.parts) {
    end += comparable(reply.text).length + 1;
    (end <= heard.length + 2 ? result.heard : result.unheard).push(reply);
  }
  return result;
}

function lastBuyerTurnIndex(turns: readonly DialogueTurn[]): number {
  for (let index = turns.length - 1; index >= 0; index -= 1) if (turns[index]!.role === 'buyer') return index;
  return -1;
}

/** FNV-1a: a stable 32-bit number for a text. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** "... hello, are you still there?", "... can you hear me": a check of the line at the end of a turn. */
const PRESENCE_TAIL = /[\s,.]+(?:hello[\s,.?]+)?(?:are you still there|you still there|are you there|can you hear me|did i lose you)\W*$/i;

/**
 * One call with the offline buyer. It keeps its memory and mood between replies and reads only
 * the turns it has not seen yet; what it said counts as said only as far as the caller heard it.
 */
export class OfflineBuyerConversation implements DialogueConversation {
  private readonly context: AnswerContext;
  /** The last reply, the state before it, and the index of the last turn it answered. */
  private last: { plan: ReplyPlan; stateBefore: BuyerState; answeredUpTo: number } | undefined;

  constructor(dialogue: DialogueContext, seed: number) {
    // The scenario is part of the seed: two scenarios played with one seed do not word things alike.
    const random = createSeededRandom(seed ^ hashOf(`${dialogue.scenario.title}\n${dialogue.scenario.customerProfile}`));
    const play = createBuyerPlay(dialogue.scenario, random);
    this.context = {
      play,
      state: createBuyerState(play.stage.initialInterest + play.difficulty.interestShift, [...play.agenda]),
      phrases: new PhrasePicker(random),
    };
  }

  /** Whether the buyer has agreed to a next step in a reply the caller heard (or its last reply). */
  get agreed(): boolean {
    return (
      this.context.state.phase === 'agreed' ||
      (this.last?.plan.parts.some((reply) => reply.effects.some((effect) => effect.kind === 'agreed-next-step')) ?? false)
    );
  }

  async *reply(turns: readonly DialogueTurn[], options: DialogueReplyOptions = {}): AsyncIterable<DialogueEvent> {
    const { signal } = options;
    if (signal?.aborted) return;
    let plan: ReplyPlan;
    try {
      plan = this.plan(turns);
    } catch (error) {
      throw new DialogueProviderError('offline-buyer', `the offline buyer failed: ${String(error)}`, { retryable: false, cause: error });
    }
    // The clauses go out at once, with no turn of the event loop between them: the plan is whole, and
    // a wait here only delays the first sentence behind whatever else the loop has queued (decision 110).
    for (const delta of clausesOf(textOf(plan.parts))) {
      if (signal?.aborted) return;
      yield { type: 'text', text: delta };
    }
    if (signal?.aborted) return;
    if (plan.endCall) yield { type: 'end-call' };
  }

  /**
   * The next reply, planned synchronously (the streaming above only paces it). A reply the caller
   * never heard is undone, so a caller who went on talking is answered once, for all they said.
   */
  plan(turns: readonly DialogueTurn[]): ReplyPlan {
    const lastBuyer = lastBuyerTurnIndex(turns);
    let unheard: ReplyPart[] = [];
    if (this.last) {
      if (lastBuyer > this.last.answeredUpTo) {
        unheard = this.remember(this.last.plan, turns[lastBuyer]!.text);
        this.context.state.previousReplyText = this.context.state.lastReplyText;
        this.context.state.lastReplyText = textOf(this.last.plan.parts);
      } else this.context.state = this.last.stateBefore;
      this.last = undefined;
    }
    const { state } = this.context;
    if (lastBuyer >= 0) state.lastBuyerText = turns[lastBuyer]!.text;
    const callerTexts = turns.slice(lastBuyer + 1).flatMap((turn) => (turn.role === 'caller' ? [turn.text] : []));
    const buyerSaid = turns.slice(0, lastBuyer + 1).flatMap((turn) => (turn.role === 'buyer' ? [turn.text] : []));
    const stateBefore = structuredClone(state);
    const plan = this.planFor(callerTexts, buyerSaid, unheard);
    this.last = { plan, stateBefore, answeredUpTo: turns.length - 1 };
    return plan;
  }

  private planFor(callerTexts: readonly string[], buyerSaid: readonly string[], unheard: ReplyPart[]): ReplyPlan {
    const { state, phrases, play } = this.context;
    if (state.phase === 'ended') return { parts: [part(phrases.say(PHRASES.goodbyeNeutral), PRIORITY.main)], endCall: true };
    if (callerTexts.length === 0) return { parts: [part(phrases.say(play.stage.prompts), PRIORITY.main)], endCall: false };
    const said = callerTexts.join(' ');
    const text = isHeard(said)
      ? punctuateQuestions(
          restoreWeek(restoreQuestionWord(joinSplitWords(said, new Set([...play.scenarioStems, ...DEAL_STEMS, ...state.callerStems])))),
        )
      : said;
    const reading = withoutFalseLineChecks(understandTurn(text, { buyerSaid }));
    // "How do alerts reach you today? ... hello, are you still there?": the reply was never heard.
    // The buyer says it is there, then answers what the rest of the turn said.
    const checked = reading.segments.some((segment) => segment.act === 'presence-check');
    // Run together by the recogniser ("...invoicing today hello are you still there"), the check is the turn's last words.
    const restText = checked
      ? reading.segments
          .filter((segment) => segment.act !== 'presence-check')
          .map((segment) => segment.text)
          .join(' ')
      : reading.text.replace(PRESENCE_TAIL, '');
    if ((checked || restText !== reading.text) && restText.split(' ').length > 3) {
      const plan = planReply(this.context, withoutFalseLineChecks(understandTurn(restText, { buyerSaid })), unheard);
      return { ...plan, parts: [part(phrases.say(PHRASES.lineCheck), PRIORITY.essential), ...plan.parts] };
    }
    return planReply(this.context, reading, unheard);
  }

  /** Commits what the caller heard of the last reply; returns what barge-in cut off. */
  private remember(plan: ReplyPlan, heardText: string): ReplyPart[] {
    const { state } = this.context;
    const { heard, unheard } = splitHeard(plan, heardText);
    for (const reply of heard) for (const effect of reply.effects) applyHeardEffect(state, effect);
    if (plan.endCall && unheard.length === 0 && heard.length > 0) state.phase = 'ended';
    return unheard.filter((reply) => !reply.greeting);
  }
}
