/**
 * Finding the questions in what a salesperson said. A punctuated text (typed, or a cloud
 * recogniser's) is trusted: each '?' ends one question. The offline recogniser's text is lowercase
 * without punctuation, so there a question is recognised by its form: an interrogative followed by
 * an auxiliary ('what does your', 'how many people do you'), an inverted auxiliary ('could we',
 * 'do you'), a check ('does that make sense') or a request to talk ('tell me about', 'walk me
 * through'). Overlapping matches are one question ('what do you like' is matched twice).
 */

export type QuestionKind = 'open' | 'closed';

export interface SpokenQuestion {
  /** The question's words, lowercase: its sentence, or (unpunctuated) from its start to the next question or the end. */
  text: string;
  kind: QuestionKind;
}

const AUXILIARY =
  "(?:do|does|did|is|are|was|were|would|could|can|should|will|have|has|had|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|couldn't|can't)";
const SUBJECT = '(?:you|your|we|our|they|their|it|that|this|those|these|there|the|he|she|a|an|any|anyone|someone|things|most|i)';
const PRONOUN = '(?:i|we|you|they|he|she|it)';

/** what / how / why ... (up to three words that are not a pronoun subject) + auxiliary + subject. */
const WH_AUXILIARY = new RegExp(
  `\\b(?:what|how|why|when|where|which|who|whose)(?: (?!${PRONOUN}\\b)[\\w']+){0,3} ${AUXILIARY}(?: not)? ${SUBJECT}\\b`,
  'g',
);
/** who as the subject: 'who else needs to sign off', 'who handles'. */
const WHO_SUBJECT = /\bwho (?:else )?(?:is|are|will|would|needs?|makes?|handles?|signs?|decides?|owns?|approves?|uses?|runs?)\b/g;
const WH_SHORT = /\b(?:what about|how about|what if|why not|how come|what else|how so)\b/g;
/** An inverted modal or 'do' with a personal subject, not after a subject or 'to' ('we do you' / 'to do you know'). */
const INVERTED =
  /(?<!\b(?:i|we|you|they|to|that|what|let|if) )\b(?:do|does|did|can|could|would|will|should|shall|may|might)(?: not)? (?:you|we|i|they)\b/g;
/** be / have first: only at the start of the text. */
const INVERTED_AT_START =
  /^(?:(?:so|and|but|okay|ok|well|now|also|great|right|alright) )?(?:is|are|was|were|have|has|isn't|aren't) (?:you|your|we|it|that|this|there|the|they|anyone)\b/g;
const CHECK =
  /\b(?:does|would|will|could|is|did) (?:that|this) (?:make|sound|work|help|fit|seem|answer|cover|look)\b|\b(?:is that|is this) (?:right|fair|correct|okay|ok|true|helpful|useful)\b/g;
const REQUEST =
  /\b(?:tell me(?! you)|walk me through|talk me through|help me understand|take me through|(?<!\b(?:let me|to|i|we) )describe|i'?m curious|i(?:'d| would) (?:love|like) to (?:know|hear|understand|learn))\b/g;

const OPEN_START = /^(?:what|how|why|tell me|walk me|talk me|help me|take me|describe|i'?m curious|i(?:'d| would) (?:love|like))/;
const LEADING_MARKERS = /^(?:(?:so|and|but|okay|ok|well|now|also|great|right|alright|then|just|sure|yeah|yes)\b[\s,]*)+/;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Open when the question, or its last clause ('if we fixed that, what would it mean'), starts with an open form. */
function kindOf(question: string): QuestionKind {
  const clauses = [question, question.slice(question.search(/[,;][^,;]*$/) + 1)];
  return clauses.some((clause) => OPEN_START.test(clause.trim().replace(LEADING_MARKERS, ''))) ? 'open' : 'closed';
}

function punctuatedQuestions(text: string): SpokenQuestion[] {
  return [...text.matchAll(/[^.?!]*[.?!]+|[^.?!]+$/g)]
    .map((match) => match[0].replace(/^[\s,;:-]+/, '').trim())
    .filter((sentence) => sentence.includes('?'))
    .map((sentence) => ({ text: sentence, kind: kindOf(sentence) }));
}

function spokenQuestions(text: string): SpokenQuestion[] {
  const matches = [WH_AUXILIARY, WHO_SUBJECT, WH_SHORT, INVERTED, INVERTED_AT_START, CHECK, REQUEST]
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })))
    .sort((a, b) => a.start - b.start);
  // Overlapping or touching matches are one question ('what do you', 'how can we').
  const starts: number[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const { start, end } of matches) {
    if (start > reach + 1) starts.push(start);
    reach = Math.max(reach, end);
  }
  return starts.map((index, position) => {
    const question = text.slice(index, starts[position + 1] ?? text.length).trim();
    return { text: question, kind: kindOf(question) };
  });
}

/** The questions in one turn of speech, in order. */
export function findQuestions(text: string): SpokenQuestion[] {
  const normalised = normalise(text);
  return normalised.includes('?')
    ? punctuatedQuestions(normalised)
    : spokenQuestions(normalised.replace(/[.,!;:]/g, ' ').replace(/ +/g, ' '));
}

export function countQuestions(text: string): number {
  return findQuestions(text).length;
}
