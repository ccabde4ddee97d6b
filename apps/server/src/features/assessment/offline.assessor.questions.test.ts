import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.builders';

describe('offline assessor: a recogniser question run into the line before it', () => {
  it("reads 'twelve percent is that across all four clinics or mainly one' as a follow-up, and 'so that is it' as none", () => {
    const discovery = (line: string) =>
      call(
        rep('hi priya its jordan from mend well thanks for making the time today'),
        buyer('Sure.'),
        rep('great so how do patients book an appointment with you right now'),
        buyer('Mostly by phone. Our no-show rate is around twelve percent, which hurts on the busy days.'),
        rep(line),
        buyer("It's worse at the city clinic, maybe fifteen there."),
      );
    const followed = entry(
      assess(discovery('twelve percent is that across all four clinics or mainly one'), 'Discovery'),
      'needs_exploration',
    );
    const stated = entry(assess(discovery('okay twelve percent so that is it for the clinics'), 'Discovery'), 'needs_exploration');
    expect(followed.justification).toMatch(/is that across all four clinics or mainly one/);
    expect(stated.justification).not.toMatch(/so that is it/);
    expect(followed.score!).toBeGreaterThan(stated.score!);
  });
});
