import nlp from 'compromise';
import datesPlugin from 'compromise-dates';
import { rememberedByText } from './remembered';

nlp.plugin(datesPlugin);

/** compromise's document: a text's terms with their tags. */
export type TaggedText = ReturnType<typeof nlp>;

type DocumentOf = new (document: TaggedText['document']) => TaggedText;

/**
 * A turn's words are tagged for the quantities, the question's subject, the caller's subject, the
 * end of turn and more, and the tagger costs about a millisecond a sentence: each text is tagged once.
 */
const taggedOnce = rememberedByText((text: string) => nlp(text), 300);

/**
 * compromise's reading of `text`, as `nlp(text)` gives it, tagged once for all who read the same
 * words. Each caller gets a copy of its own, since reading a view may add tags (`dates()`, decision
 * 101): the copy holds what tagging the text again would (its terms and tags; a fresh view, nothing
 * cached), at a few hundredths of the cost (decision 110).
 */
export function tagged(text: string): TaggedText {
  if (!text) return nlp(text);
  const original = taggedOnce(text);
  return new (original.constructor as DocumentOf)(structuredClone(original.document));
}

export { nlp };
