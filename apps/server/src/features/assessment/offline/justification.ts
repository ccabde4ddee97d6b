import { formatCallTime, type EvidenceQuote } from '@rehearse/domain';
import type { Claim, Judgement } from './evidence';

/** How many words of a turn a justification quotes. */
const QUOTE_WORDS = 16;
/** Words kept before the focus of a quote, for context. */
const LEAD_WORDS = 3;

/** Words of `text` as said, cut to the focus (a segment of it) and to QUOTE_WORDS, '…' where words were left out. */
export function excerpt(text: string, focus?: string): string {
  const words = text.trim().split(/\s+/);
  let start = 0;
  if (focus) {
    const index = text.trim().replace(/\s+/g, ' ').indexOf(focus.trim().replace(/\s+/g, ' '));
    if (index > 0) start = Math.max(0, text.trim().replace(/\s+/g, ' ').slice(0, index).split(' ').length - 1 - LEAD_WORDS);
  }
  start = Math.max(0, Math.min(start, words.length - QUOTE_WORDS));
  const end = Math.min(words.length, start + QUOTE_WORDS);
  return `${start > 0 ? '…' : ''}${words.slice(start, end).join(' ').replace(/"/g, "'")}${end < words.length ? '…' : ''}`;
}

/**
 * Keeps one claim per turn: a turn claimed as a strength is not also quoted as a fault in the same
 * category (the heavier claim keeps the turn and its stance, a strength on a tie), and what the lighter
 * claim says is said in the same sentence, so every point counted is in the text ("Proposed a next step,
 * but pressured the buyer"); two claims of one stance on a turn are said in one sentence with one quote
 * ("Met the buyer's brush-off but pushed back instead of answering; was rude to the buyer").
 */
export function oneStancePerTurn(claims: readonly Claim[]): Claim[] {
  const byWeight = claims
    .map((claim, index) => ({ claim, index }))
    .sort((a, b) => b.claim.points - a.claim.points || (a.claim.stance === 'strength' ? -1 : 1));
  const keeperOfTurn = new Map<unknown, number>();
  const kept = new Map<number, Claim>();
  for (const { claim, index } of byWeight) {
    const keeper = claim.turn ? keeperOfTurn.get(claim.turn) : undefined;
    if (keeper === undefined) {
      if (claim.turn) keeperOfTurn.set(claim.turn, index);
      kept.set(index, claim);
      continue;
    }
    const heavier = kept.get(keeper)!;
    if (heavier.stance === claim.stance) kept.set(keeper, { ...heavier, text: `${heavier.text}; ${lowerFirst(claim.text)}` });
    // A gap worth no points ("Missing: ...; the longest turn was") beside a strength on its turn says nothing the score needs.
    else if (claim.points > 0) {
      const [good, bad] = heavier.stance === 'strength' ? [heavier, claim] : [claim, heavier];
      kept.set(keeper, { ...heavier, text: `${good.text}, but ${lowerFirst(bad.text)}` });
    }
  }
  return claims.flatMap((_, index) => (kept.has(index) ? [kept.get(index)!] : []));
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

function sentenceOf(claim: Claim): string {
  const detail = claim.detail ? ` (${claim.detail})` : '';
  if (!claim.turn) return `${claim.text}${detail}.`;
  return `${claim.text}${detail}: "${excerpt(claim.turn.text, claim.focus)}" (${formatCallTime(claim.turn.atSeconds)}).`;
}

export function evidenceOf(claims: readonly Claim[]): EvidenceQuote[] {
  return claims.flatMap((claim) =>
    claim.turn ? [{ quote: excerpt(claim.turn.text, claim.focus), atSeconds: claim.turn.atSeconds, stance: claim.stance }] : [],
  );
}

/** A category's justification: its strengths, then its faults and gaps, each citing its turn; or why it was not observed. */
export function justify(judgement: Judgement): { justification: string; claims: Claim[] } {
  const claims = oneStancePerTurn(judgement.claims);
  const ordered = [...claims.filter((claim) => claim.stance === 'strength'), ...claims.filter((claim) => claim.stance === 'fault')];
  if (judgement.score === null) return { justification: [judgement.reason, ...ordered.map(sentenceOf)].join(' '), claims: ordered };
  const text = ordered.map(sentenceOf).join(' ');
  return { justification: text === '' ? 'Nothing in the call showed this category either way.' : text, claims: ordered };
}

/** The first fault of a category, as a sentence, to say what to practise. */
export function weaknessOf(claims: readonly Claim[]): string | undefined {
  const worst = claims.filter((claim) => claim.stance === 'fault').sort((a, b) => b.points - a.points)[0];
  return worst && sentenceOf(worst);
}

export function strengthOf(claims: readonly Claim[]): string | undefined {
  const best = claims.filter((claim) => claim.stance === 'strength' && claim.turn).sort((a, b) => b.points - a.points)[0];
  return best && sentenceOf(best);
}
