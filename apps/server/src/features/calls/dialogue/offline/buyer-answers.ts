import type { BuyerPlay } from './buyer-play';
import { DEFLECTIONS, PHRASES } from './buyer-phrases';
import type { BuyerState } from './buyer-state';
import { RELATED_TOPICS, TOPIC_SENSITIVITY, type Topic } from './buyer-topics';
import { recapOf, type ProfileFact } from './customer-profile.facts';
import type { PhrasePicker } from './phrase-picker';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/**
 * Answers from the profile: the first thing not yet said on the topic, "as I said, ..." when all
 * of it was said, a vague deflection when the profile is silent, and a guarded non-answer when the
 * buyer does not trust the caller enough yet for that topic.
 */
export interface AnswerContext {
  /** Replaced wholesale when a reply the caller never heard is undone. */
  state: BuyerState;
  play: BuyerPlay;
  phrases: PhrasePicker;
}

/** How much the buyer shares now: the stage's starting openness plus what the caller has earned. */
export function opennessOf({ state, play }: Pick<AnswerContext, 'state' | 'play'>): number {
  return play.stage.openness + (state.interest >= 60 ? 1 : 0) + (state.interest >= 75 ? 1 : 0);
}

/** The fact's sentence continuing a lead-in ("As I said, we use..."), keeping "I" and names capitalised. */
export function continuing(text: string, play: BuyerPlay): string {
  const firstWord = text.split(/[\s,]/)[0] ?? '';
  const properName = [play.facts.companyName, play.facts.personName].some((name) => name?.startsWith(firstWord));
  if (/^I\b|^I'/.test(firstWord) || properName || /[A-Z].*[A-Z]/.test(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function withLeadIn(lead: string, text: string, play: BuyerPlay): string {
  return lead === '' ? text : `${lead}${continuing(text, play)}`;
}

function untoldAbout(context: AnswerContext, topic: Topic): ProfileFact[] {
  return context.play.facts.about(topic).filter((fact) => !context.state.toldFacts.has(fact.id));
}

function answerTopic(context: AnswerContext, topic: Topic, relaxed: boolean, followUp: boolean, alreadyTold: Set<number>): ReplyPart[] {
  const { state, play, phrases } = context;
  const facts = play.facts.about(topic);
  if (facts.length === 0) {
    const line = topic === 'role' ? phrases.say(play.persona.role) : phrases.say(DEFLECTIONS[topic]);
    return [part(line, PRIORITY.main)];
  }
  if (opennessOf(context) + (relaxed ? 1 : 0) < TOPIC_SENSITIVITY[topic]) {
    state.guardedTopic = topic;
    return [part(phrases.say(PHRASES.guarded), PRIORITY.main)];
  }
  const untold = untoldAbout(context, topic).filter((fact) => !alreadyTold.has(fact.id));
  const toldBefore = facts.find((fact) => state.toldFacts.has(fact.id));
  if (toldBefore && !followUp) {
    const recap = part(withLeadIn(phrases.say(PHRASES.asISaid), recapOf(toldBefore, topic), play), PRIORITY.main);
    const next = untold[0];
    if (!next || opennessOf(context) < 2) return [recap];
    alreadyTold.add(next.id);
    return [recap, part(withLeadIn(phrases.say(PHRASES.onTopOf), next.spoken, play), PRIORITY.aside, { kind: 'told-fact', factId: next.id })];
  }
  const first = untold[0];
  if (!first) {
    const told = facts.find((fact) => !alreadyTold.has(fact.id)) ?? facts[0]!;
    return [part(withLeadIn(phrases.say(PHRASES.asISaid), recapOf(told, topic), play), PRIORITY.main)];
  }
  alreadyTold.add(first.id);
  const answer = [part(withLeadIn(phrases.say(PHRASES.leadIn), first.spoken, play), PRIORITY.main, { kind: 'told-fact', factId: first.id })];
  const second = untold[1];
  if (second && opennessOf(context) >= 2 && phrases.chance(0.5)) {
    alreadyTold.add(second.id);
    answer.push(part(withLeadIn(phrases.say(PHRASES.onTopOf), second.spoken, play), PRIORITY.aside, { kind: 'told-fact', factId: second.id }));
  }
  return answer;
}

/**
 * Answers up to two topics the caller asked about. A question asked again gets "as I said";
 * a follow-up ("tell me more") gets what has not been said yet.
 */
export function answerTopics(context: AnswerContext, topics: readonly Topic[], options: { relaxed?: boolean; followUp?: boolean } = {}): ReplyPart[] {
  const alreadyTold = new Set<number>();
  const [first, second] = topics;
  const parts = first ? answerTopic(context, first, options.relaxed ?? false, options.followUp ?? false, alreadyTold) : [];
  // A second topic in the same question adds only what is new, never a recap or a refusal.
  if (second && untoldAbout(context, second).some((fact) => !alreadyTold.has(fact.id)) && opennessOf(context) >= TOPIC_SENSITIVITY[second]) {
    parts.push(...answerTopic(context, second, false, true, alreadyTold).map((reply) => ({ ...reply, priority: PRIORITY.aside })));
  }
  context.state.lastTopic = topics[0] ?? context.state.lastTopic;
  return parts;
}

/** "Tell me more": the next untold thing on the last topic, then on a related one. */
export function elaborate(context: AnswerContext): ReplyPart[] {
  const { state, phrases } = context;
  const topic = state.lastTopic ?? 'pains';
  const candidates: Topic[] = [topic, ...RELATED_TOPICS[topic]];
  for (const candidate of candidates) {
    if (untoldAbout(context, candidate).length === 0) continue;
    if (opennessOf(context) + 1 < TOPIC_SENSITIVITY[candidate]) {
      state.guardedTopic = candidate;
      return [part(phrases.say(PHRASES.guarded), PRIORITY.main)];
    }
    return answerTopics(context, [candidate], { relaxed: true, followUp: true });
  }
  return [part(phrases.say(PHRASES.nothingMore), PRIORITY.main)];
}

/** An open question the classifier could not place: the buyer talks about its situation, as people do. */
export function answerOpenQuestion(context: AnswerContext): ReplyPart[] {
  const topic = (['tools', 'pains', 'goals', 'company'] as const).find(
    (candidate) => untoldAbout(context, candidate).length > 0 && opennessOf(context) >= TOPIC_SENSITIVITY[candidate],
  );
  return topic ? answerTopics(context, [topic], { followUp: true }) : elaborate(context);
}

/** The buyer's name from the profile, or a non-committal "speaking". */
export function identityLine({ play, phrases }: AnswerContext): string {
  return phrases.pick(PHRASES.identityKnown, play.profileSlots) ?? phrases.say(PHRASES.identityUnknown);
}
