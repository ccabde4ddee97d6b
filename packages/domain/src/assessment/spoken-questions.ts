import { allMatches } from '../text/regexp-matches';

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
  /(?<!\b(?:i|we|you|they|to|what|let|if) )\b(?:do|does|did|can|could|would|will|should|shall|may|might)(?: not)? (?:you|we|i|they)\b/g;
/** be / have first: only at the start of the text. */
const INVERTED_AT_START =
  /^(?:(?:so|and|but|okay|ok|well|now|also|great|right|alright) )?(?:is|are|was|were|have|has|isn't|aren't) (?:you|your|we|it|that|this|there|the|they|anyone)\b/g;
const CHECK =
  /\b(?:does|would|will|could|is|did) (?:that|this) (?:make|sound|work|help|fit|seem|answer|cover|look)\b|\b(?:is that|is this) (?:right|fair|correct|okay|ok|true|helpful|useful)\b/g;
const REQUEST =
  /\b(?:(?<!\b(?:they|people|owners|customers|clients|everyone|someone|he|she|will|can|could|would|to|you'll|they'll) )tell me(?! you)|walk me through|talk me through|help me understand|take me through|(?<!\b(?:let me|to|i|we|you|you'd|they|would|could) )describe|i'?m curious|i(?:'d| would) (?:love|like) to (?:know|hear|understand|learn))\b/g;

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
  /(?<=\b[\w'-]+ [\w'-]+ )(?<!\b(?:got|get|have|had) (?:that|it|this) )(?<!\b(?:that's|thats|that is|you're|you are|all|exactly|is|it's|quite|just|right) )(?:right|isn't it|doesn't it|don't you|aren't you|aren't they|don't they|wasn't it|didn't you|haven't you|won't it|hasn't it|isn't that|aren't we|don't we|correct)$/g;

/**
 * Where a question can start inside a turn although no acknowledgement precedes it: after a complete clause
 * ("…the no shows are about four thousand a month is that still the big one"). Not where a word before it makes
 * the words that follow part of its own clause: a noun or verb that takes a clause ("the point is that…", "what i
 * mean is that…", "i know what would help"), a preposition ("about what matters"), a subject ("it is that").
 */
const EMBEDS =
  "do|does|did|know|knows|knew|see|saw|seen|tell|told|show|shows|showed|understand|hear|heard|learn|wonder|ask|asked|find|found|figure|decide|explain|explained|sure|matter|matters|depends|about|on|of|at|in|for|with|from|to|by|into|is|was|are|were|that's|thats|it's|what's|here's|there's|exactly|remember|check|discuss|cover|look|out|choose|pick|guess|mean|meant|care|think|thought|idea|clear|say|said|says|imagine|describe|like|love|realise|realize|notice|noticed|agree|agreed|regardless|precisely|thing|things|problem|point|truth|issue|trouble|question|reason|fact|catch|difference|worry|risk|answer|plan|goal|news|hope|concern|part|key|aim|upshot|rule|result|reality|beauty|bit|suggestion|offer|promise|deal|or|if|whether|than|as|because|where|what|how|why|who|which|when|it|that|this|there|here|he|she|they|we|i|you";
const AFTER_CLAUSE = `(?<!\\b(?:${EMBEDS}|share|discuss|explore|hearing|saying|thinking|seeing|suggesting|proposing|asking|wondering|getting) )(?<!\\b(?:show|tell|ask|give|send|teach|let|remind|showed|told|asked|gave|sent) (?:you|me|us|them|him|her) )`;
/** Be inverted before 'that', 'this', 'it', 'now' after a complete clause: '…is that still the big one', 'is now still a good time'. */
const BE_INVERTED = new RegExp(
  `${AFTER_CLAUSE}\\b(?:is|was|isn't|wasn't) (?:that|this|it|now|any of (?:that|this|those|these)|either of (?:those|these|them))(?: still| really| mostly| also| ever| actually)? (?!(?:i|we|you|they|he|she|it|there|to|if|is|was|has|will|would|can|could|does|do|did)\\b)[\\w']+`,
  'g',
);
/** A modal before its subject anywhere: '…by their dog's name would it make sense', '…would a twenty minute call be worth it'. */
const MODAL_INVERTED =
  /(?<!\b(?:to|that|which|who|what|it|i|we|you|they|he|she|or) )\b(?:would|could|can|will|should|might|shall)(?: not)? (?:it|that|this|anyone|anybody|someone|either|a|an|the|any|your|their|his|her|(?:next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow))\b/g;
/** Do-support before its subject, its bare verb after: 'does that all make sense', 'did the may frost reach you', not 'it does the job'. */
const DO_INVERTED = new RegExp(
  `(?<!\\b(?:i|we|you|they|he|she|it|that|which|who|what|to|can|will|would|or) )\\b(?:does|did|do|doesn't|didn't|don't)(?: not)? (?:that|this|it|the|your|their|any|either|anyone|anybody|everyone|he|she|[\\w]+'s|(?<=\\b(?:does|did) )[\\w]+)(?: (?!(?:i|we|you|they|so|and|but|if|when|then|because|for|to)\\b)[\\w']+){0,3}? (?:make|take|include|includes|matter|match|fit|sound|work|help|mean|have|reach|change|happen|cover|look|seem|need|want|say|know|use|get|go|come|feel|affect|apply|count|cost|stay|hold|allow|let|ring|show|give|pay)\\b`,
  'g',
);
/** A question word after a complete clause, as the subject with its verb or before a modal: '…worth knowing what got in the way', '…which of your techs would be hardest'. */
const WH_AFTER_CLAUSE = new RegExp(
  `${AFTER_CLAUSE}\\b(?:what (?:else )?${WH_VERBS}\\b(?! (?:is|was)\\b)|(?:what|how|why|which|who)(?: else)? (?:would|could|can|should|will|might) (?!(?:i|we|you|they)\\b)[\\w']+|which of (?:your|the|those|these|them)\\b|how (?:many|much) (?:of )?(?:the |your |those |these )?[\\w']+(?: [\\w']+){0,4} (?:do|does|did|would|will|are|is) (?:you|your|we|they|it|that|those|these|the)\\b)`,
  'g',
);
/** Have before its subject and a participle, anywhere: '…you mentioned theft has that caused any trouble', '…burton have you got ten minutes'. */
const HAVE_INVERTED =
  /(?<!\b(?:i|we|you|they|he|she|it|that|which|who|to|would|could|should|will|might|must|may|can|not|never|or|[\w]+'d|[\w]+'ll) )\b(?:have|has|haven't|hasn't) (?:you|we|they|i|that|this|it|anyone|anybody|anything|the|your) (?:ever |already |still |yet )?(?:got|been|had|seen|tried|looked|caught|caused|changed|heard|used|let|made|done|found|thought|spoken|talked|managed|considered|decided|signed|started|finished)\b/g;
/** A tag on a statement at the turn's end: '…let me know yeah', '…agree how we move forward okay', '…then your questions sound good' (not a speaker's own hedge: 'i think it can do that yeah'). */
const TAG_WORD_AT_END =
  /(?<=\b[\w']+ [\w']+ )(?:(?<!\b(?:oh|yeah|yes|so) )(?<!\bi (?:think|guess|suppose|reckon|believe|mean)\b(?: [\w']+){0,8} )yeah|(?<!'s )(?<!\b(?:it's|that's|thats|is|be|are|am|i'm|we're|you're|all|totally|perfectly|completely|was|were|it|feel|feels|look|looks|seems|fine|ok|okay|be|very|pretty|quite|really) )(?:okay|ok|fair|fair enough)|(?<!\b(?:a|the|good|great|big|real|fair|sweet|better|best|this|that|square|raw|whole|any|no|to|with|can|done|that's|it's|package) )deal|sounds? (?:good|okay|ok|fair|alright|right)|okay with you|yes or no|still (?:okay|ok|good|alright|all right)|good to go|(?<!\b(?:will|would|can|could|should|might|may|must|to|it|make|makes|made|help|helps|let|do|does|did|i|we|they|you|if|and|or|[\w]+'ll|[\w]+'d|[\w]+n't) )work for you|(?:don't|wouldn't|won't|can't|aren't|didn't) you|huh)$/g;

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

const SENTENCE = /[^.?!]*[.?!]+|[^.?!]+$/g;

function punctuatedQuestions(text: string): SpokenQuestion[] {
  return allMatches(SENTENCE, text)
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
    BE_INVERTED,
    MODAL_INVERTED,
    DO_INVERTED,
    WH_AFTER_CLAUSE,
    TAG_WORD_AT_END,
    HAVE_INVERTED,
  ]
    .flatMap((pattern) => allMatches(pattern, text).map((match) => ({ start: match.index, end: match.index + match[0].length })))
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
