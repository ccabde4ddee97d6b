import { contentStemsOf, FactIndex, readQuantities, wordsOf, type Fact } from '@rehearse/conversation';
import { DEFAULT_DIFFICULTY, type SalesStage } from '@rehearse/domain';
import type { BuyerScenario } from '../dialogue.port';
import { extractCustomerFacts, type CustomerFacts } from './customer-profile.facts';
import { DIFFICULTY_PLAYS, type DifficultyPlay } from './difficulty.play';
import type { Objection } from './objection';
import { PERSONA_PLAYS, type PersonaPlay } from './persona.knowledge';
import { contradictedByProfile, profileSettles, profileWorries } from './profile-concerns';
import type { Slots } from './phrase-picker';
import type { Random } from './seeded-random';
import { STAGE_PLAYS, type StagePlay } from './stage.knowledge';

/** Everything fixed for one call: who the buyer is, what it knows, how it plays the stage and difficulty. */
export interface BuyerPlay {
  stageName: SalesStage | 'general';
  stage: StagePlay;
  persona: PersonaPlay;
  difficulty: DifficultyPlay;
  facts: CustomerFacts;
  index: FactIndex;
  /** The most the buyer can spend or sign off alone, when the profile says ("anything under $20,000 I can sign"). */
  spendingLimit: number | undefined;
  /** The longest contract the buyer may sign alone, in months, and the profile's sentence that says so ("any contract longer than 1 year needs our VP Finance"). */
  termLimit: { months: number; factId: number } | undefined;
  /** The longest contract the buyer says it will take, and the profile's sentence that says so ("I want a 1-year term, not 2"). */
  termWanted: { months: number; factId: number } | undefined;
  /** Concerns in the order the buyer raises them: the profile's own worries, then stage and persona in turn, as many as the difficulty allows. */
  agenda: Objection[];
  /** Profile values the lines may use. */
  profileSlots: Pick<Slots, 'buyer' | 'tools' | 'budget' | 'decision'>;
  /** Names the caller may say for their own side (product, company). */
  sellerNames: string[];
  /** The product's name as the scenario spells it ("Shelfwise"), when it has one. */
  productName: string | undefined;
  /** Stems of the scenario's words (title, product, profile): a caller's phrase made of them may be said back. */
  scenarioStems: ReadonlySet<string>;
}

function spokenList(items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function interleave(first: readonly Objection[], second: readonly Objection[]): Objection[] {
  const mixed: Objection[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (first[index]) mixed.push(first[index]!);
    if (second[index]) mixed.push(second[index]!);
  }
  return mixed;
}

function sellerNamesOf(scenario: BuyerScenario): string[] {
  const words = `${scenario.product} ${scenario.title}`.match(/\b[A-Z][\w-]*[a-z][\w-]*\b|\b[A-Z]{2,}[a-z]*\b/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 2))];
}

const LIMIT_WORDS =
  /\b(under|below|up to|less than|no more than|max(imum)?|limit|cap|ceiling|sign (it |off )?(myself|on my own)|approve (it )?myself|my (own )?authority|without (the |our )?(board|cfo|ceo))\b/i;
const BUDGET_WORDS = /\b(budget|set aside|allocated|afford|spend)\b/i;

const THRESHOLD =
  /\b(?:under|below|up to|less than|over|above|more than|beyond|anything over|anything above)\s+((?:[$€£]\s?)?[\d,.]+\s*(?:k|thousand|million)?(?:\s*(?:dollars|euros|pounds))?)/i;

/** "Anything under $20,000 I can sign", "any purchase over $25k needs sign-off": the amount at the threshold. */
function spendingLimitOf(facts: readonly { spoken: string }[]): number | undefined {
  for (const fact of facts) {
    const threshold = THRESHOLD.exec(fact.spoken)?.[1];
    const money = threshold ? readQuantities(threshold).quantities.find((quantity) => quantity.kind === 'money') : undefined;
    if (money && (LIMIT_WORDS.test(fact.spoken) || /\b(sign|approv|board|ceo|cfo|owner|partner|committee)/i.test(fact.spoken)))
      return money.value;
  }
  for (const words of [LIMIT_WORDS, BUDGET_WORDS]) {
    for (const fact of facts) {
      if (!words.test(fact.spoken)) continue;
      const money = readQuantities(fact.spoken).quantities.find((quantity) => quantity.kind === 'money');
      if (money) return money.value;
    }
  }
  return undefined;
}

