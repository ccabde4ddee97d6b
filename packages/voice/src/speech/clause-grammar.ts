import { tagged, wordNet } from '@rehearse/conversation';
import {
  LEAD_IN_VERBS,
  LINKING_VERBS,
  OBJECT_PRONOUNS,
  QUESTION_WORDS,
  RELATIVE_SUBJECTS,
  SUBORDINATORS,
  TIME_DETERMINERS,
  VERB_WAITING_AUXILIARIES,
} from './clause-words';

/**
 * Checks of English word order on the recogniser's words and their part-of-speech tags, for the
 * clause reading (`clause-reading.ts`): whether a clause's last phrase is closed, whether the words
 * are out of any English order (the recogniser's guesses), and each word's tags.
 */

/**
 * Two verbs where English has one: a copula or auxiliary straight after another ("i'm are", "i've
 * can"), "be" and a bare verb ("i'd be install"), or a modal or "do" that opens a question, its
 * subject, and then no verb ("could i us", "do you yes"). ("will be", "has been" are one verb.)
 */
export function outOfOrder(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const stacked = tags.some(
    (tagSet, index) =>
      (tagSet.has('Copula') || tagSet.has('Auxiliary')) &&
      !tagSet.has('Negative') &&
      (tags[index + 1]?.has('Copula') || tags[index + 1]?.has('Modal')) &&
      !['be', 'been', 'being'].includes(words[index + 1] ?? ''),
  );
  // A form of "be" and then a bare verb ("i'd be install"): "be" takes an -ing or -ed form, an adjective or a noun.
  const bareAfterBe = tags.some(
    (tagSet, index) =>
      (tagSet.has('Copula') || words[index] === 'be') &&
      !!tags[index + 1]?.has('Infinitive') &&
      !['Noun', 'Adjective', 'Gerund', 'Participle', 'PastTense'].some((tag) => tags[index + 1]!.has(tag)),
  );
  const [opener = '', subject = '', next] = words;
  const verbless =
    VERB_WAITING_AUXILIARIES.has(opener) &&
    RELATIVE_SUBJECTS.has(subject) &&
    next !== undefined &&
    !['Verb', 'Negative', 'Adverb'].some((tag) => tags[2]!.has(tag));
  return stacked || bareAfterBe || verbless;
}

/**
 * A main clause (a subject, then its verb) whose last phrase cannot be extended: its last word is an
 * object pronoun, an adjective after a linking verb, a verb with its subject that needs no object
 * (WordNet's frames), or the end of a time adverbial. A clause ending on a noun stays open to a list
 * ("we have customers in freight, logistics, ..."), and one whose verb needs an object but has a
 * preposition after it ("we have about that") has not had it.
 */
