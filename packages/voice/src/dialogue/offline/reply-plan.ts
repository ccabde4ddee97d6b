import { contentStemsOf, sentencesOf, wordsOf } from '@rehearse/conversation';
import type { HeardEffect } from './buyer-state';

/** Lower numbers are kept first when a reply is too long for one phone turn. */
export const PRIORITY = { essential: 0, main: 1, concern: 2, reaction: 3, aside: 4 } as const;

/** One sentence or two of the buyer's reply, and what the buyer remembers once it is heard. */
export interface ReplyPart {
  text: string;
  priority: number;
  effects: HeardEffect[];
  /** A greeting is not worth picking up again after barge-in ("as I was saying, hi"). */
  greeting?: boolean;
  /** The id of the concern the part raises or reminds of: one reply says a concern once. */
  concern?: string;
}

export interface ReplyPlan {
  parts: ReplyPart[];
  endCall: boolean;
}

export function part(text: string, priority: number, ...effects: HeardEffect[]): ReplyPart {
  return { text: text.trim(), priority, effects };
}

/** One to three sentences: a phone turn, not a speech. */
export const MAX_SENTENCES = 3;

/** The sentences of a reply that say something: a lone "..." is no sentence. */
function spokenSentencesOf(text: string): string[] {
  return sentencesOf(text).filter((sentence) => /\w/.test(sentence));
}

function sentenceCount(text: string): number {
  return Math.max(1, spokenSentencesOf(text).length);
}

/** A sentence's content stems, without the lead-in a line may carry ("Before we get to that, ", "That's X, but "). */
function sentenceStems(sentence: string): string[] {
  const body = sentence.replace(/^(?:before we get to that|that's [^,]+, but|i hear you on [^,]+, but)[,\s]*/i, '');
  return [...new Set(contentStemsOf(wordsOf(body)))];
}

/** Whether a sentence says again what an earlier one said: the same words, or nearly all of the shorter one's. */
function repeats(sentence: string, earlier: string): boolean {
  const norm = (text: string) => wordsOf(text).join(' ');
  if (norm(sentence) === norm(earlier)) return true;
  const one = sentenceStems(sentence);
  const other = new Set(sentenceStems(earlier));
  if (one.length < 3 || other.size < 3) return false;
  const shared = one.filter((stem) => other.has(stem)).length;
  return shared / Math.min(one.length, other.size) >= 0.8;
}

const NAMING_LEAD = /^(?:that's [^,]+, but|i hear you on [^,]+, but)\s*/i;

/**
 * Two parts on one concern: the one that names what the caller talked about ("I hear you on the text, but ..."),
 * else the one that asks, is said, in the first one's place.
 */
function betterOfTwo(earlier: string, later: string): string {
  if (NAMING_LEAD.test(later) && !NAMING_LEAD.test(earlier)) return later;
  if (!/\?\s*$/.test(later) || /\?\s*$/.test(earlier)) return earlier;
  const lead = /^(?:before we get to that|not yet|first),\s*/i.exec(earlier)?.[0] ?? '';
  const core = later.replace(NAMING_LEAD, '');
  return lead ? `${lead}${/^I\b/.test(core) ? core : core.charAt(0).toLowerCase() + core.slice(1)}` : later;
}

/**
 * A reply never says a thing twice: a part reminding of a concern an earlier part already raised or
 * reminded of is dropped (its words may replace the earlier one's, see `betterOfTwo`), and so is a part
 * whose every sentence repeats an earlier sentence of the reply.
 */
export function withoutRepeats(parts: readonly ReplyPart[]): ReplyPart[] {
  const kept: ReplyPart[] = [];
  for (const reply of parts) {
    const same = reply.concern === undefined ? -1 : kept.findIndex((earlier) => earlier.concern === reply.concern);
    if (same >= 0) {
      const earlier = kept[same]!;
      kept[same] = { ...earlier, text: betterOfTwo(earlier.text, reply.text) };
      continue;
    }
    const said = kept.flatMap((earlier) => spokenSentencesOf(earlier.text));
    const sentences = spokenSentencesOf(reply.text);
    if (sentences.length > 0 && said.length > 0 && sentences.every((sentence) => said.some((earlier) => repeats(sentence, earlier))))
      continue;
    kept.push(reply);
  }
  return kept;
}

/** Drops repeats, then the least important parts until the reply fits one turn; order is kept. */
export function fitToTurn(parts: readonly ReplyPart[], maxSentences = MAX_SENTENCES): ReplyPart[] {
  let kept = withoutRepeats(parts.filter((reply) => reply.text !== ''));
  const total = () => kept.reduce((sum, reply) => sum + sentenceCount(reply.text), 0);
  while (total() > maxSentences && kept.length > 1) {
    const leastImportant = kept.reduce((worst, reply) => (reply.priority >= worst.priority ? reply : worst));
    kept = kept.filter((reply) => reply !== leastImportant);
  }
  return kept;
}

export function textOf(parts: readonly ReplyPart[]): string {
  return parts.map((reply) => reply.text).join(' ');
}
