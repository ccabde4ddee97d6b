import { readFile } from 'node:fs/promises';

/** Word -> pronunciations (space-separated CMU phones), in the format of pocketsphinx's `-dict`. */
export type PronunciationDictionary = Map<string, string[]>;

/** What is asked of a dictionary read from a file: a `PronunciationDictionary` is one too. */
export interface PronunciationLookup {
  get(word: string): string[] | undefined;
  has(word: string): boolean;
}

/**
 * Reads a CMU-style dictionary ("word PH ONES", alternates as "word(2) ..."). Kept as the file's
 * text and its lines sorted by word, looked up by binary search: the stock dictionary (~135,000
 * lines) as a Map of arrays held ~40 MB in the language-model worker for good, this ~5 MB (decision 35).
 */
export async function readPronunciationDictionary(path: string): Promise<PronunciationLookup> {
  const text = await readFile(path, 'utf8');
  let lineCount = 1;
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) lineCount += 1;
  const starts = new Int32Array(lineCount);
  const wordEnds = new Int32Array(lineCount);
  let lines = 0;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const space = text.indexOf(' ', start);
    if (space > start && space < end && text.slice(space + 1, end).trim() !== '') {
      const alternate = /\(\d+\)$/.exec(text.slice(start, space));
      starts[lines] = start;
      wordEnds[lines] = alternate ? space - alternate[0].length : space;
      lines += 1;
    }
    start = end + 1;
  }
  const wordOf = (line: number) => text.slice(starts[line], wordEnds[line]);
  // Lines by word, alternates in file order.
  const order = Int32Array.from({ length: lines }, (_, line) => line).sort((a, b) => {
    const first = wordOf(a);
    const second = wordOf(b);
    return first < second ? -1 : first > second ? 1 : a - b;
  });
  const firstAtOrAfter = (word: string) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (wordOf(order[middle]!) < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    has: (word) => {
      const at = firstAtOrAfter(word);
      return at < order.length && wordOf(order[at]!) === word;
    },
    get: (word) => {
      const pronunciations: string[] = [];
      for (let at = firstAtOrAfter(word); at < order.length && wordOf(order[at]!) === word; at++) {
        const line = order[at]!;
        const newline = text.indexOf('\n', starts[line]);
        pronunciations.push(text.slice(text.indexOf(' ', starts[line]) + 1, newline < 0 ? text.length : newline).trim());
      }
      return pronunciations.length > 0 ? pronunciations : undefined;
    },
  };
}

/**
 * Pronunciations for a word the dictionary lacks, from its parts: "quotaflow" is "quota" + "flow",
 * "onboarding" is "on" + "boarding". Product names are often made this way, and the parts'
 * dictionary pronunciations are closer to how people say them than letter-to-sound rules.
 * Prefers the split whose shorter part is longest; parts shorter than 3 letters are allowed only
 * for a few common prefixes ("on", "up", "re"...) to avoid nonsense splits.
 */
export function pronounceFromParts(word: string, dictionary: PronunciationLookup): string | undefined {
  const shortParts = new Set(['on', 'up', 'in', 're', 'co', 'go', 'my', 'no', 'to']);
  const usable = (part: string) => dictionary.has(part) && (part.length >= 3 || shortParts.has(part));
  let best: { score: number; phones: string } | undefined;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!usable(head)) continue;
    const tailPhones = usable(tail) ? dictionary.get(tail)?.[0] : pronounceTwoParts(tail, dictionary, usable);
    if (!tailPhones) continue;
    const score = Math.min(head.length, tail.length);
    if (!best || score > best.score) best = { score, phones: `${dictionary.get(head)![0]} ${tailPhones}` };
  }
  return best?.phones;
}

function pronounceTwoParts(word: string, dictionary: PronunciationLookup, usable: (part: string) => boolean): string | undefined {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (usable(head) && usable(tail)) return `${dictionary.get(head)![0]} ${dictionary.get(tail)![0]}`;
  }
  return undefined;
}

/**
 * Short words the dictionary lacks are mostly acronyms people spell out (KPI, OKR, API), and so are
 * words without a vowel (CRM, B2B). An alternate, next to the letter-to-sound guess.
 */
export function pronounceAsLetters(word: string, dictionary: PronunciationLookup): string | undefined {
  const isAcronymLike = word.length <= 4 || (word.length <= 6 && !/[aeiouy]/.test(word));
  if (!isAcronymLike || !/^[a-z]+$/.test(word)) return undefined;
  const letters = word.split('').map((letter) => dictionary.get(letter)?.[0]);
  return letters.every(Boolean) ? letters.join(' ') : undefined;
}

/** The dictionary file text, alternates numbered as pocketsphinx expects, words sorted. */
export function formatPronunciationDictionary(entries: PronunciationDictionary): string {
  const lines: string[] = [];
  for (const word of [...entries.keys()].sort()) {
    const unique = [...new Set(entries.get(word))];
    unique.forEach((phones, index) => lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`));
  }
  return `${lines.join('\n')}\n`;
}
