import { describe, expect, it } from 'vitest';
import { withTime } from './buyer-next-step';

describe('withTime', () => {
  it('capitalises a recognised time where it starts a sentence', () => {
    expect(withTime('{time}, yes. That works.', 'thursday afternoon')).toBe('Thursday afternoon, yes. That works.');
    expect(withTime('Good. {time} works.', 'next monday')).toBe('Good. Next Monday works.');
  });

  it('capitalises day names inside a sentence, and only them', () => {
    expect(withTime('Yes, {time} is fine.', 'thursday at two')).toBe('Yes, Thursday at two is fine.');
  });
});
