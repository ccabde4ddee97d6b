import type { AssessmentFeedback, TranscriptEntry } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import {
  extractQuotes,
  judgeCorpus,
  practiseNextOf,
  meanAbsoluteError,
  quoteInTranscript,
  quotesBothWays,
  ranksOf,
  sameQuote,
  spearman,
  stanceOf,
  type JudgedCall,
} from './judge';

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, whatever the scale', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [0.4, 0.3, 0.2, 0.1])).toBeCloseTo(-1);
  });

  it('matches the textbook formula 1 - 6 sum d^2 / (n (n^2 - 1)) without ties', () => {
    // ranks x: 1 2 3 4 5, ranks y: 2 1 4 3 5 -> sum d^2 = 4 -> 1 - 24 / 120 = 0.8
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8);
  });

  it('gives tied values the mean of their ranks', () => {
    expect(ranksOf([5, 1, 5, 3])).toEqual([3.5, 1, 3.5, 2]);
    // x ranks 1 2 3 4, y ranks 1.5 1.5 3 4: the Pearson correlation of the ranks
    expect(spearman([1, 2, 3, 4], [7, 7, 8, 9])).toBeCloseTo(0.9487, 4);
  });

  it('is not a number for fewer than two pairs or no spread', () => {
    expect(spearman([1], [1])).toBeNaN();
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNaN();
  });
});

describe('meanAbsoluteError', () => {
  it('averages the absolute differences', () => {
    expect(
      meanAbsoluteError([
        [9, 7],
        [2, 5],
        [4, 4],
      ]),
    ).toBeCloseTo(5 / 3);
    expect(meanAbsoluteError([])).toBeNaN();
  });
});

describe('quote extraction', () => {
  it('finds each quote with the claim before it, straight or curly quotes', () => {
    const justification =
      'Asked for a concrete next step: "Can we meet Thursday at two?". Missing: the buyer\'s agreement. The call ended on: \u201cThanks, bye.\u201d';
    expect(extractQuotes(justification)).toEqual([
      { text: 'Can we meet Thursday at two?', claim: 'Asked for a concrete next step:', stance: 'strength' },
      { text: 'Thanks, bye.', claim: 'The call ended on:', stance: 'neutral' },
    ]);
  });

  it('reads a claim of something missing or done badly as a fault, an example as neutral', () => {
    expect(stanceOf('Missing: the value in money or time:')).toBe('fault');
    expect(stanceOf("Didn't check the agenda with the buyer:")).toBe('fault');
    expect(stanceOf('Pitched before asking anything:')).toBe('fault');
    expect(stanceOf('Leaned on superlatives instead of specifics:')).toBe('fault');
    expect(stanceOf("Tied the product to the buyer's own situation:")).toBe('strength');
    expect(stanceOf('Acknowledged the concern before answering:')).toBe('strength');
    expect(stanceOf('For example, the salesperson said:')).toBe('neutral');
  });

  it('counts a quote given as a strength and as a fault once, cut or not', () => {
    const justification =
      'Stated the outcome customers get: "we help teams see which campaigns drive revenue so you can move budget". ' +
      'Leaned on superlatives instead of specifics: "\u2026see which campaigns drive revenue so you can\u2026".';
    expect(quotesBothWays(justification)).toEqual(['we help teams see which campaigns drive revenue so you can move budget']);
    expect(
      quotesBothWays(
        'Framed the call: "Thanks for your time today". Pitched before asking anything: "Our platform has forty integrations"',
      ),
    ).toEqual([]);
  });

  it('tells the same evidence by a shared run of six words', () => {
    expect(sameQuote('I understand. We have machine learning.', 'We have machine learning')).toBe(true);
    expect(sameQuote('one two three four five six seven', '\u2026three four five six seven eight')).toBe(false);
    expect(sameQuote('one two three four five six seven', 'zero two three four five six seven')).toBe(true);
  });

  it('checks that a quote, even cut with an ellipsis, is words of one turn', () => {
    const transcript: TranscriptEntry[] = [
      { role: 'user', text: "Hi Priya, it's Sam. We have thirty minutes today.", startMs: 0, endMs: 3000 },
    ];
    expect(quoteInTranscript("\u2026it's Sam. We have thirty\u2026", transcript)).toBe(true);
    expect(quoteInTranscript('hi priya its sam', transcript)).toBe(false);
    expect(quoteInTranscript('We have forty minutes', transcript)).toBe(false);
  });
});

