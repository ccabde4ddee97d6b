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

  it('separates words joined by hyphens, slashes and symbols', () => {
    expect(spokenSentences('Follow-up calls & e-mail / CRM+ERP @ Brightwell')).toEqual([
      ['follow', 'up', 'calls', 'and', 'e', 'mail', 'crm', 'plus', 'erp', 'at', 'brightwell'],
    ]);
  });
});
