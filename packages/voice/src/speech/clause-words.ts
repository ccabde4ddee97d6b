/**
 * Word classes the clause reading needs that a part-of-speech tagger does not give, or gives
 * differently in the recogniser's unpunctuated lower-case text (`clause-reading.ts`).
 */

/** Fillers the recogniser may pass through; the tagger calls them expressions, like "yes". */
export const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'hmm', 'mm', 'uhm', 'ah']);
/** Prepositions, whatever the tagger makes of them in a phrasal verb ("it depends on"). */
export const PREPOSITIONS = new Set([
  'of',
  'to',
  'for',
  'with',
  'in',
  'on',
  'at',
  'from',
  'by',
  'about',
  'into',
  'onto',
  'over',
  'under',
  'between',
  'through',
  'during',
  'without',
  'as',
  'like',
  'than',
]);
/** Tagged as conjunctions or determiners, but they end sentences ("not yet", "why is that", "are you running now", "or not"). */
export const CAN_END = new Set(['yet', 'too', 'either', 'that', 'this', 'these', 'those', 'though', 'all', 'both', 'now', 'not']);
/** Greetings: one and a word after it, with no verb, is an address whatever the recogniser made of the name ("morning ruth" heard "morning roof"). */
export const GREETINGS = new Set(['hi', 'hello', 'hey', 'morning', 'afternoon', 'evening']);
/** Start a clause that needs a main clause after it. */
export const SUBORDINATORS = new Set([
  'when',
  'if',
  'because',
  'although',
  'though',
  'while',
  'since',
  'unless',
  'whenever',
  'once',
  'before',
  'after',
  'until',
]);
/** Lead-ins: a verb of saying or asking with nothing said yet ("could i ask", "let me explain"). */
export const LEAD_IN_VERBS = new Set(['ask', 'say', 'tell', 'explain', 'mention', 'wonder', 'wondering', 'see', 'think']);
/**
 * Negative auxiliaries that wait for their verb ("we don't …"). "I don't." can end an answer, but
 * the recogniser also hears a filler as "don't" ("we work with, um," -> "we work with don't").
 */
export const WAITING_NEGATIVES = new Set([
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "won't",
  "wouldn't",
  "couldn't",
  "shouldn't",
  "isn't",
  "aren't",
]);
/** Subject pronouns: a clause cannot end on one ("i think we"). */
export const SUBJECT_PRONOUNS = new Set([
  'i',
  'we',
  'they',
  'he',
  'she',
  "i'm",
  "we're",
  "they're",
  "you're",
  "it's",
  "there's",
  "i'd",
  "we'd",
  "i'll",
  "we'll",
  "you'll",
  "i've",
  "we've",
  "you've",
  "they've",
]);
/** Pronouns only a subject can be: a clause that has one owes its verb ("we, well, ..."; "you" and "it" may be objects). */
export const NOMINATIVE_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she']);
/** Adverbs that pick out what follows them ("it's only four minutes", "we also do payroll"): after a subject or a verb they wait for it. */
export const FOCUSING_ADVERBS = new Set([
  'only',
  'also',
  'even',
  'mainly',
  'mostly',
  'especially',
  'particularly',
  'simply',
  'merely',
  'largely',
]);
/** Pronouns a relative clause may follow ("anything that", "someone who"). */
export const INDEFINITE_PRONOUNS = new Set([
  'anything',
  'something',
  'everything',
  'nothing',
  'anyone',
  'someone',
  'everyone',
  'anybody',
  'somebody',
  'everybody',
]);
/** After a question word, a subject makes a clause, not a question: "what we tend to find (is ...)", "how they do it". */
export const RELATIVE_SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'you', 'it']);
/** Open a question ("when" only before an auxiliary: otherwise it starts a subordinate clause). */
export const QUESTION_WORDS = new Set(['what', 'how', 'who', 'why', 'where', 'which', 'whose']);
/** Verbs after which "that" introduces what is said ("is it fair to say that"). */
export const SAYING_VERBS = new Set([
  'say',
  'think',
  'know',
  'believe',
  'mean',
  'hope',
  'guess',
  'feel',
  'sure',
  'said',
  'thought',
  'heard',
  'read',
]);
/** Words that open a turn before its clause ("so what does it cost", "okay how many reps"). */
export const DISCOURSE_OPENERS = new Set([
  'and',
  'but',
  'or',
  'so',
  'okay',
  'ok',
  'well',
  'right',
  'now',
  'then',
  'also',
  'great',
  'sorry',
  'thanks',
]);
/**
 * Discourse markers that preface what the speaker is about to say and are never a whole turn on
 * their own ("honestly, ...", "so basically, ...", "I mean, ...", "to be fair, ..."). Not the ones
 * that also answer ("sure", "right", "perfect", "sorry", "exactly").
 */
