import { describe, expect, it } from 'vitest';
import { allMatches, createRegExpCache } from './regexp-matches';

const found = (matches: RegExpExecArray[]) => matches.map((match) => [match.index, match[0]]);

describe('allMatches', () => {
  it('finds what matchAll finds, on the pattern itself, and leaves it at the start', () => {
    const pattern = /\b(um+|uh+)\b|\d+/g;
    const text = 'um so 12 uhh and 7 ummm';
    expect(found(allMatches(pattern, text))).toEqual(found([...text.matchAll(pattern)]));
    expect(found(allMatches(pattern, text))).toEqual([
      [0, 'um'],
      [6, '12'],
      [9, 'uhh'],
      [17, '7'],
      [19, 'ummm'],
    ]);
    expect(pattern.lastIndex).toBe(0);
  });

  it('moves past empty matches as matchAll does, by a whole code point with the u flag', () => {
    expect(found(allMatches(/x*/g, 'axb'))).toEqual(found([...'axb'.matchAll(/x*/g)]));
    expect(found(allMatches(/(?:)/gu, 'a😀b'))).toEqual([
      [0, ''],
      [1, ''],
      [3, ''],
      [4, ''],
    ]);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => allMatches(/a/, 'a')).toThrow(/global/);
  });
});

describe('createRegExpCache', () => {
  it('gives the same RegExp for the same source and flags, and lets the oldest go past its limit', () => {
    const patternFor = createRegExpCache(2);
    const first = patternFor('^a$', 'i');
    expect(patternFor('^a$', 'i')).toBe(first);
    expect(patternFor('^a$')).not.toBe(first);
    expect(first.test('A')).toBe(true);
    patternFor('^b$');
    expect(patternFor('^a$', 'i')).not.toBe(first);
  });
});
