import { readQuantities, type Quantity } from './quantities';
import { tagged } from './tagger';
import { topicsOfStems, type Topic } from './topics';
import type { QuestionType, TurnReading } from './understand-turn';
import { wordInformation } from './word-information';
import { wordNet } from './wordnet';
import { contentStemsOf, FUNCTION_WORDS, stem, wordsOf } from './words';

/**
 * The buyer's knowledge as a search index: each fact (a sentence of the customer profile) is
 * indexed by its stems, widened with WordNet synonyms (weight 0.6) and hypernyms (0.35), and by its
 * topics. A question retrieves facts by a BM25 ranking over those weighted terms, adjusted by
 * whether the fact holds the kind of answer the question wants (a count for "how many", money for
 * "how much"); `confidence` is the share of the question's weighted words the fact covers.
 */

export interface Fact {
  id: number;
  text: string;
  /** The whole sentence a clause was cut from, when it was: its subjects are the clause's too ("I can approve up to $30,000; above that it goes to my partner"). */
  sentence?: string;
}

export interface FactMatch {
  fact: Fact;
  score: number;
  /** 0-1: how much of what was asked this fact speaks to. */
  confidence: number;
}

interface IndexedFact {
  fact: Fact;
  /** Whether the fact says how things are now ("Today, work orders on paper tickets") or how they were ("I tried X two years ago"). */
  time: 'now' | 'past' | undefined;
  weights: Map<string, number>;
  topics: Topic[];
  /** Subjects the fact holds an answer to by what it contains: a sum of money (budget, price), a count (team). */
  heldTopics: Topic[];
  quantities: Quantity[];
  length: number;
  /** Stems of who or what does something in it, before its first verb ("Each shop manager phones in..."). */
  subject: Set<string>;
  /** Stems of what it counts ("18 shops"): how many there are, not how anything is done. */
  counted: Set<string>;
  /** Tells of something tried before and how it went ("We tried Deputy two years ago and staff hated the app"). */
  attempt: boolean;
}

const SYNONYM_WEIGHT = 0.6;
const HYPERNYM_WEIGHT = 0.35;
const TOPIC_WEIGHT = 0.5;
/** The buyer's last words, for "that process", "it": a little weight to what was just said. */
const CONTEXT_WEIGHT = 0.3;
const UNKNOWN_TERM_IDF = 0.8;
const TIME = stem('time');
const PAIR_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.6;
/** A question's word naming what the fact holds ("budget" for a fact with a sum of money, "staff" for one with a count) covers this much of the word. */
const TOPIC_COVER = 0.6;
/** A question's word naming one of the fact's subjects ("goals" for "we want to...") covers this much of it. */
const SUBJECT_COVER = 0.4;
const K1 = 1.2;
const B = 0.5;

const TIME_WORDS =
  /\b(month|months|year|years|quarter|q[1-4]|week|weeks|january|february|march|april|may|june|july|august|september|october|november|december|deadline|renewal|renews|expires|by the end|next)\b/i;
/** How much a fact without the figure, day or length a question wants still counts as its answer. */
const MISSING_KIND = 0.3;
/** A "what" question asking for a sum ("what do you spend on...") and a fact with none: below an answer, however many words it shares. */
const NO_SUM = 0.25;
/** A fact that says when: a month or day by name, a quarter, a deadline, or "next/last/this" week, month... ("1,200 invoices a month" does not). */
const WHEN_WORDS =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|quarter|q[1-4]|deadline|renewal|renews|expires|by the end|(?:next|last|this|each|every|in the|in) (?:week|month|year|quarter|spring|summer|autumn|fall|winter|season)|(?:19|20)\d\d)\b/i;
/** A fact about a date ahead: something due, ending, starting or wanted by then. */
const DEADLINE_WORDS =
  /\b(by|before|until|deadline|due|run(s)? out|expir(es|e|ing)|renew\w*|end(s)? (on|in|at)|go(es)? (in|live)|launch\w*|start(s|ing)? (on|in)|open(s|ing)? (on|in)|next|must|ha(s|ve) to|need\w* (it|to)|want\w* (it|to))\b/i;
