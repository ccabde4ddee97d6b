import { plainCurrencies, readQuantities, wordsOf, type Quantity, type TurnReading } from '@rehearse/conversation';
import { untoldFactOn, type AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { changeInterest } from './buyer-state';
import { asksIfBuyerCanSign, has } from './caller-requests';
import { quotedPriceOf } from './profile-concerns';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** Money on the table: the salesperson's offers, compared with what the buyer can sign off alone. */

/**
 * An offer on the table: an amount as said, or several charges said together ("$45,360 a year plus
 * $8,000 installation", `allIn`: the buyer adds them up but never says a sum nobody said), or a price
 * per camera, seat or site (`perUnit`: what it comes to is for the salesperson to say). A price only stated, outside a
 * deal and proposing nothing (`stated`: "It comes to eighteen thousand a year."), is weighed but warms no one.
 */
export type Offer = Quantity & { allIn?: boolean; perUnit?: boolean; stated?: boolean };

/** "{amount} is within what I can sign": the offer as the salesperson said it ("twenty four thousand", "$24,000"). */
export function withAmount(line: string, offer: Quantity): string {
  // "7000" as the reader gives "7,000": said with its separators again.
  const said = /^[$€£]/.test(offer.text)
    ? `${offer.value.toLocaleString('en-US')} ${offer.unit ?? 'dollars'}`
    : /^\d{4,}$/.test(offer.text)
      ? offer.value.toLocaleString('en-US')
      : // "Sixty four thousand is already our rate": a sentence's capital is not the amount's ("At sixty four thousand...").
        offer.text.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
  const filled = line.replace('{amount}', said);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** The best offer on the table is one the buyer can sign alone: its money, and its length when the profile limits that. */
export function offerWithinLimit(context: AnswerContext): boolean | undefined {
  const { play, state } = context;
  if (termOverLimit(context) || termOverWish(context)) return false;
  const offer = state.offers.at(-1);
  if (!offer || offer.perUnit || play.spendingLimit === undefined) return undefined;
  return yearly(offer) <= play.spendingLimit;
}

/**
 * Where an amount was said in the text, and how long it is there: the reader gives "$38,000" as
 * "$38000", so digits may have commas between them as typed. -1 when not found.
 */
function locate(text: string, amount: Quantity): { at: number; length: number } {
  const pattern = amount.text
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/(\d)(?=\d)/g, '$1,?');
  const match = new RegExp(pattern).exec(text.toLowerCase());
  return match ? { at: match.index, length: match[0].length } : { at: -1, length: 0 };
}

const TIME_UNITS = /^(year|years|month|months|week|weeks|quarter|quarters|day|days|annum|annually|monthly|yearly)$/;

/** "$175 per camera", "two bucks a unit a month", "145 dollars a month per location": a price for each of something. */
function perUnit(text: string, amount: Quantity): boolean {
  const { at, length } = locate(text, amount);
  if (at < 0) return false;
  const after = text.slice(at + length, at + length + 40).toLowerCase();
  const each =
    /^\s*(?:dollars?|bucks|euros?|pounds?)?(?:\s+(?:a|an|per)\s+(?:year|month|week|quarter))?\s+(?:a|an|per|each)\s+([a-z]+)/.exec(after);
  if (each !== null && !TIME_UNITS.test(each[1]!)) return true;
  // "Pricing, so it's per sensor, four hundred and fifty, plus the monthly, nine dollars": the unit said first.
  const unitFirst = /\b(?:it'?s|is|are|priced|charged|pricing is|we charge) per ([a-z]+)\b/.exec(text.slice(0, at).toLowerCase());
  return unitFirst !== null && !TIME_UNITS.test(unitFirst[1]!) && !/^(cent|se)$/.test(unitFirst[1]!);
}

/** What an amount comes to in a year, as a signing limit counts it: "1,200 a month" is 14,400. */
function yearly(amount: Quantity): number {
  const times: Record<string, number> = { month: 12, quarter: 4, week: 52 };
  return amount.value * (times[amount.per ?? ''] ?? 1);
}

/**
 * "So the quote was 13,800 a year": the price on the table said again, which "does that still work?" puts
 * to the buyer; "...what would make that work?" asks for the buyer's terms instead.
 */
function restatedQuote(text: string, amount: Quantity): boolean {
  const { at } = locate(text, amount);
  return at >= 0 && /\b(quote|price|proposal|pricing|offer)\s+(was|were)\s+$/.test(text.slice(Math.max(0, at - 24), at).toLowerCase());
}

/** "$1,200 instead of $1,100", "the $3,000 onboarding is waived", "$38,000 of copper": money said that is not the price on the table. */
function notOffered(text: string, amount: Quantity): boolean {
  const { at, length } = locate(text, amount);
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 24), at).toLowerCase();
  const after = text.slice(at + length, at + length + 40).toLowerCase();
  return (
    /\b(instead of|rather than|down from|up from|from|was|were|not|save|saves|saving|waive|waives|waived|waiving|off)\s+(the\s+|your\s+|a\s+|an\s+)?$/.test(
      before,
    ) ||
    // "ScaleSmart's $950", "their $540": a price of someone else's ("that's $40,800" is no possessive).
    /(\b(?!(?:that|it|what|here|there|he|she|let|who|where|how|one)'s)[a-z][\w-]*'s|\btheir|\bhis|\bher)\s+$/.test(before) ||
    // "your auditors fined you $18,000", "we lost about $9k", "wrote off $410k": a loss the buyer had, not a price; "after
    // paying 6.5 lakh to the last vendor", "you spent $40k on": money the buyer already paid someone.
    /\b(fined|fine of|penalty of|lost|losing|lose|wrote off|written off|write off|stolen|stole|paid|spent|after paying|after spending|been paying|already paying)\s+(you\s+|them\s+|us\s+)?(the\s+|a\s+|an\s+|about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?$/.test(
      before,
    ) ||
    /^\s*([\w-]+\s+){0,3}(is|are|gets?|would be|will be|can be)\s+(waived|dropped|free|included|off)\b|^\s*(?:(?:dollars?|bucks|pounds?|euros?|quid|grand)\s+)?(off|discount|saving|less)\b|^\s*(worth\s+)?of\s+(?!(the|your|a|an)\s+(price|fee|cost|licen[cs]e|subscription)\b)[a-z]/.test(
      after,
    )
  );
}

/** A charge that grows with use: overage, usage fees, a price per extra unit. */
const USAGE_CHARGE =
  /\b(overage|overages|usage (fee|fees|charge|charges|based)|pay as you go|per (extra|additional) \w+|(extra|additional) \w+ (are|is) charged)\b/;

/** The salesperson says the total themselves ("that's $14,000 for the first year, all in"): that is the offer. */
const SAYS_TOTAL = /\b(all in|all-in|in total|total|altogether|comes to|come to|works out (at|to))\b/;
const FEE =
  /\b(setup|set-up|set up|onboarding|on boarding|installation|install|implementation|one-time|one-off|activation|training|migration)\b/;

/** "onboarding stays at $2,500", "$3,000 setup": a charge paid once, named as one near the amount. */
function isFee(text: string, amount: Quantity): boolean {
  const { at, length } = locate(text, amount);
  if (at < 0) return false;
  return FEE.test(text.slice(Math.max(0, at - 30), at + length + 30).toLowerCase());
}

/** Words near a length of time that make it the contract's: "the three-year deal", "a twelve-month term", "36 months at $1,350". */
const TERM_WORDS =
  /\b(deal|term|contract|commit\w*|agreement|plan|subscription|sign\w*|renew\w*|lock\w*|order form)\b|\bat\s+(\$|[\d]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)/;

/** The contract length the salesperson proposes in this turn, kept on the table. */
export function recordTerm(context: AnswerContext, reading: TurnReading): void {
  if (context.play.termLimit === undefined && context.play.termWanted === undefined) return;
  const lower = reading.text.toLowerCase();
  for (const quantity of reading.quantities) {
    if (quantity.kind !== 'duration' || !/^(years?|months?)$/.test(quantity.unit ?? '')) continue;
    const at = lower.indexOf(quantity.text.toLowerCase());
    if (at < 0 || !TERM_WORDS.test(lower.slice(Math.max(0, at - 25), at + quantity.text.length + 30))) continue;
    context.state.proposedTermMonths = quantity.unit!.startsWith('year') ? quantity.value * 12 : quantity.value;
    context.state.proposedTermSaid = quantity.text.toLowerCase();
  }
}

/** The length on the table is longer than the buyer says it will take ("I want a 1-year term, not 2"). */
export function termOverWish(context: AnswerContext): boolean {
  const { play, state } = context;
  return play.termWanted !== undefined && state.proposedTermMonths !== undefined && state.proposedTermMonths > play.termWanted.months;
}

/** The length on the table is longer than the buyer may sign alone ("any contract longer than 1 year needs our VP Finance"). */
export function termOverLimit(context: AnswerContext): boolean {
  const { play, state } = context;
  return play.termLimit !== undefined && state.proposedTermMonths !== undefined && state.proposedTermMonths > play.termLimit.months;
}

/** Words that give a sum to the buyer or someone else: what they pay now, a competitor's quote, what the problem costs them, a figure they gave. */
const SOMEONE_ELSES =
  /\b(you('re| are)? pay(ing)?|you (currently|now) pay|charg(e|es|ing) you|they('re| are)? charg(e|es|ing)|(the|that|their|your) (quote|price|bid|offer) (you('ve| have)? (got|get|had|received)|from)|you('ve| have) (got|been) (a |been )?quot|quoted you|you were quoted|your (current|existing|old|other) |(cost|costs|costing|losing|lose|loses) you|you (said|mentioned|told me))/;
/**
 * "Your late fees alone are thirty two thousand a year", "your overtime runs about": a sum of the buyer's own, not a
 * price ("your price is", "your subscription would be" are the salesperson's).
 */
const BUYERS_OWN_SUM =
  /\byour (?!(?:\w+ )*(?:price|pricing|investment|subscription|licen[cs]e|plan|quote|total|cost|fee|rate)\b)(?:[\w-]+ ){1,3}(?:alone |together |combined )?(?:is|are|was|were|comes? to|runs?|costs?|adds? up to|totals?)(?: (?:about|around|roughly|nearly|over|almost|some))?\s*$/;
/** Words that put a sum forward in a question ("how about $900?", "would $18,000 work?", "do we have a deal at 105?"). */
const PROPOSES =
  /\b(would|could|how about|what about|what if|if (i|we)|can (we|i)|deal|work for you|works for you|shall|okay with|ok with|fair)\b/;

/**
 * "What's RoofGrid charging you, forty-five?", "the quote you've got at fourteen hundred a month":
 * money the salesperson asks about or gives to someone else is no offer of theirs.
 */
function someoneElses(reading: TurnReading, amount: Quantity): boolean {
  const segment = reading.segments
    .map((candidate) => ({ ...candidate, text: plainCurrencies(candidate.text, true) }))
    .find((candidate) => locate(candidate.text, amount).at >= 0);
  if (!segment) return false;
  const text = wordsOf(segment.text).join(' ');
  const before = segment.text.toLowerCase().slice(0, locate(segment.text, amount).at);
  if (SOMEONE_ELSES.test(wordsOf(before).join(' ')) || BUYERS_OWN_SUM.test(wordsOf(before).join(' '))) return true;
  const asked = /\?\s*$/.test(segment.text) || segment.act === 'open-question' || segment.act === 'closed-question';
  return asked && !PROPOSES.test(text) && SOMEONE_ELSES.test(text);
}

/**
 * "You mentioned about eight thousand a quarter in late fees. That's thirty two thousand a year.": a total said just after
 * money that is not the salesperson's price (the buyer's cost, a figure it gave, a competitor's quote) is that money again.
 */
function totalOfTheirs(reading: TurnReading, text: string, amounts: readonly Quantity[], index: number): boolean {
  const previous = amounts[index - 1];
  if (!previous) return false;
  const theirs = (notOffered(text, previous) && !restatedQuote(text, previous)) || someoneElses(reading, previous);
  if (!theirs) return false;
  const { at } = locate(text, amounts[index]!);
  return at >= 0 && TOTAL_LEAD.test(text.toLowerCase().slice(Math.max(0, at - 40), at));
}

/** Words of giving something: a discount, a fee waived, a minimum or term dropped, something thrown in. */
const CONCESSION =
  /\b(waive|waived|waiving|discount|\d+ ?(%|percent) off|percent off|knock \w+ off|take \w+ off|instead of|down (to|from)|no (annual |yearly )?minimum|(drop|dropped|remove|removed|cut) the (minimum|fee|setup|installation|onboarding)|free of charge|at no (extra )?(cost|charge)|throw in|thrown in|(i|we) can (do|go down|offer|include|give|add|match)|meet you (at|in the middle)|shorter term|month to month|(30|60|90|thirty|sixty|ninety)-? ?day (out|exit|walk-away))\b/;

/**
 * Whether the salesperson gave something in this turn: a price below the last one offered, or words
 * of a concession. A buyer in a negotiation does not agree to terms that never moved.
 */
export function recordConcession(context: AnswerContext, reading: TurnReading, offer: Offer | undefined): void {
  const previous = context.state.offers.at(offer ? -2 : -1);
  // Before any offer in the call, the price on the table is the quote the profile holds ("He has our quote of $36,000 a year").
  const before = previous ? yearly(previous) : quotedPriceOf(context.play.facts.facts);
  const lower = offer !== undefined && before !== undefined && !offer.perUnit && yearly(offer) < before;
  if (lower || CONCESSION.test(reading.words.join(' '))) context.state.concessions += 1;
}

/** "We'll add a third integration at no charge, and you can pay quarterly instead of up front": words of a concession. */
export function givesSomething(reading: TurnReading): boolean {
  const words = reading.words.join(' ');
  const given = CONCESSION.exec(words);
  // "I don't think I can do forty": a concession refused is none.
  return given !== null && !/\b(?:not|n't|dont|cannot|can't|cant|never|no way)\b(?:\s+\w+){0,3}\s*$/.test(words.slice(0, given.index));
}

/**
 * Words just before an amount that say it is what the product costs: "the price is", "it comes to", "it's", "we're",
 * "you're looking at". "It costs" and "that costs", not "no-shows cost": the product's cost, not the problem's.
 */
const PRICE_LEAD =
  /\b(?:price|prices|pricing|priced at|(?:it|this|that) (?:costs?|'?ll cost|will cost|would cost|'?d cost)|comes? to|works? out (?:at|to)|(?:we|i) charge|subscription|licen[cs]es?|you'?d pay|you would pay|you'?ll pay|you will pay|you'?re looking at|we'?re|we are|it'?s|its|it is|it'?d be|it would be|it'?ll be|it will be|starts at|starting at|for just|for only)(?:\s+(?:is|are|just|only|about|around|roughly|approximately|some|under|well under|just under|less than|just over))*\s+$/;
/** "...so eighteen thousand a year", "that's about 7,000 a year": a sum said after a price, its total. */
const TOTAL_LEAD =
  /\b(?:so|that'?s|thats|that is|which is|or)(?:\s+(?:just|only|about|around|roughly|approximately|some|under|just under|just over))*\s+$/;
/** A price said with a number just after a price word, anywhere before ("it's two hundred and fifty per practice, so..."). */
const PRICE_BEFORE = new RegExp(
  `${PRICE_LEAD.source.slice(0, -'\\s+$'.length)}\\s+(?:[$£€]|\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\\b|a (?:hundred|thousand|grand)\\b)`,
);
/** Words after an amount that make it the buyer's gain or loss: "...a year back in your pocket", "...you're losing". */
const GAIN_OR_LOSS =
  /^\s*(?:(?:dollars?|pounds?|euros?|bucks|quid|grand|rand)\s+)?(?:(?:a|an|per|each)\s+\w+\s+){0,2}(?:(?:in|of|on)\s+(?:[\w-]+\s+){1,3}(?=saved\b))?(?:back|saved|(?:in|of) savings?|savings?|you'?(?:d|ll|re)?\s+(?:save|saving|get back|lose|losing|be losing|waste|wasting|leave|leaving|miss|missing)|(?:in|of) (?:lost|missed|extra|new|additional|recovered|revenue|income|profit|sales|turnover|value)|in your pocket|on the table|to the bottom line|lost|wasted|going out the door)\b/;

/** "...about a hundred thousand a year back in your pocket", "thirty two thousand a year in late fees saved": no price. */
function gainOrLoss(text: string, amount: Quantity): boolean {
  const { at, length } = locate(text, amount);
  return at >= 0 && GAIN_OR_LOSS.test(text.toLowerCase().slice(at + length, at + length + 50));
}

/**
 * "It comes to eighteen thousand pounds a year", "it's two hundred and fifty pounds per practice a month, so eighteen
 * thousand a year": the salesperson's own price, said at any stage as a statement or in a pitch. Not a gain, a saving or a
 * loss ("if we cut write-offs by a quarter, that's about a hundred thousand a year"): money said after a price word, or a
 * total said after a price.
 */
function saysOwnPrice(text: string, amount: Quantity): boolean {
  const { at } = locate(text, amount);
  if (at < 0 || gainOrLoss(text, amount)) return false;
  const lower = text.toLowerCase();
  const before = lower.slice(Math.max(0, at - 40), at);
  return PRICE_LEAD.test(before) || (TOTAL_LEAD.test(before) && PRICE_BEFORE.test(lower.slice(0, at)));
}

/**
 * "160 thousand is nothing next to 1.3 million in remakes, you said so yourself": a sum the profile gives as what the
 * problem costs the buyer (a fact about its pain, not its limit, the quote or a rival's) is the buyer's own figure said
 * back, whatever words come around it, and no price.
 */
function buyersOwnCost(context: AnswerContext, amount: Quantity): boolean {
  const { facts, index } = context.play;
  return facts.facts.some(
    (fact) =>
      index.topicsOf(fact.id).includes('pain') &&
      readQuantities(fact.spoken).quantities.some(
        (quantity) => quantity.kind === 'money' && Math.abs(quantity.value - amount.value) <= amount.value * 0.05,
      ),
  );
}

/** The money offered in this turn, kept as the offer on the table. */
export function recordOffer(context: AnswerContext, reading: TurnReading): Offer | undefined {
  // The amounts were read from the turn made plain ("6.5 lakh" as "650,000"): where each was said is found there too.
  const text = plainCurrencies(reading.text, true);
  const amounts = reading.quantities.filter(
    (quantity) => quantity.kind === 'money' || (quantity.kind === 'count' && quantity.value >= 1000 && !quantity.unit),
  );
  const said = amounts.filter(
    (quantity, index) =>
      (!notOffered(text, quantity) || (restatedQuote(text, quantity) && (reading.questionType ?? 'yes-no') === 'yes-no')) &&
      !someoneElses(reading, quantity) &&
      !totalOfTheirs(reading, text, amounts, index) &&
      !gainOrLoss(text, quantity) &&
      !buyersOwnCost(context, quantity),
  );
  const dealStage = context.play.stageName === 'Negotiation' || context.play.stageName === 'Closing';
  // "...that's about 7,000 a year. Is that something you can approve yourself?": money put to the buyer's authority is on the table.
  const putToSign = asksIfBuyerCanSign(reading);
  const proposes = dealStage || putToSign || has(reading, ['offer', 'commitment-ask', 'next-step', 'objection-answer']);
  // At any stage, a price said as a statement ("It comes to eighteen thousand a year.") is heard: from the first one on.
  const firstPrice = said.findIndex((amount) => saysOwnPrice(text, amount));
  const money = proposes ? said : firstPrice < 0 ? [] : said.slice(firstPrice);
  if (money.length === 0) return undefined;
  const last = money.at(-1)!;
  // "$170 a camera... That's $40,800 for the year": a total said after a unit price is the offer.
  const offer: Offer = {
    ...last,
    kind: 'money',
    ...(perUnit(text, last) ? { perUnit: true } : {}),
    ...(proposes ? {} : { stated: true }),
  };
  // "$45,360 a year plus $8,000 installation", "$1,620 a month ... and onboarding stays at $2,500":
  // charges said together, added up for the first year. A fee said once after a price by the month
  // or year is the setup on top of it, not the price.
  const charges = money.filter((amount) => !perUnit(text, amount));
  const recurringThenOnce =
    charges.some((amount) => amount.per !== undefined) &&
    last.per === undefined &&
    isFee(text, last) &&
    !SAYS_TOTAL.test(text.toLowerCase());
  // "I can do $175 per camera and bring installation down to $4,000": a price each and a one-off fee, no total said: the
  // price is per camera, and what it comes to is for the salesperson to say (the fee is not the price).
  const unitPrice = money.find((amount) => perUnit(text, amount));
  // ("That's $40,800 for the year" after it is the total, said.)
  const feesOnly = charges.length > 0 && charges.every((amount) => amount.per === undefined && isFee(text, amount));
  if (unitPrice && feesOnly && !SAYS_TOTAL.test(text.toLowerCase()) && !/\bthat(?:'s| is| comes to)\b/i.test(text)) {
    const each: Offer = { ...unitPrice, kind: 'money', perUnit: true };
    context.state.offers.push(each);
    return each;
  }
  // "$17,400 plus $6,000, so twenty-three thousand four hundred": the salesperson's own sum of the charges is the offer,
  // and so is its first year ("thirteen hundred euros a month plus the six thousand for onboarding, so twenty-one thousand
  // six hundred euros for the first year"), not a sum of the charges and their total.
  const sumSaid = charges.find((amount, index) =>
    charges
      .slice(0, index)
      .map((_, from) => charges.slice(from, index))
      .some(
        (earlier) =>
          earlier.length >= 2 &&
          (earlier.reduce((sum, charge) => sum + charge.value, 0) === amount.value ||
            (earlier.some((charge) => charge.per !== undefined) &&
              earlier.reduce((sum, charge) => sum + yearly(charge), 0) === amount.value)),
      ),
  );
  // The total said is said back as said ("Twenty-three thousand four hundred is within what I can sign"): only a sum the
  // buyer made itself stays unnamed ("All in, that's within...").
  if (sumSaid) Object.assign(offer, { ...sumSaid, kind: 'money', allIn: false });
  else if (
    charges.length >= 2 &&
    charges.length === money.length &&
    (/\b(plus|on top|and then|as well as)\b|\+/.test(text.toLowerCase()) || recurringThenOnce)
  ) {
    Object.assign(offer, { value: charges.reduce((sum, amount) => sum + yearly(amount), 0), per: 'year', allIn: true });
  }
  // "...with the overage as before": a charge that grows with use makes the total the salesperson's to say.
  if (USAGE_CHARGE.test(text.toLowerCase())) offer.perUnit = true;
  context.state.offers.push(offer);
  return offer;
}

/** The salesperson's offer in money: compared with what the buyer can sign off. */
export function offerParts(context: AnswerContext, offer: Offer | undefined, options: { asked?: boolean } = {}): ReplyPart[] {
  if (!offer) return [];
  const within = offerWithinLimit(context);
  const { allIn, perUnit: each } = offer;
  if (each)
    return [
      part(
        allIn ? context.phrases.say(PHRASES.offerAskTotalUnsaid) : withAmount(context.phrases.say(PHRASES.offerAskTotal), offer),
        PRIORITY.main,
      ),
    ];
  if (within === undefined) return [part(context.phrases.say(PHRASES.offerNoted), PRIORITY.main)];
  // "Twelve fifty a month on the thirty six month term" to a buyer who can sign that sum but wants twelve months: the
  // money is not what stops it, the term is, and the buyer says which.
  const { play, state } = context;
  const term = termOverLimit(context) ? play.termLimit : termOverWish(context) ? play.termWanted : undefined;
  if (term && !allIn && play.spendingLimit !== undefined && yearly(offer) <= play.spendingLimit) {
    if (!offer.stated) changeInterest(state, 4);
    const termFact = state.toldFacts.has(term.factId) ? undefined : play.facts.facts[term.factId];
    return [
      part(withAmount(context.phrases.say(PHRASES.offerWithinLimitTermNot), offer), PRIORITY.main),
      ...(termFact ? [part(termFact.spoken, PRIORITY.main, { kind: 'told-fact' as const, factId: termFact.id })] : []),
    ];
  }
  // A price stated early is a fact to weigh against the limit; a price proposed, a step towards the deal.
  if (!offer.stated) changeInterest(context.state, within ? 12 : -2);
  const lines = allIn
    ? within
      ? PHRASES.offerAllInWithinLimit
      : PHRASES.offerAllInOverLimit
    : within
      ? PHRASES.offerWithinLimit
      : PHRASES.offerOverLimit;
  const said = withAmount(context.phrases.say(lines), offer);
  // "Is that something you can approve yourself?": the comparison is the answer to a yes or a no.
  const answer = options.asked
    ? `${within ? 'Yes' : 'No'}, ${/^(I\b|[A-Z][A-Z0-9])/.test(said) ? said : said.charAt(0).toLowerCase() + said.slice(1)}`
    : said;
  const reaction = part(answer, PRIORITY.main);
  // Over its limit, a buyer negotiates with what it has: a competing quote, its budget, its terms.
  const counter = within ? undefined : untoldFactOn(context, ['competition', 'price', 'budget']);
  return counter ? [reaction, counter] : [reaction];
}
