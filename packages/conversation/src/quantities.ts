import { sentencesOf } from './lists';
import { rememberedByText } from './remembered';
import { nlp, tagged } from './tagger';
import { isCurrencyWord, plainWorldAmounts } from './world-money';

/** A number the speaker said, with what it counts: "$18,000 a year", "30%", "twelve agents", "six weeks". */
export interface Quantity {
  kind: 'money' | 'percent' | 'count' | 'duration';
  value: number;
  /** Money: 'dollars', 'euros', 'pounds'; count: the noun counted ("agents"); duration: 'days', 'weeks'... */
  unit?: string;
  /** "a year", "per month", "per seat": what a money amount is for. */
  per?: string;
  /** As said. */
  text: string;
}

/** A day or time the speaker named ("next Thursday at ten", "tomorrow", "the 14th"). */
export interface DateMention {
  text: string;
  /** Names one day or a time of day ("Tuesday at ten", "the 14th", "tomorrow morning"), not a span ("next week", "end of the month"). */
  specific: boolean;
  /** Said of something that happened ("the Spurs won on Saturday", "last Tuesday"): never a day proposed. */
  past: boolean;
}

/** compromise-dates' reading of one date: its unit says whether one day or a time was named. */
interface DateMatch {
  text: string;
  dates?: { unit?: string; start?: string | null };
}

const datesIn = (text: string) => (tagged(text) as unknown as { dates(): { json(): DateMatch[] } }).dates().json();
const namesOneDay = (match: DateMatch | undefined) => match?.dates?.unit === 'day' || match?.dates?.unit === 'time';

/**
 * Whether a date names one day or a time: by compromise-dates' unit, read again without its "by" or
 * "before" (a deadline, "by Friday", reads as the span up to it); a date it could not place ("at 3
 * tomorrow") names a day when it holds a numeral.
 */
function specificDate(match: DateMatch, text: string): boolean {
  if (namesOneDay(match) || (text !== match.text.trim() && namesOneDay(datesIn(text)[0]))) return true;
  return !match.dates?.start && /\d/.test(text);
}

const CURRENCY_SYMBOL: Record<string, string> = { $: 'dollars', '€': 'euros', '£': 'pounds' };
const CURRENCY_WORD = /^(dollars?|bucks|euros?|pounds?|usd|aud|nzd|cad|eur|gbp)$/;
const ISO_SYMBOL: Record<string, string> = { EUR: '€', GBP: '£' };

/**
 * A currency as the other amounts are written: "A$20,000", "NZ$5k", "US$300" and "AUD 410" become "$..."
 * ("20,000 dollars" to whoever lives there), "EUR 25,000" "€25,000", "GBP 10k" "£10k", and a code after the
 * amount its word ("25,000 AUD": "25,000 dollars").
 */
export function plainCurrencies(text: string, reading = false): string {
  return plainWorldAmounts(text, reading)
    .replace(/\b(?:A|AU|NZ|C|CA|US|HK|S|SG)\$(?=\s?\d)/g, '$')
    .replace(/\b(USD|AUD|NZD|CAD|HKD|SGD|EUR|GBP)\s?(?=\d)/g, (_, code: string) => ISO_SYMBOL[code] ?? '$')
    .replace(
      /(\d(?:\s?(?:k|m|bn))?)\s?\b(USD|AUD|NZD|CAD|HKD|SGD|EUR|GBP)\b/g,
      (_, amount: string, code: string) => `${amount} ${code === 'EUR' ? 'euros' : code === 'GBP' ? 'pounds' : 'dollars'}`,
    );
}
const DURATION_UNIT = /^(seconds?|minutes?|hours?|days?|weeks?|months?|quarters?|years?)$/;
const PER = /^(?:a|an|per|each|every)\s+(year|month|week|day|quarter|seat|user|license|licence|agent|head)\b/;
const DATE_WORDS =
  /\b(mon|tues|wednes|thurs|fri|satur|sun)day|\b(tomorrow|tonight|next (week|month|quarter)|this (week|afternoon|morning|evening)|end of (the )?(week|month|quarter)|morning|afternoon|january|february|march|april|june|july|august|september|october|november|december|\d{1,2}(st|nd|rd|th)\b|\d\s?(am|pm)\b|o'?clock)/i;
const NUMBER_WORDS =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|half)\b/i;
const SCALE: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
  b: 1_000_000_000,
  billion: 1_000_000_000,
};

