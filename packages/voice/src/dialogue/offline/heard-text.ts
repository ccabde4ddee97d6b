import { contentStemsOf, hasVerb, stem, wordsOf } from '@rehearse/conversation';
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
 * "i'm many suppliers do you pay", "i long does it take", "i'll often do patients not turn up": the recogniser often hears
 * a question's opening "how" as "i'm", "i" or "i'll", and English has no "I'm many..." before an inverted verb (one with
 * no subject of its own before it): the question word is put back.
 */
const HOW_MISHEARD =
  /\b(?:i'm|i|i'll) (many|long|often)\b(?=(?: (?!(?:i|you|we|they|he|she|it|that|this)\b)[a-z']+){0,4} (?:do|does|did|is|are|was|were|have|has|would|will|can|could|should)\b)/g;

export function restoreQuestionWord(text: string): string {
  return text.replace(HOW_MISHEARD, 'how $1');
}

/** Words that lead into a question, said with it ("...put in twenty four so shall i send it over"). */
/**
 * "send the contract this we", "a full we to read it", "within budget this we all": the recogniser often hears "week" as
 * "we" (its k lost in the room's noise; decision 120), and English has no "this we" or "a full we" that a verb does not
 * follow. Put back only there, so that "next we can look at pricing" stays.
 */
const WEEK_MISHEARD =
  /\b(this|next|last|per|every|each|a|full|one|the) we\b((?: (?:just|really|also|only|always|usually|never|still|already|actually|probably|all|both))*)(?: ([a-z']+))?/g;

export function restoreWeek(text: string): string {
  return text.replace(WEEK_MISHEARD, (match, before: string, adverbs: string, next: string | undefined) =>
    next !== undefined && hasVerb(`we ${next}`) ? match : `${before} week${adverbs}${next === undefined ? '' : ` ${next}`}`,
  );
}

const LEAD_INTO_QUESTION = /^(so|and|but|then|also|okay|ok)$/;
/** Words after which a "which" asks again ("okay which is better"). */
const RESTARTS = /^(so|and|but|then|okay|ok|also|well|right|now|anyway|um|uh|yeah|great|cool|good|sure)$/;
/** A clause that leads into the question after it ("if we came in at twenty four thousand would that work", "when you get it wrong what does that cost you"). */
const SUBORDINATE =
  /^(?:(?:so|and|but|okay|ok|great|right|well|now|then)\s+)*(?:if|when|whenever|once|unless|before|after|since|because|while|until|as soon as|as long as|now that|say|suppose|supposing)\b/;
/** Fewer words than this before a question are its lead-in, as a comma would join them typed ("hi is this joanne"). */
const SHORTEST_SENTENCE = 3;

/** Where each question of a flat turn starts, by word, as the coach finds them by their spoken form (decision 103). */
function questionStarts(words: readonly string[]): number[] {
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
    // "most people don't which is the point": after a clause, "which is" opens a relative clause, no question.
    if (index > 0 && words[index] === 'which' && /^(is|was|are|were)$/.test(words[index + 1] ?? '') && !RESTARTS.test(words[index - 1]!))
      continue;
    // "...and were adding text alerts": a recogniser's "we're" before a participle, no inverted verb (that needs its subject).
    if (/^(was|were)$/.test(words[index] ?? '') && /ing$/.test(words[index + 1] ?? '')) continue;
    starts.push(index > 0 && LEAD_INTO_QUESTION.test(words[index - 1]!) ? index - 1 : index);
  }
  return starts;
}

/**
 * A recogniser's turn has no punctuation, so "...so he has a week to read it is there anything he looks for" runs a
 * statement into a question, and the question goes unread. The questions found by their spoken form are put back as a
 * typed turn has them: what comes before a question ends as a sentence and each question ends on a question mark. A
 * short lead-in or a clause that leads into the question stays with it ("sorry are you still there?", "when you get
 * it wrong what does that cost you?") and a tag with its clause ("...six centres right?"), as a comma joins them typed. A turn with punctuation is left as it is.
 */
export function punctuateQuestions(text: string): string {
  if (/[.?!,;:]/.test(text)) return text;
  const words = text.trim().split(/\s+/);
  const pieces = [{ start: 0, asks: false }];
  for (const start of questionStarts(words)) {
    const current = pieces.at(-1)!;
    const tag = words.length - start <= SHORTEST_SENTENCE;
    const before = words.slice(current.start, start).join(' ');
    // "and in return could we...", "on the warehouse side how many...": a phrase without a verb leads into the question.
    const leadIn = start - current.start < SHORTEST_SENTENCE || SUBORDINATE.test(before) || !hasVerb(before);
    if (leadIn || tag) current.asks = true;
    else pieces.push({ start, asks: true });
  }
  // A turn that is one sentence is read as it was heard: the reading of its start already finds its question.
  if (pieces.length === 1) return text;
  return pieces
    .map((piece, index) => `${words.slice(piece.start, pieces[index + 1]?.start ?? words.length).join(' ')}${piece.asks ? '?' : '.'}`)
    .join(' ');
}