const TERM_LIMIT =
  /\b(?:contracts?|terms?|commitments?|agreements?|deals?)\b[^.;]{0,30}?\b(?:longer than|more than|over|beyond|above)\s+((?:\d+|an?|one|two|three|four|five)\s*-?\s*(?:years?|months?|yrs?|mo))\b/i;

/** "She wants a 12 mo term", "I want a 12-month term": the longest term the buyer will take. */
const TERM_WANTED = /\bwants? an? ((?:\d+|one|two|three)\s*-?\s*(?:years?|months?|yrs?|mo))\.?\s*(?:term|contract|deal|commitment)\b/i;
/** "24 months is too long for a first contract": a term the buyer will not take, so the longest it will is shorter. */
/** "A 12-month term, not 24.": the term wanted, and the longer one refused. */
const TERM_NOT_LONGER =
  /\ban? ((?:\d+|one|two|three)\s*-?\s*(?:years?|months?|yrs?|mo))\.?\s*(?:term|contract|deal|commitment)[,.]?\s+not \d+\b/i;
const TERM_TOO_LONG = /\b((?:\d+|one|two|three|four|five)\s*-?\s*(?:years?|months?|yrs?|mo))\s+(?:is|are)\s+too long\b/i;

/** "Anything over that, or any contract longer than 1 year, needs our VP Finance": the term the buyer cannot sign alone. */
function termLimitOf(facts: readonly { id: number; spoken: string }[]): BuyerPlay['termLimit'] {
  for (const fact of facts) {
    const said = TERM_LIMIT.exec(fact.spoken)?.[1];
    if (!said || !/\b(sign|approv|needs?|must|has to|goes to|requires?)\w*/i.test(fact.spoken)) continue;
    const months = monthsOf(said.replace(/^an?\b/i, 'one'));
    if (months !== undefined) return { months, factId: fact.id };
  }
  return undefined;
}

/** The term the buyer says it wants ("wants a 12 mo term", "24 months is too long"): an offer on a longer one is not yet right. */
function termWantedOf(facts: readonly { id: number; spoken: string; sentence?: string }[]): BuyerPlay['termWanted'] {
  for (const [at, fact] of facts.entries()) {
    // "A 12-month term, not 24." may be said as two clauses or two notes: read on with the next.
    const own = fact.sentence ?? fact.spoken;
    const readOn = TERM_NOT_LONGER.exec(`${own} ${facts[at + 1]?.spoken ?? ''}`);
    const wanted = TERM_WANTED.exec(own)?.[1] ?? (readOn && readOn.index < own.length ? readOn[1] : undefined);
    const tooLong = TERM_TOO_LONG.exec(own)?.[1];
    const months = monthsOf((wanted ?? tooLong ?? '').replace(/\bmo\b/i, 'months').replace(/\byrs?\b/i, 'years'));
    if (months !== undefined) return { months: wanted ? months : months - 1, factId: fact.id };
  }
  return undefined;
}

/** A length of time in months ("1 year", "three years", "36 months"), or undefined. */
export function monthsOf(text: string): number | undefined {
  const duration = readQuantities(text).quantities.find((quantity) => quantity.kind === 'duration');
  if (!duration) return undefined;
  if (/^(years?|yrs?)$/.test(duration.unit ?? '')) return duration.value * 12;
  if (/^(months?|mos?)$/.test(duration.unit ?? '')) return duration.value;
  return undefined;
}

type ProfileReading = Pick<BuyerPlay, 'facts' | 'index' | 'spendingLimit' | 'termLimit' | 'termWanted' | 'profileSlots'>;

