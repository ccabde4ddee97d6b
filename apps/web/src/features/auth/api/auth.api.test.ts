import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, toSessionResponse } from './auth.api';

describe('toSessionResponse', () => {
  it('keeps a well-formed session and only the public user fields', () => {
    expect(toSessionResponse({ user: { id: 'u1', email: 'a@b.co', extra: 1 }, recovery: true })).toEqual({
      user: { id: 'u1', email: 'a@b.co' },
      recovery: true,
    });
  });

  it('treats anything malformed as signed out', () => {
    expect(toSessionResponse(undefined)).toEqual(SIGNED_OUT);
    expect(toSessionResponse({ user: null, recovery: true })).toEqual(SIGNED_OUT);
    expect(toSessionResponse({ user: { id: '', email: 'a@b.co' } })).toEqual(SIGNED_OUT);
    expect(toSessionResponse({ user: { id: 'u1' } })).toEqual(SIGNED_OUT);
  });
});
