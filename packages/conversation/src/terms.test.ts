import { describe, expect, it } from 'vitest';
import { offersHelp, offersTerms, refusesTerms } from './terms';

describe('offersTerms', () => {
  it.each([
    "Fine, I'll do forty then.",
    'We can go down to thirty-eight.',
    'I could bring it down to fifty a seat.',
    'I can give you ten percent off.',
    'What if I take ten percent off?',
    'How about twenty-two as well?',
    'I can throw in free onboarding too.',
    "We'll waive the set-up fee.",
  ])('%s: offers', (text) => {
    expect(offersTerms(text)).toBe(true);
  });

  it.each([
    "I'll do my best to get you the numbers.",
    'The licence is forty thousand a year.',
    'What would you need the price to be?',
    'How about next Tuesday at ten?',
    'Onboarding is free for every customer.',
  ])('%s: offers nothing', (text) => {
    expect(offersTerms(text)).toBe(false);
  });
});

describe('offersHelp', () => {
  it.each([
    'I can send you a one-page summary for your board.',
    "I'm happy to join a short call with her.",
    'Should I send him the agreement?',
    'Makes sense. Let me send you a proposal and you let me know.',
  ])('%s: offers help', (text) => {
    expect(offersHelp(text)).toBe(true);
  });

  it.each([
    'The price is only valid until Friday.',
    'Can you send me the signed copy?',
    'We integrate with most systems.',
    'Let me share my screen and show you the dashboard.',
  ])('%s: offers none', (text) => {
    expect(offersHelp(text)).toBe(false);
  });
});

describe('refusesTerms', () => {
  it.each([
    "That one I can't do. The three-year term already holds the four fifty.",
    "I'd rather not touch the monthly, because that's what the saving pays for.",
    "We won't go below forty on the licence.",
  ])('%s: holds the terms', (text) => {
    expect(refusesTerms(text)).toBe(true);
  });

  it.each(["I'll do forty then.", "I can't promise the integration by March.", 'We can go down to thirty-eight.'])(
    '%s: refuses no terms',
    (text) => {
      expect(refusesTerms(text)).toBe(false);
    },
  );
});
