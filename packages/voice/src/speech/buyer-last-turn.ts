/**
 * What the buyer's last turn leaves the caller to say, read from its text (the buyer's own words,
 * punctuated as written): a yes/no or either-or question is answered in a word or two ("Yes.",
 * "Sure.", "Thursday works."), an open question or a statement is not. The end of the caller's
 * turn reads it (`end-of-turn.ts`): a short reply after a closed question is the whole answer, the
 * same words after anything else react or open a longer turn. Pure; the last sentence counts, as
 * the question still open when the buyer stopped.
 */
export type BuyerLastTurn = 'yes-no-question' | 'choice-question' | 'open-question' | 'statement';

const QUESTION_WORD = /^(what|what's|whats|how|how's|why|when|where|who|who's|whom|whose|which)$/;
/** Words that may come before a question's own first word ("So, how many ...?", "Hello, who's calling?", "Yes, and when ...?"). */
const LEAD_IN = /^(so|and|but|okay|ok|right|well|oh|um|uh|then|now|sorry|also|just|look|hello|hi|hey|yes|yeah|no)$/;

export function readBuyerTurn(text: string): BuyerLastTurn {
  const sentences = text.trim().match(/[^.!?]+[.!?]*/g) ?? [];
  const last = sentences.at(-1)?.trim() ?? '';
  if (!last.endsWith('?')) return 'statement';
  const words = last
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // "Tuesday or Thursday?", "Which suits you, Xero or QuickBooks?": one of the two named is the answer.
  if (words.includes('or')) return 'choice-question';
  const start = words.findIndex((word) => !LEAD_IN.test(word));
  const [first = '', second = ''] = start < 0 ? [] : words.slice(start);
  // "How about Thursday?", "What about the pilot?": a proposal, taken or not in a word.
  if (QUESTION_WORD.test(first) && second !== 'about') return 'open-question';
  // An auxiliary first, a tag ("..., isn't it?") or a statement said as a question ("You're on Xero?").
  return 'yes-no-question';
}

/** A yes/no or either-or question: the caller's answer may be a word or two. */
export function asksForShortAnswer(turn: BuyerLastTurn | undefined): boolean {
  return turn === 'yes-no-question' || turn === 'choice-question';
}
