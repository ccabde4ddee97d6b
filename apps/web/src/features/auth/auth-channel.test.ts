import { describe, expect, it } from 'vitest';
import { parseAuthEvent } from './auth-channel';

describe('parseAuthEvent', () => {
  it('accepts only known events', () => {
    expect(parseAuthEvent({ type: 'signed-out' })).toBe('signed-out');
    expect(parseAuthEvent({ type: 'signed-in' })).toBe('signed-in');
    expect(parseAuthEvent({ type: 'hacked' })).toBeNull();
    expect(parseAuthEvent('signed-out')).toBeNull();
    expect(parseAuthEvent(null)).toBeNull();
  });
});
