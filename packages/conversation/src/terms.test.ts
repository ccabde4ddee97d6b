import { describe, expect, it } from 'vitest';
import { offersTerms } from './terms';

describe('offersTerms', () => {
  it.each(["Fine, I'll do forty then.", 'We can go down to thirty-eight.', 'I could bring it down to fifty a seat.', 'I can give you ten percent off.'])('%s: offers', (text) => {
    expect(offersTerms(text)).toBe(true);
  });

  it.each(["I'll do my best to get you the numbers.", 'The licence is forty thousand a year.', 'What would you need the price to be?'])('%s: offers nothing', (text) => {
    expect(offersTerms(text)).toBe(false);
  });
});