export function closesItsLastPhrase(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const first = words[0] ?? '';
  if (verdictOnWhatWasSaid(words, tags)) return true;
  if (words.length < 2 || SUBORDINATORS.has(first) || ['to', 'just', 'let', "let's"].includes(first)) return false;
  // A question word inside it starts an embedded clause or an aside ("... for, what was it, ...").
  if (words.some((word) => QUESTION_WORDS.has(word)) || restarts(words)) return false;
  const verbAt = tags.findIndex((tagSet) => tagSet.has('Verb'));
  // A subject first: a pronoun (or one contracted with its verb, "we're"), a noun, a determiner, or an adjective or a number before its noun ("next week is fine", "eight o'clock works").
  const subjectFirst =
    ['Pronoun', 'Noun', 'Determiner', 'Possessive'].some((tag) => tags[0]!.has(tag)) ||
    (['Adjective', 'Date', 'Value'].some((tag) => tags[0]!.has(tag)) && !!tags[1]?.has('Noun'));
  if (verbAt < 0 || !subjectFirst || (verbAt === 0 && !tags[0]!.has('Pronoun'))) return false;
  let mainVerbAt = tags.length - 1;
  while (mainVerbAt >= 0 && !(tags[mainVerbAt]!.has('Verb') && !tags[mainVerbAt]!.has('Modal') && !tags[mainVerbAt]!.has('Auxiliary')))
    mainVerbAt--;
  const mainVerb = words[mainVerbAt];
  if (mainVerb && tags[mainVerbAt + 1]?.has('Preposition') && wordNet().verbStandsAlone(mainVerb) === false) return false;
  const last = words.at(-1)!;
  const lastTags = tags.at(-1)!;
  const before = words.at(-2) ?? '';
  // After a preposition "that" and "this" may be determiners whose noun is still to come ("about the," heard "about that",
  // "when usage drops like that, ..."): no closed object there.
  const demonstrative = ['that', 'this', 'those', 'these'].includes(last);
  if (demonstrative && (tags.at(-2)?.has('Preposition') || before === 'like')) return false;
  // After a verb or a preposition: an object ("do that", "for us"); after a noun "that" starts a relative clause.
  if (OBJECT_PRONOUNS.has(last) && (tags.at(-2)?.has('Verb') || tags.at(-2)?.has('Preposition'))) return true;
  // "you" after a subject's verb is its whole object when the verb needs no other (WordNet's frames: "I hear you", "we can
  // help you"); "send you", "show you", "tell you" still owe what is sent, shown or told ("I could send you, ..."). Not after an
  // auxiliary ("would you" waits for its verb).
  const verbBefore = tags.at(-2)?.has('Verb') && !['Modal', 'Auxiliary', 'Copula'].some((tag) => tags.at(-2)!.has(tag));
  if (last === 'you' && verbBefore && !LEAD_IN_VERBS.has(before) && wordNet().verbStandsAlone(before) === true) return true;
  const linked = tags.slice(-3, -1).some((tagSet) => tagSet.has('Copula')) || words.slice(-3, -1).some((word) => LINKING_VERBS.has(word));
  // After a linking verb the complement is an adjective, whatever the tagger calls it ("that sounds right").
  const adjective = lastTags.has('Adjective') || (lastTags.has('Adverb') && linked);
  if (adjective && linked && wordNet().lemmaOf(last, 'adj') !== undefined) return true;
  const subjectBefore = (tags.at(-2)?.has('Pronoun') ?? false) || (tags.at(-2)?.has('Noun') ?? false);
  const auxiliaryBefore = (tags.at(-2)?.has('Modal') ?? false) || (tags.at(-2)?.has('Auxiliary') ?? false);
  if (lastTags.has('Verb') && (subjectBefore || auxiliaryBefore) && wordNet().verbStandsAlone(last) === true) return true;
  // A part of the day needs its determiner or day ("this afternoon", "tomorrow morning"; "to morning" is a guess, "two mornings, ...").
  const dayBefore =
    tags.at(-2)?.has('Determiner') || (tags.at(-2)?.has('Date') && !['Conjunction', 'Preposition'].some((tag) => tags.at(-2)!.has(tag)));
  if (lastTags.has('Date') && !lastTags.has('Noun')) return !lastTags.has('Time') || last === 'tonight' || !!dayBefore;
  // A day straight after the verb's object is when it happens ("see you thursday", "we'll ring them monday").
  if (lastTags.has('WeekDay') && (OBJECT_PRONOUNS.has(before) || before === 'you') && tags.at(-3)?.has('Verb')) return true;
  return lastTags.has('Date') && TIME_DETERMINERS.has(before);
}

/**
 * A verdict on what the other person just said, in the form English gives it: "that" (or "this",
 * "it"), its copula, an adjective and a noun, nothing after ("that's a fair point", "that is a good
 * question", "it's a great idea"); or "that" with a reaction verb and its noun ("that makes
 * sense"). A noun ends them, but what could extend it (a list, a phrase) is not said after a verdict.
 */
