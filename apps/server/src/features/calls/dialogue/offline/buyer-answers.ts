import { contentStemsOf, wordsOf, type FactMatch, type TurnReading } from '@rehearse/conversation';
import type { BuyerPlay } from './buyer-play';
import { PHRASES } from './buyer-phrases';
import type { BuyerState } from './buyer-state';
import type { PhrasePicker } from './phrase-picker';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** What the reply planners share: the fixed play, the state of the call, the phrase picker. */
export interface AnswerContext {
  play: BuyerPlay;
  state: BuyerState;
  phrases: PhrasePicker;
}

/** Below this share of the question's words, a fact is not an answer: the buyer says it doesn't know. */
export const ANSWER_CONFIDENCE = 0.3;

const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

function tell(context: AnswerContext, match: FactMatch): ReplyPart {
  const { state, play, phrases } = context;
  const fact = play.facts.facts.find((candidate) => candidate.id === match.fact.id)!;
  if (state.toldFacts.has(fact.id)) return part(`${phrases.say(PHRASES.asISaid)}${lowerFirst(fact.short)}`, PRIORITY.main);
  return part(fact.spoken, PRIORITY.main, { kind: 'told-fact', factId: fact.id });
}

/** A fact the buyer has not told yet, on what the salesperson asked about (for an open "tell me more"). */
function untoldOnTopic(context: AnswerContext, reading: TurnReading): FactMatch | undefined {
  if (reading.topics.length === 0) return undefined;
  return context.play.index.search({ contentStems: [], topics: reading.topics, questionType: undefined }, { exclude: context.state.toldFacts })[0];
}

function guardedLine(context: AnswerContext, match: FactMatch): readonly string[] | undefined {
  const { play, state } = context;
  if (!play.difficulty.guarded || state.goodQuestions >= 2) return undefined;
  const topics = play.index.topicsOf(match.fact.id);
  if (topics.includes('budget') || topics.includes('price')) return PHRASES.guardedBudget;
  if (topics.includes('decision')) return PHRASES.guardedDecision;
  return undefined;
}

function dontKnow(context: AnswerContext, reading: TurnReading): ReplyPart {
  const lines = reading.questionType === 'how-many' || reading.questionType === 'how-much' ? PHRASES.dontKnowNumber : reading.questionType === 'who' ? PHRASES.dontKnowWho : PHRASES.dontKnow;
  return part(context.phrases.say(lines), PRIORITY.main);
}

/** "Does that make sense?", "would that help you?": the buyer's view, not a profile fact. */
function asksOpinion(reading: TurnReading): boolean {
  const question = wordsOf(reading.question ?? '').join(' ');
  return /\b(make sense|sound (good|useful|interesting|fair|right)|sounds (good|useful|interesting|fair|right)|would (that|this|it) (help|work|be useful)|could (that|this|it) (help|work)|does (that|this) (help|work)|interested|useful|helpful|fair)\b/.test(question)
    && contentStemsOf(wordsOf(question)).length <= 4;
}

/**
 * The answer to the salesperson's question: the best profile fact when it speaks to what was asked
 * (in the first person, numbers and names as the profile has them), the buyer's opinion when asked
 * for it, else that it doesn't know — never a different fact.
 */
export function answerQuestion(context: AnswerContext, reading: TurnReading): ReplyPart[] {
  const { state, play, phrases } = context;
  for (const topic of reading.topics) state.askedTopics.add(topic);
  if (asksOpinion(reading)) return [part(phrases.say(state.interest >= 50 ? PHRASES.opinionWarm : PHRASES.opinionCool), PRIORITY.main)];
  const question = reading.question ? { ...reading, contentStems: contentStemsOf(wordsOf(reading.question)) } : reading;
  const context_ = [...contentStemsOf(wordsOf(state.lastBuyerText)), ...reading.contentStems];
  const [best] = play.index.search(question, { context: context_ });
  if (process.env.DEBUG_BUYER) console.error("Q", reading.question, JSON.stringify(best), context_);
  if (best && best.confidence >= ANSWER_CONFIDENCE) {
    const guarded = guardedLine(context, best);
    if (guarded) return [part(phrases.say(guarded), PRIORITY.main)];
    const parts = [tell(context, best)];
    if (play.difficulty.volunteers) {
      const extra = untoldOnTopic(context, reading);
      if (extra && extra.fact.id !== best.fact.id) parts.push({ ...tell(context, extra), priority: PRIORITY.aside });
    }
    return parts;
  }
  if (reading.acts.has('open-question')) {
    const related = untoldOnTopic(context, reading);
    if (related && !guardedLine(context, related)) return [tell(context, related)];
  }
  return [dontKnow(context, reading)];
}

/** An untold fact, for a buyer that opens up without being asked (easy difficulty, or a good follow-up). */
export function volunteerFact(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const match = untoldOnTopic(context, reading);
  return match && !guardedLine(context, match) ? { ...tell(context, match), priority: PRIORITY.aside } : undefined;
}
