import { averageScore, formatSkillName, scoreOf, type AssessmentFeedback, type TranscriptEntry } from '@rehearse/domain';

/**
 * How far an assessor's scores are from an expert's, on calls the expert scored by hand first.
 * Pure: the runner (run.ts) reads the corpus and runs the assessor; this compares and reports.
 */

export type Quality = 'excellent' | 'decent' | 'weak' | 'terrible' | 'unjudgeable';

/** The expert's score of one category: a number, or null for 'not observed' (with the reason). */
export interface ExpectedCategory {
  score: number | null;
  reason?: string;
}

export interface JudgedCall {
  id: string;
  quality: Quality;
  /** The rubric the call was scored with ('discovery', 'general', ...). */
  stage: string;
  transcript: readonly TranscriptEntry[];
  expected: { categories: Record<string, ExpectedCategory>; overall: number | null };
  feedback: AssessmentFeedback;
}

/** How far above the expert's weakest category 'Practise next' may point before it coaches the wrong thing. */
const PRACTISE_NEXT_MARGIN = 2;

export const TARGETS = {
  spearmanWithoutTerrible: 0.9,
  meanAbsoluteError: 1.2,
  excellentMeanDifference: 1.0,
  inversions: 0,
  quotesBothWays: 0,
} as const;

// ---------------------------------------------------------------------------------------------
// Rank correlation and error

/** Ranks from 1, ties sharing the mean of their ranks (as Spearman's rho needs). */
export function ranksOf(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const shared = (start + end) / 2 + 1;
    for (let position = start; position <= end; position += 1) ranks[order[position]!.index] = shared;
    start = end + 1;
  }
  return ranks;
}

/** Spearman's rank correlation: the Pearson correlation of the ranks. NaN for fewer than two pairs or no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('spearman needs pairs');
  if (xs.length < 2) return Number.NaN;
  const rx = ranksOf(xs);
  const ry = ranksOf(ys);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < rx.length; index += 1) {
    const dx = rx[index]! - mx;
    const dy = ry[index]! - my;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return varianceX === 0 || varianceY === 0 ? Number.NaN : covariance / Math.sqrt(varianceX * varianceY);
}

/** Mean absolute error of the pairs; NaN when there are none. */
export function meanAbsoluteError(pairs: readonly (readonly [number, number])[]): number {
  if (pairs.length === 0) return Number.NaN;
  return pairs.reduce((sum, [expected, actual]) => sum + Math.abs(expected - actual), 0) / pairs.length;
}

// ---------------------------------------------------------------------------------------------
// Quotes in justifications

export type QuoteStance = 'strength' | 'fault' | 'neutral';

export interface Quote {
  text: string;
  /** The words before the quote that say what it shows ('Asked open questions', 'Missing: ...'). */
  claim: string;
  stance: QuoteStance;
}

/** A claim that reports a fault: missing, not done, done badly. */
const FAULT_CLAIM =
  /\b(?:missing|lacked|lacks|without|instead|never|no|not|only|ignored|ignores|dodged|dodges|vague|vaguely|argued|argues|dismissed|pressured|pressures|pushed|pushes|pushy|superlatives?|generic|rambled|rambles|monologue|interrupted|talked over|too (?:long|much|many|early|soon)|weak|poor|fault|avoid|apologi[sz]ed|hedged|hedging|filler|caved|gave away|failed|could have|should have|long speech|talked past|spoke over|before (?:asking|learning|understanding|listening|hearing))\b|n't\b/i;
/** A quote given as an example or as context (the concern being answered, the last words), not as evidence for or against. */
const NEUTRAL_CLAIM =
  /^(?:for example|e\.g\.|the call ended|the call's last|the longest|a concern met with|the (?:buyer|salesperson|customer) said|context|quote)\b/i;

/** What a claim says about its quote: a strength, a fault, or neither (an example, the call's last words). */
export function stanceOf(claim: string): QuoteStance {
  if (claim === '' || NEUTRAL_CLAIM.test(claim)) return 'neutral';
  return FAULT_CLAIM.test(claim) ? 'fault' : 'strength';
}

const QUOTE = /"([^"]+)"|\u201c([^\u201d]+)\u201d/g;

