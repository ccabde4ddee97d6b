import { describe, expect, it } from 'vitest';
import { formatCallDate, formatClock, formatDurationSeconds } from './time-format';

describe('formatClock', () => {
  it('writes m:ss, rounding down', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(600)).toBe('10:00');
  });

  it('adds hours past an hour', () => {
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('never shows a negative or unknown time', () => {
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('formatDurationSeconds', () => {
  it('shows seconds, or N/A when unknown', () => {
    expect(formatDurationSeconds(95)).toBe('95 seconds');
    expect(formatDurationSeconds(1)).toBe('1 second');
    expect(formatDurationSeconds(0)).toBe('0 seconds');
    expect(formatDurationSeconds(null)).toBe('N/A');
    expect(formatDurationSeconds(undefined)).toBe('N/A');
    expect(formatDurationSeconds(-1)).toBe('N/A');
  });
});

describe('formatCallDate', () => {
  it("uses the reader's locale and time zone", () => {
    expect(formatCallDate('2025-11-23T14:05:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 23, 2025, 2:05 PM');
    expect(formatCallDate('2025-11-23T14:05:00Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('23 Nov 2025, 14:05');
  });

  it('says so when the date is unreadable', () => {
    expect(formatCallDate('not a date')).toBe('Unknown date');
  });
});
