/**
 * How long a pause must last before the caller's turn counts as over, judged from the words heard
 * so far. Recognisers give lower-case words without punctuation, so the rule reads words, not
 * marks: a last word that cannot end an English sentence (a conjunction, an article, a filler, a
 * preposition outside a question) says the caller is mid-thought; a question, or a clause of a
 * few words ending in any other word, says they may be done. Pure: the caller listener applies it
 * at each pause.
 */

export type TurnEnding = 'unfinished' | 'complete' | 'unknown';

export interface EndOfTurnRule {
  /** The words look like a finished question or clause. */
  completeSilenceMs: number;
  /** No words yet, or too few to judge. */
  unknownSilenceMs: number;
  /** The last word cannot end a sentence: the caller is probably looking for the next word. */
  unfinishedSilenceMs: number;
  /** Fewer words than this are too little to call a clause complete ("hi", "yes but"). */
  minCompleteWords: number;
}

/**
 * 200 ms for a complete-looking turn: with fvad's ~80 ms of trailing speech frames the caller has
 * been quiet for about 280 ms by then, close to the gaps people leave between turns. 700 ms after a
 * word that cannot end a sentence, a thinking pause. The unknown case keeps the former fixed rule.
 */
export const DEFAULT_END_OF_TURN: EndOfTurnRule = {
  completeSilenceMs: 200,
  unknownSilenceMs: 300,
  unfinishedSilenceMs: 700,
  minCompleteWords: 3,
};

/**
 * Words after which an English sentence goes on. Left out on purpose, because they often end one:
 * modals and auxiliaries ("if you could", "yes we can"), demonstratives and object pronouns ("like
 * this", "I told her"), "any", "no", "then".
 */
const CANNOT_END = new Set([
  // conjunctions
  'and', 'but', 'or', 'so', 'because', 'if', 'although', 'though', 'unless', 'than', 'whether',
  // articles, determiners, possessives
  'a', 'an', 'the', 'my', 'your', 'our', 'their', 'his', 'its', 'every',
  // subject pronouns and contractions that need what follows
  'i', 'we', 'they', 'he', 'she', "i'm", "we're", "they're", "it's", "there's", "i'd", "we'd", "i'll", "we'll",
  // fillers
  'um', 'uh', 'er', 'erm', 'hmm', 'mm', 'uhm',
]);

/** Prepositions end a sentence only where a question leaves them stranded ("what is it about"). */
const PREPOSITIONS = new Set(['of', 'to', 'for', 'with', 'in', 'on', 'at', 'from', 'by', 'about', 'into', 'onto', 'over', 'under', 'between', 'through', 'during', 'without', 'as', 'like']);

/** "so" ends a sentence after these ("I think so", "is that so"). */
const BEFORE_FINAL_SO = new Set(['think', 'hope', 'guess', 'believe', 'suppose', 'say', 'said', 'not', 'that', 'more']);

/** Opens a question: a stranded preposition may end it, and two words are enough ("why not"). */
const QUESTION_WORDS = new Set(['what', 'how', 'who', 'why', 'when', 'where', 'which', 'whose']);

export function classifyTurnEnding(text: string, rule: EndOfTurnRule = DEFAULT_END_OF_TURN): TurnEnding {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const last = words.at(-1);
  if (last === undefined) return 'unknown';
  const isQuestion = QUESTION_WORDS.has(words[0]!);
  if (last === 'so' && words.length >= 2 && BEFORE_FINAL_SO.has(words.at(-2)!)) return words.length >= rule.minCompleteWords ? 'complete' : 'unknown';
  if (CANNOT_END.has(last) || (PREPOSITIONS.has(last) && !isQuestion)) return 'unfinished';
  return (isQuestion && words.length >= 2) || words.length >= rule.minCompleteWords ? 'complete' : 'unknown';
}

/** The silence after which a turn of these words is over. */
export function endOfTurnSilenceMs(text: string, rule: EndOfTurnRule = DEFAULT_END_OF_TURN): number {
  const ending = classifyTurnEnding(text, rule);
  if (ending === 'complete') return rule.completeSilenceMs;
  if (ending === 'unfinished') return rule.unfinishedSilenceMs;
  return rule.unknownSilenceMs;
}