/** Words that ask for a date as such ("is there a date...?", "what's the timing?"); "renew" asks when one thing happens. */
const TIMING_WORDS = new Set(['date', 'time', 'timing', 'timeline', 'deadline', 'timeframe', 'schedule'].map(stem));
/** A fact that says how long: a number of minutes, hours, days... */
const DURATION_WORDS =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|a few|several|a couple of|half an?)\s+(minutes?|hours?|days?|weeks?|months?|years?)\b/i;
const ROLE_WORDS =
  /\b(ceo|cfo|cto|cmo|coo|vp|head|director|manager|board|committee|boss|founder|co-?founder|owner|co-?owner|partners?|investors?|procurement|legal|team lead|chief|president|accountant|bookkeeper|lawyer|counsel|wife|husband|brother|sister|father|dad|mother|mum|mom|son|daughter)\b/i;

/** Words of the means or manner of doing something: "by hand", "by text message", "from email", "on paper", "using Excel". */
export const MEANS =
  /\b(by (hand|phone|email|e-mail|text|post|mail|fax|radio|word of mouth|gut feel)|from (gut feel|memory|email|paper)|on (paper|a whiteboard|whiteboards|spreadsheets?|clipboards?|sticky notes)|using|via|through|manually|in (excel|spreadsheets?|a spreadsheet))\b/i;
/** How much more a fact that says by what means answers a question about how something is done. */
const MEANS_FIT = 1.2;

