import { continuing, type AnswerContext } from './buyer-answers';
import type { HeardEffect, RaisedObjection } from './buyer-state';
import type { CallerTurn } from './caller-intent.classifier';
import type { Objection } from './objection';
import type { Slots } from './phrase-picker';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** The values every line of this call may use: the profile's and the caller's. */
export function slotsOf({ state, play }: Pick<AnswerContext, 'state' | 'play'>): Slots {
  return {
    ...play.profileSlots,
    ...(state.caller.name ? { name: state.caller.name } : {}),
    ...(state.caller.company ? { company: state.caller.company } : {}),
  };
}

/** Concerns a buyer brings up unprompted in one call; the caller's words may trigger one more. */
export const CONCERNS_PER_CALL = 3;

/** The concern to bring up next: one the caller's words just touched, else the next on the agenda. */
export function nextConcern({ state }: Pick<AnswerContext, 'state'>, turn: CallerTurn): Objection | undefined {
  if (state.raised.size >= CONCERNS_PER_CALL + 1) return undefined;
  // A pitch that already answers a concern ("the reason I'm calling...") has pre-empted it: skip it.
  const preempts = turn.pitch || turn.givesReason || (turn.question === undefined && turn.wordCount >= 6);
  const candidates = state.agenda.filter((objection) => !(preempts && objection.answeredBy.test(turn.text)));
  const triggered = candidates.find((objection) => objection.triggeredBy?.test(turn.text));
  return triggered ?? (state.raised.size < CONCERNS_PER_CALL ? candidates[0] : undefined);
}

/** Raising a concern is remembered only once the caller has heard it. */
export function raiseConcern(context: AnswerContext, objection: Objection, lead = ''): ReplyPart {
  const line = context.phrases.say(objection.raise, slotsOf(context));
  const quotedFacts = context.play.facts.facts.filter((fact) => line.includes(fact.spoken));
  const told = quotedFacts.map((fact): HeardEffect => ({ kind: 'told-fact', factId: fact.id }));
  return part(lead ? `${lead}${continuing(line, context.play)}` : line, PRIORITY.concern, { kind: 'raised-objection', objection }, ...told);
}

export function remindConcern(context: AnswerContext, raised: RaisedObjection, lead = ''): ReplyPart {
  const line = context.phrases.say(raised.objection.remind, slotsOf(context));
  return part(lead ? `${lead}${continuing(line, context.play)}` : line, PRIORITY.concern);
}

/** Asked about a concern ("what worries you about that?"): the buyer says what is behind it. */
export function explainConcern(context: AnswerContext, raised: RaisedObjection): ReplyPart | undefined {
  const { play, state, phrases } = context;
  const topic = raised.objection.topic;
  const fact = topic ? play.facts.about(topic).find((candidate) => !state.toldFacts.has(candidate.id)) : undefined;
  if (fact) return part(fact.spoken, PRIORITY.main, { kind: 'told-fact', factId: fact.id });
  const line = phrases.pick(raised.objection.explain ?? [], slotsOf(context));
  return line ? part(line, PRIORITY.main) : undefined;
}

export function acceptAnswer(context: AnswerContext, raised: RaisedObjection): ReplyPart {
  return part(context.phrases.say(raised.objection.accept, slotsOf(context)), PRIORITY.reaction);
}
