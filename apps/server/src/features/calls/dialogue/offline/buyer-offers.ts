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
  return offer.value <= play.spendingLimit;
}

/** The money offered in this turn, kept as the offer on the table. */
export function recordOffer(context: AnswerContext, reading: TurnReading): Quantity | undefined {
  const money = reading.quantities.filter((quantity) => quantity.kind === 'money' || (quantity.kind === 'count' && quantity.value >= 1000 && !quantity.unit));
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