/** Words of not being able to do or know something: "we can't tell", "there's no way to see", "we have no idea". */
const CANNOT =
  /\b(?:can't|cannot|can not|couldn't|unable to|no way (?:to|of)|(?:don't|do not) know|(?:have|has) no (?:idea|way|visibility|view))\b/i;

/** Topics a fact has by what it holds rather than by its words: money is budget, a product name a tool. */
function impliedTopics(text: string, quantities: readonly Quantity[]): Topic[] {
  const topics: Topic[] = [];
  if (quantities.some((quantity) => quantity.kind === 'money')) topics.push('budget', 'price');
  if (quantities.some((quantity) => quantity.kind === 'duration') || TIME_WORDS.test(text)) topics.push('timeline');
  if (quantities.some((quantity) => quantity.kind === 'count')) topics.push('team');
  // "We can't tell which channel actually drives sales": what the buyer cannot do or know is its problem.
  if (CANNOT.test(text)) topics.push('pain');
  // A product name: CamelCase ("ClinicBook", "PagerDuty") or a capitalised word after "use", "in", "called"...
  if (
    /\b[A-Z][a-z]+[A-Z]\w*|\b(?:use|uses|using|used|run|runs|running|in|on|into|from|called|with|via|through|pay for|switched to|moved to|bought|rely on) (?:an? |the )?(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)s?\b)[A-Z][a-z]+/.test(
      text,
    )
  )
    topics.push('tools');
  return topics;
}

/** "paging" finds "PagerDuty", "schedul" finds "scheduler": a stem that begins a fact's word counts for less. */
function prefixWeight(weights: ReadonlyMap<string, number>, term: string): number | undefined {
  if (term.length < 4 || term.startsWith('#') || term.includes('_')) return undefined;
  for (const [candidate, weight] of weights)
    if (candidate.length > term.length && candidate.startsWith(term) && weight >= 0.8) return PREFIX_WEIGHT;
  return undefined;
}

/** Words for people: "how many people/staff..." is answered by a count of any kind of worker. */
const PEOPLE = new Set(
  ['people', 'person', 'staff', 'employee', 'folk', 'head', 'headcount', 'user', 'worker', 'team', 'member', 'guy', 'crew', 'hand'].map(
    stem,
  ),
);

/**
 * Words for the places a business runs: "how many stores/sites/locations..." is answered by a count of any of
 * them ("11 garden centres", "6 hotels"). Words with an everyday sense far from a site (practice, home, plant,
 * unit) are left out.
 */
const PLACES = new Set(
  [
    'site',
    'location',
    'store',
    'shop',
    'branch',
    'outlet',
    'centre',
    'center',
    'clinic',
    'hotel',
    'restaurant',
    'venue',
    'warehouse',
    'depot',
    'factory',
    'office',
    'premises',
    'campus',
    'gym',
    'salon',
    'studio',
    'school',
    'property',
    'facility',
    'pharmacy',
    'dealership',
    'showroom',
    'bakery',
    'cafe',
    'pub',
    'bar',
    'surgery',
    'lab',
    'laboratory',
  ].map(stem),
);

const MEASURES =
  /^(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|mos?|years?|yrs?|percent|dollars?|euros?|pounds?|times|am|pm|k|thousand|million)$/;

/**
 * Whether a count is of what the question counts: "how many work orders" is not answered by "one
 * planner". A question about people takes any count; a thing must be named (or a word for it).
 */
function countsWhatIsAsked(quantity: Quantity, counted: readonly string[], text: string): boolean {
  if (counted.length === 0) return true;
  // The counted noun is the unit or one of the next words ("6 physiotherapy clinics"), or a word for it.
  const nouns = nounsAfter(quantity, text);
  // People are counted by any noun ("40 therapists", "a 58-person firm"), but not by minutes, money or
  // a product's number ("Microsoft 365").
  if (counted.some((word) => PEOPLE.has(word))) return nouns.length > 0 && !MEASURES.test(nouns[0]!);
  if (counted.some((word) => PLACES.has(word)) && nouns.some((noun) => PLACES.has(stem(noun)))) return true;
  // "4 restaurants plus a commissary kitchen": one of what is counted, said with "a", beside a count, is part of the answer.
  const words = wordsOf(text);
  const oneOf = words.some(
    (word, index) =>
      /^(a|an|one)$/.test(word) &&
      words.slice(index + 1, index + 3).some((next) => counted.some((asked) => asked.length >= 4 && stem(next) === asked)),
  );
  if (oneOf) return true;
  const kin = new Set(
    nouns.flatMap((noun) => {
      const relatives = wordNet().relativesOf(noun);
      return [stem(noun), ...(relatives ? [stem(relatives.lemma), ...relatives.synonyms.map(stem)] : [])];
    }),
  );
  return counted.some(
    (word) =>
      kin.has(word) || [...kin].some((noun) => noun.length >= 4 && word.length >= 4 && (noun.startsWith(word) || word.startsWith(noun))),
  );
}

/** Whether a count is of people: its noun is a word for people or names a person in WordNet ("two staff", "40 therapists", "a 58-person firm"). */
function countsPeople(quantity: Quantity, text: string): boolean {
  // "A payroll team of 4": what is counted comes before the figure.
  const before = new RegExp(String.raw`(\w+) of ${quantity.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).exec(text)?.[1];
  return [...(before ? [before.toLowerCase()] : []), ...nounsAfter(quantity, text)].some(
    (noun) => PEOPLE.has(stem(noun)) || /-(person|people|strong)$/.test(noun) || wordNet().namesPerson(noun),
  );
}

/** The unit of a count and the next few words of its clause ("6 physiotherapy clinics"). */
function nounsAfter(quantity: Quantity, written: string): string[] {
  // The reader gives "2,300 web leads" as "2300 web": found in the text as read.
  const text = written.replace(/(\d),(?=\d{3}\b)/g, '$1');
  const at = text.indexOf(quantity.text);
  // "12 to 15 minutes": the range's other end is part of the figure, not what it counts.
  const after =
    at < 0
      ? []
      : wordsOf(
          text
            .slice(at)
            .split(/[.;:]|,\s/)[0]!
            .replace(/^(\S+)\s+(?:to|or|-)\s+\d\S*/, '$1'),
        ).slice(1, 4);
  return [...(quantity.unit ? wordsOf(quantity.unit) : []), ...after];
}

/** Words that ask for a sum of money ("what do you spend", "what does it cost", "the value of an invoice"). */
const MONEY_ASKED = new Set(['value', 'worth', 'charge', 'charges', 'charging'].map(stem));

/** "How much time do your managers spend coaching?": time or effort spent is no sum of money. */
const TIME_SPENT = new Set(['time', 'hour', 'hours', 'minute', 'minutes', 'effort'].map(stem));

function asksForMoney(stems: readonly string[]): boolean {
  if (stems.some((word) => TIME_SPENT.has(word))) return false;
  return stems.some((word) => MONEY_ASKED.has(word) || topicsOfStems([word]).some((topic) => topic === 'price' || topic === 'budget'));
}

/** A "what" question's words that ask for a sum ("what do you spend", "what does it cost you", "the salary bill"); not "price" or "budget", which a rule or a plan may answer. */
const SUM_ASKED = new Set(['spend', 'spending', 'spent', 'charge', 'charges', 'salary', 'salaries', 'bill', 'worth', 'paying'].map(stem));
const COST = new Set(['cost', 'costs', 'costing'].map(stem));

function asksWhatSum(stems: readonly string[]): boolean {
  return !stems.some((word) => TIME_SPENT.has(word)) && stems.some((word) => SUM_ASKED.has(word) || COST.has(word));
}

/** Only what something costs, not what is spent or charged. */
function asksCost(stems: readonly string[]): boolean {
  return stems.some((word) => COST.has(word)) && !stems.some((word) => SUM_ASKED.has(word));
}

function answerFit(
  type: QuestionType | undefined,
  fact: IndexedFact,
  counted: readonly string[] = [],
  wantsMoney: boolean | 'cost' = false,
  share: readonly string[] = [],
): number {
  // A year ("bought in 2019") is a date, not a count of anything.
  const has = (kind: Quantity['kind']) =>
    fact.quantities.some((quantity) => quantity.kind === kind && !(kind === 'count' && /^(19|20)\d\d$/.test(quantity.text)));
  switch (type) {
    // A question that wants a figure, a day or a length is not answered by a fact without one,
    // however many of its words the fact holds: "which day has the most no-shows?" and "18 % are no-shows".
    case 'how-many': {
      // "How many of your tenants are on autopay?" asks a part of a whole: "Autopay enrolment is 34 percent" answers it, when
      // the percentage is of what sets the part apart ("on autopay"; "35 percent of leads arrive after hours" is no answer
      // to "how many of those leads buy elsewhere").
      if (share.some((word) => fact.weights.get(word) === 1) && has('percent')) return 1.4;
      const counts = fact.quantities.filter(
        (quantity) => quantity.kind === 'count' && countsWhatIsAsked(quantity, counted, fact.fact.text),
      );
      if (counts.length === 0) return MISSING_KIND;
      // "How many people...": a count of people ("two staff", "40 therapists") answers it better than one of shops.
      // "How many staff work in the central bakery?" is not answered by "one central bakery": no count of people, no answer.
      if (counted.some((word) => PEOPLE.has(word)) && !counts.some((quantity) => countsPeople(quantity, fact.fact.text)))
        return MISSING_KIND;
      return 1.4;
    }
    case 'how-much':
      // "What does a belt loader cost you?" wants a sum: a fact that names belt loaders, or a price, without one does not answer.
      if (wantsMoney) return has('money') ? 1.4 : MISSING_KIND;
      // "How much fuel do they burn?": a figure of fuel, not tonnage or a count of trucks.
      if (counted.length > 0)
        return fact.quantities.length > 0 && counted.some((word) => fact.weights.get(word) === 1) ? 1.4 : MISSING_KIND;
      return has('money') || fact.topics.includes('budget') || fact.topics.includes('price')
        ? 1.4
        : has('count') || has('percent')
          ? 0.9
          : MISSING_KIND;
    case 'how-often':
      return has('percent') || /\b(every|each|per|daily|weekly|monthly|a (day|week|month))\b/i.test(fact.fact.text) ? 1.4 : 0.4;
    case 'how-long':
      return has('duration') || DURATION_WORDS.test(fact.fact.text) ? 1.3 : MISSING_KIND;
    case 'when':
      // "What's driving the timing?": a date something must happen by (a warranty running out, a
      // launch) answers it better than the month a past event happened in.
      return WHEN_WORDS.test(fact.fact.text) ? (DEADLINE_WORDS.test(fact.fact.text) ? 1.4 : 1.3) : MISSING_KIND;
    case 'who':
      // A person or a role answers "who"; a rule about approval without one only half does.
      return ROLE_WORDS.test(fact.fact.text) || /\b[A-Z][a-z]+ [A-Z][a-z]+\b/.test(fact.fact.text.slice(1))
        ? 1.3
        : fact.topics.includes('decision')
          ? 1.1
          : 0.7;
    case 'how':
      // "How do you place your orders?": the fact that says by what means ("by text message and phone calls").
      return MEANS.test(fact.fact.text) ? MEANS_FIT : 1;
    case 'what':
    case 'which':
      // "What do you spend on site security?", "what's the salary bill for those clerks?": a sum, as "how much" asks.
      // "What is the wait costing you in support?" may be told in tickets or hours: a cost wants a figure of some kind.
      if (wantsMoney === 'cost') return has('money') || has('count') || has('percent') || has('duration') ? 1.2 : NO_SUM;
      return wantsMoney ? (has('money') ? 1.2 : NO_SUM) : 1;
    default:
      return 1;
  }
}

/** "How does each shop decide...?" is answered by what the shops' people do, a fact with them as its subject. */
const AGENT_FIT = 1.4;
/** In a question about how something is done, a word the fact only counts ("we run 18 shops") covers this much of it. */
const COUNTED_ONLY = 0.4;
/** A word of the clause a question holds as its object ("how do you decide how much to bake"). */
const MINOR_WEIGHT = 0.5;

/** Stems of the words before a fact's first verb: who or what it is about ("each shop manager"; none for "we", "I"). */
function subjectOf(text: string): Set<string> {
  const terms = tagged(text).terms().json() as { text: string; terms: { tags: string[] }[] }[];
  const at = terms.findIndex((term) => term.terms[0]?.tags.includes('Verb'));
  return new Set(at <= 0 ? [] : contentStemsOf(terms.slice(0, at).map((term) => term.text.toLowerCase())));
}

/** Words for a kind of product: "which system", "what software", "what CRM" ask for its name. */
const TOOL_KINDS = new Set(['system', 'software', 'platform', 'tool', 'crm', 'erp', 'app', 'package', 'provider', 'vendor'].map(stem));

const USE = stem('use');
const NOW = /\b(today|now|currently|at the moment|these days|at present)\b/i;
const BEFORE = /\bused to\b|\bpreviously\b|\bformerly\b/i;
/** How much more or less a fact of that time answers a question about how things are done now. */
const NOW_FIT = { now: 1.25, past: 0.6 } as const;
const NOW_TOOL_FIT = 1.2;

/**
 * "Now Google Calendar and Excel" is now; "I tried VolunteerHub two years ago", "was on PestPac" is
 * past, by compromise's tense of the first verb ("Alerts come from Datadog...; last month an outage
 * went unnoticed" is how things are).
 */
function timeOf(text: string): IndexedFact['time'] {
  if (NOW.test(text)) return 'now';
  if (BEFORE.test(text)) return 'past';
  const verb = tagged(text).verbs().first();
  return verb.has('#PastTense') && !/^(get|gets|got|is|are|am|be|being)\b/i.test(verb.text()) ? 'past' : undefined;
}

/** Verbs of having a go at something, or of leaving it: with a past tense, a fact tells of an earlier attempt. */
const ATTEMPT =
  /\b(tried|trialled|trialed|piloted|evaluated|demoed|looked (at|into)|used to|(was|were) on|gave (it )?up|dropped (it|them)|ditched|abandoned|cancell?ed|switched (away )?from|moved off|signed up (for|with))\b/i;

/** Each verb's forms as stems, conjugated once per verb as said: the tagger's conjugation costs milliseconds, and profiles repeat their verbs. */
const VERB_FORMS = new Map<string, readonly string[]>();

function verbFormsOf(verb: string): readonly string[] {
  const known = VERB_FORMS.get(verb);
  if (known) return known;
  const heads: string[] = [];
  for (const forms of tagged(verb).verbs().conjugate() as Record<string, string>[]) {
    if (FUNCTION_WORDS.has(wordsOf(forms.Infinitive ?? '')[0] ?? '')) continue;
    for (const form of Object.values(forms)) {
      const [head] = wordsOf(form).filter((word) => word !== 'will');
      if (head && /^[a-z]{3,}$/.test(head)) heads.push(stem(head));
    }
  }
  if (VERB_FORMS.size > 5_000) VERB_FORMS.clear();
  VERB_FORMS.set(verb, heads);
  return heads;
}

export class FactIndex {
  private readonly facts: IndexedFact[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(facts: readonly Fact[]) {
    const net = wordNet();
    this.facts = facts.map((fact) => {
      const words = wordsOf(fact.text);
      const stems = contentStemsOf(words);
      const weights = new Map<string, number>();
      const add = (term: string, weight: number) => weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      for (const word of stems) add(word, 1);
      for (let index = 0; index + 1 < stems.length; index += 1) add(`${stems[index]}_${stems[index + 1]}`, 1);
      // "PagerDuty", "ClinicBook": their parts are words people say ("pager", "book").
      for (const name of fact.text.match(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g) ?? [])
        for (const piece of name.match(/[A-Z][a-z]+/g) ?? []) add(stem(piece.toLowerCase()), 0.8);
      for (const word of words) {
        if (!/^[a-z]{3,}$/.test(word)) continue;
        const relatives = net.relativesOf(word);
        if (!relatives) continue;
        add(stem(relatives.lemma), 1);
        for (const synonym of relatives.synonyms) add(stem(synonym), SYNONYM_WEIGHT);
        for (const hypernym of relatives.hypernyms) add(stem(hypernym), HYPERNYM_WEIGHT);
      }
      // "Each GM builds the rota" answers "how does a rota get built?": a verb's other forms, the irregular ones
      // ("built", "went", "paid") a stem does not reach, are its words too.
      // A light verb ("go", "get", "make") says nothing of its own, in any form ("went out late" is no answer to "goes late").
      for (const verb of tagged(fact.text).verbs().out('array') as string[]) for (const head of verbFormsOf(verb)) add(head, 1);
      const quantities = readQuantities(fact.text).quantities;
      // "The front desk spends most mornings phoning" is time, not money: budget needs a sum or the word.
      const money = quantities.some((quantity) => quantity.kind === 'money') || stems.includes('budget');
      const implied = impliedTopics(fact.text, quantities);
      const sentenceTopics = fact.sentence ? topicsOfStems(contentStemsOf(wordsOf(fact.sentence))) : [];
      const topics = [...new Set([...topicsOfStems(stems), ...implied, ...sentenceTopics])].filter((topic) => topic !== 'budget' || money);
      for (const topic of topics) add(`#${topic}`, TOPIC_WEIGHT);
      // "A chain of 11 garden centres": any word for a site asks for it ("how many stores do you have?").
      if (
        quantities.some((quantity) => quantity.kind === 'count' && nounsAfter(quantity, fact.text).some((noun) => PLACES.has(stem(noun))))
      )
        for (const place of PLACES) add(place, SYNONYM_WEIGHT);
      const heldTopics: Topic[] = implied.filter(
        (topic) => topic === 'budget' || topic === 'price' || topic === 'team' || topic === 'tools',
      );
      // "Before the new practice opens in March": a date something is due answers "is there a date you're working towards?".
      if (WHEN_WORDS.test(fact.text) && DEADLINE_WORDS.test(fact.text)) heldTopics.push('timeline');
      // "Above that it goes to my business partner, Gary": who decides, whatever words the question uses for deciding.
      if (topics.includes('decision') && ROLE_WORDS.test(fact.text)) heldTopics.push('decision');
      return {
        fact,
        time: timeOf(fact.text),
        attempt: ATTEMPT.test(fact.text) && timeOf(fact.text) === 'past',
        weights,
        topics,
        heldTopics,
        quantities,
        length: stems.length,
        subject: subjectOf(fact.text),
        counted: new Set(
          quantities
            .filter((quantity) => quantity.kind === 'count')
            .flatMap((quantity) => contentStemsOf(nounsAfter(quantity, fact.text).slice(0, 2))),
        ),
      };
    });
    for (const indexed of this.facts)
      for (const term of indexed.weights.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.averageLength = this.facts.reduce((sum, indexed) => sum + indexed.length, 0) / Math.max(1, this.facts.length);
  }

  private idf(term: string): number {
    const count = this.documentFrequency.get(term) ?? 0;
    // A word no fact holds ("total", "exactly") says little about which fact is meant: weigh it as a common one.
    if (count === 0) return UNKNOWN_TERM_IDF;
    return Math.log(1 + (this.facts.length - count + 0.5) / (count + 0.5));
  }

  /** Facts that answer `reading`, best first (only those sharing at least one word or topic). */
  search(
    reading: Pick<TurnReading, 'contentStems' | 'topics' | 'questionType'>,
    /** `counted`: stems of what a "how many" question counts ("work", "order"). */
    /** `now`: the question asks how things are done now ("what are you using today?"), which a fact about the past answers less. */
    /** `agent`: stems of whom a "how" question asks about ("each shop"): a fact about what they do answers it best. */
    options: {
      exclude?: ReadonlySet<number>;
      context?: readonly string[];
      counted?: readonly string[];
      now?: boolean;
      agent?: readonly string[];
      /** Stems of a clause the question holds as its object ("decide how much to bake"): what is asked is how it is decided, so they tell half as much. */
      minor?: readonly string[];
      /** Only facts that say how things are now ("Today we schedule on paper"). */
      nowOnly?: boolean;
      /** Stems of what sets a part apart in a "how many of your tenants are on autopay" question, which a percentage of it answers. */
      share?: readonly string[];
    } = {},
  ): FactMatch[] {
    const queryWeights = new Map<string, number>();
    for (const term of options.context ?? []) queryWeights.set(term, CONTEXT_WEIGHT);
    for (const topic of reading.topics.slice(0, 2)) queryWeights.set(`#${topic}`, TOPIC_WEIGHT);
    const minor = new Set(options.minor ?? []);
    for (const term of reading.contentStems) queryWeights.set(term, minor.has(term) ? MINOR_WEIGHT : 1);
    const pairs: string[] = [];
    for (let index = 0; index + 1 < reading.contentStems.length; index += 1)
      pairs.push(`${reading.contentStems[index]}_${reading.contentStems[index + 1]}`);
    // A phrase found as said ("patients book") is extra evidence, not an extra word to cover.
    for (const pair of pairs) if (this.documentFrequency.has(pair)) queryWeights.set(pair, PAIR_WEIGHT);
    const terms = [...queryWeights.keys()];
    // How much each of the question's words tells (common words in speech little), and the subjects each names.
    // Words the profile has together as the question says them ("work orders") tell fully, however common each is.
    const phrased = new Set(pairs.filter((pair) => this.documentFrequency.has(pair)).flatMap((pair) => pair.split('_')));
    const information = new Map(reading.contentStems.map((term) => [term, phrased.has(term) ? 1 : wordInformation(term)]));
    // In a question about how things are done now, "use" asks for the tools: a fact naming one covers it.
    const termTopics = new Map(
      reading.contentStems.map((term) => [term, options.now && term === USE ? (['tools'] as Topic[]) : topicsOfStems([term])]),
    );
    const totalIdf =
      reading.contentStems.reduce((sum, term) => sum + this.idf(term) * information.get(term)! * queryWeights.get(term)!, 0) +
      reading.topics.slice(0, 2).reduce((sum, topic) => sum + TOPIC_WEIGHT * this.idf(`#${topic}`), 0);
    if (totalIdf === 0) return [];
    const wantsMoney =
      (reading.questionType === 'how-much' && asksForMoney(reading.contentStems)) ||
      ((reading.questionType === 'what' || reading.questionType === 'which') && asksWhatSum(reading.contentStems));
    const wantsFigure = wantsMoney && reading.questionType !== 'how-much' && asksCost(reading.contentStems) ? 'cost' : wantsMoney;
    const wantsTool =
      (reading.questionType === 'which' || reading.questionType === 'what') && reading.contentStems.some((term) => TOOL_KINDS.has(term));
    // "How much time does that take?" asks how long: a length answers it, as it answers "how long".
    const askedType = reading.questionType === 'how-much' && reading.contentStems.includes(TIME) ? 'how-long' : reading.questionType;
    const matches: FactMatch[] = [];
    for (const indexed of this.facts) {
      if (options.exclude?.has(indexed.fact.id) || (options.nowOnly && indexed.time !== 'now')) continue;
      let score = 0;
      let contextScore = 0;
      let covered = 0;
      // Words found together as the question says them ("patients book") tell fully, however common each is.
      const inPhrase = new Set(pairs.filter((pair) => indexed.weights.has(pair)).flatMap((pair) => pair.split('_')));
      for (const term of terms) {
        const weight = indexed.weights.get(term) ?? prefixWeight(indexed.weights, term);
        const asked = inPhrase.has(term) ? 1 : information.get(term);
        if (!weight) {
          // "What's your budget?" and a fact with a sum of money: the word is covered by what the fact is about.
          if (
            asked !== undefined &&
            termTopics.get(term)!.some((topic) => indexed.heldTopics.includes(topic) && (topic !== 'timeline' || TIMING_WORDS.has(term)))
          )
            covered += this.idf(term) * asked * TOPIC_COVER;
          // "What are your goals?" and "We want to open a second clinic": a word naming the fact's subject covers less.
          else if (asked !== undefined && termTopics.get(term)!.some((topic) => indexed.topics.includes(topic))) {
            covered += this.idf(term) * asked * SUBJECT_COVER;
            score += this.idf(term) * asked * SUBJECT_COVER * 0.5;
          }
          continue;
        }
        // "How does each shop decide?" and "we run 18 shops": the shops are counted there, not said how they work.
        const countedOnly = reading.questionType === 'how' && indexed.counted.has(term) && !indexed.subject.has(term) ? COUNTED_ONLY : 1;
        const idf = this.idf(term) * queryWeights.get(term)! * countedOnly;
        const termScore = (idf * weight * (K1 + 1)) / (weight + K1 * (1 - B + (B * indexed.length) / Math.max(1, this.averageLength)));
        if (term.includes('_')) score += termScore;
        else if (queryWeights.get(term)! > CONTEXT_WEIGHT) {
          covered += idf * weight * (asked ?? 1);
          score += termScore;
        } else contextScore += termScore;
      }
      // A question about how things are done now is answered by the present, and best by a fact that names a tool.
      const nowFit = options.now
        ? (indexed.time ? NOW_FIT[indexed.time] : 1) * (indexed.heldTopics.includes('tools') ? NOW_TOOL_FIT : 1)
        : 1;
      const agentFit = options.agent?.some((word) => indexed.subject.has(word)) ? AGENT_FIT : 1;
      // "Which CRM are you on?", "what software do you use?" want a product's name: a fact naming none is no answer.
      const toolFit = wantsTool ? (indexed.heldTopics.includes('tools') ? NOW_TOOL_FIT : MISSING_KIND) : 1;
      const fit = answerFit(askedType, indexed, options.counted, wantsFigure, options.share) * nowFit * agentFit * toolFit;
      const fitOnly = score === 0 && fit > 1;
      if (score === 0 && !fitOnly) continue;
      score = (fitOnly ? 0.1 : score) + contextScore;
      matches.push({ fact: indexed.fact, score: score * fit, confidence: Math.min(1, (covered / totalIdf) * fit) });
    }
    // How much of the question a fact covers decides; the BM25 score (with the words around the
    // question) only orders facts that cover it about as well.
    return matches.sort((a, b) => (Math.abs(b.confidence - a.confidence) > 0.05 ? b.confidence - a.confidence : b.score - a.score));
  }

  /** Whether the fact tells of something tried before ("They looked at Tessitura two years ago: too big"). */
  tellsOfAttempt(id: number): boolean {
    return this.facts.find((indexed) => indexed.fact.id === id)?.attempt ?? false;
  }

  topicsOf(id: number): Topic[] {
    return this.facts.find((indexed) => indexed.fact.id === id)?.topics ?? [];
  }

  /** Subjects the fact holds an answer to by what it contains: a sum of money (budget, price), a count, a tool, who decides. */
  heldTopicsOf(id: number): Topic[] {
    return this.facts.find((indexed) => indexed.fact.id === id)?.heldTopics ?? [];
  }
}