/**
 * The quotes of a justification, each with the claim it supports: the text since the previous
 * quote (or the sentence start), back to the last sentence end, so 'Asked X: "..". Missing: Y:
 * ".."' gives two claims.
 */
export function extractQuotes(justification: string): Quote[] {
  const quotes: Quote[] = [];
  let from = 0;
  for (const match of justification.matchAll(QUOTE)) {
    const before = justification.slice(from, match.index);
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
    const claim = (sentenceStart >= 0 ? before.slice(sentenceStart + 2) : before).trim();
    const text = (match[1] ?? match[2] ?? '').trim();
    quotes.push({ text, claim, stance: stanceOf(claim) });
    from = match.index + match[0].length;
  }
  return quotes;
}

/** Lower case words without punctuation or the ellipsis of a cut quote. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\u2026|\.\.\./g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z0-9']+/)
    .filter((word) => word !== '');
}

const SAME_QUOTE_RUN = 6;

/** Two quotes are the same evidence when one holds the other or they share a run of six words. */
export function sameQuote(a: string, b: string): boolean {
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length === 0) return false;
  const run = Math.min(SAME_QUOTE_RUN, shorter.length);
  const longerText = ` ${longer.join(' ')} `;
  for (let start = 0; start + run <= shorter.length; start += 1) {
    if (longerText.includes(` ${shorter.slice(start, start + run).join(' ')} `)) return true;
  }
  return false;
}

/** Whether a quote's words occur, in order and together, in one turn of the transcript. */
export function quoteInTranscript(quote: string, transcript: readonly TranscriptEntry[]): boolean {
  const parts = quote
    .split(/\u2026|\.\.\./)
    .map((part) => wordsOf(part).join(' '))
    .filter((part) => part !== '');
  if (parts.length === 0) return true;
  return transcript.some((entry) => {
    const turn = ` ${wordsOf(entry.text).join(' ')} `;
    return parts.every((part) => turn.includes(` ${part} `));
  });
}

// ---------------------------------------------------------------------------------------------
// One call, then the corpus

export interface CategoryComparison {
  key: string;
  expected: number | null;
  actual: number | null;
  expectedReason?: string;
  /** Quotes of this category's justification given as a strength and as a fault. */
  bothWays: string[];
}

export interface CallComparison {
  id: string;
  quality: Quality;
  stage: string;
  expectedOverall: number | null;
  actualOverall: number | null;
  categories: CategoryComparison[];
  /** Quotes in any justification that are not words of the call. */
  unfoundQuotes: string[];
  /** The category the summary says to practise next, and whether it is one of the lowest scored. */
  practiseNext: { named: string | null; weakest: string[] } | null;
}

export function compareCall(call: JudgedCall): CallComparison {
  const categories = Object.entries(call.expected.categories).map(([key, expected]): CategoryComparison => {
    const entry = call.feedback[key];
    const justification = typeof entry === 'object' && entry !== null ? entry.justification : '';
    return {
      key,
      expected: expected.score,
      actual: scoreOf(entry) ?? null,
      ...(expected.reason ? { expectedReason: expected.reason } : {}),
      bothWays: quotesBothWays(typeof justification === 'string' ? justification : ''),
    };
  });
  const texts = Object.entries(call.feedback).map(([key, entry]) =>
    key === 'overall_summary' ? entry : typeof entry === 'object' ? entry.justification : '',
  );
  const unfoundQuotes = texts
    .flatMap((text) => (typeof text === 'string' ? extractQuotes(text) : []))
    .map((quote) => quote.text)
    .filter((quote) => !quoteInTranscript(quote, call.transcript));
  return {
    id: call.id,
    quality: call.quality,
    stage: call.stage,
    expectedOverall: call.expected.overall,
    actualOverall: averageScore(call.feedback),
    categories,
    unfoundQuotes: [...new Set(unfoundQuotes)],
    practiseNext: practiseNextOf(call.feedback.overall_summary, categories),
  };
}

