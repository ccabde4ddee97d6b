import { describe, expect, it } from 'vitest';
import { copyBaseOf, nextCopyTitle } from './copy-title';

describe('duplicate titles (spec section 5)', () => {
  it("names the first copy '(Copy)', then '(Copy 2)', '(Copy 3)' until unused", () => {
    expect(nextCopyTitle('Demo', ['Demo'])).toBe('Demo (Copy)');
    expect(nextCopyTitle('Demo', ['Demo', 'Demo (Copy)'])).toBe('Demo (Copy 2)');
    expect(nextCopyTitle('Demo', ['Demo', 'Demo (Copy)', 'Demo (Copy 2)'])).toBe('Demo (Copy 3)');
    expect(nextCopyTitle('Demo', ['Demo', 'Demo (Copy)', 'Demo (Copy 3)'])).toBe('Demo (Copy 2)');
  });

  it('continues the family when copying a copy instead of stacking suffixes', () => {
    expect(nextCopyTitle('Demo (Copy)', ['Demo', 'Demo (Copy)'])).toBe('Demo (Copy 2)');
    expect(nextCopyTitle('Demo (Copy 2)', ['Demo', 'Demo (Copy)', 'Demo (Copy 2)'])).toBe('Demo (Copy 3)');
    expect(copyBaseOf('Demo (Copy 12)')).toBe('Demo');
    expect(copyBaseOf('Demo (Copy) ')).toBe('Demo');
    expect(copyBaseOf('(Copy)')).toBe('(Copy)');
    expect(copyBaseOf('Demo (Copyright)')).toBe('Demo (Copyright)');
  });

  it('is exact about titles: case and other families do not count', () => {
    expect(nextCopyTitle('Demo', ['demo (copy)', 'Demo (Copy) extra'])).toBe('Demo (Copy)');
  });

  it('keeps the copy within the 100-character title limit', () => {
    const long = 'x'.repeat(100);
    const copy = nextCopyTitle(long, [long]);
    expect(copy).toBe(`${'x'.repeat(93)} (Copy)`);
    expect(nextCopyTitle(long, [long, copy])).toHaveLength(100);
  });
});
