import { readQuantities } from './quantities';
import { wordsOf } from './words';

/**
 * Whether words offer a price or terms in the salesperson's own voice: "I'll do twenty-two", "we can
 * go to forty-eight", "I could bring it down to thirty", "What if I take ten percent off?", "How about
 * twenty-two?", or something given for nothing ("I can throw in free onboarding"). The
 * classifier's 'offer' act misses the short ones said in passing ("Fine, I'll do twenty-two then").
 * The offer names a figure that is not a day or a length ("I'll do my best", "I can do Thursday at ten" offer nothing).
 */
const OFFER_FORM =
  /\b(i|we) (will|can|could|would|am able to|are able to) (do|go (down |up )?to|offer|give you|make it|drop (it )?to|bring (it |that )?(down )?to|come down to|meet you at|match|take (it )?(down )?to)\b|\bwhat if (i|we) (take|knock|give|do|drop|bring|make)\b|\bhow about\b/;
/** Something given for nothing: "I can throw in free onboarding", "we'll waive the set-up fee", "at no extra cost". */
const GIVES_FREE =
  /\b(throw|throwing|toss|tossing) in\b|\bwaive\b|\b(at|for) no (extra |additional )?(cost|charge)\b|\bfree of charge\b|\b(i|we) (will|can|could|would) (give|include|add) (you )?(\w+ )?free\b/;

export function offersTerms(text: string): boolean {
  const words = wordsOf(text).join(' ');
  if (GIVES_FREE.test(words)) return true;
  const form = OFFER_FORM.exec(words);
  if (!form) return false;
  const { quantities, dates } = readQuantities(words.slice(form.index));
  return dates.length === 0 && quantities.some((quantity) => quantity.kind !== 'duration');
}

/**
 * Whether words turn a price or terms down in the salesperson's own voice, holding them: "That one I can't do", "I'd rather
 * not touch the monthly", "we won't go below forty". Ground offered in the same words ("I can't do twenty, but I can do
 * fifteen") is an offer all the same: the caller reads offersTerms first.
 */
const REFUSAL =
  /\b(i|we) (can not|cannot|could not|will not|would rather not|am not able to|are not able to|am not going to|are not going to) (do|go|move|touch|drop|budge|give|offer|discount|come down|change|shift)\b|\b(that|this) (one )?(i|we) (can not|cannot|will not) (do|give|offer)\b/;

export function refusesTerms(text: string): boolean {
  return REFUSAL.test(wordsOf(text).join(' '));
}

/**
 * Whether the salesperson offers to do something for the buyer: "I can send you a one-page business case",
 * "I'm happy to join a call with him", "Should I send him the agreement?", "Let me send you a proposal". What they offer is the caller's to read.
 */
const HELP_VERBS = '(send|share|put together|prepare|write|draft|join|walk (you|him|her|them) through|present|set up|build|run)';
const OFFER_OF_HELP = new RegExp(
  `\\b(i|we) (can|could|will|would|am happy to|are happy to|would be happy to|would love to)( also| gladly)? ${HELP_VERBS}\\b|\\b(should|shall|can|could) (i|we) ${HELP_VERBS}\\b|\\bhappy to ${HELP_VERBS}\\b|\\blet (me|us) (send|email|put together|prepare|draft|write up)\\b`,
);

export function offersHelp(text: string): boolean {
  return OFFER_OF_HELP.test(wordsOf(text).join(' '));
}
