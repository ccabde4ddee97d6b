// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the wink packages ship no types; the server and web compile this file without the package tsconfig
/// <reference path="./wink.d.ts" />
import porterStem from 'wink-porter2-stemmer';
import { rememberedByText } from './remembered';

/**
 * Words as a recogniser gives them and as people type them: lower case, contractions spelt out
 * ("dont" and "don't" alike), digits kept with their symbols ("$18,000", "30%").
 */

const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  // The recogniser's and quick typists' contractions without the apostrophe.
  [/\b(what|that|how|there|who|where)s\b/g, '$1 is'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should)nt\b/g, '$1 not'],
  [/\bcant\b/g, 'can not'],
  [/\bim\b/g, 'i am'],
  [/\b(you|they)re\b/g, '$1 are'],
  [/\bive\b/g, 'i have'],
  [/\b(can)'?t\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|would|could|should|must|need)n'?t\b/g, '$1 not'],
  [/\b(i)'?m\b/g, 'i am'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|he|she|it|that)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they|he|she|that)'d\b/g, '$1 would'],
  [
    /\b(it|that|what|there|here|who|how|where|let)'s\b/g,
    (match: string) => (match.startsWith('let') ? 'let us' : `${match.slice(0, -2)} is`),
  ] as unknown as readonly [RegExp, string],
];

/**
 * The turn in lower case with contractions spelt out and punctuation other than in numbers gone. Remembered: a turn's
 * segments and clauses are read again and again by the rules of one reply, each time through some twenty patterns.
 */
export const normalise = rememberedByText(normaliseOnce);

function normaliseOnce(text: string): string {
  let result = text.toLowerCase().replace(/[’‘`]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) result = result.replace(pattern, replacement as string);
  return result
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[^a-z0-9$%.'\s-]+/g, ' ')
    .replace(/(^|\s)[.'-]+|[.'-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordsOf(text: string): string[] {
  const normal = normalise(text);
  return normal === '' ? [] : normal.split(' ');
}

/** Words that carry no topic of their own: pronouns, auxiliaries, articles, fillers. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but so if then than that this these those there here it its i me my mine we us our ours you your yours he him his she her they them their
  is am are was were be been being do does did doing have has had having will would shall should can could may might must not no yes
  of in on at to for from by with about as into over under up down out off again just also very really quite pretty too more most much many
  some any all each every other another such what which who whom whose when where why how well okay ok oh um uh like kind sort thing things
  get got getting go going gone make made let lot lots bit little way today now right yeah yep sure maybe actually basically just mean know
  think say said tell told see look want need hear heard ask asked talk talking thank thanks please hi hello hey great good
  else besides anything anyone anybody something someone somebody moment currently nowadays`.split(/\s+/),
);

const NUMBER_WORD =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|k)$/;

/** Porter2 stems of the words that carry content (numbers are read as quantities, not words). */
export function contentStemsOf(words: readonly string[]): string[] {
  return words
    .flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]))
    .filter((word) => !FUNCTION_WORDS.has(word) && !NUMBER_WORD.test(word) && /[a-z]/.test(word) && word.length > 1)
    .map((word) => stem(word));
}

/** The Porter2 stem of a word, remembered: the same few thousand words are stemmed in every turn. */
export const stem = rememberedByText(porterStem, 20_000);
