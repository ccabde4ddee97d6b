import { contentStemsOf, stem, wordsOf } from '@rehearse/conversation';
import { findQuestions } from '@rehearse/domain';

/** The words of a deal every buyer knows, whatever the scenario ("the annual contract", "a pilot"): said back as heard. */
export const DEAL_STEMS = contentStemsOf(
  wordsOf(
    'contract annual yearly monthly month year week free first term pilot trial demo price pricing discount fee licence license seat plan subscription deal proposal quote invoice onboarding setup rollout integration support renewal agreement signature meeting call bucks dollars pounds euros grand',
  ),
);

const PARTICLE = /^(up|in|out|off|on|over|down|back|through|away|by|about|around)$/;

/** A recogniser's turn: all lower case (typed text has capitals, a recogniser's never). */
export function isHeard(text: string): boolean {
  return !/[A-Z]/.test(text);
}

/**
 * A word the recogniser heard as two ("on board", "sales force", "hub spot", "slot wise") is put back together when
 * the two make one word of the call: the scenario's own words or a deal's. "on board new reps" read as the board of
 * directors asked about a decision; "onboard new reps" asks about onboarding.
 */
export function joinSplitWords(text: string, known: ReadonlySet<string>): string {
  const words = text.split(' ');
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    // "set up a call", "roll out", "check in": a verb and its particle stay a verb, whatever noun they spell together.
    if (
      next !== undefined &&
      /^[a-z]{2,}$/.test(word) &&
      /^[a-z]{2,}$/.test(next) &&
      !PARTICLE.test(next) &&
      `${word}${next}`.length >= 6
    ) {
      const whole = `${word}${next}`;
      if (known.has(stem(whole)) && contentStemsOf([whole]).length === 1) {
        joined.push(whole);
        index += 1;
        continue;
      }
    }
    joined.push(word);
  }
  return joined.join(' ');
}

/**
 * A recogniser's turn has no punctuation, so "...so he has a week to read it is there anything he looks for" runs a
 * statement into a question, and the question goes unread. The questions found by their spoken form (the coach's
 * reading of flat speech, decision 103) are put back as a typed turn has them: what comes before a question ends as a
 * sentence and each question ends on a question mark. A turn with punctuation is left as it is.
 */
const LEAD_INTO_QUESTION = /^(so|and|but|then|also|okay|ok)$/;

export function punctuateQuestions(text: string): string {
  if (/[.?!]/.test(text)) return text;
  const words = text.trim().split(/\s+/);
  const flat = words.join(' ');
  const starts: number[] = [];
  let from = 0;
  for (const question of findQuestions(flat)) {
    let at = flat.indexOf(question.text, from);
    while (at > 0 && flat[at - 1] !== ' ') at = flat.indexOf(question.text, at + 1);
    if (at < 0) continue;
    from = at + question.text.length;
    const index = at === 0 ? 0 : flat.slice(0, at).trim().split(' ').length;
    // "...does that cover it or do you also need...": one question with its alternative.
    if (words[index - 1] === 'or') continue;
    // "...that's why sanne put in twenty four so shall i send it": the word that leads into a question is its own.
    starts.push(index > 0 && LEAD_INTO_QUESTION.test(words[index - 1]!) ? index - 1 : index);
  }
  if (starts.length === 0) return text;
  const pieces: string[] = [];
  const bounds = [...(starts[0] === 0 ? [] : [0]), ...starts, words.length];
  for (let index = 0; index < bounds.length - 1; index += 1) {
    const piece = words.slice(bounds[index], bounds[index + 1]).join(' ');
    pieces.push(`${piece}${starts.includes(bounds[index]!) ? '?' : '.'}`);
  }
  return pieces.join(' ');
}
