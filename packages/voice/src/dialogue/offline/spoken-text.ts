/** Text helpers shared by the classifier, the fact extractor and the phrasing. */

import { allMatches } from '@rehearse/domain';

const STOPWORDS = new Set(
  `a an the and or but if so of to in on at by for with from as is are was were be been being am do does did
  have has had having i me my mine we us our ours you your yours he him his she her hers it its they them
  their theirs this that these those there here what which who whom whose when where why how all any both
  each few more most other some such no nor not only own same than too very can will just should would could
  may might must shall about into over after before again further then once up down out off also well yeah
  yes okay ok oh uh um hmm like really just get got go going know think want make let lot lots thing things
  way one now right sure said say tell see look need new good great thanks thank hi hello hey today time`.split(/\s+/),
);

/** Contractions spelled out, so patterns match "what's" and "what is" alike. */
const EXPANSIONS: readonly [RegExp, string][] = [
  [/\b(what|that|it|there|here|who|how|where|he|she|let)'s\b/g, '$1 is'],
  [/\bi'm\b/g, 'i am'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bname's\b/g, 'name is'],
  [/\b(what|that|how|who|here|there)s\b/g, '$1 is'],
  [/\bim\b/g, 'i am'],
  [/\b(you|they)re\b/g, '$1 are'],
  [/\b(i|you|we|they)ve\b/g, '$1 have'],
  [/\b(do|does|did|is|are|was|would|could|should|has|have)nt\b/g, '$1 not'],
  [/\bdont\b/g, 'do not'],
  [/\bcant\b/g, 'can not'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bgood by(e)?\b/g, 'goodbye'],
  [/\bby(e)? now\b/g, 'bye now'],
];

/**
 * Caller text as the classifier reads it: lowercase words and apostrophes only, contractions
 * spelled out, noise markers (`[noise]`, `<unk>`) dropped. Recognisers give exactly this shape.
 */
export function normaliseCallerText(text: string): string {
  let normalised = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)/g, ' ')
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/[^a-z0-9'$%\s]/g, ' ');
  for (const [pattern, replacement] of EXPANSIONS) normalised = normalised.replace(pattern, replacement);
  return normalised.replace(/'/g, '').replace(/\s+/g, ' ').trim();
}

export function wordsOf(text: string): string[] {
  return text.split(' ').filter((word) => word !== '');
}

/** Words that carry meaning (for relevance and listening checks), crudely singularised. */
export function contentWordsOf(text: string): string[] {
  return wordsOf(normaliseCallerText(text))
    .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Sentences of plain text, including list lines and "Label: text" lines. */
/** Words written with a full stop that ends no sentence ("Dr.", "Maint. team", "approx. 20", "Nov. 3", "150 tys. zł"). */
const ABBREVIATION =
  /^(?:dr|mr|mrs|ms|mx|prof|st|inc|ltd|co|corp|vs|approx|tys|tsd|mln|mio|mld|mrd|incl|excl|est|no|etc|misc|dept|maint|mgmt|govt|ext|tel|attn|ref|mo|yr|yrs|hr|hrs|min|mins|sec|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|ave|blvd|rd|e\.g|i\.e|[a-z])$/i;

const SENTENCE_BREAK = /[.!?]\s+(?=[A-Za-z0-9"'])/g;

/** A line cut after ".", "!" or "?" before the next word, in capitals or, as notes are typed, not ("...in june. they run..."). */
function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of allMatches(SENTENCE_BREAK, line)) {
    const end = match.index + 1;
    const before = /([\w.]+)\.$/.exec(line.slice(start, end))?.[1] ?? '';
    if (line[match.index] === '.' && ABBREVIATION.test(before)) continue;
    sentences.push(line.slice(start, end));
    start = match.index + match[0].length;
  }
  sentences.push(line.slice(start));
  return sentences;
}

export function sentencesOf(text: string): string[] {
  return (
    text
      .split(/\n+/)
      .flatMap((line) => splitSentences(line))
      // A list's bullet or number, and a document's section number before a heading or a sentence ("1.2 Current systems: ...").
      .map((sentence) => sentence.replace(/^\s*(?:[-*•·]|\d+[.)]|\d+(?:\.\d+)+(?=\s+[A-Z]))\s+/, '').trim())
      .filter((sentence) => sentence !== '')
  );
}

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b([Ww]e|[Tt]hey|[Yy]ou) are\b(?=\s+\w)/g, "$1're"],
  [/\bI am\b(?=\s+\w)/g, "I'm"],
  [/\b([Ii]t|[Tt]hat|[Tt]here|[Ww]hat) is\b(?=\s+\w)/g, "$1's"],
  [/\b([Ww]e|I|[Yy]ou|[Tt]hey) have (?=been|got|had|seen|done|tried|looked|used|spent|lost|grown)/g, "$1've "],
  [/\b([Ww]e|I|[Yy]ou|[Tt]hey) will\b(?=\s+\w)/g, "$1'll"],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|should|could) not\b/g, "$1n't"],
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
];

/** Spoken English: "we are" becomes "we're", "do not" becomes "don't". */
export function withContractions(text: string): string {
  return CONTRACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = capitalise(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Splits a reply where a speaker would pause, so it can stream clause by clause. */
export function clausesOf(text: string): string[] {
  const pieces = text.split(/(?<=[,.?!;:\u2014])\s+/).filter((piece) => piece !== '');
  return pieces.map((piece, index) => (index < pieces.length - 1 ? `${piece} ` : piece));
}
