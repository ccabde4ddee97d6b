import type { Quantity, TurnReading } from '@rehearse/conversation';
import { untoldFactOn, type AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { changeInterest } from './buyer-state';
import { has } from './caller-requests';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** Money on the table: the salesperson's offers, compared with what the buyer can sign off alone. */

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
  if (!offer || play.spendingLimit === undefined) return undefined;
  return yearly(offer) <= play.spendingLimit;
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
  return /\b(instead of|rather than|down from|up from|from|was|were|not|save|saves|saving|waive|waives|waived|waiving|off)\s+(the\s+|your\s+|a\s+|an\s+)?$/.test(before)
    || /^\s*([\w-]+\s+){0,3}(is|are|gets?|would be|will be|can be)\s+(waived|dropped|free|included|off)\b|^\s*(off|discount|saving|less)\b/.test(after);
}

/** The money offered in this turn, kept as the offer on the table. */
export function recordOffer(context: AnswerContext, reading: TurnReading): Quantity | undefined {
  const money = reading.quantities.filter((quantity) => (quantity.kind === 'money' || (quantity.kind === 'count' && quantity.value >= 1000 && !quantity.unit)) && !notOffered(reading.text, quantity));
  const dealStage = context.play.stageName === 'Negotiation' || context.play.stageName === 'Closing';
  if (money.length === 0 || !(dealStage || has(reading, ['offer', 'commitment-ask', 'next-step', 'objection-answer']))) return undefined;
  const offer = { ...money.at(-1)!, kind: 'money' as const };
  context.state.offers.push(offer);
  return offer;
}

/** The salesperson's offer in money: compared with what the buyer can sign off. */
export function offerParts(context: AnswerContext, offer: Quantity | undefined): ReplyPart[] {
  if (!offer) return [];
  const within = offerWithinLimit(context);
  if (within === undefined) return [part(context.phrases.say(PHRASES.offerNoted), PRIORITY.main)];
  changeInterest(context.state, within ? 12 : -2);
  const reaction = part(withAmount(context.phrases.say(within ? PHRASES.offerWithinLimit : PHRASES.offerOverLimit), offer), PRIORITY.main);
  // Over its limit, a buyer negotiates with what it has: a competing quote, its budget, its terms.
  const counter = within ? undefined : untoldFactOn(context, ['competition', 'price', 'budget']);
  return counter ? [reaction, counter] : [reaction];
}

