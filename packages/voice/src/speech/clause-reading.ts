import { wordNet } from '@rehearse/conversation';
import nlp from 'compromise';

/**
 * What the caller's words so far are, grammatically, read with a part-of-speech tagger
 * (compromise) from the recogniser's lower-case, unpunctuated text:
 * - open: they cannot end a turn: the last word is a conjunction, a preposition, a determiner or
 *   possessive, a subject pronoun, a copula or modal waiting for its verb, a filler, a verb that
 *   needs an object it has not had ("do you have", "I can send"); or the words
 *   are only a subordinate clause ("and when that happened"), an address ("hi dana"), a lead-in
 *   ("could i ask", "let me see"), or a clause that is the subject of a sentence still to come
 *   ("what we tend to find", before "is that ...").
 * - question: a question that stands on its own (a question word or an auxiliary first).
 * - short-answer: a few words that answer on their own ("yes", "sure", "of course", "thursday works").
 * - statement: a clause with a verb: it may be the whole turn, or the first part of a longer one.
 * - fragment: words without a verb that are none of the above ("sales teams like yours").
 * - empty: no words.
 */
export type ClauseReading = 'open' | 'question' | 'short-answer' | 'statement' | 'fragment' | 'empty';

/** Fillers the recogniser may pass through; the tagger calls them expressions, like "yes". */
const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'hmm', 'mm', 'uhm', 'ah']);
/** Prepositions, whatever the tagger makes of them in a phrasal verb ("it depends on"). */
const PREPOSITIONS = new Set([
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
/** Tagged as conjunctions or determiners, but they end sentences ("not yet", "why is that"). */
const CAN_END = new Set(['yet', 'too', 'either', 'that', 'this', 'these', 'those', 'though', 'all', 'both']);
/** Start a clause that needs a main clause after it. */
const SUBORDINATORS = new Set([
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
const LEAD_IN_VERBS = new Set(['ask', 'say', 'tell', 'explain', 'mention', 'wonder', 'wondering', 'see', 'think']);
/**
 * Negative auxiliaries that wait for their verb ("we don't …"). "I don't." can end an answer, but
 * the recogniser also hears a filler as "don't" ("we work with, um," -> "we work with don't").
 */
const WAITING_NEGATIVES = new Set(["don't", "doesn't", "didn't", "can't", "won't", "wouldn't", "couldn't", "shouldn't", "isn't", "aren't"]);
/** Subject pronouns: a clause cannot end on one ("i think we"). */
const SUBJECT_PRONOUNS = new Set([
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
]);
/** After a question word, a subject makes a clause, not a question: "what we tend to find (is ...)", "how they do it". */
const RELATIVE_SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'you', 'it']);
/** Open a question ("when" only before an auxiliary: otherwise it starts a subordinate clause). */
const QUESTION_WORDS = new Set(['what', 'how', 'who', 'why', 'where', 'which', 'whose']);
/** Verbs after which "that" introduces what is said ("is it fair to say that"). */
const SAYING_VERBS = new Set([
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
const DISCOURSE_OPENERS = new Set(['and', 'but', 'or', 'so', 'okay', 'ok', 'well', 'right', 'now', 'then', 'also', 'great', 'sorry']);
/**
 * Discourse markers that preface what the speaker is about to say and are never a whole turn on
 * their own ("honestly, ...", "so basically, ...", "I mean, ...", "to be fair, ..."). Not the ones
 * that also answer ("sure", "right", "perfect", "sorry", "exactly").
 */
const PREFACES: readonly (readonly string[])[] = [
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
];
/** Auxiliaries that need a main verb after their subject ("do you ...", "could it ..."): not the copulas, not "have". */
const VERB_WAITING_AUXILIARIES = new Set(['do', 'does', 'did', 'can', 'could', 'would', 'will', 'should', 'may', 'might', 'shall', 'must']);
/** Auxiliaries that open a yes/no question. */
const QUESTION_AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'will',
  'should',
  'have',
  'has',
  'may',
  'shall',
]);
/** One or two words that are a whole answer or reaction; the tagger's expressions cover yes/no/okay. */
const SHORT_ANSWER_TAGS = ['Expression', 'Adverb', 'Adjective', 'Date', 'Value', 'Negative'];

export function readClause(text: string): ClauseReading {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  if (words.length === 0) return 'empty';
  const terms = nlp(words.join(' ')).terms().json() as { terms: { text: string; tags: string[] }[] }[];
  const tags = terms.map((term) => new Set(term.terms[0]?.tags ?? []));
  const last = words.at(-1)!;
  const lastTags = tags.at(-1) ?? new Set<string>();
  const first = words[0]!;
  const hasVerb = tags.some((tagSet) => tagSet.has('Verb'));

  if (onlyPrefaces(words)) return 'open';
  if (FILLERS.has(last) || SUBJECT_PRONOUNS.has(last) || (WAITING_NEGATIVES.has(last) && words.length > 2)) return 'open';
  // "... do you", "... would it": after an auxiliary "you" and "it" are subjects, and the question waits for its verb ("how are you", "is it" end one).
  if (words.length > 2 && VERB_WAITING_AUXILIARIES.has(words.at(-2)!) && ['you', 'it'].includes(last)) return 'open';
  // "is there", "are there": the existential waits for what there is ("is there anyone else ...").
  if (last === 'there' && words.length >= 2 && tags.at(-2)!.has('Copula')) return 'open';
  const lastIsOpen =
    PREPOSITIONS.has(last) ||
    (!CAN_END.has(last) && ['Conjunction', 'Preposition', 'Determiner', 'Possessive'].some((tag) => lastTags.has(tag)));
  if (lastIsOpen) return stranded(words) ? 'question' : 'open';
  if (last === 'that' && SAYING_VERBS.has(words.at(-2) ?? '')) return 'open';
  if (last === 'so' && !['think', 'hope', 'guess', 'believe', 'not'].includes(words.at(-2) ?? '')) return 'open';
  const question = isQuestion(words, tags);
  if (awaitsObject(words, tags)) return 'open';
  // "so my question is", "i think we could": a copula or modal waiting for what follows (but "if you could" in a question ends it).
  if (lastTags.has('Copula') && words.length > 2) return 'open';
  if ((lastTags.has('Modal') || lastTags.has('Auxiliary')) && words.length > 1 && !question) return 'open';
  if (words.length <= 5 && (first === "let's" || (first === 'let' && words[1] === 'me'))) return 'open';
  if (LEAD_IN_VERBS.has(last) && words.length <= 4 && !['i see', 'i think', 'we see'].includes(words.join(' '))) return 'open';
  const opening = FILLERS.has(first) || DISCOURSE_OPENERS.has(first) ? words.slice(1) : words;
  if (SUBORDINATORS.has(opening[0] ?? '') && !(opening[0] === 'when' && QUESTION_AUXILIARIES.has(opening[1] ?? ''))) return 'open';
  // "what we tend to find", "what i would suggest": the subject of a sentence whose verb ("is") is still to come.
  if (freeRelative(opening) && !tags.slice(opening === words ? 2 : 3).some((tagSet) => tagSet.has('Copula'))) return 'open';
  // An address: a greeting and a name, or a name alone ("hi dana", "dana").
  if (words.length <= 3 && tags.some((tagSet) => tagSet.has('Person')) && !hasVerb) return 'open';
  if (question) return 'question';
  // A request: a verb first ("tell me more about that", "send me the numbers"); "let me ..." announces the speaker's own next words.
  if (
    words.length >= 3 &&
    first !== 'let' &&
    tags[0]!.has('Infinitive') &&
    ['me', 'us', 'them', 'him', 'her', 'the', 'a', 'some'].includes(words[1]!)
  )
    return 'question';
  // A pronoun alone is no answer ("them" is what the recogniser makes of "um").
  const alonePronoun = words.length === 1 && tags[0]!.has('Pronoun');
  if (
    !alonePronoun &&
    words.length <= 3 &&
    tags.every(
      (tagSet) =>
        SHORT_ANSWER_TAGS.some((tag) => tagSet.has(tag)) || tagSet.has('Pronoun') || tagSet.has('Preposition') || tagSet.has('Verb'),
    )
  )
    return 'short-answer';
  // Two words, one of them an answer word: "good point", "thursday works", "great question".
  if (words.length === 2 && tags.some((tagSet) => SHORT_ANSWER_TAGS.some((tag) => tagSet.has(tag)))) return 'short-answer';
  return hasVerb ? 'statement' : 'fragment';
}

/** The words are only discourse markers and fillers: what the speaker means to say is still to come. */
function onlyPrefaces(words: readonly string[]): boolean {
  let at = 0;
  while (at < words.length) {
    if (FILLERS.has(words[at]!)) {
      at += 1;
      continue;
    }
    const preface = PREFACES.find((marker) => marker.every((word, index) => words[at + index] === word));
    if (!preface) return false;
    at += preface.length;
  }
  return true;
}

/**
 * The clause ends on its main verb, and that verb needs an object (WordNet's sentence frames of its
 * common senses: "have", "send", "spend", not "know", "agree", "work"). Not when the object may
 * have come first ("what do you use", "the tool that you use"), in a passive or progressive ("it
 * was sent", "we're hiring"), or when "do" or "have" stands for a verb said before ("yes we do").
 */
function awaitsObject(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const last = words.at(-1)!;
  const lastTags = tags.at(-1)!;
  if (words.length < 2 || !lastTags.has('Verb') || ['Copula', 'Modal', 'Auxiliary', 'Gerund'].some((tag) => lastTags.has(tag)))
    return false;
  // "how many ... do you have" with "how" misheard: the quantity is the object, said first.
  if (words.some((word) => QUESTION_WORDS.has(word) || ['that', 'many', 'much'].includes(word))) return false;
  const before = words.slice(-3, -1);
  if (
    before.some((word) => ['be', 'been', 'being', 'get', 'got', 'gets'].includes(word)) ||
    tags.slice(-3, -1).some((tagSet) => tagSet.has('Copula'))
  )
    return false;
  const auxiliaryBefore = words.slice(0, -1).some((word) => VERB_WAITING_AUXILIARIES.has(word));
  if (['do', 'does', 'did', 'have', 'has', 'had'].includes(last) && !auxiliaryBefore) return false;
  return wordNet().verbStandsAlone(last) === false;
}

/** A question word or an auxiliary first; or a question tacked on at the end ("... do you have a minute"). */
function isQuestion(words: string[], tags: Set<string>[]): boolean {
  if (words.length < 2) return false;
  const [first, second] = [words[0]!, words[1]!];
  if (
    (QUESTION_WORDS.has(first) && !freeRelative(words)) ||
    (first === 'when' && QUESTION_AUXILIARIES.has(second)) ||
    QUESTION_AUXILIARIES.has(first)
  )
    return true;
  if ((FILLERS.has(first) || DISCOURSE_OPENERS.has(first)) && isQuestion(words.slice(1), tags.slice(1))) return true;
  const tail = words.slice(-7);
  // Not "is that" / "was that" inside a clause: "the reason i ask is that most teams" goes on.
  const tacked = (word: string, next: string) =>
    QUESTION_AUXILIARIES.has(word) &&
    ['you', 'it', 'that', 'we', 'there', 'they'].includes(next) &&
    !(next === 'that' && (word === 'is' || word === 'was'));
  return tail.some((word, index) => tacked(word, tail[index + 1] ?? '') && index < tail.length - 2);
}

/** A question word and then a subject ("what we", "how they"): a clause used as a noun, not a question. */
function freeRelative(words: readonly string[]): boolean {
  return words.length >= 2 && QUESTION_WORDS.has(words[0]!) && RELATIVE_SUBJECTS.has(words[1]!);
}

/** A question may end on a preposition it strands ("what is it about", "who do you work with"). */
function stranded(words: string[]): boolean {
  return (
    ['what', 'who', 'which', 'where'].includes(words[0]!) &&
    ['about', 'with', 'for', 'from', 'to', 'on', 'in', 'at', 'of'].includes(words.at(-1)!)
  );
}
