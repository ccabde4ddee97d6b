import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

/** What is an objection to answer, and how it was answered (decision 53). */

describe('offline assessor: a pain the buyer tells before anything was pitched', () => {
  it('is the buyer’s situation to explore, not an objection to answer', () => {
    const transcript = call(
      rep("Hi Priya, it's Tom from Pinfold. Thanks for booking the call. I'd like to hear how bookings work for you now. OK?"),
      buyer('Sure.'),
      rep('So how do customers book a class today?'),
      buyer('Mostly by phone, but the online form is a nightmare and people complain about it.'),
      rep('What happens when a class is full?'),
      buyer("We keep a waiting list on paper, and honestly I'm worried we lose people."),
      rep('Could we look at a short demo on Thursday at ten?'),
      buyer('Thursday at ten works.'),
    );
    const objections = entry(assess(transcript, 'Discovery'), 'objection_handling');
    expect(objections.score).toBeNull();
    expect(objections.justification).toMatch(/^Not observed/);
  });
});
