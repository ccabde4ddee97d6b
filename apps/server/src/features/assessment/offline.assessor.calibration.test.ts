import { averageScore, computeConversationMetrics, skillEntries } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { asRead, assessOffline, calibrated, drawnTowardTheCall } from './offline.assessor';
import { buyer, call, rep } from './offline-assessment.test-support';
import { practiceScenario } from './practice-call.test-support';

const sum = (scores: readonly (number | null)[]) => scores.reduce<number>((total, score) => total + (score ?? 0), 0);

describe("offline assessor: each category's score drawn toward the call's (decision 119)", () => {
  it('narrows the spread of a demo, negotiation or close while the call keeps its total', () => {
    const read = [10, 10, 10, 10, 0];
    const given = drawnTowardTheCall('solution', read);
    expect(sum(given)).toBe(sum(read));
    // Four tens and a zero (mean 8): each ten comes down to 9 or 10, the zero up to 3 or 4.
    expect(given.slice(0, 4).every((score) => score === 9 || score === 10)).toBe(true);
    expect(given[4]).toBeGreaterThanOrEqual(3);
    expect(given[4]).toBeLessThanOrEqual(4);
    expect(drawnTowardTheCall('negotiation', [2, 8, 5, 5, 5])).toEqual([3, 7, 5, 5, 5]);
  });

  it('keeps the order of the scores, a category not observed, and a call whose categories agree', () => {
    // Mean of the four scored is 5.75: 10 -> 8.3, 1 -> 2.9, 5 -> 5.3, 7 -> 6.5, in whole points summing to 23.
    expect(drawnTowardTheCall('closing', [null, 10, 1, 5, 7])).toEqual([null, 8, 3, 5, 7]);
    expect(drawnTowardTheCall('closing', [6, 6, 6, 6, 6])).toEqual([6, 6, 6, 6, 6]);
    expect(drawnTowardTheCall('closing', [null, null, null, null, null])).toEqual([null, null, null, null, null]);
  });

  it("draws the cold call, discovery and general rubrics too, after their trainer's scale (decision 118)", () => {
    expect(drawnTowardTheCall('prospecting', [2, 8, 5, 5, 5])).toEqual([3, 7, 5, 5, 5]);
    // Read as [10, 0, 10, 0, 10]: on the trainer's scale [10, 1, 10, 1, 10], then drawn toward its mean of 6.4.
    expect(calibrated('discovery', [10, 0, 10, 0, 10])).toEqual([8, 3, 9, 3, 9]);
    expect(calibrated('general', [null, 4, 4, 4, 4])).toEqual([null, 3, 3, 3, 3]);
  });

  it("gives a demo's categories closer together than read, with the same average and the same category to practise", () => {
    const transcript = call(
      rep("Hi Jenna, it's Chris from Sendwick. Last time you said nobody follows up on abandoned carts. Is that still the picture?"),
      buyer('Yes, we lose about forty carts a week.'),
      rep(
        'So when someone leaves a candle in the cart, they get an email after an hour and a text the next day with the product photo. Would that help with the forty a week?',
      ),
      buyer('It would. How much is it?'),
      rep('Thanks, bye.'),
    );
    const input = {
      transcript,
      stage: 'solution' as const,
      scenario: practiceScenario(),
      metrics: computeConversationMetrics(transcript, { stage: 'Solution' }),
    };
    const given = assessOffline(input);
    const read = assessOffline(input, asRead);
    const scores = (feedback: typeof given) => skillEntries(feedback).map((skill) => skill.score);
    const spread = (values: readonly (number | null)[]) => {
      const numbers = values.filter((value): value is number => value !== null);
      return Math.max(...numbers) - Math.min(...numbers);
    };
    expect(spread(scores(read))).toBeGreaterThan(spread(scores(given)));
    expect(averageScore(given)).toBe(averageScore(read));
    const practised = (feedback: typeof given) => /Practise next: ([A-Za-z ]+) \(/.exec(feedback.overall_summary)?.[1];
    expect(practised(given)).toBe(practised(read));
  });
});
