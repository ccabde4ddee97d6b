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

function sentenceCount(text: string): number {
  return Math.max(1, text.split(/(?<=[.!?])\s+/).filter((sentence) => /\w/.test(sentence)).length);
}

/** Drops the least important parts until the reply fits one turn; order is kept. */
export function fitToTurn(parts: readonly ReplyPart[], maxSentences = MAX_SENTENCES): ReplyPart[] {
  let kept = parts.filter((reply) => reply.text !== '');
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
