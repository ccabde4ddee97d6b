import { RUBRICS } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { excerpt } from './justification';
import { CATEGORY_CHECKS } from './rubric-checks';

const categories = Object.values(RUBRICS).flatMap((rubric) => rubric.categories.map((category) => [rubric.stage, category.key] as const));

describe('offline checks of each rubric category', () => {
  it.each(categories)('%s / %s: good checks worth 10 points together, and at least one fault', (_, key) => {
    const checks = CATEGORY_CHECKS[key] ?? [];
    expect(checks.filter((check) => check.points > 0).reduce((total, check) => total + check.points, 0)).toBe(10);
    expect(checks.some((check) => check.points < 0)).toBe(true);
    for (const check of checks) {
      expect(check.did).toMatch(/^[A-Z]/);
      if (check.points > 0) expect(check.missing).toBeTruthy();
    }
  });

  it('has no checks for categories no rubric has', () => {
    expect(Object.keys(CATEGORY_CHECKS).sort()).toEqual([...new Set(categories.map(([, key]) => key))].sort());
  });
});

describe('excerpt: a short quote, word for word', () => {
  const long = 'so basically what we do is we have this platform and it does a lot of things for a lot of different companies and we help';

  it('keeps a short turn whole', () => {
    expect(excerpt('  could we book   a meeting  ')).toBe('could we book a meeting');
  });

  it('cuts a long turn to 16 words, marking what was left out', () => {
    expect(excerpt(long)).toBe('so basically what we do is we have this platform and it does a lot of…');
  });

  it('starts a few words before the focus when it lies further in', () => {
    const longer = `${long} every single day of the week for years`;
    expect(excerpt(longer, /\bthings\b/)).toBe('…a lot of things for a lot of different companies and we help every single day…');
    // Near the end, the quote ends with the turn.
    expect(excerpt(long, /\bwe help\b/)).toBe('…and it does a lot of things for a lot of different companies and we help');
    expect(excerpt(long, /\bplatform\b/)).toBe('so basically what we do is we have this platform and it does a lot of…');
  });

  it('finds the focus in any case', () => {
    expect(excerpt(`${long} OK`.replace('platform', 'Platform'), /\bplatform\b/)).toContain('Platform');
  });
});