function verdictOnWhatWasSaid(words: readonly string[], tags: readonly Set<string>[]): boolean {
  const subject = ['that', 'this', 'it'].includes(words[0] ?? '');
  const contracted = ["that's", "it's"].includes(words[0] ?? '');
  const rest = contracted ? words.slice(1) : subject && tags[1]?.has('Copula') ? words.slice(2) : undefined;
  const restTags = tags.slice(words.length - (rest?.length ?? 0));
  if (rest && rest.length >= 2 && rest.length <= 4) {
    const article = ['a', 'an'].includes(rest[0]!) ? 1 : 0;
    const adjectives = restTags.slice(article, -1);
    // "that's a shame", "that's a pity": "that" and a noun alone judge what was said as well as with an adjective.
    // (Not an adjective whose noun is still to come: "that's a fair, ...", "that is a good, ...".)
    const judgedByNoun =
      article === 1 && rest.length === 2 && words[0]!.startsWith('that') && wordNet().lemmaOf(rest[1]!, 'adj') === undefined;
    return (
      (adjectives.length >= 1 || judgedByNoun) &&
      adjectives.every((tagSet) => tagSet.has('Adjective') || tagSet.has('Adverb')) &&
      !!restTags.at(-1)?.has('Singular') &&
      !restTags.at(-1)?.has('Verb')
    );
  }
  return subject && words.length === 3 && /^[a-z]+s$/.test(words[1]!) && !!tags[1]?.has('PresentTense') && !!tags[2]?.has('Noun');
}

/** A word or two said again ("we we", "could help you could help"): the speaker restarted, and the new start is not a whole clause yet. */
function restarts(words: readonly string[]): boolean {
  return words.some((word, index) => index > 0 && word === words[index - 1]) || repeatsPair(words);
}

function repeatsPair(words: readonly string[]): boolean {
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return new Set(pairs).size < pairs.length;
}

/**
 * Each word's part-of-speech tags. The tagger expands a contraction into two terms ("i'm" into "i'm"
 * and a silent "am"); the silent one's tags go to the word it came from, so that a word and its
 * tags keep the same index ("i'm are you": a pronoun and a copula, then "are").
 */
export function tagsOf(words: readonly string[]): Set<string>[] {
  const terms = tagged(words.join(' ')).terms().json() as { terms: { text: string; tags: string[] }[] }[];
  const tags: Set<string>[] = [];
  for (const term of terms) {
    const { text = '', tags: termTags = [] } = term.terms[0] ?? {};
    if (text === '' && tags.length > 0) for (const tag of termTags) tags.at(-1)!.add(tag);
    else tags.push(new Set(termTags));
  }
  // "that works", "this helps": "that" and "this" go with no plural noun, so the word after them is a verb they are the subject of.
  tags.forEach((tagSet, index) => {
    const next = tags[index + 1];
    const word = words[index + 1] ?? '';
    if (['that', 'this'].includes(words[index]!) && next?.has('Plural') && word.endsWith('s') && wordNet().lemmaOf(word, 'verb')) {
      tagSet.add('Pronoun');
      tags[index + 1] = new Set(['Verb', 'PresentTense']);
    }
  });
  return tags;
}

/** A verb other than a copula: the words make a clause of their own ("i get it", "i can hear"), not an answer word or a verdict ("that's fair", "fine by me"). */
export function hasMainVerb(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return tagsOf(words).some((tagSet) => tagSet.has('Verb') && !tagSet.has('Copula'));
}

/**
 * "have", "has", "had" open a question only as the perfect's auxiliary, with a past participle to
 * come ("have you seen it", "has anyone signed"); with none ("have five week", "have a your drivers
 * will like yours") the words are no question ("do you have" asks about having).
 */
export function haveWithoutParticiple(words: readonly string[], tags: readonly Set<string>[], at: number): boolean {
  return (
    ['have', 'has', 'had'].includes(words[at] ?? '') &&
    !tags.slice(at + 1).some((tagSet) => tagSet.has('PastTense') || tagSet.has('Participle'))
  );
}
