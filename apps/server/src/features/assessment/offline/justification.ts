import type { SpokenTurn } from './call-evidence';
import type { Check, CheckResult } from './offline-checks';

/** How many words of a turn a justification quotes. */
const QUOTE_WORDS = 16;
/** Words kept before the focus of a quote, for context. */
const LEAD_WORDS = 3;

/**
 * A short excerpt of what was said, word for word, cut around `focus` when it matches, with '…'
 * where words were left out.
 */
export function excerpt(text: string, focus?: RegExp): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= QUOTE_WORDS) return words.join(' ');
  let start = 0;
  const match = focus ? new RegExp(focus.source, 'i').exec(text.trim().replace(/\s+/g, ' ')) : null;
  const focusWord = match ? text.trim().replace(/\s+/g, ' ').slice(0, match.index).split(' ').length - 1 : 0;
  // A focus near the start keeps the turn's opening; further in, a few words lead up to it.
  if (focusWord > QUOTE_WORDS - 6) start = focusWord - LEAD_WORDS;
  start = Math.min(start, words.length - QUOTE_WORDS);
  const end = start + QUOTE_WORDS;
  return `${start > 0 ? '…' : ''}${words.slice(start, end).join(' ')}${end < words.length ? '…' : ''}`;
}

export function quote(turn: SpokenTurn, focus?: RegExp): string {
  return `"${excerpt(turn.text, focus)}"`;
}

export interface CheckOutcome {
  check: Check;
  result: CheckResult;
}

const weight = ({ check, result }: CheckOutcome) => Math.abs(check.points) * result.credit;
const byWeight = (a: CheckOutcome, b: CheckOutcome) => weight(b) - weight(a);

/** The category's score: its good checks' points times their credit, less its faults'. */
export function scoreOf(outcomes: readonly CheckOutcome[]): number {
  const total = outcomes.reduce((sum, { check, result }) => sum + check.points * result.credit, 0);
  return Math.max(0, Math.min(10, Math.round(total)));
}

const withDetail = (text: string, result: CheckResult) => (result.detail ? `${text} (${result.detail})` : text);

/** A check's sentence: its text, its figure, and the quote that shows it. */
function sentence(text: string, result: CheckResult): string {
  const said = withDetail(text, result);
  return result.turn ? `${said}: ${quote(result.turn, result.focus)}.` : `${said}.`;
}

/** The best thing the call showed in a category, as a sentence with a quote. */
export function strengthOf(outcomes: readonly CheckOutcome[]): string | undefined {
  const best = outcomes.filter(({ check, result }) => check.points > 0 && result.credit >= 0.5 && !result.note).sort(byWeight)[0];
  return best && sentence(best.check.did, best.result);
}

/**
 * The worst fault, or else the most valuable missing behaviour, as a sentence: a partly shown one
 * ('Too few open questions ..., e.g. "..."') quotes its example, a missing one where it was missed.
 */
export function weaknessOf(outcomes: readonly CheckOutcome[]): string | undefined {
  const worst = outcomes.filter(({ check, result }) => check.points < 0 && result.credit > 0).sort(byWeight)[0];
  if (worst) return sentence(worst.check.did, worst.result);
  const gap = outcomes.filter(({ check, result }) => check.points > 0 && result.credit < 0.5 && !result.note).sort((a, b) => b.check.points - a.check.points)[0];
  if (!gap) return undefined;
  const { result } = gap;
  const missing = withDetail(gap.check.missing ?? '', result);
  if (result.credit > 0 && result.turn) return `Too few ${missing}, e.g. ${quote(result.turn, result.focus)}.`;
  return `Missing: ${missing}.${result.turn && result.context ? ` ${result.context}: ${quote(result.turn, result.focus)}.` : ''}`;
}

/**
 * One category's justification: its strength, then its weakness, then any note; always with a
 * quote of the salesperson (the longest turn when no check pointed at one).
 */
export function justify(outcomes: readonly CheckOutcome[], score: number, sales: readonly SpokenTurn[]): string {
  const parts = [strengthOf(outcomes), score < 10 ? weaknessOf(outcomes) : undefined, ...outcomes.map(({ result }) => result.note)].filter(
    (part, index, all): part is string => part !== undefined && all.indexOf(part) === index,
  );
  if (!parts.some((part) => part.includes('"'))) {
    const longest = [...sales].sort((a, b) => b.words - a.words)[0];
    if (longest) parts.push(`For example, the salesperson said: ${quote(longest)}.`);
  }
  return parts.join(' ');
}
