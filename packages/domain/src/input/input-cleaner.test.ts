import { describe, expect, it } from 'vitest';
import { cleanInput } from './input-cleaner';

describe('general input cleaner (spec section 5)', () => {
  it('strips < and >, then trims', () => {
    expect(cleanInput('  <b>hello</b> ')).toBe('bhello/b');
    expect(cleanInput('\n a > b < c \t')).toBe('a  b  c');
  });

  it('throws for anything but a string', () => {
    for (const value of [undefined, null, 42, {}, ['x']]) {
      expect(() => cleanInput(value)).toThrow('Invalid input type');
    }
  });

  it('limits to 1000 characters by default, counted after cleaning', () => {
    expect(cleanInput('x'.repeat(1000))).toHaveLength(1000);
    expect(() => cleanInput('x'.repeat(1001))).toThrow('Input too long. Maximum 1000 characters allowed.');
    expect(cleanInput(`<${'x'.repeat(1000)}>`)).toHaveLength(1000);
    expect(() => cleanInput('x'.repeat(11), 10)).toThrow('Input too long. Maximum 10 characters allowed.');
  });

  it('never returns more than 10000 characters', () => {
    expect(cleanInput('x'.repeat(10_000), 10_000)).toHaveLength(10_000);
    expect(cleanInput('x'.repeat(12_000), 50_000)).toHaveLength(10_000);
  });
});
