import { contentStemsOf, stem, wordsOf } from '@rehearse/conversation';

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
