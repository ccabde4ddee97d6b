/**
 * Amounts as people outside the English-speaking world type them, made plain for the tagger: digits grouped by
 * spaces, apostrophes or full stops ("PLN 196 000", "CHF 40'000", "R$ 1.150"), a decimal comma before a scale
 * ("1,1 mln"), scale words ("150 tys.", "25 lakh", "2 crore", "R$ 120 mil", "500万円", "2억 원") and currencies by
 * ISO code, symbol or local abbreviation ("PLN", "zł", "₩", "KSh", "Rs"), written after the amount as a word the
 * tagger reads as money ("196,000 zlotys"). The codes, symbols and names come from the runtime's CLDR data (Intl),
 * not a list of our own; what CLDR does not hold (local abbreviations, CJK scale characters) is below.
 */

/** Currencies the rest of the reading already knows ("$", "€", "£", "USD", "A$"...): left as they are. */
const ALREADY_READ = new Set(['USD', 'AUD', 'NZD', 'CAD', 'HKD', 'SGD', 'EUR', 'GBP']);
/** Local ways of writing a currency that CLDR's narrow symbols do not give. */
const LOCAL_SYMBOLS: Record<string, string> = {
  KSh: 'shillings',
  Ksh: 'shillings',
  TSh: 'shillings',
  USh: 'shillings',
  Rs: 'rupees',
  'Rs.': 'rupees',
  RMB: 'yuan',
  Dhs: 'dirhams',
  円: 'yen',
  원: 'won',
  元: 'yuan',
  zł: 'zlotys',
};
/** Symbols several currencies share ("$"), or one letter that starts other things ("Q3", "R2"): not read as money. */
const AMBIGUOUS = (symbol: string) => /^[$€£]$|^[A-Za-z]$/.test(symbol);
/** Codes that are also English words or common capitals ("TOP 10", "ALL 3 sites", "AMD"), and the metals and test codes. */
const NOT_A_CURRENCY = (code: string) =>
  /^(ALL|TOP|CUP|BOB|MOP|PEN|SOS|TRY|MAD|GEL|BAM|AMD|NAD|BIF|CVE)$/.test(code) || (/^X/.test(code) && !/^X(OF|AF)$/.test(code));

/** The currency's word in English, plural: "zlotys", "yen", "won", "pesos", "reals", "francs", "kronor". */
function englishWord(code: string): string | undefined {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'name' }).formatToParts(2);
  const name = parts.find((part) => part.type === 'currency')?.value;
  return name
    ?.split(/\s+/)
    .at(-1)
    ?.toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

function narrowSymbol(code: string): string | undefined {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value;
}

interface CurrencyTable {
  /** ISO code or symbol -> the English word. */
  words: Map<string, string>;
  /** Every currency word, singular and plural, as the tagger may meet it after an amount. */
  known: Set<string>;
  /** A code or symbol anywhere. */
  marker: RegExp;
  /** A code or symbol, then an amount; an amount, then a code or symbol. */
  before: RegExp;
  after: RegExp;
}

const AMOUNT = String.raw`\d[\d,]*(?:\.\d+)?(?:\s?(?:[kKmM]|bn|BN|thousand|million|billion)\b)?`;

let table: CurrencyTable | undefined;

function currencies(): CurrencyTable {
  if (table) return table;
  const words = new Map<string, string>();
  const known = new Set<string>();
  for (const code of Intl.supportedValuesOf('currency')) {
    const word = englishWord(code);
    if (!word) continue;
    const singular = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code)?.split(/\s+/).at(-1)?.toLowerCase();
    known.add(word);
    if (singular && /^[a-z]+$/.test(singular)) known.add(singular);
    if (ALREADY_READ.has(code) || NOT_A_CURRENCY(code)) continue;
    words.set(code, word);
    const symbol = narrowSymbol(code);
    if (symbol && symbol !== code && !AMBIGUOUS(symbol) && !words.has(symbol)) words.set(symbol, word);
  }
  // "¥" is the yen to most who type it (the yuan is "RMB", "CNY" or "元").
  words.set('¥', 'yen');
  for (const [symbol, word] of Object.entries(LOCAL_SYMBOLS)) {
    words.set(symbol, word);
    known.add(word);
  }
  for (const spoken of ['zloty', 'reais', 'rupees', 'shillings', 'rand', 'francs']) known.add(spoken);
  const keys = [...words.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  table = {
    words,
    known,
    marker: new RegExp(`(?<![\\p{L}\\d])(?:${keys})(?![\\p{L}])`, 'u'),
    before: new RegExp(`(?<![\\p{L}\\d])(${keys})\\s?(${AMOUNT})`, 'gu'),
    after: new RegExp(`(${AMOUNT})\\s?(${keys})(?![\\p{L}])`, 'gu'),
  };
  return table;
}

/** Whether a word after an amount names a currency: "zlotys", "yen", "won", "shillings", "francs"... */
export function isCurrencyWord(word: string): boolean {
  return currencies().known.has(word.toLowerCase());
}

