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

/**
 * Where a sentence can start in unpunctuated speech: the turn's start, or after a word that ends an
 * acknowledgement or opens a new thought ('makes sense what happens when…', 'okay is now still good').
 * Only forms that are questions there, and statements elsewhere, are anchored to it.
 */
const START =
  '(?<=^|\\b(?:okay|ok|so|and|but|right|great|perfect|thanks|thank you|got it|makes sense|fair enough|hi|hey|hello|sure|yeah|yes|alright|cool|understood|interesting|i see|then|also|now|well|oh|wow|brilliant|lovely|nice|good|fine|gotcha|noted|hiya|last thing|one more thing|one thing|quick question|curiosity) )';
/** A contracted question word: 'what's your budget', 'how's the season going'. */
const WH_CONTRACTED =
  /(?<!\b(?:here's|that's|thats|this is|is|see|know|show|shows|showed|tell|tells|told|exactly|matter|matters|sure|learn|understand|check|find|hear|ask|wonder|everything|just|on|of|at|in|for|with|about|from|to|by|you) )\b(?:what's|who's|how's|where's|when's|why's|what're|how're|where're)\b/g;
/** A question word with 'do' or a modal right after it: 'how do people buy tickets', 'what would make you comfortable'. */
const WH_DO = /\b(?:what|how|why|when|where|which|who)(?: else)? (?:do|does|did|don't|doesn't|didn't) (?!(?:you know|so|is)\b)[\w']+/g;
const WH_MODAL = new RegExp(`${START}(?:what|how|why|when|where|which|who)(?: else)? (?:would|could|can|should|will|might) [\\w']+`, 'g');
/** 'how important is solving this', 'how bad is it'. */
const HOW_ADJECTIVE =
  /\bhow (?:important|big|bad|urgent|serious|likely|hard|easy|difficult|painful|common|often|much|many|long) (?:is|are|was|were|would|will|does|do)\b/g;
/** 'are you happy to go ahead', 'is there anything…' wherever they fall. */
const ARE_YOU = /\b(?:are you (?!know\b)|is there (?!is\b))[\w']+/g;
/** Be or do first, before any subject: 'is food safety something…', 'does maria have time', 'did anything change'. */
const BE_DO_FIRST = new RegExp(`${START}(?:is|are|was|were|isn't|aren't|wasn't|does|did|doesn't|didn't) (?!(?:to|matter)\\b)[\\w']+`, 'g');
const HAVE_FIRST = new RegExp(
  `${START}(?:have|has|haven't|hasn't) (?:i|you|we|they|anyone|anybody|anything|any|your|the|it|he|she)\\b`,
  'g',
);
/** A modal first before its subject ('would tuesday work', 'would it help'), not a statement with its subject dropped ('would love to…', 'could be…'). */
const MODAL_FIRST = new RegExp(
  `${START}(?:would|could|can|will|should|shall|wouldn't|couldn't|can't|won't) (?!(?:be|love|like|have|need|do|say|go|make|help|take|get|see|work|mean|imagine|recommend|suggest|guess|think|want|also|probably|definitely|really|just|only|never|always|not|send|give|show|call|set|put|try)\\b)[\\w']+`,
  'g',
);
/** 'anything else you'd want to see', 'any questions' (not 'anyone who clicks gets…'). */
const ANY_FIRST = new RegExp(`${START}(?:anything|any (?:questions|thoughts|concerns|other|more))\\b`, 'g');
/** A question word and its verb, the question word the subject ('what happens when…', 'what got in the way'), not a cleft ('what happens is…'). */
const WH_VERBS =
  '(?:happens|happened|matters|mattered|went|goes|got|gets|made|makes|changed|changes|brought|brings|worries|worried|concerns|caused|causes|stops|stopped|drove|drives|led|leads|took|takes|keeps|kept|comes|came|decides|decided|sets|triggers|triggered|counts|needs|owns|handles|signs|approves|checks|books|runs|pays|works|breaks|broke|slows|fails|failed)';
const WH_VERB_FIRST = new RegExp(
  `${START}(?:what|who|which) (?:else )?${WH_VERBS}\\b(?! (?:is|was)\\b)|\\bwhat (?:happens|happened)$`,
  'g',
);
/** A cleft is a statement: 'what happens is the van only goes…', 'what matters is price'. */
const CLEFT = new RegExp(`^what ${WH_VERBS} (?:is|was)\\b`);
/** 'how many of those calls would you say…': one question, up to its auxiliary and subject when it has them. */
const HOW_MUCH_FIRST = new RegExp(
  `${START}how (?:many|much|long|often|soon|far|big|quickly|fast|well)\\b(?:(?: (?!${PRONOUN}\\b)[\\w']+){0,5} ${AUXILIARY}(?: not)? ${SUBJECT}\\b)?`,
  'g',
);
/** A question with its auxiliary dropped, as people say it: 'sound good', 'you still there'. */
const ELIDED = new RegExp(
  `${START}sound (?:good|ok|okay|fair|right|alright|reasonable|like a plan)\\b|\\b(?:you|you're) still (?:there|with me)\\b|^you there\\b|\\bmake sense$|(?:^|\\b(?:is|would) )that (?:alright|okay|ok|all right)$|^got a (?:moment|minute|sec|second)\\b`,
  'g',
);
/** A tag closing a statement at the turn's end: 'you're on esri right', 'that's more of an hr thing isn't it' (not a lone 'right'). */
const TAG_AT_END =
  /(?<=\b[\w']+ [\w']+ )(?<!\b(?:that's|thats|that is|you're|you are|all|exactly|is|it's|quite|just|right) )(?:right|isn't it|doesn't it|don't you|aren't you|aren't they|don't they|wasn't it|didn't you|haven't you|won't it|hasn't it|isn't that|aren't we|don't we|correct)$/g;

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
  const matches = [
    WH_AUXILIARY,
    WHO_SUBJECT,
    WH_SHORT,
    INVERTED,
    INVERTED_AT_START,
    CHECK,
    REQUEST,
    WH_CONTRACTED,
    WH_DO,
    WH_MODAL,
    HOW_ADJECTIVE,
    ARE_YOU,
    BE_DO_FIRST,
    HAVE_FIRST,
    MODAL_FIRST,
    ANY_FIRST,
    WH_VERB_FIRST,
    HOW_MUCH_FIRST,
    ELIDED,
    TAG_AT_END,
  ]
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })))
    .filter(({ start }) => !CLEFT.test(text.slice(start)))
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
