import { describe, expect, it } from 'vitest';
import type { MetricProgress } from '@rehearse/domain';
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
    const metric = (band: MetricProgress['band']): MetricProgress => ({ key: 'talk_ratio', label: '', target: '', band, in_range: 0, points: [{ session_id: 'a', created_at: '', value: 1, display: '', in_range: true }] });
    expect(targetLines(metric({ min: 40, max: 60 })).map((line) => line.data)).toEqual([[40], [60]]);
    expect(targetLines(metric({ min: 0, max: 120 })).map((line) => line.data)).toEqual([[120]]);
    expect(targetLines(metric(null))).toEqual([]);
  });
});