function buildJudgedCall(overrides: Partial<JudgedCall> & { scores?: [number | null, number | null][] } = {}): JudgedCall {
  const { scores = [[8, 8]], ...rest } = overrides;
  const categories: JudgedCall['expected']['categories'] = {};
  const feedback: AssessmentFeedback = { overall_summary: 'Summary.' };
  scores.forEach(([expected, actual], index) => {
    categories[`category_${index}`] = expected === null ? { score: null, reason: 'no chance' } : { score: expected };
    if (actual !== null) feedback[`category_${index}`] = { score: actual, justification: '' };
  });
  const numeric = scores.map(([expected]) => expected).filter((score): score is number => score !== null);
  return {
    id: 'call',
    quality: 'decent',
    stage: 'discovery',
    transcript: [],
    expected: { categories, overall: numeric.length ? numeric.reduce((a, b) => a + b, 0) / numeric.length : null },
    feedback,
    ...rest,
  };
}

describe('judgeCorpus', () => {
  it("reports an excellent call scored below a weak one, and the excellent calls' mean difference", () => {
    const report = judgeCorpus([
      buildJudgedCall({ id: 'great', quality: 'excellent', scores: [[9, 4]] }),
      buildJudgedCall({ id: 'poor', quality: 'weak', stage: 'closing', scores: [[2, 6]] }),
      buildJudgedCall({ id: 'awful', quality: 'terrible', scores: [[0, 0]] }),
    ]);
    expect(report.inversions).toEqual([{ excellent: 'great', weak: 'poor', excellentScore: 4, weakScore: 6, sameStage: false }]);
    expect(report.excellentMeanDifference).toEqual({ value: -5, n: 1 });
    expect(report.spearmanWithoutTerrible).toEqual({ value: -1, n: 2 });
    expect(report.meanAbsoluteError).toEqual({ value: 3, n: 3 });
  });

  it('leaves not-observed categories out of the error and reports the ones the assessor scored anyway', () => {
    const report = judgeCorpus([
      buildJudgedCall({
        id: 'cut',
        scores: [
          [7, 6],
          [null, 5],
          [null, null],
        ],
      }),
      buildJudgedCall({ id: 'short', quality: 'unjudgeable', scores: [[null, 3]] }),
    ]);
    expect(report.categoryErrors).toEqual([{ key: 'category_0', mae: 1, n: 1 }]);
    expect(report.notObserved).toEqual({
      expected: 2,
      scoredAnyway: [{ id: 'cut', key: 'category_1', actual: 5, reason: 'no chance' }],
      missedScores: [],
      unjudgeable: [{ id: 'short', actualOverall: 3 }],
    });
  });
});

describe('practiseNextOf', () => {
  const categories = [
    { key: 'value_recap', expected: 3, actual: 2, bothWays: [] },
    { key: 'secure_commitment', expected: 8, actual: 6, bothWays: [] },
    { key: 'final_objection_handling', expected: null, actual: null, bothWays: [] },
  ];

  it('finds the category the summary names after Practise next, by display name or key, beside the lowest scored', () => {
    expect(practiseNextOf('Top strength: Secure Commitment (6/10). Practise next: Value Recap (2/10).', categories)).toEqual({
      named: 'value_recap',
      weakest: ['value_recap'],
    });
    expect(practiseNextOf('Practice next secure_commitment.', categories)).toEqual({
      named: 'secure_commitment',
      weakest: ['value_recap'],
    });
    expect(practiseNextOf('A fine call.', categories)).toEqual({ named: null, weakest: ['value_recap'] });
  });

  it('reports a summary coaching what the expert saw as done better than the weakest', () => {
    const call = buildJudgedCall({
      id: 'close',
      scores: [
        [3, 2],
        [8, 6],
      ],
    });
    call.feedback.overall_summary = 'Practise next: Category 1.';
    expect(judgeCorpus([call]).practiseNext).toEqual({
      checked: 1,
      wrong: [{ id: 'close', named: 'category_1', weakest: ['category_0'] }],
      offExpertWeakest: [{ id: 'close', named: 'category_1', expected: 8, expertWeakest: 3 }],
    });
  });
});
