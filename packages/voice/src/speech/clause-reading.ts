import { wordNet } from '@rehearse/conversation';
import { closesItsLastPhrase, haveWithoutParticiple, outOfOrder, tagsOf } from './clause-grammar';
import {
  AUXILIARY_SUBJECTS,
  CAN_END,
  DISCOURSE_OPENERS,
  FILLERS,
  FOCUSING_ADVERBS,
  GREETINGS,
  INDEFINITE_PRONOUNS,
  LEAD_IN_VERBS,
  NOMINATIVE_PRONOUNS,
  OBJECT_CASE_PRONOUNS,
  PREFACES,
  PREPOSITIONS,
  QUESTION_AUXILIARIES,
  QUESTION_WORDS,
  RELATIVE_SUBJECTS,
  SAYING_VERBS,
  SHORT_ANSWER_TAGS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  TAG_NEGATIVES,
  TRAILING_COMMENTS,
  VERB_WAITING_AUXILIARIES,
  WAITING_NEGATIVES,
} from './clause-words';

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
 * - closed-statement: a main clause whose last phrase is closed: it ends on a pronoun ("we can do
 *   that"), a predicate adjective ("that would be great"), a verb that needs nothing after it ("I
 *   think that would work"), or a time adverbial ("we renewed last march"). Only a new clause can
 *   follow it, not a list item or a phrase that finishes the last one.
 * - statement: a clause with a verb: it may be the whole turn, or the first part of a longer one
 *   (it ends on a noun, which a list, an apposition or a prepositional phrase may extend).
 * - fragment: words without a verb that are none of the above ("sales teams like yours").
 * - empty: no words.
 */
export type ClauseReading = 'open' | 'question' | 'short-answer' | 'closed-statement' | 'statement' | 'fragment' | 'empty';

export function readClause(text: string): ClauseReading {
  const words: string[] = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  if (words.length === 0) return 'empty';
  const tags = tagsOf(words);
  const last = words.at(-1)!;
  const lastTags = tags.at(-1) ?? new Set<string>();
  const first = words[0]!;
  const hasVerb = tags.some((tagSet) => tagSet.has('Verb'));

  if (onlyPrefaces(words)) return 'open';
  const comment = trailingComment(words);
  if (comment > 0) return withTrailingComment(readClause(words.slice(0, -comment).join(' ')));
  if (tagQuestion(words, hasVerb)) return 'question';
  // "and maybe", "..., and to be honest": after a conjunction, an adverb or a discourse marker prefaces what comes next.
  if (prefacedByConjunction(words, tags)) return 'open';
  // "we have have", "is it the the": a word said twice at the end is a restart, and the new start is not said yet.
  if (words.length >= 2 && last === words.at(-2) && !['Expression', 'Adverb', 'Adjective'].some((tag) => lastTags.has(tag))) return 'open';
  // "it's just," "i've just": a focusing adverb goes before what it picks out, which is still to come;
  // so does "only", "mainly", "also" after its subject or verb ("it's only,", "are mostly,"; "email mostly" ends).
  if (last === 'just') return 'open';
  if (FOCUSING_ADVERBS.has(last) && words.length >= 2 && focusedAfterVerbOrSubject(words.at(-2)!, tags.at(-2)!)) return 'open';
  // "anything that," "the bit that": "that" after a noun opens the relative clause that says which ("we can do that" ends).
  if (last === 'that' && words.length >= 2 && relativeThat(words.at(-2)!, tags.at(-2)!)) return 'open';
  // "is this," "was that": a demonstrative asked about with nothing said of it ("is it?" may be a whole reaction);
  // after an opener too ("sorry, is that,", "so is this,").
  const asked = FILLERS.has(first) || DISCOURSE_OPENERS.has(first) ? words.slice(1) : words;
  if (asked.length === 2 && QUESTION_AUXILIARIES.has(asked[0]!) && ['this', 'that', 'these', 'those'].includes(last)) return 'open';
  if (FILLERS.has(last) || SUBJECT_PRONOUNS.has(last) || (WAITING_NEGATIVES.has(last) && words.length > 2)) return 'open';
  // "(which,) would you", "... do you", "... would it": after an auxiliary "you" and "it" are subjects, and the question waits for its verb ("how are you", "is it" end one).
  // ("we'll do it", "can you do it": after a subject or a modal "do" is the main verb, and "it" its object.)
  const doIsMainVerb = ['do', 'does', 'did'].includes(words.at(-2)!) && ['Pronoun', 'Modal'].some((tag) => tags.at(-3)?.has(tag));
  if (words.length >= 2 && VERB_WAITING_AUXILIARIES.has(words.at(-2)!) && !doIsMainVerb && ['you', 'it'].includes(last)) return 'open';
  // "is there", "are there": the existential waits for what there is ("is there anyone else ...").
  if (last === 'there' && words.length >= 2 && tags.at(-2)!.has('Copula')) return 'open';
  // "there are", "there's": the existential the other way round waits for what there is too.
  if (words.length === 2 && first.startsWith('there') && lastTags.has('Copula')) return 'open';
  const lastIsOpen =
    PREPOSITIONS.has(last) ||
    (!CAN_END.has(last) && ['Conjunction', 'Preposition', 'Determiner', 'Possessive'].some((tag) => lastTags.has(tag)));
  if (lastIsOpen) return stranded(words, tags) ? 'question' : 'open';
  if (last === 'that' && SAYING_VERBS.has(words.at(-2) ?? '')) return 'open';
  if (last === 'so' && !['think', 'hope', 'guess', 'believe', 'not'].includes(words.at(-2) ?? '')) return 'open';
  const question = isQuestion(words, tags);
  if (awaitsObject(words, tags)) return 'open';
  // "so my question is", "i think we could": a copula or modal waiting for what follows (but "if you could" in a question ends it).
  if (lastTags.has('Copula') && words.length > 2) return 'open';
  if ((lastTags.has('Modal') || lastTags.has('Auxiliary')) && words.length > 1 && !question) return 'open';
  if (words.length <= 5 && first === 'let' && words[1] === 'me') return 'open';
  // "let's do it" proposes what "we do it" would say; "let's see", "let's say" look for what comes next.
  if (words.length <= 5 && first === "let's") return letsCloses(words) ? 'closed-statement' : 'open';
  // "..., let me see," "..., let me think": the speaker is looking for what comes next ("let me know" ends a turn).
  const letMe = words.lastIndexOf('me') - 1;
  if (letMe >= 1 && words[letMe] === 'let' && (letMe + 2 === words.length || (letMe + 3 === words.length && LEAD_IN_VERBS.has(last))))
    return 'open';
  if (LEAD_IN_VERBS.has(last) && words.length <= 4 && !['i see', 'i think', 'we see'].includes(words.join(' '))) return 'open';
  // "tell me," "ask you," (decision 61): a verb of saying or asking and whom it is said to, without what is said.
  // (A question keeps its reading: "can i tell you" may ask leave to.)
  if (words.length <= 4 && ['me', 'you', 'us'].includes(last) && ['tell', 'ask', 'show'].includes(words.at(-2)!) && !question)
    return 'open';
  // "who's," "what is": a question word and its copula wait for what the question is about.
  if (words.length <= 2 && QUESTION_WORDS.has(first.replace(/'s$/, '')) && lastTags.has('Copula')) return 'open';
  const opening = FILLERS.has(first) || DISCOURSE_OPENERS.has(first) ? words.slice(1) : words;
  if (SUBORDINATORS.has(opening[0] ?? '') && !(opening[0] === 'when' && QUESTION_AUXILIARIES.has(opening[1] ?? ''))) return 'open';
  // "what we tend to find", "what i would suggest": the subject of a sentence whose verb ("is") is still to come.
  if (freeRelative(opening) && !tags.slice(opening === words ? 2 : 3).some((tagSet) => tagSet.has('Copula'))) return 'open';
  // An address: a greeting and a name, or a name alone ("hi dana", "dana").
  if (words.length <= 3 && tags.some((tagSet) => tagSet.has('Person')) && !hasVerb) return 'open';
  const greeting = GREETINGS.has(first) ? 1 : first === 'good' && GREETINGS.has(words[1] ?? '') ? 2 : 0;
  if (greeting > 0 && words.length > greeting && words.length <= greeting + 2 && !hasVerb) return 'open';
  // Words out of English order are the recogniser's guesses ("hi maria," heard "i'm are you"): no question, no answer.
  // A longer question keeps its reading: its opening ("what would ...") says more than a misheard word in it.
  if (words.length <= 4 && outOfOrder(words, tags)) return 'fragment';
  // "who else would," "but when do": a question word and its auxiliary, with neither subject nor verb after: the question is still to come.
  if (question && auxiliaryAfterQuestionWord(opening, tags.slice(words.length - opening.length))) return 'open';
  // "what does a as an existing customer": "do" or a modal opens the question, and its main verb has not come yet.
  if (question && verbStillOwed(opening, tags.slice(words.length - opening.length))) return 'open';
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
  // "we, well," "we also": a subject whose verb has not come ("i'm not", "me too" are another matter).
  const subjectWithoutVerb = words.some(
    (word, index) => NOMINATIVE_PRONOUNS.has(word) && !tags.slice(index + 1).some((tagSet) => tagSet.has('Verb')),
  );
  if (words.length <= 3 && subjectWithoutVerb) return 'open';
  // "i'll send you": a subject, a verb of giving and whom it is for; what is sent is still owed (a statement, as "i could
  // send you" is), where "i'll call you", "we'll see you" are whole.
  const owesItsObject =
    words.length === 3 &&
    tags[0]!.has('Pronoun') &&
    ['you', ...OBJECT_CASE_PRONOUNS].includes(last) &&
    wordNet().verbOwesMoreAfterPerson(words[1]!) === true;
  if (
    !alonePronoun &&
    !owesItsObject &&
    words.length <= 3 &&
    tags.every(
      (tagSet) =>
        SHORT_ANSWER_TAGS.some((tag) => tagSet.has(tag)) || tagSet.has('Pronoun') || tagSet.has('Preposition') || tagSet.has('Verb'),
    )
  )
    return 'short-answer';
  // "not a problem", "no big deal", "not at all": a negated phrase without a verb answers, as "no" does ("no, the training ..." corrects, and goes on).
  const negatedPhrase = first === 'not' || (first === 'no' && !['Determiner', 'Possessive'].some((tag) => tags[1]?.has(tag)));
  if (words.length <= 3 && negatedPhrase && !hasVerb) return 'short-answer';
  // Two words, one of them an answer word: "good point", "thursday works", "great question".
  if (words.length === 2 && tags.some((tagSet) => SHORT_ANSWER_TAGS.some((tag) => tagSet.has(tag)))) return 'short-answer';
  // A reaction with its subject left out ("makes sense", "works for me"): a verb agreeing with a "that" never said.
  const agreesWithThat = tags[0]!.has('PresentTense') && !tags[0]!.has('Infinitive') && !tags[0]!.has('Copula');
  if (words.length <= 3 && agreesWithThat && /^[a-z]+s$/.test(first)) return 'short-answer';
  if (!hasVerb) return 'fragment';
  return closesItsLastPhrase(opening, tags.slice(words.length - opening.length)) ? 'closed-statement' : 'statement';
}

/** A focusing adverb right after a subject, a copula or an auxiliary modifies what follows it ("it's only ...", "we also ..."). */
function focusedAfterVerbOrSubject(before: string, beforeTags: Set<string>): boolean {
  return SUBJECT_PRONOUNS.has(before) || ['Copula', 'Auxiliary', 'Modal'].some((tag) => beforeTags.has(tag));
}

/** "that" after a noun or an indefinite pronoun ("anything", "the deadline") is a relative pronoun: its clause is to come. */
function relativeThat(before: string, beforeTags: Set<string>): boolean {
  return INDEFINITE_PRONOUNS.has(before) || (beforeTags.has('Noun') && !beforeTags.has('Pronoun') && !beforeTags.has('Verb'));
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
  // (A phrasal verb's particle, "to set up", completes it.)
  if (words.length < 2 || !lastTags.has('Verb') || ['Copula', 'Modal', 'Auxiliary', 'Gerund', 'Particle'].some((tag) => lastTags.has(tag)))
    return false;
  // ("sign off on spend", "the spend": after a preposition other than "to", or a determiner, the word is a noun; "does that do": "that" is the subject.)
  const before = words.at(-2)!;
  if (
    (PREPOSITIONS.has(before) && before !== 'to') ||
    (['Determiner', 'Possessive'].some((tag) => tags.at(-2)!.has(tag)) && !['that', 'this', 'these', 'those'].includes(before))
  )
    return false;
  // "how many ... do you have" with "how" misheard: the quantity is the object, said first.
  // ("does that do": right after an auxiliary "that" is the subject, not an object said first.)
  const frontedObject = (word: string, index: number) =>
    QUESTION_WORDS.has(word) || ['many', 'much'].includes(word) || (word === 'that' && !QUESTION_AUXILIARIES.has(words[index - 1] ?? ''));
  if (words.some(frontedObject)) return false;
  // "we've got," "i have got": "have got" is "have", which owes its object.
  if (last === 'got' && (/'(ve|s)$/.test(before) || ['have', 'has'].includes(before))) return true;
  const justBefore = words.slice(-3, -1);
  if (
    justBefore.some((word) => ['be', 'been', 'being', 'get', 'got', 'gets'].includes(word)) ||
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
    // "what's the worst bit", "how's it going": a question word with its copula ("who's," alone waits, above).
    (QUESTION_WORDS.has(first.replace(/'s$/, '')) && !freeRelative(words) && !pseudoCleft(words, tags)) ||
    (first === 'when' && QUESTION_AUXILIARIES.has(second)) ||
    (QUESTION_AUXILIARIES.has(first) && !haveWithoutParticiple(words, tags, 0) && !verbForSubject(tags[1]!))
  )
    return true;
  if ((FILLERS.has(first) || DISCOURSE_OPENERS.has(first)) && isQuestion(words.slice(1), tags.slice(1))) return true;
  // "hi maria how are you": a greeting and a name before the question.
  if (GREETINGS.has(first) && [1, 2].some((skip) => isQuestion(words.slice(skip), tags.slice(skip)))) return true;
  const tail = words.slice(-7);
  // Not "is that" / "was that" inside a clause: "the reason i ask is that most teams" goes on.
  const tailTags = tags.slice(-tail.length);
  // The auxiliary must agree with its subject: "... what we do is we ..." tacks no question on.
  // ("i did you ...": right after its subject an auxiliary is that subject's verb, not a question's start.)
  const tacked = (word: string, next: string, index: number) =>
    QUESTION_AUXILIARIES.has(word) &&
    !SUBJECT_PRONOUNS.has(words[words.length - tail.length + index - 1] ?? '') &&
    !haveWithoutParticiple(tail, tailTags, index) &&
    ['you', 'it', 'that', 'we', 'there', 'they'].includes(next) &&
    (AUXILIARY_SUBJECTS[word]?.includes(next) ?? true) &&
    !(next === 'that' && (word === 'is' || word === 'was'));
  return tail.some((word, index) => tacked(word, tail[index + 1] ?? '', index) && index < tail.length - 2);
}

/** A question word and then a subject ("what we", "how they"): a clause used as a noun, not a question. */
function freeRelative(words: readonly string[]): boolean {
  return words.length >= 2 && QUESTION_WORDS.has(words[0]!) && RELATIVE_SUBJECTS.has(words[1]!);
}

/**
 * "what happened was ...", "what worries me is ...": a question word and its verb are the subject of a
 * copula that follows them (a pseudo-cleft), which says what happened: a statement, not a question.
 */
function pseudoCleft(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const verb = tags[1];
  if (!verb?.has('Verb') || ['Copula', 'Modal', 'Auxiliary'].some((tag) => verb.has(tag)) || QUESTION_AUXILIARIES.has(words[1]!))
    return false;
  const copulaAt = words.findIndex((word, index) => index >= 2 && index <= 4 && ['is', 'was'].includes(word));
  return copulaAt > 0 && !words.slice(2, copulaAt).some((word) => RELATIVE_SUBJECTS.has(word));
}

/** An auxiliary opens a yes/no question only before its subject: "can be a tone", "would send" have none. */
function verbForSubject(second: Set<string>): boolean {
  return second.has('Verb') && !['Noun', 'Pronoun', 'Adjective', 'Value', 'Adverb', 'Negative'].some((tag) => second.has(tag));
}

/**
 * A question word (with "else" or its noun: "which tools", "how long") and then only an auxiliary:
 * "who else would", "when do". The auxiliary still wants its subject or its verb.
 */
function auxiliaryAfterQuestionWord(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !(QUESTION_WORDS.has(words[0]!) || words[0] === 'when')) return false;
  if (!QUESTION_AUXILIARIES.has(last) && !['Modal', 'Auxiliary'].some((tag) => tags.at(-1)?.has(tag))) return false;
  return words
    .slice(1, -1)
    .every(
      (word, index) =>
        ['else', 'many', 'much', 'long', 'often', 'soon'].includes(word) ||
        ((tags[index + 1]!.has('Noun') || tags[index + 1]!.has('Value')) && !tags[index + 1]!.has('Pronoun')),
    );
}

/**
 * A question opened by "do" or a modal (first, or after its question word) with no word after it
 * that can be a verb (the tagger's verbs, and nouns that are verbs too: "would five days a week
 * work"): the main verb is still owed.
 */
function verbStillOwed(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const at = VERB_WAITING_AUXILIARIES.has(words[0] ?? '')
    ? 0
    : QUESTION_WORDS.has(words[0] ?? '') && VERB_WAITING_AUXILIARIES.has(words[1] ?? '')
      ? 1
      : -1;
  const mayBeVerb = (word: string, index: number) =>
    tags[index]!.has('Verb') || (tags[index]!.has('Noun') && !tags[index]!.has('Pronoun') && wordNet().lemmaOf(word, 'verb') !== undefined);
  return at >= 0 && words.length > at + 2 && !words.slice(at + 1).some((word, index) => mayBeVerb(word, at + 1 + index));
}

/**
 * A question may end on a preposition it strands ("what is it about", "who do you work with"): the
 * question word is the preposition's object when the question has a subject of its own after its
 * auxiliary. Where the question word is the subject ("who else would be involved in"), the
 * preposition still wants its object.
 */
function stranded(words: string[], tags: Set<string>[]): boolean {
  if (
    !['what', 'who', 'which', 'where'].includes(words[0]!) ||
    !['about', 'with', 'for', 'from', 'to', 'on', 'in', 'at', 'of'].includes(words.at(-1)!)
  )
    return false;
  // Past "else" and the question word's noun ("which tools"), to its auxiliary.
  let at = 1;
  while (at < words.length - 1 && (words[at] === 'else' || (tags[at]!.has('Noun') && !tags[at]!.has('Pronoun')))) at++;
  const auxiliary = QUESTION_AUXILIARIES.has(words[at]!) || ['Copula', 'Modal', 'Auxiliary'].some((tag) => tags[at]!.has(tag));
  const subject =
    ['Pronoun', 'Determiner', 'Possessive', 'Noun'].some((tag) => tags[at + 1]?.has(tag)) || RELATIVE_SUBJECTS.has(words[at + 1] ?? '');
  return auxiliary && at + 1 < words.length - 1 && subject;
}

/** A question tacked on at the end: a negative auxiliary and its pronoun ("..., isn't it", "..., wouldn't you"). */
function tagQuestion(words: readonly string[], hasVerb: boolean): boolean {
  return (
    words.length >= 4 &&
    hasVerb &&
    TAG_NEGATIVES.has(words.at(-2)!) &&
    ['it', 'you', 'they', 'we', 'he', 'she', 'i', 'there'].includes(words.at(-1)!)
  );
}

/** The words end on a conjunction and then only discourse markers, or are a conjunction and an adverb ("and maybe", "... and to be honest"). */
function prefacedByConjunction(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const conjunctionAt = Math.max(...['and', 'but', 'or', 'so'].map((conjunction) => words.lastIndexOf(conjunction)));
  if (conjunctionAt < 0 || conjunctionAt === words.length - 1) return false;
  const after = words.slice(conjunctionAt + 1);
  const adverbAlone = words.length === 2 && after.length === 1 && tags[1]!.has('Adverb') && !tags[1]!.has('Negative');
  return adverbAlone || onlyPrefaces(after);
}

/**
 * How many words at the end are a comment clause ("..., you know", "..., i mean"); 0 when none, or
 * when they are the clause itself ("do you know", "what you know", "as i mean it").
 */
function trailingComment(words: readonly string[]): number {
  const comment = TRAILING_COMMENTS.find((marker) => marker.every((word, index) => words[words.length - marker.length + index] === word));
  if (!comment || words.length <= comment.length) return 0;
  const before = words[words.length - comment.length - 1]!;
  // ("we should do, you know": after a subject or a modal "do" is the main verb, and the comment follows it.)
  const beforeThat = words[words.length - comment.length - 2] ?? '';
  const doIsMainVerb =
    ['do', 'does', 'did'].includes(before) && (VERB_WAITING_AUXILIARIES.has(beforeThat) || SUBJECT_PRONOUNS.has(beforeThat));
  const governs =
    (QUESTION_AUXILIARIES.has(before) && !doIsMainVerb) || QUESTION_WORDS.has(before) || /n't$/.test(before) || before === 'if';
  return governs ? 0 : comment.length;
}

/**
 * A clause and a comment after it: a question is still asked ("how long does it take, you know"),
 * what cannot end still waits, and the rest is a statement that may go on, never the closed or
 * short answer that ends a turn at once ("it's been a rough few weeks for everyone, you know, ...").
 */
function withTrailingComment(before: ClauseReading): ClauseReading {
  return before === 'question' || before === 'open' || before === 'fragment' ? before : before === 'empty' ? 'open' : 'statement';
}

/** "let's" and a verb phrase that closes as it would after "we" ("let's do it", "let's go with that"). */
function letsCloses(words: readonly string[]): boolean {
  const rest = words.slice(1);
  if (rest.length === 0 || LEAD_IN_VERBS.has(rest[0]!)) return false;
  const asClause = ['we', ...rest];
  return closesItsLastPhrase(asClause, tagsOf(asClause));
}