const rate = (word: string | undefined) => word !== undefined && /^(year|month|quarter|seat|user|license|licence)$/i.test(word);
/**
 * A smaller amount per period is a price when it is what something costs: "at six hundred and ninety a month", "for
 * forty a month", or anything per seat or licence. "We see three hundred a month" counts something instead.
 */
const priced = (textBefore: string, per: string) =>
  /\b(at|for)( (about|around|roughly|just|only))?[\s,]*$/i.test(textBefore) || /^(seat|user|license|licence)$/i.test(per);

interface CompromiseNumber {
  prefix: string;
  num: number | null;
  suffix: string;
  unit: string;
}

/**
 * Numbers, money, percentages and durations in `text` (digits or words), and the days named. The
 * tagger reads only the sentences that may hold one (a digit, a number word, a day or month): it
 * costs about a millisecond a sentence, and a long pitch holds few.
 */
export function readQuantities(written: string): { quantities: Quantity[]; dates: DateMention[] } {
  const text = plainCurrencies(written, true);
  const sentences = sentencesOf(text);
  if (sentences.length <= 1) return readSentence(text);
  const quantities: Quantity[] = [];
  const dates: DateMention[] = [];
  for (const sentence of sentences) {
    if (!NUMBER_WORDS.test(sentence) && !DATE_WORDS.test(sentence)) continue;
    const found = readSentence(sentence);
    quantities.push(...found.quantities);
    dates.push(...found.dates);
  }
  return { quantities, dates };
}

/**
 * Sentences already read, by their text: a turn's sentences are read again as its segments, questions and
 * proposals, and the tagger costs about a millisecond each time. The reading depends on the words alone.
 */
const readSentences = new Map<string, { quantities: readonly Quantity[]; dates: readonly DateMention[] }>();
const REMEMBERED_SENTENCES = 2000;

function readSentence(text: string): { quantities: Quantity[]; dates: DateMention[] } {
  if (!NUMBER_WORDS.test(text) && !DATE_WORDS.test(text)) return { quantities: [], dates: [] };
  let found = readSentences.get(text);
  if (!found) {
    found = tagSentence(text);
    if (readSentences.size >= REMEMBERED_SENTENCES) readSentences.delete(readSentences.keys().next().value!);
    readSentences.set(text, found);
  }
  return { quantities: [...found.quantities], dates: [...found.dates] };
}

/** "your herdsman gets a morning of training", "an afternoon with the team": a part of the day as a length of time, not when. */
const lengthOfTime = (said: string, text: string) =>
  /^(morning|afternoon|evening)$/i.test(said) &&
  new RegExp(`\\b(a|an|one|half an?|a full|a whole|the whole) ${said} (of|with)\\b`, 'i').test(text);

