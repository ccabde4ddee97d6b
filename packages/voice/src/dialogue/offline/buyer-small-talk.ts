import { wordsOf, type TurnReading } from '@rehearse/conversation';
import { smallTalkFact, type AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/**
 * The buyer's answer to small talk (decision 85): what was asked after, answered as asked ("how was the conference?" is
 * no "how are you?"), with what the profile tells of that part of the buyer's life when the question names it, then the
 * turn back to business.
 */
export function smallTalkReply(context: AnswerContext, reading: TurnReading): ReplyPart[] {
  const { phrases } = context;
  const social = socialSegment(reading);
  const asked = socialQuestionKind(reading, social);
  // "Were you at the Spurs game?", "how's Biscuit getting on?": what the profile says of that part of the buyer's life, by its name.
  // A name after "in", "at" or "up there in" is a place ("how's the weather up there in Sturgeon Bay?"), not a part of it.
  const withoutPlaces = social.replace(/^\W*\w+/, '').replace(/\b(?:in|at|near|around|from|to)(?: [A-Z][a-z]+)+/g, '');
  const named = asked !== 'how-are-you' && /\s[A-Z][a-z]+/.test(` ${withoutPlaces}`);
  const own = !reading.social ? smallTalkFact(context, reading) : named ? smallTalkFact(context, { ...reading, text: social }) : undefined;
  // The answer is what matters; the turn back to business goes first when the reply is too long.
  const answer = own
    ? [part(phrases.say(PHRASES.smallTalkThanks), PRIORITY.main), own]
    : [part(phrases.say(SMALL_TALK_ANSWERS[asked]), PRIORITY.main)];
  return [...answer, part(phrases.say(PHRASES.smallTalkBack), PRIORITY.aside)];
}

/** The sentence of the turn that asks after the buyer socially. */
function socialSegment(reading: TurnReading): string {
  return reading.segments.find((segment) => segment.act === 'small-talk')?.text ?? reading.question ?? reading.text;
}

type SocialQuestion = 'how-are-you' | 'how-was' | 'how-is' | 'weather' | 'yes-no';

const SMALL_TALK_ANSWERS: Record<SocialQuestion, readonly string[]> = {
  'how-are-you': PHRASES.smallTalk,
  'how-was': PHRASES.smallTalkWas,
  'how-is': PHRASES.smallTalkFaring,
  weather: PHRASES.smallTalkWeather,
  'yes-no': PHRASES.smallTalkYesNo,
};

/**
 * What a social question asks after: the buyer ("how are you?", "how's your week?"), an event gone by ("how was the
 * conference?"), something of the buyer's life ("how's the tasting room been?"), or a yes or no ("Busy time of year?",
 * "has the weather let you fly?").
 */
function socialQuestionKind(reading: TurnReading, social: string): SocialQuestion {
  const text = wordsOf(social).join(' ');
  if (
    /\bhow (are|r) (you|ya)\b|\bhow (you|ya) doing\b|\b(your|the) (day|week|weekend|morning|afternoon)\b|\bhow (is|was) (it going|things|life)\b|\bhow have you been\b/.test(
      text,
    )
  )
    return 'how-are-you';
  if (/\bhow (is|has|was) the weather\b/.test(text)) return 'weather';
  if (/\bhow (was|were)\b/.test(text)) return 'how-was';
  if (/\bhow (is|has|have|are)\b/.test(text)) return 'how-is';
  return reading.questionType === 'yes-no' || /^(\w+ )?busy\b/.test(text) ? 'yes-no' : 'how-are-you';
}