/**
 * Which category the summary's 'Practise next' names (its key or display name, first after the
 * phrase), beside the lowest-scored categories; null when the call has no scored category.
 */
export function practiseNextOf(summary: string, categories: readonly CategoryComparison[]): CallComparison['practiseNext'] {
  const scored = categories.filter((category) => category.actual !== null);
  if (scored.length === 0) return null;
  const lowest = Math.min(...scored.map((category) => category.actual!));
  const weakest = scored.filter((category) => category.actual === lowest).map((category) => category.key);
  const at = summary.search(/practi[sc]e next/i);
  if (at < 0) return { named: null, weakest };
  const after = summary.slice(at).toLowerCase();
  const mentions = categories
    .map((category) => ({
      key: category.key,
      index: Math.min(
        ...[category.key, formatSkillName(category.key)]
          .map((name) => after.indexOf(name.toLowerCase()))
          .map((index) => (index < 0 ? Infinity : index)),
      ),
    }))
    .filter((mention) => mention.index !== Infinity)
    .sort((a, b) => a.index - b.index);
  return { named: mentions[0]?.key ?? null, weakest };
}

/** The quotes one justification gives both as a strength and as a fault. */
export function quotesBothWays(justification: string): string[] {
  const quotes = extractQuotes(justification);
  const strengths = quotes.filter((quote) => quote.stance === 'strength');
  const faults = quotes.filter((quote) => quote.stance === 'fault');
  return strengths.filter((strength) => faults.some((fault) => sameQuote(strength.text, fault.text))).map((quote) => quote.text);
}

export interface Inversion {
  excellent: string;
  weak: string;
  excellentScore: number;
  weakScore: number;
  sameStage: boolean;
}

export interface CorpusReport {
  calls: CallComparison[];
  spearmanAll: { value: number; n: number };
  spearmanWithoutTerrible: { value: number; n: number };
  /** Per category key, over the calls where both scored it with a number. */
  categoryErrors: { key: string; mae: number; n: number }[];
  /** Over every category pair scored by both. */
  meanAbsoluteError: { value: number; n: number };
  excellentMeanDifference: { value: number; n: number };
  inversions: Inversion[];
  quotesBothWays: { id: string; key: string; quote: string }[];
  notObserved: {
    /** Categories the expert marked not observed, in judgeable calls. */
    expected: number;
    /** ...that the assessor scored with a number anyway. */
    scoredAnyway: { id: string; key: string; actual: number; reason: string }[];
    /** Categories the expert scored that the assessor left without a number. */
    missedScores: { id: string; key: string; expected: number }[];
    /** Calls the expert found too short or garbled to judge, and whether the assessor scored them. */
    unjudgeable: { id: string; actualOverall: number | null }[];
  };
  unfoundQuotes: { id: string; quote: string }[];
  /** Calls whose summary's 'Practise next' names no category, or one that is not among the lowest scored. */
  practiseNext: {
    checked: number;
    wrong: { id: string; named: string | null; weakest: string[] }[];
    /** Calls whose named category the expert scored 2 or more above the expert's weakest: coaching what was done better. */
    offExpertWeakest: { id: string; named: string; expected: number; expertWeakest: number }[];
  };
}

function overallPairs(calls: readonly CallComparison[]): { expected: number[]; actual: number[] } {
  const scored = calls.filter((call) => call.expectedOverall !== null && call.actualOverall !== null);
  return { expected: scored.map((call) => call.expectedOverall!), actual: scored.map((call) => call.actualOverall!) };
}

