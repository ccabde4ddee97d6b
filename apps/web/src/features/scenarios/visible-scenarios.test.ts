import { describe, expect, it } from 'vitest';
import { hasHiddenScenarios, viewAllLabel, visibleScenarios } from './visible-scenarios';

describe('visible scenarios', () => {
  const six = [1, 2, 3, 4, 5, 6];

  it('shows the first four until expanded, then all', () => {
    expect(visibleScenarios(six, false)).toEqual([1, 2, 3, 4]);
    expect(visibleScenarios(six, true)).toEqual(six);
    expect(visibleScenarios([1, 2], false)).toEqual([1, 2]);
  });

  it('offers the toggle only above four', () => {
    expect(hasHiddenScenarios(0)).toBe(false);
    expect(hasHiddenScenarios(4)).toBe(false);
    expect(hasHiddenScenarios(5)).toBe(true);
  });

  it('names the count', () => {
    expect(viewAllLabel(6)).toBe('View All (6 scenarios)');
  });
});