export const PREFACES: readonly (readonly string[])[] = [
  ['basically'],
  ['honestly'],
  ['frankly'],
  ['actually'],
  ['anyway'],
  ['anyways'],
  ['look'],
  ['listen'],
  ['literally'],
  ['like'],
  ['so'],
  ['well'],
  ['now'],
  ['also'],
  ['plus'],
  ['i', 'mean'],
  ['you', 'know'],
  ['to', 'be', 'honest'],
  ['to', 'be', 'fair'],
  ['in', 'fact'],
  ['the', 'thing', 'is'],
  ['by', 'the', 'way'],
  ['first', 'of', 'all'],
];
/**
 * Comment clauses said after a clause ("..., you know," "..., I mean,"): they add nothing to it and
 * often lead on to more, so the clause before them is no longer heard as its turn's end.
 */
export const TRAILING_COMMENTS: readonly (readonly string[])[] = [
  ['you', 'know'],
  ['i', 'mean'],
];
/** "Do" and the modals: they open a yes/no question and need a main verb after their subject. */
const DO_AND_MODALS = ['do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'may', 'shall'];
/** Auxiliaries that need a main verb after their subject ("do you ...", "could it ..."): not the copulas, not "have". */
export const VERB_WAITING_AUXILIARIES = new Set([...DO_AND_MODALS, 'might', 'must']);
/** Auxiliaries that open a yes/no question. */
export const QUESTION_AUXILIARIES = new Set(['is', 'are', 'was', 'were', ...DO_AND_MODALS, 'have', 'has']);
/**
 * The subjects each auxiliary agrees with, where it agrees with only some ("is we", "are it" are no
 * English, so no question is tacked on there); the modals and "did" take any subject.
 */
export const AUXILIARY_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  is: ['it', 'that', 'there', 'he', 'she'],
  was: ['it', 'that', 'there', 'he', 'she', 'i'],
  are: ['you', 'we', 'they', 'there'],
  were: ['you', 'we', 'they', 'there'],
  do: ['you', 'we', 'they', 'i'],
  does: ['it', 'that', 'he', 'she'],
  have: ['you', 'we', 'they', 'i'],
  has: ['it', 'that', 'he', 'she'],
};
/** Negative auxiliaries that end a tag question with their pronoun ("..., isn't it", "..., wouldn't you"). */
export const TAG_NEGATIVES = new Set([
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "wouldn't",
  "can't",
  "couldn't",
  "shouldn't",
  "haven't",
  "hasn't",
]);
/** One or two words that are a whole answer or reaction; the tagger's expressions cover yes/no/okay. */
export const SHORT_ANSWER_TAGS = ['Expression', 'Adverb', 'Adjective', 'Date', 'Value', 'Negative'];
/** Object pronouns: a phrase ending on one is complete ("we can do that", "that works for us"). */
export const OBJECT_PRONOUNS = new Set(['it', 'that', 'this', 'them', 'us', 'me', 'him', 'her', 'those', 'these']);
/** Pronouns in the object case: never a clause's subject, so alone they answer ("Who handles it?" "Us.") rather than open a sentence ("That, ..."). */
export const OBJECT_CASE_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them']);
/** Verbs that link a subject to an adjective ("that would be great", "that sounds right", "it looks good"). */
export const LINKING_VERBS = new Set([
  'be',
  'been',
  'sound',
  'sounds',
  'sounded',
  'seem',
  'seems',
  'seemed',
  'look',
  'looks',
  'looked',
  'feel',
  'feels',
  'felt',
]);
/** Determiners of a time phrase: "last march", "next week", "this afternoon", "every quarter". */
export const TIME_DETERMINERS = new Set(['last', 'next', 'this', 'every', 'each']);
