import { describe, expect, it } from 'vitest';
import type { AssessmentFeedback } from './assessment.types';
import { RUBRICS } from './rubrics';
import {
  averageScore,
  formatAverageScore,
  formatScore,
  formatSkillName,
  isAssessmentComplete,
  isNumericScore,
  numericScores,
  scoreTone,
  formatCallTime,
  skillEntries,
} from './score-rules';

const entry = (score: unknown, justification = 'Because.') => ({ score, justification }) as { score: number; justification: string };
const feedback = (scores: Record<string, unknown>, summary = 'Summary.'): AssessmentFeedback => ({
  overall_summary: summary,
  ...Object.fromEntries(Object.entries(scores).map(([key, score]) => [key, entry(score)])),
});

describe('a score counts only if numeric (spec section 5)', () => {
  it.each([
    [7, true],
    [0, true],
    [10, true],
    [6.5, true],
    ['7', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [{ value: 7 }, false],
  ])('%j: %s', (value, expected) => {
    expect(isNumericScore(value)).toBe(expected);
  });

  it('collects the numeric scores only, overall_summary excluded', () => {
    const mixed = { ...feedback({ a: 8, b: '9', c: null, d: 4 }), e: 'a stray text', overall_summary: '10' } as AssessmentFeedback;
    expect(numericScores(mixed)).toEqual([8, 4]);
    expect(numericScores(null)).toEqual([]);
  });
});

describe('average: over numeric scores only, one decimal', () => {
  it.each([
    [{ a: 8, b: 6, c: 7 }, 7, '7.0'],
    [{ a: 8, b: 7 }, 7.5, '7.5'],
    [{ a: 7, b: 7, c: 6 }, 6.7, '6.7'],
    [{ a: 1, b: 2, c: 2 }, 1.7, '1.7'],
    [{ a: 9, b: 'x', c: 5 }, 7, '7.0'],
    [{ a: 10 }, 10, '10.0'],
    [{ a: 0, b: 0 }, 0, '0.0'],
    // 7.25 rounds half up, not down through binary error.
    [{ a: 7, b: 7, c: 7, d: 8 }, 7.3, '7.3'],
  ])('%j: %s (%s)', (scores, average, shown) => {
    expect(averageScore(feedback(scores))).toBe(average);
    expect(formatAverageScore(feedback(scores))).toBe(shown);
  });

  it('is N/A with no numeric score: a call too short to assess has only overall_summary', () => {
    expect(averageScore({ overall_summary: 'Not enough conversation to assess.' })).toBeNull();
    expect(formatAverageScore({ overall_summary: 'Not enough conversation to assess.' })).toBe('N/A');
    expect(formatAverageScore(feedback({ a: 'high', b: null }))).toBe('N/A');
    expect(formatAverageScore(null)).toBe('N/A');
    expect(formatAverageScore(undefined)).toBe('N/A');
  });
});

describe('score colour (spec section 9): 7+ green, 4-6 yellow/orange, below 4 red', () => {
  it.each([
    [10, 'green'],
    [7, 'green'],
    [7.0, 'green'],
    [6.9, 'yellow'],
    [6, 'yellow'],
    [4, 'yellow'],
    [3.9, 'red'],
    [3, 'red'],
    [0, 'red'],
  ])('%s: %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it('colours an average by its shown value', () => {
    const average = averageScore(
      feedback({
        a: 7,
        b: 7,
        c: 7,
        d: 7,
        e: 7,
        f: 7,
        g: 7,
        h: 7,
        i: 7,
        j: 7,
        k: 7,
        l: 7,
        m: 7,
        n: 7,
        o: 7,
        p: 7,
        q: 7,
        r: 7,
        s: 7,
        t: 7,
        u: 7,
        v: 7,
        w: 6,
      }),
    )!;
    expect(average).toBe(7);
    expect(scoreTone(average)).toBe('green');
  });
});

describe('display', () => {
  it.each([
    ['call_structure', 'Call Structure'],
    ['hook_and_rapport', 'Hook And Rapport'],
    ['next_steps', 'Next Steps'],
    ['confidence_and_poise', 'Confidence And Poise'],
    ['objection', 'Objection'],
    ['double__underscore_', 'Double Underscore'],
  ])('skill name of %s: %s', (key, name) => {
    expect(formatSkillName(key)).toBe(name);
  });

  it.each([
    [7, '7/10'],
    [0, '0/10'],
    [10, '10/10'],
    ['7', 'N/A'],
    [undefined, 'N/A'],
  ])('score %j as %s', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });
});

