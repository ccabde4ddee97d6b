import { isCommonWord } from '@rehearse/conversation';
import type { AnswerContext } from './buyer-answers';
import { PHRASES } from './buyer-phrases';
import { part, PRIORITY, type ReplyPart } from './reply-plan';

/** The buyer's repairs: picking up a reply the caller cut off, saying the last one again. */

/** The rest of the buyer's last reply that barge-in cut off (the caller never heard it). */
export type UnheardParts = readonly ReplyPart[];

export function resumed(context: AnswerContext, unheard: UnheardParts): ReplyPart[] {
  const [first, ...rest] = unheard;
  if (!first) return [];
  // "Sorry, as I was saying, I want a clear answer...": "I" and a name keep their capital.
  const keepsCapital = /^(?:I\b|[A-Z][A-Z0-9])/.test(first.text);
  return [
    part(
      `${context.phrases.say(PHRASES.resume)}${keepsCapital ? first.text.charAt(0) : first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`,
      PRIORITY.main,
      ...first.effects,
    ),
    ...rest,
  ];
}

export function repeatLast(context: AnswerContext): ReplyPart[] {
  const { state } = context;
  const said = state.lastReplyText || state.lastBuyerText;
  // After "are you still there?" / "yes, I'm here", "say that again" means what came before.
  const check = (PHRASES.lineCheck as readonly string[]).find((line) => said.startsWith(line));
  const afterCheck = check ? said.slice(check.length).trim() : said;
  const source = afterCheck === '' && state.previousReplyText ? state.previousReplyText : afterCheck || said;
  const sentences = source.split(/(?<=[.!?])\s+/).filter((sentence) => /\w/.test(sentence));
  if (sentences.length === 0) return [part(context.phrases.say(PHRASES.lineCheck), PRIORITY.main)];
  // Said again, a reply loses its asides: the sentence that carried the answer, cut at its first clause.
  const main = sentences.reduce((longest, sentence) => (sentence.split(' ').length > longest.split(' ').length ? sentence : longest));
  const lead = context.phrases.say(PHRASES.repeatLead);
  const again = shortened(main);
  // "I said, alerts come from Datadog...": after a comma the sentence goes on, a name keeps its capital.
  const firstWord = again.split(' ')[0]!;
  const joined =
    /,\s*$/.test(lead) && firstWord !== 'I' && !firstWord.startsWith("I'") && isCommonWord(firstWord, 10)
      ? `${again.charAt(0).toLowerCase()}${again.slice(1)}`
      : again;
  return [part(`${lead}${joined}`, PRIORITY.essential)];
}

/**
 * "My team of 9 answers 2,500 emails a month from a shared inbox." -> "...2,500 emails a month."; an aside in brackets
 * at the end of a long sentence goes first ("...with the GM, Alan Brooks (board meets the 2nd Tuesday...)." -> "...with
 * the GM, Alan Brooks.").
 */
function shortened(said: string): string {
  const withoutAside = said.replace(/\s*\([^)]*\)([.!?]?)$/, '$1');
  const sentence = withoutAside.split(' ').length >= 8 ? withoutAside : said;
  const words = sentence.replace(/[.!?]$/, '').split(' ');
  if (words.length <= 12 || (words.length <= 14 && said !== sentence)) return sentence;
  const clause = words.findIndex(
    (word, index) => index >= 8 && (/[,;]$/.test(words[index - 1]!) || /^(from|with|which|because|before|after|while|where)$/i.test(word)),
  );
  return clause > 0 ? `${words.slice(0, clause).join(' ').replace(/[,;]$/, '')}.` : sentence;
}
