import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './call-duration';

describe('formatCallDuration', () => {
  it('shows m:ss, then h:mm:ss', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(9_999)).toBe('0:09');
    expect(formatCallDuration(61_000)).toBe('1:01');
    expect(formatCallDuration(3_725_000)).toBe('1:02:05');
  });

  it('never goes below zero (a clock that stepped back)', () => {
    expect(formatCallDuration(-5000)).toBe('0:00');
  });
});
