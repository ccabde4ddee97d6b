import { readFile } from 'node:fs/promises';

/** Word -> pronunciations (space-separated CMU phones), in the format of pocketsphinx's `-dict`. */
export type PronunciationDictionary = Map<string, string[]>;

/** Reads a CMU-style dictionary ("word PH ONES", alternates as "word(2) ..."). */
export async function readPronunciationDictionary(path: string): Promise<PronunciationDictionary> {
  const dictionary: PronunciationDictionary = new Map();
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    if (phones === '') continue;
    const entries = dictionary.get(word);
    if (entries) entries.push(phones);
    else dictionary.set(word, [phones]);
  }
  return dictionary;
}

/**
 * Pronunciations for a word the dictionary lacks, from its parts: "quotaflow" is "quota" + "flow",
 * "onboarding" is "on" + "boarding". Product names are often made this way, and the parts'
 * dictionary pronunciations are closer to how people say them than letter-to-sound rules.
 * Prefers the split whose shorter part is longest; parts shorter than 3 letters are allowed only
 * for a few common prefixes ("on", "up", "re"...) to avoid nonsense splits.
 */
export function pronounceFromParts(word: string, dictionary: PronunciationDictionary): string | undefined {
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

function pronounceTwoParts(word: string, dictionary: PronunciationDictionary, usable: (part: string) => boolean): string | undefined {
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
export function pronounceAsLetters(word: string, dictionary: PronunciationDictionary): string | undefined {
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