export function judgeCorpus(judged: readonly JudgedCall[]): CorpusReport {
  const calls = judged.map(compareCall);
  const all = overallPairs(calls);
  const withoutTerrible = overallPairs(calls.filter((call) => call.quality !== 'terrible'));

  const byKey = new Map<string, [number, number][]>();
  for (const call of calls) {
    for (const category of call.categories) {
      if (category.expected === null || category.actual === null) continue;
      byKey.set(category.key, [...(byKey.get(category.key) ?? []), [category.expected, category.actual]]);
    }
  }
  const categoryErrors = [...byKey].map(([key, pairs]) => ({ key, mae: meanAbsoluteError(pairs), n: pairs.length }));
  const allPairs = [...byKey.values()].flat();

  const excellent = calls.filter((call) => call.quality === 'excellent' && call.expectedOverall !== null && call.actualOverall !== null);
  const excellentDifferences = excellent.map((call) => call.actualOverall! - call.expectedOverall!);

  const inversions: Inversion[] = [];
  for (const good of calls.filter((call) => call.quality === 'excellent')) {
    for (const bad of calls.filter((call) => call.quality === 'weak')) {
      const goodScore = good.actualOverall ?? 0;
      const badScore = bad.actualOverall ?? 0;
      if (bad.actualOverall !== null && goodScore < badScore) {
        inversions.push({
          excellent: good.id,
          weak: bad.id,
          excellentScore: goodScore,
          weakScore: badScore,
          sameStage: good.stage === bad.stage,
        });
      }
    }
  }

  const judgeable = calls.filter((call) => call.quality !== 'unjudgeable');
  const notObservedExpected = judgeable.flatMap((call) =>
    call.categories.filter((category) => category.expected === null).map((category) => ({ call, category })),
  );

  return {
    calls,
    spearmanAll: { value: spearman(all.expected, all.actual), n: all.expected.length },
    spearmanWithoutTerrible: { value: spearman(withoutTerrible.expected, withoutTerrible.actual), n: withoutTerrible.expected.length },
    categoryErrors,
    meanAbsoluteError: { value: meanAbsoluteError(allPairs), n: allPairs.length },
    excellentMeanDifference: {
      value: excellentDifferences.length
        ? excellentDifferences.reduce((sum, value) => sum + value, 0) / excellentDifferences.length
        : Number.NaN,
      n: excellentDifferences.length,
    },
    inversions,
    quotesBothWays: calls.flatMap((call) =>
      call.categories.flatMap((category) => category.bothWays.map((quote) => ({ id: call.id, key: category.key, quote }))),
    ),
    notObserved: {
      expected: notObservedExpected.length,
      scoredAnyway: notObservedExpected
        .filter(({ category }) => category.actual !== null)
        .map(({ call, category }) => ({ id: call.id, key: category.key, actual: category.actual!, reason: category.expectedReason ?? '' })),
      missedScores: judgeable.flatMap((call) =>
        call.categories
          .filter((category) => category.expected !== null && category.actual === null)
          .map((category) => ({ id: call.id, key: category.key, expected: category.expected! })),
      ),
      unjudgeable: calls
        .filter((call) => call.quality === 'unjudgeable')
        .map((call) => ({ id: call.id, actualOverall: call.actualOverall })),
    },
    unfoundQuotes: calls.flatMap((call) => call.unfoundQuotes.map((quote) => ({ id: call.id, quote }))),
    practiseNext: {
      checked: calls.filter((call) => call.practiseNext !== null).length,
      wrong: calls.flatMap((call) =>
        call.practiseNext && (call.practiseNext.named === null || !call.practiseNext.weakest.includes(call.practiseNext.named))
          ? [{ id: call.id, ...call.practiseNext }]
          : [],
      ),
      offExpertWeakest: calls.flatMap((call) => {
        const named = call.categories.find((category) => category.key === call.practiseNext?.named);
        const expertScores = call.categories.map((category) => category.expected).filter((score): score is number => score !== null);
        if (!named || named.expected === null || expertScores.length === 0) return [];
        const expertWeakest = Math.min(...expertScores);
        return named.expected - expertWeakest >= PRACTISE_NEXT_MARGIN
          ? [{ id: call.id, named: named.key, expected: named.expected, expertWeakest }]
          : [];
      }),
    },
  };
}
