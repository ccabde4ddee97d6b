import { contentStemsOf, readQuantities, tagged, topicsOfStems, wordsOf, type Topic } from '@rehearse/conversation';
import type { SalesStage } from '@rehearse/domain';
import type { ProfileFact } from './customer-profile.facts';
import type { Objection } from './objection';

/**
 * The concerns a customer profile gives the buyer (decision 68): its own worries ("She worries the
 * front desk staff will not use a new system") come before any stock concern of the stage or persona,
 * and a stock concern the profile contradicts (sign-off from a buyer who can sign the quote herself,
 * "now's not the right time" from one who wants it live by March) is never raised.
 */

/** A worry in the buyer's voice: "I worry the staff won't use it", "my biggest concern is the price", "what worries me is...". */
const WORRY =
  /\b(?:I|we) (?:(?:still|also|really) )?(?:worry|fear|doubt|am worried|'m worried|am afraid|'m afraid|am concerned|'m concerned|am nervous|'m nervous)\b(?: (?:that|about|whether|if))?\s*|\b(?:my|our) (?:(?:main|biggest|big|only|real|one|remaining) )?(?:worry|concern|fear) is(?: that)?\s*|\bwhat worries me is(?: that)?\s*/i;

/** A verb that makes what is feared a clause ("the staff won't use it"), not a thing ("the price"). */
const FINITE =
  /\b(?:will|won't|would|wouldn't|can|can't|could|couldn't|should|must|may|might|is|are|isn't|aren't|was|were|has|have|had|does|do|don't|doesn't|did|didn't)\b/i;

/** What the buyer fears, as said after the worry word: "the front desk staff won't use a new system". */
function fearedOf(clause: string): string | undefined {
  const match = WORRY.exec(clause);
  if (!match) return undefined;
  const feared = clause
    .slice(match.index + match[0].length)
    .replace(/[.!?]+$/, '')
    .trim();
  return feared.split(' ').length >= 2 ? feared : undefined;
}

/** The clause of a fact that holds the worry, as a sentence ("I worry the staff won't use it, and I want it live by March" -> its first half). */
function worryClause(spoken: string): string | undefined {
  const clauses = spoken.split(/,\s+(?:and|but|so)\s+|;\s+|,\s+(?=(?:I|we)\b)/);
  const clause = clauses.find((candidate) => WORRY.test(candidate));
  if (!clause) return undefined;
  const trimmed = clause.trim().replace(/[.!?]+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

/** The thing a worry is about, to name in a reply ("the front desk staff"), when it is a short noun phrase. */
function worrySubject(feared: string): string | undefined {
  const [noun] = tagged(feared).nouns().out('array') as string[];
  if (!noun) return undefined;
  const phrase = noun.replace(/[.,;:!?]+$/, '').trim();
  return phrase.split(' ').length <= 5 && feared.toLowerCase().startsWith(phrase.toLowerCase()) ? phrase.toLowerCase() : undefined;
}

/** A negation and the word without it: "won't use" is feared, "will use" is wished for. */
const NEGATIONS: readonly [RegExp, string][] = [
  [/\bwill not\b|\bwon't\b/i, 'will'],
  [/\bcannot\b|\bcan not\b|\bcan't\b/i, 'can'],
  [/\bdo not\b|\bdon't\b/i, 'do'],
  [/\bdoes not\b|\bdoesn't\b/i, 'does'],
  [/\bis not\b|\bisn't\b/i, 'is'],
  [/\bare not\b|\baren't\b/i, 'are'],
  [/\bwould not\b|\bwouldn't\b/i, 'would'],
];

/**
 * What would put a worry to rest, when it fears something will not happen ("the front desk staff
 * won't use a new system"): seeing that it will ("I'd want to see that the front desk staff will
 * actually use a new system."). A worry of another shape has no wish the profile gives.
 */
function wishOf(feared: string): string[] | undefined {
  const found = NEGATIONS.filter(([pattern]) => pattern.test(feared));
  if (found.length !== 1) return undefined;
  const [pattern, positive] = found[0]!;
  const wished = feared.replace(pattern, `${positive} actually`);
  return [`Mostly, I'd want to see that ${wished}.`, `Honestly, I'd need to see that ${wished}.`];
}

/** Topics a worry's words speak of: its own words, with the generic 'pain' left to the stems. */
function worryTopics(feared: string): Topic[] {
  return topicsOfStems(contentStemsOf(wordsOf(feared)));
}

/** The profile's own worries as concerns the buyer raises and holds until they are answered. */
export function profileWorries(facts: readonly ProfileFact[]): Objection[] {
  const worries: Objection[] = [];
  for (const fact of facts) {
    const clause = worryClause(fact.spoken);
    const whole = clause ? fearedOf(clause) : undefined;
    if (!clause || !whole) continue;
    const match = WORRY.exec(clause)!;
    const lead = clause.slice(0, match.index + match[0].length);
    // "I worry about how long training will take and about patient privacy": two worries, raised and settled one by one.
    const worriesOfFact = /\babout\s*$/i.test(lead) ? whole.split(/,?\s+and about\s+/i) : [whole];
    worriesOfFact.forEach((feared, index) => {
      const split = worriesOfFact.length > 1;
      // "how long training will take" is a thing worried about, though it holds a verb.
      const about =
        FINITE.test(feared) && !/^(how|what|whether|which|when|where|who)\b/i.test(feared) ? `that ${feared}` : `about ${feared}`;
      const subject = worrySubject(feared);
      const topics = worryTopics(feared);
      worries.push({
        id: split ? `profile-worry-${fact.id}-${index}` : `profile-worry-${fact.id}`,
        raise: [split ? `${lead}${feared}.` : clause],
        remind: [`I'm still worried ${about}.`, `That still leaves my worry ${about}.`],
        accept: subject
          ? [`Okay, that eases my mind about ${subject}.`, `Good, that helps with my worry about ${subject}.`]
          : ['Okay, that eases my mind there.', 'Good, that helps with my worry.'],
        // Asked about it ("what would the front desk need to see?"): what would put the worry to rest, in its own words.
        explain: wishOf(feared) ?? ["Honestly, that's what I'd want you to show me.", "That's what I'm hoping you can tell me."],
        answeredBy: { acts: ['objection-answer', 'pitch', 'offer', 'value', 'statement'], topics },
        factId: fact.id,
      });
    });
  }
  return worries;
}

/** Words of a price put to the buyer: "the quote is $14,000 a year", "we quoted $1,100/mo", "the proposal: $46,000". */
const QUOTE_WORDS = /\b(?:quote|quoted|quotes|proposal|proposed|priced|offer is)\b/i;
/** Weaker words, read only when no sentence names a quote: "it costs us 4k a month" is as often the pain's cost. */
const PRICE_WORDS = /\b(?:price is|pricing is|licen[cs]e is|costs? (?:is|us|would be))\b/i;
const THRESHOLD_AMOUNT =
  /\b(?:under|below|up to|less than|no more than|over|above|more than|beyond)\s+(?:[$€£]\s?)?[\d,.]+\s*(?:k|thousand|million)?(?:\s*(?:dollars|euros|pounds))?/gi;

/** The price the profile says was quoted, as a year's money ("14,000 dollars a year"), when it says one. */
export function quotedPriceOf(facts: readonly ProfileFact[]): number | undefined {
  for (const words of [QUOTE_WORDS, PRICE_WORDS]) {
    for (const fact of facts) {
      for (const clause of fact.spoken.split(/;\s+|\.\s+/)) {
        if (!words.test(clause)) continue;
        const [money] = readQuantities(clause.replace(THRESHOLD_AMOUNT, '')).quantities.filter((quantity) => quantity.kind === 'money');
        if (!money) continue;
        const times: Record<string, number> = { month: 12, quarter: 4, week: 52 };
        return money.value * (times[money.per ?? ''] ?? 1);
      }
    }
  }
  return undefined;
}

/** Someone else who has to approve, sign, read or countersign before the buyer commits. */
const OTHERS_APPROVE =
  /\b(?:has to|have to|needs? to|must|will want to|wants to) (?:sign|approve|agree|read|review|see|countersign)|\bcountersigns?\b|\bneeds? (?:sign-?off|approval)|\b(?:sign-?off|approval) from\b|\bgoes (?:to|through)\b|\bbefore (?:I|she|he|we) (?:can )?sign\b|\b(?:board|committee|procurement)\b|\bhas approved\b/i;

/** A date the buyer wants it by: "I want it live before the spring rush", "it has to be signed by Nov 30". */
const WANTS_IT_BY =
  /\b(?:want|wants|need|needs|has to|have to|must|hope|hopes|plan|plans|aim|aims)\b[^.;]{0,50}\b(?:live|running|in place|done|ready|rolled out|signed|installed|migrated|up)\b[^.;]{0,30}\b(?:before|by|ahead of|over)\b/i;

/** What the profile settles, for judging stock concerns against it. */
export interface ProfileSettles {
  /** The buyer may sign the quoted price alone, and nobody else has to approve. */
  signsAlone: boolean;
  /** The buyer wants it in place by a date: "now's not the time" would contradict it. */
  wantsItSoon: boolean;
}

export function profileSettles(facts: readonly ProfileFact[], spendingLimit: number | undefined): ProfileSettles {
  const quote = quotedPriceOf(facts);
  const othersApprove = facts.some((fact) => OTHERS_APPROVE.test(fact.spoken));
  return {
    signsAlone: quote !== undefined && spendingLimit !== undefined && quote <= spendingLimit && !othersApprove,
    wantsItSoon: facts.some((fact) => WANTS_IT_BY.test(fact.spoken)),
  };
}

/**
 * Whether the profile contradicts a stock concern: authority (who signs) or budget (what it costs,
 * where the money comes from) when the buyer can sign the quote alone; timing when it wants the
 * product in place by a date. A negotiation's own push on price is the stage's game, not a doubt.
 */
export function contradictedByProfile(objection: Objection, settles: ProfileSettles, stage: SalesStage | 'general'): boolean {
  const about = objection.topic;
  if (settles.signsAlone && about === 'decision') return true;
  if (settles.signsAlone && about === 'budget' && stage !== 'Negotiation') return true;
  return settles.wantsItSoon && about === 'timeline';
}