function tagSentence(text: string): { quantities: Quantity[]; dates: DateMention[] } {
  const doc = tagged(text.replace(/(\d),(?=\d{3}\b)/g, '$1'));
  // A sentence about what happened, with no modal or question about what may come: its days are past.
  const pastSentence =
    doc.has('#PastTense') &&
    !doc.has('#Modal') &&
    !/\b(will|ill|going to|could|can|would|shall|how about|what about|free|available|next|coming|today|tonight|tomorrow|suggest|propose)\b|'ll\b|\?\s*$/i.test(
      text,
    );
  const dates = DATE_WORDS.test(text)
    ? (doc as unknown as { dates(): { json(): DateMatch[] } })
        .dates()
        .json()
        .map((match) => {
          const said = match.text
            .trim()
            .replace(/[.,!?]+$/, '')
            .replace(/^(by|on|for|until|at|about|around|say)\s+/i, '')
            // "Thursday at ten to sign the paperwork": a time "ten to" names no hour after it.
            .replace(/\s+to$/i, '');
          // "last Tuesday", "two weeks ago", or any day in a sentence told in the past.
          return { text: said, specific: specificDate(match, said), past: pastSentence || /^(last|yesterday)\b|\bago\b/i.test(said) };
        })
        .filter((mention) => DATE_WORDS.test(mention.text) && !/^in \S+ \w+$/i.test(mention.text) && !lengthOfTime(mention.text, text))
    : [];
  const quantities: Quantity[] = [];
  if (!NUMBER_WORDS.test(text)) return { quantities, dates };
  const matches = doc.numbers();
  const details = matches.json() as Array<{ text: string; number: CompromiseNumber }>;
  details.forEach((match, index) => {
    const number = match.number;
    if (number.num === null || !Number.isFinite(number.num)) return;
    const after = matches
      .eq(index)
      .lookAhead('.{0,3}')
      .text()
      .toLowerCase()
      .replace(/[^a-z\s]/g, ' ')
      .trim();
    const [nextWord = '', ...rest] = after.split(/\s+/);
    let value = number.num;
    const suffix = number.suffix.toLowerCase();
    const scaleWord = SCALE[suffix] ? suffix : SCALE[nextWord] && /^\d/.test(match.text.trim()) && nextWord !== 'thousand' ? nextWord : '';
    if (scaleWord && value < 1_000) value *= SCALE[scaleWord]!;
    const afterScale = scaleWord === nextWord ? rest : [nextWord, ...rest];
    const unitWord =
      /^(per|a|an|each|every)$/.test(afterScale[0] ?? '') || /\s(a|an|per|each)$/i.test(match.text.trim()) ? '' : (afterScale[0] ?? '');
    const symbol = number.prefix || /^[$€£]/.exec(match.text.trim())?.[0] || '';
    const currencyWord = (word: string) => CURRENCY_WORD.test(word) || isCurrencyWord(word);
    const currency = CURRENCY_SYMBOL[symbol] ?? (currencyWord(number.unit) ? number.unit : currencyWord(unitWord) ? unitWord : undefined);
    // The tagger sometimes takes the "a" of "a year" into the number ("$90,000 a").
    const trailing = /\s+(a|an|per|each)$/i.exec(match.text.trim().replace(/[.,!?]+$/, ''))?.[1];
    const said = match.text
      .trim()
      .replace(/[.,!?]+$/, '')
      .replace(/\s+(a|an|per|each)$/i, '');
    if (dates.some((mention) => mention.text.toLowerCase().includes(said.toLowerCase()))) return;
    const perMatch = PER.exec(
      `${trailing ? `${trailing} ` : ''}${afterScale.slice(currency && !CURRENCY_SYMBOL[symbol] ? 1 : 0).join(' ')}`,
    );
    if (currency) {
      quantities.push({
        kind: 'money',
        value,
        unit: /^(dollars?|bucks|usd|aud|nzd|cad)$/.test(currency)
          ? 'dollars'
          : /^eur/.test(currency)
            ? 'euros'
            : currency.startsWith('£') || /^(pounds?|gbp)$/.test(currency)
              ? 'pounds'
              : currency,
        ...(perMatch ? { per: perMatch[1]! } : {}),
        text: said,
      });
    } else if (rate(perMatch?.[1]) && (value >= 1000 || priced(matches.eq(index).lookBehind('.').text(), perMatch![1]!))) {
      // "twenty thousand eight hundred a year": an amount per year is money even without the word.
      quantities.push({ kind: 'money', value, per: perMatch![1]!, text: said });
    } else if (suffix === '%' || /^(percent|per cent)/.test(afterScale.join(' '))) {
      quantities.push({ kind: 'percent', value, text: said });
    } else if (DURATION_UNIT.test(unitWord)) {
      quantities.push({ kind: 'duration', value, unit: unitWord.endsWith('s') ? unitWord : `${unitWord}s`, text: `${said} ${unitWord}` });
    } else if (
      /^[a-z]{3,}$/.test(unitWord) &&
      !/^(am|pm|o|oclock|of|and|or|to|the|a|at|on|in|for|is|are|was|by|with|without|from|plus|if|but|so|then|that|this|would|will|could|including|included|up|down|off|under|below|above|over|within|which)$/.test(
        unitWord,
      )
    ) {
      quantities.push({ kind: 'count', value, unit: unitWord, text: `${said} ${unitWord}` });
    } else if (!/\b(am|pm|o'?clock)\b/.test(after) && !/^(at|by|on)$/.test(matches.eq(index).lookBehind('.').text().toLowerCase().trim())) {
      quantities.push({ kind: 'count', value, text: said });
    }
  });
  return { quantities: withSpokenPrices(text, quantities), dates };
}

