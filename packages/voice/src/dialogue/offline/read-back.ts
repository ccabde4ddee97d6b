import {
  contentStemsOf,
  readQuantities,
  stem,
  topicsOfStems,
  wordInformation,
  wordsOf,
  type FactMatch,
  type Quantity,
  type TurnReading,
} from '@rehearse/conversation';
import type { AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { spokenAmounts } from './buyer-voice';
import { CHECKS_SUMMARY } from './caller-requests';
import { quotedPriceOf } from './profile-concerns';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/**
 * The salesperson reads back what the buyer said before and asks whether it still holds ("last time
 * you said no-shows cost you about forty appointments a week, is that still the case?"): the buyer
 * confirms, with the figure when its profile holds it (decision 68).
 */

/** What a figure the profile holds may be said with: the profile's figures as read, and as written in digits. */
function profileFigures(context: AnswerContext): Set<number> {
  // The reader takes "Oct, 85" for a year: the digits as written count too.
  return new Set(
    context.play.facts.facts.flatMap((fact) => [
      ...readQuantities(fact.spoken).quantities.map((quantity) => quantity.value),
      ...(fact.spoken.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((digits) => Number(digits.replace(/,/g, ''))),
    ]),
  );
}

/** The turn's figures other than lengths of time. */
function figuresSaid(reading: Pick<TurnReading, 'quantities'>): Quantity[] {
  return reading.quantities.filter((quantity) => quantity.kind !== 'duration');
}

/**
 * "Kenji sent me the trial recap, 85 surveys and redos down to 2 percent. Does that match what you're
 * seeing?": every figure of the summary is one the buyer's profile holds, so the buyer can confirm it.
 */
export function figuresAllKnown(context: AnswerContext, reading: TurnReading): boolean {
  const said = figuresSaid(reading);
  if (said.length === 0) return false;
  const known = profileFigures(context);
  return said.every((quantity) => known.has(quantity.value));
}

/** The last words of a check that it still holds, even misheard: "is alex ill the case", "still true", "is that right". */
const STILL_HOLDS =
  /\b(?:the case|still (?:true|right|so|correct|accurate|the same)|(?:is|was) (?:that|it|this) (?:right|correct|true|accurate)|right|correct|yeah)$/;
const RECALLS = /\b(?:you (?:said|mentioned|told me)|last time|on (?:the|our) last call)\b/;

/** A read-back of the buyer's own words with a check that it still holds, the question itself perhaps misheard. */
export function checksReadBack(reading: TurnReading): boolean {
  const words = reading.words.join(' ');
  if (!reading.refersBack && !RECALLS.test(words)) return false;
  const asked = reading.asks && CHECKS_SUMMARY.test(wordsOf(reading.question ?? '').join(' '));
  return asked || STILL_HOLDS.test(reading.words.slice(-6).join(' '));
}

const ABOUT = /\b(?:about|around|roughly|nearly|almost|over|some|close to)\s+$/;
const HOW_OFTEN = /^\s+(?:a|an|per|each|every)\s+(?:day|week|month|year|quarter|night|shift)\b/;
/** What follows a figure as said: "percent", "dollars a month". */
const FIGURE_UNIT = /^\s+(?:percent|per cent|dollars|bucks|euros|pounds)\b/;

/** The figure as the caller said it, with its "about" and its "a week": "about forty appointments a week". */
function figureAsSaid(text: string, quantity: Quantity): string {
  const lower = text.toLowerCase();
  const at = lower.indexOf(quantity.text.toLowerCase());
  if (at < 0) return quantity.text;
  const before = ABOUT.exec(lower.slice(Math.max(0, at - 12), at))?.[0] ?? '';
  const end = at + quantity.text.length;
  const unit = FIGURE_UNIT.exec(lower.slice(end))?.[0] ?? '';
  const after = HOW_OFTEN.exec(lower.slice(end + unit.length))?.[0] ?? '';
  // "2%", "$35" typed are said as a voice says them: "2 percent", "35 dollars".
  return spokenAmounts(`${before}${text.slice(at, end + unit.length)}${after}`.trim());
}

/**
 * The buyer's own figures read back to it ("You mentioned about nine percent. At your volume that's roughly forty
 * thousand dollars a month, right?"): a check of what the buyer said, never an offer, however much money it names.
 */
export function readsBackOwnFigures(context: AnswerContext, reading: TurnReading): boolean {
  // The quote is the seller's figure, not the buyer's: "the quote's fourteen thousand, right?" puts the price on the table.
  const quote = quotedPriceOf(context.play.facts.facts);
  const namesQuote = reading.quantities.some(
    (quantity) => quantity.kind !== 'percent' && quantity.kind !== 'duration' && quote !== undefined && yearlyValue(quantity) === quote,
  );
  return !namesQuote && checksReadBack(reading) && figuresAllKnown(context, reading);
}

/** What an amount comes to in a year ("1,200 a month" is 14,400), to compare with the quote. */
function yearlyValue(amount: Quantity): number {
  const times: Record<string, number> = { month: 12, quarter: 4, week: 52 };
  return amount.value * (times[amount.per ?? ''] ?? 1);
}

/** Money, a percentage or a count of things: a figure a buyer says back, unlike a recogniser's run of numbers. */
function sayable(figure: Quantity): boolean {
  if (figure.kind === 'money' || figure.kind === 'percent') return true;
  return figure.kind === 'count' && figure.unit !== undefined && figure.text.toLowerCase().endsWith(figure.unit.toLowerCase());
}

/** "Yes, still about forty appointments a week.", or "Yes, that's still the case." when no figure of its own was read back. */
export function confirmReadBack(context: AnswerContext, reading: TurnReading): ReplyPart {
  const figures = figuresSaid(reading);
  // Figures of something, as heard ("forty appointments", "forty thousand dollars a month"): a recogniser's run of
  // numbers ("ten and four north") is not said back.
  if (figures.length === 0 || figures.length > 2 || !figures.every(sayable) || !figuresAllKnown(context, reading))
    return part(context.phrases.say(PHRASES.summaryRight), PRIORITY.main);
  const said = figures.map((figure) => figureAsSaid(reading.text, figure)).join(', and ');
  const still = /\b(?:still|last time|on (?:the|our) last call)\b/.test(reading.words.join(' '));
  return part(`Yes, ${still ? 'still ' : ''}${said}.`, PRIORITY.main);
}

/**
 * A tag that asks the buyer to confirm what was just said of it: "You buy from MWI, don't you?", "...for the tasting
 * room, right", "did I get that right?", "is that right?".
 */
const CONFIRM_TAG =
  /(?:\b(?:do|does|did|are|is|have|has|was|were|can|would|will) not (?:you|it|they|we|that|there)|(?<!\b(?:all|that is|it is|exactly|get it|got it|do it|is it|not|turn|go|alright)) right|\bcorrect|\b(?:is|was) (?:that|it|this) (?:right|correct|so)|\b(?:did|do) i (?:get|have) (?:that|it|this|all that) right|\bhave i got (?:that|it|this) right|\bam i right)$/;

/** The statement a tag asks about: the question without its tag, or the sentence before a bare "is that right?". */
function statementChecked(reading: TurnReading): string | undefined {
  const question = wordsOf(reading.question ?? '').join(' ');
  if (!reading.asks || !CONFIRM_TAG.test(question)) return undefined;
  const own = question.replace(CONFIRM_TAG, '').trim();
  if (own.split(' ').length >= 3) return own;
  const at = reading.segments.findIndex((segment) => segment.text === reading.question);
  const before = at > 0 ? wordsOf(reading.segments[at - 1]!.text).join(' ') : '';
  return before.split(' ').length >= 3 ? `${before} ${own}`.trim() : undefined;
}

/** How much of a checked statement a fact must say to confirm it: more than an answer must cover of a question. */
const STATEMENT_CONFIDENCE = 0.5;

/** The fact of the profile a checked statement says again, when it does with confidence. */
function factChecked(context: AnswerContext, statement: string): FactMatch | undefined {
  const stems = contentStemsOf(wordsOf(statement));
  const [best] = context.play.index.search({ contentStems: stems, topics: topicsOfStems(stems), questionType: 'yes-no' });
  return best && best.confidence >= STATEMENT_CONFIDENCE ? best : undefined;
}

/**
 * "You buy from MWI, don't you?", "so two courses, about nine hundred members... did I get that right?": a statement
 * about the buyer put to it to confirm, which its profile says too (every figure of it the profile's).
 */
export function checksStatement(context: AnswerContext, reading: TurnReading): boolean {
  const statement = statementChecked(reading);
  if (!statement) return false;
  const figures = figuresSaid(readQuantities(statement));
  // Of the buyer ("you buy from...", "your drivers..."), or the caller's summary of it ("so two courses... did I get that
  // right?"): "customers have changed, right?", "that's the real story, isn't it?" are the caller's own claims.
  const summary = /\b(did|do) i (get|have)|\bhave i got|\bam i right/.test(wordsOf(reading.question ?? '').join(' '));
  // "...and right now dispatch is a whiteboard and a WhatsApp group, right": the buyer's own world, as its notes tell it
  // ("dispatch today = whiteboard in the shop + a WhatsApp group text"), is of the buyer however it is put.
  if (!/\b(you|your|yours)\b/.test(statement) && !(summary && figures.length > 0) && !toldOfBuyer(context, statement)) return false;
  if (!figures.every((figure) => profileFigures(context).has(figure.value))) return false;
  // "two of them", a count of nothing named, is confirmed with what it counts, from the profile.
  return (figures.length > 0 && figures.every(sayable)) || factChecked(context, statement) !== undefined;
}

/** How much of a statement without "you" a fact must say for it to be the buyer's own world put back to it. */
const OWN_WORLD_CONFIDENCE = 0.6;

function toldOfBuyer(context: AnswerContext, statement: string): boolean {
  const stems = contentStemsOf(wordsOf(statement));
  const [best] = context.play.index.search({ contentStems: stems, topics: topicsOfStems(stems), questionType: 'yes-no' });
  return best !== undefined && best.confidence >= OWN_WORLD_CONFIDENCE;
}

/** "Yes, two courses, and about nine hundred members.", "Yes, MWI, that's right.": the confirmation names what it confirms. */
export function confirmStatement(context: AnswerContext, reading: TurnReading): ReplyPart {
  const statement = statementChecked(reading) ?? '';
  const figures = figuresSaid(readQuantities(statement));
  if (figures.length > 0 && figures.length <= 2 && figures.every(sayable))
    return part(`Yes, ${figures.map((figure) => figureAsSaid(reading.text, figure)).join(', and ')}.`, PRIORITY.main);
  const match = factChecked(context, statement);
  const said = new Set(contentStemsOf(wordsOf(statement)));
  // The fact's rarest word the caller said ("MWI"), as the profile writes it.
  const word = (match?.fact.text.match(/[A-Za-z][\w'-]*/g) ?? [])
    .filter((token) => said.has(stem(token.toLowerCase())) && wordInformation(stem(token.toLowerCase())) >= 0.6)
    .sort((a, b) => wordInformation(stem(b.toLowerCase())) - wordInformation(stem(a.toLowerCase())))[0];
  return part(word ? `Yes, ${word}, that's right.` : context.phrases.say(PHRASES.summaryRight), PRIORITY.main);
}
