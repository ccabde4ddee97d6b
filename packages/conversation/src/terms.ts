import { readQuantities } from './quantities';
import { wordsOf } from './words';

/**
 * Whether words offer a price or terms in the salesperson's own voice: "I'll do twenty-two", "we can
 * go to forty-eight", "I could bring it down to thirty", "I can give you ten percent off". The
 * classifier's 'offer' act misses the short ones said in passing ("Fine, I'll do twenty-two then").
 * The offer names a figure that is not a day or a length ("I'll do my best", "I can do Thursday at ten" offer nothing).
 */
const OFFER_FORM = /\b(i|we) (will|can|could|would|am able to|are able to) (do|go (down |up )?to|offer|give you|make it|drop (it )?to|bring (it |that )?(down )?to|come down to|meet you at|match)\b/;

export function offersTerms(text: string): boolean {
  const words = wordsOf(text).join(' ');
  const form = OFFER_FORM.exec(words);
  if (!form) return false;
  const { quantities, dates } = readQuantities(words.slice(form.index));
  return dates.length === 0 && quantities.some((quantity) => quantity.kind !== 'duration');
}