/** How many profiles' readings are kept, the least recently used forgotten first. */
const MAX_PROFILE_READINGS = 200;
const profileReadings = new Map<string, ProfileReading>();

/**
 * What the buyer knows from a customer profile: its facts, their index and the limits they set.
 * Reading a profile takes tens of milliseconds of tagging, on the event loop that paces the call's
 * audio, so each profile is read once (a saved scenario is read ahead of its first call) and never
 * changed after: the calls on it share the reading.
 */
export function readCustomerProfile(profile: string): ProfileReading {
  const known = profileReadings.get(profile);
  if (known) {
    profileReadings.delete(profile);
    profileReadings.set(profile, known);
    return known;
  }
  const reading = readProfileAfresh(profile);
  profileReadings.set(profile, reading);
  if (profileReadings.size > MAX_PROFILE_READINGS) profileReadings.delete(profileReadings.keys().next().value!);
  return reading;
}

function readProfileAfresh(profile: string): ProfileReading {
  const facts = extractCustomerFacts(profile);
  const index = new FactIndex(
    facts.facts.map((fact): Fact => ({ id: fact.id, text: fact.spoken, ...(fact.sentence ? { sentence: fact.sentence } : {}) })),
  );
  const budget = facts.facts.find((fact) => BUDGET_WORDS.test(fact.spoken) || LIMIT_WORDS.test(fact.spoken))?.spoken;
  // Who else decides ("above that the CEO has to sign") before what the buyer may sign itself.
  const decision = (
    facts.facts.find((fact) =>
      /\b(has to|have to|needs? to|must) (sign|approve|agree)|\bgoes to\b|\b(sign-?off|approval) from\b/i.test(fact.spoken),
    ) ?? facts.facts.find((fact) => /\b(decide|decision|approv\w*|sign-?off|board|committee|procurement)\b/i.test(fact.spoken))
  )?.spoken;
  const profileSlots = {
    ...(facts.personName ? { buyer: facts.personName } : {}),
    ...(facts.namedTools.length > 0 ? { tools: spokenList(facts.namedTools.slice(0, 2)) } : {}),
    ...(budget ? { budget } : {}),
    ...(decision ? { decision } : {}),
  };
  return {
    facts,
    index,
    spendingLimit: spendingLimitOf(facts.facts),
    termLimit: termLimitOf(facts.facts),
    termWanted: termWantedOf(facts.facts),
    profileSlots,
  };
}

export function createBuyerPlay(scenario: BuyerScenario, random: Random): BuyerPlay {
  const stageName = scenario.salesStage ?? 'general';
  const stage = STAGE_PLAYS[stageName];
  const persona = PERSONA_PLAYS[scenario.persona ?? 'general'];
  const difficulty = DIFFICULTY_PLAYS[scenario.difficulty ?? DEFAULT_DIFFICULTY];
  const [firstStage, ...laterStage] = stage.objections;
  const stageOrder = firstStage ? [firstStage, ...random.shuffle(laterStage)] : [];
  // In a negotiation the price is already on the table: the persona's own "what does it cost?" would be odd.
  const personaConcerns = persona.objections.filter((objection) => stageName !== 'Negotiation' || !objection.id.endsWith('-cost'));
  const profile = readCustomerProfile(scenario.customerProfile);
  // The profile's own worries first; no stock concern the profile contradicts (decision 68).
  const settles = profileSettles(profile.facts.facts, profile.spendingLimit);
  const stock = interleave(stageOrder, random.shuffle(personaConcerns)).filter(
    (objection) => !contradictedByProfile(objection, settles, stageName),
  );
  const agenda = [...profileWorries(profile.facts.facts), ...stock].slice(0, difficulty.maxConcerns);
  return {
    stageName,
    stage,
    persona,
    difficulty,
    ...profile,
    agenda,
    sellerNames: sellerNamesOf(scenario),
    productName: /\b[A-Z][\w-]*[a-z][\w-]*\b/.exec(scenario.product)?.[0],
    scenarioStems: new Set(contentStemsOf(wordsOf(`${scenario.title} ${scenario.product} ${scenario.customerProfile}`))),
  };
}
