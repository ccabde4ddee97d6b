import type { Quantity, TurnReading } from '@rehearse/conversation';
import { untoldFactOn, type AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { changeInterest } from './buyer-state';
import { has } from './caller-requests';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** Money on the table: the salesperson's offers, compared with what the buyer can sign off alone. */

/**
 * An offer on the table: an amount as said, or several charges said together ("$45,360 a year plus
 * $8,000 installation", `allIn`: the buyer adds them up but never says a sum nobody said), or a price
 * per camera, seat or site (`perUnit`: what it comes to is for the salesperson to say).
 */
export type Offer = Quantity & { allIn?: boolean; perUnit?: boolean };

/** "{amount} is within what I can sign": the offer as the salesperson said it ("twenty four thousand", "$24,000"). */
export function withAmount(line: string, offer: Quantity): string {
  const said = /^[$€£]/.test(offer.text) ? `${offer.value.toLocaleString('en-US')} ${offer.unit ?? 'dollars'}` : offer.text;
  const filled = line.replace('{amount}', said);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** The best offer on the table is one the buyer can sign alone. */
export function offerWithinLimit(context: AnswerContext): boolean | undefined {
  const { play, state } = context;
  const offer = state.offers.at(-1);
  if (!offer || offer.perUnit || play.spendingLimit === undefined) return undefined;
  return yearly(offer) <= play.spendingLimit;
}

const TIME_UNITS = /^(year|years|month|months|week|weeks|quarter|quarters|day|days|annum|annually|monthly|yearly)$/;

/** "$175 per camera", "two bucks a unit a month", "145 dollars a month per location": a price for each of something. */
function perUnit(text: string, amount: Quantity): boolean {
  const at = text.toLowerCase().indexOf(amount.text.toLowerCase());
  if (at < 0) return false;
  const after = text.slice(at + amount.text.length, at + amount.text.length + 40).toLowerCase();
  const each =
    /^\s*(?:dollars?|bucks|euros?|pounds?)?(?:\s+(?:a|an|per)\s+(?:year|month|week|quarter))?\s+(?:a|an|per|each)\s+([a-z]+)/.exec(after);
  return each !== null && !TIME_UNITS.test(each[1]!);
}

/** What an amount comes to in a year, as a signing limit counts it: "1,200 a month" is 14,400. */
function yearly(amount: Quantity): number {
  const times: Record<string, number> = { month: 12, quarter: 4, week: 52 };
  return amount.value * (times[amount.per ?? ''] ?? 1);
}

/** "$1,200 instead of $1,100", "the $3,000 onboarding is waived": money said that is not the price on the table. */
function notOffered(text: string, amount: Quantity): boolean {
  const at = text.toLowerCase().indexOf(amount.text.toLowerCase());
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 24), at).toLowerCase();
  const after = text.slice(at + amount.text.length, at + amount.text.length + 40).toLowerCase();
  return (
    /\b(instead of|rather than|down from|up from|from|was|were|not|save|saves|saving|waive|waives|waived|waiving|off)\s+(the\s+|your\s+|a\s+|an\s+)?$/.test(
      before,
    ) ||
    /^\s*([\w-]+\s+){0,3}(is|are|gets?|would be|will be|can be)\s+(waived|dropped|free|included|off)\b|^\s*(off|discount|saving|less)\b/.test(
      after,
    )
  );
}

/** The money offered in this turn, kept as the offer on the table. */
export function recordOffer(context: AnswerContext, reading: TurnReading): Offer | undefined {
  const money = reading.quantities.filter(
    (quantity) =>
      (quantity.kind === 'money' || (quantity.kind === 'count' && quantity.value >= 1000 && !quantity.unit)) &&
      !notOffered(reading.text, quantity),
  );
  const dealStage = context.play.stageName === 'Negotiation' || context.play.stageName === 'Closing';
  if (money.length === 0 || !(dealStage || has(reading, ['offer', 'commitment-ask', 'next-step', 'objection-answer']))) return undefined;
  const last = money.at(-1)!;
  // "$170 a camera... That's $40,800 for the year": a total said after a unit price is the offer.
  const offer: Offer = { ...last, kind: 'money', ...(perUnit(reading.text, last) ? { perUnit: true } : {}) };
  // "$45,360 a year plus $8,000 installation": charges said together, added up for the first year.
  const charges = money.filter((amount) => !perUnit(reading.text, amount));
  if (
    charges.length >= 2 &&
    charges.length === money.length &&
    /\b(plus|on top|and then|as well as)\b|\+/.test(reading.text.toLowerCase())
  ) {
    Object.assign(offer, { value: charges.reduce((sum, amount) => sum + yearly(amount), 0), per: 'year', allIn: true });
  }
  context.state.offers.push(offer);
  return offer;
}

/** The salesperson's offer in money: compared with what the buyer can sign off. */
export function offerParts(context: AnswerContext, offer: Offer | undefined): ReplyPart[] {
  if (!offer) return [];
  const within = offerWithinLimit(context);
  const { allIn, perUnit: each } = offer;
  if (each) return [part(context.phrases.say(PHRASES.offerAskTotal), PRIORITY.main)];
  if (within === undefined) return [part(context.phrases.say(PHRASES.offerNoted), PRIORITY.main)];
  changeInterest(context.state, within ? 12 : -2);
  const lines = allIn
    ? within
      ? PHRASES.offerAllInWithinLimit
      : PHRASES.offerAllInOverLimit
    : within
      ? PHRASES.offerWithinLimit
      : PHRASES.offerOverLimit;
  const reaction = part(withAmount(context.phrases.say(lines), offer), PRIORITY.main);
  // Over its limit, a buyer negotiates with what it has: a competing quote, its budget, its terms.
  const counter = within ? undefined : untoldFactOn(context, ['competition', 'price', 'budget']);
  return counter ? [reaction, counter] : [reaction];
}