const SCALES: Record<string, number> = {
  tys: 1_000,
  tyś: 1_000,
  tsd: 1_000,
  mln: 1_000_000,
  mio: 1_000_000,
  mld: 1_000_000_000,
  mrd: 1_000_000_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  cr: 10_000_000,
  千: 1_000,
  万: 10_000,
  億: 100_000_000,
  천: 1_000,
  만: 10_000,
  억: 100_000_000,
};
/** "mil" is a thousand in Portuguese and Spanish ("R$ 120 mil", "80 mil pesos"), a million in English slang ("$2 mil"). */
const THOUSAND_MIL = /R\$|\b(?:BRL|MXN|ARS|COP|CLP|PEN|UYU|reais|reals|pesos|soles)\b/i;
const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** The scale words of the table, longest first ("lakhs" before "lakh"), and "mil". */
const SCALE_WORDS = [...Object.keys(SCALES), 'mil'].sort((a, b) => b.length - a.length).join('|');
const SCALE_AFTER = new RegExp(String.raw`(${NUMBER})\s?(${SCALE_WORDS})(?:\.(?=\s|$))?(?![A-Za-z])`, 'giu');
/** A decimal comma before a scale, the table's or English's: "1,1 mln", "R4,7 million", "3,5 tys.", "2,5万". */
const DECIMAL_COMMA = new RegExp(String.raw`(\d),(\d{1,2})(?=\s?(?:${SCALE_WORDS}|million|billion|thousand|bn|m|k)(?![A-Za-z]))`, 'giu');

/** "196,000" said back with the separators English readers expect. */
const grouped = (value: number) => (Number.isInteger(value) ? value.toLocaleString('en-US') : String(value));

/** Digits grouped as much of the world groups them, joined: "196 000", "40'000", "R$ 1.150" (in money), "4,7 million". */
function joinDigitGroups(text: string): string {
  const marker = currencies().marker;
  return (
    text
      // A space (or a narrow one) or an apostrophe between groups of three: "PLN 196 000", "CHF 41'300", "R500 000"; not a
      // phone number's groups ("+254 712 345 418").
      .replace(/(?<![\d+.,'’]|\d )(\d{1,3})((?:[ \u00a0\u202f'’]\d{3})+)(?![\d'’]|[.,]\d)/g, (_, head: string, rest: string) =>
        grouped(Number(head + rest.replace(/\D/g, ''))),
      )
      // Full stops between groups of three, next to a currency: "R$ 1.150", "85.000 €", "9.000 reais".
      .replace(/(?<![\d.,])(\d{1,3})((?:\.\d{3})+)(?![\d]|[.,]\d)/g, (match: string, head: string, rest: string, at: number) => {
        const around = text.slice(Math.max(0, at - 6), at) + ' ' + text.slice(at + match.length, at + match.length + 12);
        return marker.test(around) || /[€]|\b(?:EUR|euros?)\b/.test(around) ? grouped(Number(head + rest.replace(/\D/g, ''))) : match;
      })
      // A decimal comma before a scale: "1,1 mln", "R4,7 million", "3,5 tys."
      .replace(DECIMAL_COMMA, '$1.$2')
  );
}

/** Indian English says these aloud as they are: kept for the voice, read as a number. */
const SPOKEN_SCALES = /^(lakhs?|lacs?|crores?)$/;

/**
 * Scale words and characters as a number: "150 tys." "150,000", "25 lakh" "2,500,000", "500万" "5,000,000"; for the voice
 * (`reading` false), "lakh" and "crore" stay words.
 */
function applyScales(text: string, reading: boolean): string {
  const milIsThousand = THOUSAND_MIL.test(text);
  return text.replace(SCALE_AFTER, (match: string, amount: string, scale: string) => {
    const word = scale.toLowerCase();
    if (!reading && SPOKEN_SCALES.test(word)) return match;
    const factor = word === 'mil' ? (milIsThousand ? 1_000 : 1_000_000) : SCALES[word];
    return factor ? grouped(Math.round(Number(amount) * factor * 100) / 100) : match;
  });
}

/** A currency written before or after an amount, by code, symbol or local abbreviation, as its word after it. */
function currencyWords(text: string): string {
  const { words, before, after } = currencies();
  return (
    text
      // "PLN 196,000", "₩200,000,000", "KSh 500,000", "zł 90": the currency first.
      .replace(before, (_, key: string, said: string) => `${said} ${words.get(key)}`)
      // "90,000 PLN", "120,000 zł", "5,000,000 円", "200,000,000 원": the currency after.
      .replace(after, (match: string, said: string, key: string) => `${said} ${words.get(key) ?? match}`)
      // "85,000 €": the euro before its amount, as the rest of the reading expects it.
      .replace(/(\d[\d,]*(?:\.\d+)?)\s?€/g, '€$1')
      // A rand amount ("R4.7 million", "R500,000"): only straight before its digits.
      .replace(/\bR(\d[\d,]*(?:\.\d+)?(?:\s?(?:thousand|million|billion)\b)?)/g, '$1 rand')
      // "złoty", "złotych": the word without its Polish letter, as the tagger reads words.
      .replace(/\bz[łl]ot(?:y|ys|ych)\b/giu, 'zlotys')
      .replace(/\b(zlotys|yen|won|pesos|reais|reals|rupees|shillings|francs|rand|kronor|yuan)\s+\1\b/g, '$1')
  );
}

/** "25 lakh/yr", "$40k/year", "2,400/mo": what an amount is for, in words ("a year", "a month"). */
function perPeriodInWords(text: string): string {
  return text
    .replace(/(\d|\b(?:lakhs?|crores?|thousand|million|k|m))\s?\/\s?(?:yr|year|annum|pa)\b/gi, '$1 a year')
    .replace(/(\d|\b(?:lakhs?|crores?|thousand|million|k|m))\s?\/\s?(?:mo|mth|month)\b/gi, '$1 a month');
}

/**
 * Amounts as the world types them, made plain (see the top of this file): for reading them (`reading`), every scale
 * becomes digits; for the voice, "lakh" and "crore" are said as written.
 */
export function plainWorldAmounts(text: string, reading = false): string {
  if (!/\d/.test(text)) return text;
  return currencyWords(applyScales(perPeriodInWords(joinDigitGroups(text)), reading));
}