const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEEN_WORDS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_WORDS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS = `(?:${TENS_WORDS.join('|')})(?:[ -](?:${UNIT_WORDS.join('|')}))?`;
/**
 * "twelve fifty a month", "twenty three fifty a kit", "nineteen fifty dollars": a price read out as people say one, its
 * hundreds then the rest, 1,250 or 2,350, not two numbers. Only before what it is the price of or a currency, so "seven
 * thirty" the time and "twenty four seven" stay as they are.
 */
const SPOKEN_PRICE = new RegExp(
  `\\b(${TENS}|${TEEN_WORDS.join('|')}|${UNIT_WORDS.join('|')}) (${TENS})(?= (?:(dollars?|euros?|pounds?|bucks)\\b ?)?(?:(?:a|an|per|each|every) ([a-z]+))?)`,
  'gi',
);
const valueOfWords = (words: string): number =>
  words
    .toLowerCase()
    .split(/[ -]/)
    .reduce((sum, word) => {
      const unit = UNIT_WORDS.indexOf(word);
      const teen = TEEN_WORDS.indexOf(word);
      const tens = TENS_WORDS.indexOf(word);
      return sum + (unit >= 0 ? unit + 1 : teen >= 0 ? teen + 10 : tens >= 0 ? (tens + 2) * 10 : 0);
    }, 0);

function withSpokenPrices(text: string, quantities: Quantity[]): Quantity[] {
  const lower = text.toLowerCase();
  let read = quantities;
  for (const price of text.matchAll(SPOKEN_PRICE)) {
    const [said, hundreds, rest, currency, per] = price as unknown as [string, string, string, string?, string?];
    if (!currency && !per) continue;
    const start = price.index;
    const end = start + said.length;
    // The tagger's reading of the same words ("twelve fifty" as 0, "twenty three fifty" as 23 and 50) gives way; a
    // number said earlier in the sentence with the same first word is kept.
    const firstSaidAt = (quantity: Quantity) => lower.indexOf(quantity.text.toLowerCase().split(' ')[0]!);
    read = read.filter((quantity) => firstSaidAt(quantity) < start || firstSaidAt(quantity) >= end);
    read.push({
      kind: 'money',
      value: valueOfWords(hundreds) * 100 + valueOfWords(rest),
      ...(currency ? { unit: /^euro/i.test(currency) ? 'euros' : /^pound/i.test(currency) ? 'pounds' : 'dollars' } : {}),
      ...(per ? { per: per.toLowerCase() } : {}),
      text: said,
    });
  }
  return read;
}

export { nlp };

/** Whether the text has a verb (compromise's tagger): "Everyone signs in with Google" does, "A 90-room hotel" does not. */
export const hasVerb = rememberedByText((text: string): boolean => tagged(text).verbs().length > 0);

/**
 * A phrase opened by a preposition with no verb of its own ("on the warehouse side", "and for the rollout"), or a thing
 * named after "and" ("and unit one on avinashi road"), by the tagger.
 * Remembered: a sentence is cut into segments word by word, and each cut asks again about the same words before its question.
 */
export const leadIn = rememberedByText((phrase: string): boolean => {
  const rest = phrase.replace(/^(and|so|but|then|also|okay|ok)\b,?\s*/i, '');
  const doc = tagged(rest);
  if (hasVerb(doc.text())) return false;
  // "and unit one on avinashi road, how many machines...": after "and", a thing named without a verb is what the question
  // is about.
  const goesOn = rest !== phrase && /^(and|also)\b/i.test(phrase) && rest.split(/\s+/).length <= 6;
  return doc.has('^#Preposition') || (goesOn && doc.has('^(#Determiner|#Noun|#Adjective)'));
});

/** "On a normal surgery day, roughly how many entries...": the question without its lead-in. */
export function withoutLeadIn(question: string): string {
  const at = question.search(/\b(what|how|why|when|where|who|which|whats|hows)\b/i);
  return at > 0 && leadIn(question.slice(0, at).replace(/[,\s]*(roughly|about|approximately)?[,\s]*$/i, ''))
    ? question.slice(at)
    : question;
}