describe('isAssessmentComplete: overall_summary is a text (spec section 3)', () => {
  it.each([
    [{ overall_summary: 'Good call.' }, true],
    [{ overall_summary: '' }, true],
    [{ overall_summary: 'Summary.', call_structure: entry(7) }, true],
    [{ call_structure: entry(7) }, false],
    [{ overall_summary: null }, false],
    [{ overall_summary: 7 }, false],
    [null, false],
    [undefined, false],
    ['overall_summary', false],
  ])('%j: %s', (value, expected) => {
    expect(isAssessmentComplete(value)).toBe(expected);
  });
});

describe('skillEntries: the categories in rubric order', () => {
  it('lists the rubric categories in rubric order, then unknown keys in the feedback order', () => {
    const stored = feedback({
      next_steps: 3,
      extra_skill: 5,
      rapport_and_agenda: 8,
      needs_exploration: '7',
      value_alignment: 6,
      objection_handling: 4,
    });
    expect(skillEntries(stored, RUBRICS.discovery).map(({ key, name, score }) => [key, name, score])).toEqual([
      ['rapport_and_agenda', 'Rapport And Agenda', 8],
      ['needs_exploration', 'Needs Exploration', null],
      ['value_alignment', 'Value Alignment', 6],
      ['objection_handling', 'Objection Handling', 4],
      ['next_steps', 'Next Steps', 3],
      ['extra_skill', 'Extra Skill', 5],
    ]);
  });

  it('skips categories the feedback lacks and entries that are not objects', () => {
    const stored = { overall_summary: 'x', call_structure: entry(6, 'Opened well.'), needs_assessment: 'seven' } as AssessmentFeedback;
    expect(skillEntries(stored, RUBRICS.general)).toEqual([
      { key: 'call_structure', name: 'Call Structure', score: 6, unscored: null, justification: 'Opened well.', evidence: [] },
    ]);
  });

  it('gives nothing for a feedback without categories or without a feedback', () => {
    expect(skillEntries({ overall_summary: 'Not enough conversation to assess.' }, RUBRICS.general)).toEqual([]);
    expect(skillEntries(null)).toEqual([]);
  });
});

describe('categories left unscored on purpose (issue 15)', () => {
  const notObserved = { score: null, unscored: 'not-observed', justification: 'Not observed: the buyer raised no concern.' };
  const stored = {
    overall_summary: 'x',
    rapport_and_agenda: {
      score: 8,
      justification: 'Set an agenda at 0:05: "shall we start with your goals".',
      evidence: [
        { quote: 'shall we start with your goals', atSeconds: 5, stance: 'strength' },
        { quote: 'no time', stance: 'fault' },
      ],
    },
    objection_handling: notObserved,
    value_alignment: { score: null, unscored: 'made-up', justification: '?' },
  } as unknown as AssessmentFeedback;

  it('leaves a not-observed category out of the average', () => {
    expect(numericScores(stored)).toEqual([8]);
    expect(averageScore(stored)).toBe(8);
    expect(formatAverageScore({ overall_summary: 'x', objection_handling: notObserved } as unknown as AssessmentFeedback)).toBe('N/A');
  });

  it('says why a category has no number, and keeps only well-formed evidence', () => {
    const [rapport, value, objections] = skillEntries(stored, RUBRICS.discovery);
    expect(rapport).toMatchObject({
      score: 8,
      unscored: null,
      evidence: [{ quote: 'shall we start with your goals', atSeconds: 5, stance: 'strength' }],
    });
    expect(objections).toMatchObject({ score: null, unscored: 'not-observed', justification: notObserved.justification, evidence: [] });
    expect(value).toMatchObject({ score: null, unscored: null });
  });

  it('a stored score wins over a stray unscored mark', () => {
    const odd = {
      overall_summary: 'x',
      next_steps: { score: 4, unscored: 'not-observed', justification: 'j' },
    } as unknown as AssessmentFeedback;
    expect(skillEntries(odd)[0]).toMatchObject({ score: 4, unscored: null });
  });

  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [75, '1:15'],
    [750, '12:30'],
  ])('a call time of %s s is shown as %s', (seconds, shown) => {
    expect(formatCallTime(seconds)).toBe(shown);
  });
});
