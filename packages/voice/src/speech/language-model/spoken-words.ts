/**
 * Turns written text (a scenario's description, a corpus line) into the words a person would say,
 * in the recogniser's spelling: lower case, digits and symbols spelled out, one array per sentence.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

export function spellNumber(value: number): string[] {
  if (!Number.isFinite(value) || value < 0 || value >= 1e12) return [];
  const whole = Math.floor(value);
  if (whole < 20) return [ONES[whole]!];
  if (whole < 100) return [TENS[Math.floor(whole / 10)]!, ...(whole % 10 ? [ONES[whole % 10]!] : [])];
  if (whole < 1000) return [ONES[Math.floor(whole / 100)]!, 'hundred', ...(whole % 100 ? spellNumber(whole % 100) : [])];
  for (const [scale, name] of SCALES) {
    if (whole >= scale) return [...spellNumber(Math.floor(whole / scale)), name, ...(whole % scale ? spellNumber(whole % scale) : [])];
  }
  return [];
}

/** "first" for 1, "twenty third" for 23: the ordinal of a spelled number is its last word's. */
export function spellOrdinal(value: number): string[] {
  const words = spellNumber(value);
  const last = words.pop();
  if (last === undefined) return [];
  const irregular: Record<string, string> = {
    one: 'first',
    two: 'second',
    three: 'third',
    five: 'fifth',
    eight: 'eighth',
    nine: 'ninth',
    twelve: 'twelfth',
  };
  return [...words, irregular[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`)];
}

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);

function spellToken(token: string): string[] {
  const money = /^\$(\d+(?:\.\d+)?)([km])?$/i.exec(token);
  if (money) return [...spellAmount(money[1]!, money[2]), 'dollars'];
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(token);
  if (percent) return [...spellAmount(percent[1]!), 'percent'];
  const number = /^(\d+(?:\.\d+)?)([km])?$/i.exec(token);
  if (number) return spellAmount(number[1]!, number[2]);
  const ordinal = /^(\d+)(st|nd|rd|th)$/i.exec(token);
  if (ordinal) return spellOrdinal(Number(ordinal[1]));
  return token
    .replace(/\d+/g, (digits) => ` ${spellNumber(Number(digits)).join(' ')} `)
    .split(/\s+/)
    .filter(Boolean);
}

function spellAmount(digits: string, suffix?: string): string[] {
  const [whole = '0', fraction] = digits.split('.');
  const words = spellNumber(Number(whole));
  if (fraction) words.push('point', ...fraction.split('').map((digit) => ONES[Number(digit)]!));
  if (suffix?.toLowerCase() === 'k') words.push('thousand');
  if (suffix?.toLowerCase() === 'm') words.push('million');
  return words;
}

/** Sentences of spoken words. Hyphens and slashes separate words; apostrophes inside words stay. */
export function spokenSentences(text: string): string[][] {
  const sentences: string[][] = [];
  for (const sentence of text.split(/[.!?;:\n]+(?:\s+|$)|\n+/)) {
    const words: string[] = [];
    const prepared = sentence
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/&/g, ' and ')
      .replace(/\+/g, ' plus ')
      .replace(/@/g, ' at ')
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1') // "18,000" is one number
      .replace(/[^a-z0-9'$%.\s]/g, ' ');
    let previous = '';
    for (const raw of prepared.split(/\s+/)) {
      const token = raw.replace(/^['.]+|['.]+$/g, '');
      if (token === '') continue;
      // "April 1" is said "April first".
      const day = MONTHS.has(previous) && /^\d{1,2}$/.test(token) && Number(token) >= 1 && Number(token) <= 31;
      previous = token;
      for (const word of day ? spellOrdinal(Number(token)) : spellToken(token)) {
        for (const part of word.split('.')) if (/^[a-z][a-z']*$/.test(part)) words.push(part);
      }
    }
    if (words.length > 0) sentences.push(words);
  }
  return sentences;
}
