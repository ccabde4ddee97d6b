import { describe, expect, it } from 'vitest';
import { formatChange, formatFigure, targetLines, weekLabel } from './progress-view';

describe('progress view', () => {
  it('writes figures and changes with one decimal and a sign', () => {
    expect(formatFigure(6.45)).toBe('6.5');
    expect(formatFigure(null)).toBe('N/A');
    expect([formatChange(7, 6.6), formatChange(5, 6), formatChange(5, 5), formatChange(5, null)]).toEqual(['+0.4', '−1.0', '±0.0', null]);
  });

  it('reads a week as a calendar day', () => {
    expect(weekLabel('2026-03-02')).toMatch(/Mar\s*2|2\s*Mar/);
  });

  it('draws a target band as its bounds, leaving out a floor of zero', () => {
    expect(targetLines({ band: { min: 40, max: 60 } }, 2).map((line) => line.data)).toEqual([
      [40, 40],
      [60, 60],
    ]);
    expect(targetLines({ band: { min: 0, max: 120 } }, 1).map((line) => line.data)).toEqual([[120]]);
    expect(targetLines({ band: null }, 3)).toEqual([]);
  });
});
