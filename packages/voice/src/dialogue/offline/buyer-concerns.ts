import type { AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { offerWithinLimit } from './buyer-offers';
import { openObjections, type RaisedObjection } from './buyer-state';
import type { Objection } from './objection';
import { subjectReader } from './caller-subject';
import type { Slots } from './phrase-picker';
import { part, PRIORITY, type ReplyPart } from './reply-plan';
import { contentStemsOf, wordInformation, wordsOf, type TurnReading } from '@rehearse/conversation';

/** The values a line may use in this call. */
export function slotsOf(context: AnswerContext): Slots {
  const { caller } = context.state;
  return {
    ...context.play.profileSlots,
    // A name the recogniser may have misheard ("hi its bomb from...") is not said back: "Hi." rather than "Hi, Bomb."
    ...(caller.name && caller.nameSure ? { name: caller.name } : {}),
    ...(caller.company ? { company: caller.company } : {}),
    ...(context.state.subjectSource ? { subject: subjectReader(context.state.subjectSource) } : {}),
  };
}

/** "Before we get to that, " + "I'm not sure" keeps its capital I. */
export function withPrefix(prefix: string, line: string): string {
  if (!prefix) return line;
  // "Maybe. But first, " + "And how would I attribute results?": one joining word is enough.
  if (/,\s*$/.test(prefix)) line = line.replace(/^(?:And|But|So|Also|Plus),?\s+/, '');
  // "Not so fast. My remaining..." starts a sentence; "Maybe. But first, the..." goes on one.
  return `${prefix}${/^I\b/.test(line) || /[.!?]\s*$/.test(prefix) ? line : line.charAt(0).toLowerCase() + line.slice(1)}`;
}

function lineOf(context: AnswerContext, variants: readonly string[]): string {
  return (
    context.phrases.pick(variants, slotsOf(context)) ??
    context.phrases.say(
      variants.filter((line) => !/\{(tools|budget|decision|buyer)\}/.test(line)),
      slotsOf(context),
    )
  );
}

function concernStems(objection: Objection): Set<string> {
  return new Set(contentStemsOf(wordsOf([...objection.raise, ...(objection.explain ?? [])].join(' '))));
}

const FIGURES = new Set(['money', 'percent', 'duration']);

/**
 * Whether the salesperson's turn deals with the concern, by meaning: it answers (an act the concern
 * accepts, or an objection answer) about the concern's subject or in its words, without hedging;
 * a demanding buyer's money and proof concerns want figures.
 */
export function addresses(context: AnswerContext, reading: TurnReading, objection: Objection): boolean {
  const { acts, topics } = objection.answeredBy;
  const answering = reading.acts.has('objection-answer') || [...reading.acts].some((act) => acts.includes(act));
  if (!answering || reading.hedged) return false;
  const ownWords = concernStems(objection);
  const onSubject =
    topics.length === 0 ||
    reading.topics.some((topic) => topics.includes(topic)) ||
    reading.contentStems.filter((word) => ownWords.has(word)).length >= 2 ||
    (topics.includes('pain') && takesUpToldPain(context, reading));
  if (!onSubject) return false;
  if (objection.answeredBy.needsNumbers && context.play.difficulty.demandsNumbers)
    return reading.quantities.some((quantity) => FIGURES.has(quantity.kind));
  return reading.contentStems.length >= 3 || reading.quantities.length > 0;
}

/**
 * "...so you can see which of your paid social campaigns actually lead to a sale", after the buyer said it can't tell
 * which channel drives sales: a turn that takes up a problem the buyer told, in two or more of its telling words, is
 * about that problem, whatever topic its own words have.
 */
export function takesUpToldPain(context: AnswerContext, reading: TurnReading): boolean {
  const { play, state } = context;
  return play.facts.facts.some((fact) => {
    if (!state.toldFacts.has(fact.id) || !play.index.topicsOf(fact.id).includes('pain')) return false;
    const telling = new Set(contentStemsOf(wordsOf(fact.spoken)).filter((stem) => wordInformation(stem) >= 0.5));
    return reading.contentStems.filter((stem) => telling.has(stem)).length >= 2;
  });
}

/** A question about the concern itself ("what worries you about it?"): the buyer explains. */
export function explores(reading: TurnReading, objection: Objection): boolean {
  if (!reading.asks) return false;
  const words = reading.words.join(' ');
  const asksAboutIt = /\b(concern|worr|tell me more|what do you mean|why)\b/.test(words);
  // "How many work orders does your team close?" wants a figure, not the worry behind "how does this work for us?".
  const wantsFigure = ['how-many', 'how-much', 'how-often', 'how-long', 'when', 'who'].includes(reading.questionType ?? '');
  if (wantsFigure && !asksAboutIt) return false;
  const ownWords = concernStems(objection);
  return (
    reading.contentStems.some((word) => ownWords.has(word)) ||
    (objection.topic !== undefined && reading.topics.includes(objection.topic)) ||
    asksAboutIt
  );
}

export function raiseConcern(context: AnswerContext, given: Objection, prefix = ''): ReplyPart {
  // Past the call's opening (a hello, who is speaking), a brush-off of the opening in the words of a call under way (its reminders too).
  const objection = given.later && context.state.callerTurns > 2 ? { ...given, ...given.later } : given;
  const line = lineOf(context, objection.raise);
  return { ...part(withPrefix(prefix, line), PRIORITY.concern, { kind: 'raised-objection', objection }), concern: objection.id };
}

export function remindConcern(context: AnswerContext, raised: RaisedObjection, prefix = ''): ReplyPart {
  const concern = raised.objection.id;
  if (raised.ignored >= 2)
    return { ...part(withPrefix(prefix, context.phrases.say(PHRASES.ignoredAgain, slotsOf(context))), PRIORITY.concern), concern };
  // "That's the great dashboards, but we still need to talk about price.": what the caller talked about instead, then the concern.
  const naming = prefix ? undefined : context.phrases.pick(PHRASES.remindNaming, slotsOf(context));
  return { ...part(withPrefix(prefix || (naming ?? ''), lineOf(context, raised.objection.remind)), PRIORITY.concern), concern };
}

export function acceptAnswer(context: AnswerContext, raised: RaisedObjection): ReplyPart {
  return part(lineOf(context, raised.objection.accept), PRIORITY.main);
}

export function explainConcern(context: AnswerContext, raised: RaisedObjection): ReplyPart | undefined {
  const explain = raised.objection.explain;
  return explain ? part(lineOf(context, explain), PRIORITY.main) : undefined;
}

/** The next concern to raise: one the salesperson's words bring up, else the next on the agenda. */
export function nextConcern(context: AnswerContext, reading: TurnReading): Objection | undefined {
  const { state, play } = context;
  if (state.raised.size >= play.difficulty.maxConcerns) return undefined;
  // A price within what the buyer signs itself settles worries about cost and sign-off before they are raised.
  const settled =
    offerWithinLimit(context) === true
      ? (objection: Objection) => ['price', 'budget', 'decision'].includes(objection.topic ?? '')
      : () => false;
  const agenda = state.agenda.filter((objection) => !settled(objection));
  return agenda.find((objection) => objection.triggeredBy?.some((topic) => reading.topics.includes(topic))) ?? agenda[0];
}

export function pendingConcern(context: AnswerContext): RaisedObjection | undefined {
  return openObjections(context.state)[0];
}