/** A person's full name opening the text, as the tagger knows first names ("Rosa Delgado owns..."). */
export function personAtStart(text: string): string | undefined {
  const [name] = tagged(text).people().out('array') as string[];
  return name && text.startsWith(name) && name.includes(' ') ? name : undefined;
}

/**
 * How a note without a subject opens ("Needs 20 cameras.", "Had the demo in May.", "Will walk if
 * squeezed.", "Grow sales by 20%.", "Warm and chatty, ..."): its first word's part of speech, by the tagger.
 */
export function openingWord(text: string): 'present' | 'past' | 'modal' | 'infinitive' | 'adjective' | 'other' {
  const [first] = tagged(text).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = new Set(first?.terms[0]?.tags ?? []);
  if (tags.has('Modal')) return 'modal';
  if (tags.has('PastTense')) return 'past';
  if (tags.has('PresentTense') && !tags.has('Infinitive')) return 'present';
  if (tags.has('Infinitive')) return 'infinitive';
  if (tags.has('Adjective')) return 'adjective';
  return 'other';
}

const DETERMINER = /^(the|a|an|your|my|our|their|this|that|these|those|any|some|all|each)\s+/i;

/**
 * What a question asks about, as a short noun phrase in the buyer's words: "how many clinics do you
 * have in total" -> "clinics", "what's your budget for this" -> "our budget". Undefined when the
 * question names nothing (pronouns only).
 */
export const questionSubject = rememberedByText(subjectOfQuestion);

function subjectOfQuestion(asked: string): string | undefined {
  const question = withoutLeadIn(asked);
  const phrases = (
    tagged(question.replace(/\bwhats\b/gi, 'what is'))
      .nouns()
      .out('array') as string[]
  )
    .map((phrase) =>
      phrase
        .toLowerCase()
        .replace(/[^a-z0-9' -]/g, '')
        .replace(/^(how |so )?(many|much|more|most|few|several|other|else)\s+/, '')
        .trim(),
    )
    .filter(
      (phrase) =>
        phrase !== '' &&
        !/^(of|in|on|at|for|to|from|with|by|about|beyond|besides|except|without|before|after|during|over|under|between|other than)\s/.test(
          phrase,
        ) &&
        !/^(you|your|my|our|their|me|us|him|her|it|that|this|i|we|they|what|who|which|something|anything|everything|thing|things|one|time|today|moment|way|week|weeks|day|days|month|months|year|years|minute|minutes|bit|lot|whats|what is|there|here|then|now|of the week|of the month|of the year)$/.test(
          phrase.replace(DETERMINER, ''),
        ),
    );
  // A product or company name ("Keyward?") or a word the tagger also reads as a verb ("how does that sound") is no subject.
  const capitalised = new Set((question.replace(/^\S+/, '').match(/\b[A-Z][a-z]+\b/g) ?? []).map((word) => word.toLowerCase()));
  const verbs = new Set((tagged(question).verbs().out('array') as string[]).flatMap((verb) => verb.toLowerCase().split(/\s+/)));
  // "What a good outcome looks like": the tagger reads "looks" as a noun; "keep track of": no subject.
  const lower = question.toLowerCase();
  const trimmed = phrases
    .map((phrase) => (new RegExp(`\\b${phrase}\\s+like\\b`).test(lower) ? phrase.split(' ').slice(0, -1).join(' ') : phrase))
    .filter((phrase) => phrase !== '' && !new RegExp(`\\b(keep|keeping|kept|take|taking|make|making) ${phrase}\\b`).test(lower));
  const [first] = trimmed.filter(
    (phrase) =>
      phrase.length >= 4 &&
      !phrase.includes("'") &&
      !phrase.split(' ').some((word) => capitalised.has(word)) &&
      !(phrase.split(' ').length === 1 && verbs.has(phrase)),
  );
  if (!first) return undefined;
  const own = /^your\s+/.test(first);
  // "day of the week": the noun before its prepositional phrase.
  const words = first.replace(DETERMINER, '').split(' ');
  const preposition = words.findIndex((word, index) => index > 0 && /^(of|in|on|at|for|to|from|with|by|about)$/.test(word));
  const bare = (preposition > 0 ? words.slice(0, preposition) : words).slice(-3).join(' ');
  return own ? `our ${bare}` : bare;
}
