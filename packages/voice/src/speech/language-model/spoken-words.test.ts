import { describe, expect, it } from 'vitest';
import { spellNumber, spokenSentences } from './spoken-words';

describe('spoken words', () => {
  it('splits sentences and lower-cases words, keeping apostrophes inside words', () => {
    expect(spokenSentences("Hi, I'm Sam from Quotaflow! Don't worry: it's quick.\nNew line")).toEqual([
      ['hi', "i'm", 'sam', 'from', 'quotaflow'],
      ["don't", 'worry'],
      ["it's", 'quick'],
      ['new', 'line'],
    ]);
  });

  it('spells numbers, money and percentages as people say them', () => {
    expect(spellNumber(0)).toEqual(['zero']);
    expect(spellNumber(42)).toEqual(['forty', 'two']);
    expect(spellNumber(1999)).toEqual(['one', 'thousand', 'nine', 'hundred', 'ninety', 'nine']);
    expect(spokenSentences('We cut ramp time by 30% for $50k, with 2.5 reps.')).toEqual([
      [
        'we',
        'cut',
        'ramp',
        'time',
        'by',
        'thirty',
        'percent',
        'for',
        'fifty',
        'thousand',
        'dollars',
        'with',
        'two',
        'point',
        'five',
        'reps',
      ],
    ]);
  });

  it('reads thousands separators, ordinals and the day after a month as a speaker says them', () => {
    expect(spokenSentences('It is $18,000 a year for 1,500 users, $1,620 a month.')).toEqual([
      [
        ...['it', 'is', 'eighteen', 'thousand', 'dollars', 'a', 'year', 'for', 'one', 'thousand', 'five', 'hundred', 'users'],
        ...['one', 'thousand', 'six', 'hundred', 'twenty', 'dollars', 'a', 'month'],
      ],
    ]);
    expect(spokenSentences('Signed by June 30, live on April 1, the 3rd or the 22nd, in May 2025.')).toEqual([
      [
        'signed',
        'by',
        'june',
        'thirtieth',
        'live',
        'on',
        'april',
        'first',
        'the',
        'third',
        'or',
        'the',
        'twenty',
        'second',
        'in',
        'may',
        'two',
        'thousand',
        'twenty',
        'five',
      ],
    ]);
  });

  it('separates words joined by hyphens, slashes and symbols', () => {
    expect(spokenSentences('Follow-up calls & e-mail / CRM+ERP @ Brightwell')).toEqual([
      ['follow', 'up', 'calls', 'and', 'e', 'mail', 'crm', 'plus', 'erp', 'at', 'brightwell'],
    ]);
  });
});
