import type { MetricKey } from '@rehearse/domain';
import type { CallReading, SalesTurn, Turn } from './call-reading';

/**
 * What a category's judge finds: claims, each tied to the turn that shows it, and the points they
 * add or take off. The justification and the evidence list are written from these only, so every
 * claim cites its turn.
 */
export interface Claim {
  stance: 'strength' | 'fault';
  /** The claim as the start of a sentence: 'Asked open questions about the buyer's situation'. */
  text: string;
  /** The turn that shows it; for a missing behaviour, the moment it was missed. */
  turn?: Turn;
  /** The part of the turn to quote (a segment), when not the whole turn. */
  focus?: string;
  /** A figure behind the claim ('talk-to-listen ratio 62 %, target 40-60 %'). */
  detail?: string;
  /** Points added (strength) or taken off (fault). */
  points: number;
}

export type Judgement = { score: number; claims: Claim[] } | { score: null; reason: string; claims: Claim[] };

export type Judge = (reading: CallReading, context: JudgeContext) => Judgement;

export interface JudgeContext {
  /** Content stems of the scenario's profile: what a recap of the buyer's needs may take up. */
  profileStems: ReadonlySet<string>;
  /**
   * Content stems of the profile that are the buyer's own world (not the product's or the title's words): what a call after
   * discovery may tie the product to, as the buyer told it in that earlier call.
   */
  buyersWorld?: ReadonlySet<string>;
  /** Figures of the scenario's profile: the buyer's numbers the salesperson knows from earlier calls. */
  profileNumbers: ReadonlySet<number>;
}

export const strength = (points: number, text: string, turn?: Turn, focus?: string): Claim => ({
  stance: 'strength',
  text,
  points,
  ...(turn ? { turn } : {}),
  ...(focus ? { focus } : {}),
});
export const fault = (points: number, text: string, turn?: Turn, focus?: string): Claim => ({
  stance: 'fault',
  text,
  points,
  ...(turn ? { turn } : {}),
  ...(focus ? { focus } : {}),
});

/** Points from claims, clamped to 0-10 and rounded. */
export function scored(claims: Claim[]): Judgement {
  const total = claims.reduce((sum, claim) => sum + (claim.stance === 'strength' ? claim.points : -claim.points), 0);
  return { score: Math.max(0, Math.min(10, Math.round(total))), claims };
}

export const notObserved = (reason: string, claims: Claim[] = []): Judgement => ({ score: null, reason, claims });

/** `count` of `full` for `points`: partial credit for fewer. */
export const share = (points: number, count: number, full: number) => (points * Math.min(count, full)) / full;

export const longest = (turns: readonly SalesTurn[]) =>
  turns.reduce<SalesTurn | undefined>((best, turn) => (!best || turn.wordCount > best.wordCount ? turn : best), undefined);

/** Turns before the first question about the buyer's situation. */
export function beforeFirstQuestion(reading: CallReading): SalesTurn[] {
  const first = reading.situationQuestions[0];
  return first ? reading.sales.filter((turn) => turn.position < first.position) : reading.sales;
}

/** A pitch before the salesperson asked anything: a long turn or a pitch act before the first situation question. */
export function pitchBeforeAsking(reading: CallReading): SalesTurn | undefined {
  return beforeFirstQuestion(reading).find(
    (turn) => turn.wordCount > 60 || (turn.wordCount > 25 && turn.reading.acts.has('pitch') && !turn.reading.asks),
  );
}

const METRIC_TEXT: Record<MetricKey, { good: string; bad: string }> = {
  talk_ratio: { good: 'Kept a balanced share of the talking', bad: 'Talked too much of the call' },
  longest_monologue: { good: 'Kept each stretch of talking short', bad: 'Talked too long without a break' },
  longest_customer_story: { good: 'Let the buyer talk at length', bad: 'Gave the buyer too little room to talk' },
  questions_asked: { good: 'Asked enough questions for the stage', bad: 'Asked too few questions for the stage' },
  filler_words_per_minute: { good: 'Spoke with few filler words', bad: 'Used too many filler words' },
  speaking_pace: { good: 'Spoke at a steady pace', bad: 'Spoke at a pace out of range' },
  patience: { good: 'Paused before answering', bad: 'Answered too quickly or too slowly' },
  interruptions: { good: 'Let the buyer finish', bad: 'Talked over the buyer' },
};

/** A metric in range earns its points; out of range it is a fault citing the longest turn. Unknown: nothing. */
export function metricClaim(reading: CallReading, key: MetricKey, points: number): Claim[] {
  const metric = reading.metrics.get(key);
  if (!metric || metric.display === 'N/A') return [];
  const detail = `${metric.label.toLowerCase()} ${metric.display}, target ${metric.target}`;
  if (metric.inRange) return [{ stance: 'strength', text: METRIC_TEXT[key].good, detail, points }];
  const turn = key === 'longest_monologue' || key === 'talk_ratio' ? longest(reading.sales) : undefined;
  return [{ stance: 'fault', text: METRIC_TEXT[key].bad, detail, points: points / 2, ...(turn ? { turn } : {}) }];
}
