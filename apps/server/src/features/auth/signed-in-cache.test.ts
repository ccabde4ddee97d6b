import { describe, expect, it } from 'vitest';
import type { SessionRecord } from './auth.repo';
import { createSignedInCache } from './signed-in-cache';

const HOUR = 3600_000;
const signIn = (userId: string, overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  id: `s-${userId}`,
  user: { id: userId, email: `${userId}@example.com` },
  recovery: false,
  expiresAt: new Date(100 * HOUR),
  refreshedAt: new Date(0),
  ...overrides,
});
const neverDue = () => Number.POSITIVE_INFINITY;

describe('signed-in cache', () => {
  it('keeps a sign-in for the keeping time, then reads it again', () => {
    let now = 0;
    const cache = createSignedInCache({ now: () => now, keptMs: 10_000 });
    cache.keep('t1', signIn('ann'), cache.mark());
    now = 9_999;
    expect(cache.get('t1', neverDue)?.user.id).toBe('ann');
    now = 10_000;
    expect(cache.get('t1', neverDue)).toBeUndefined();
  });

  it('never serves a sign-in past its expiry or due for its refresh, and never keeps a recovery session', () => {
    let now = 0;
    const cache = createSignedInCache({ now: () => now });
    cache.keep('expiring', signIn('ann', { expiresAt: new Date(5_000) }), cache.mark());
    cache.keep('refresh', signIn('bob'), cache.mark());
    cache.keep('recovery', signIn('cy', { recovery: true }), cache.mark());
    now = 5_000;
    expect(cache.get('expiring', neverDue)).toBeUndefined();
    expect(cache.get('refresh', () => 5_000)).toBeUndefined();
    expect(cache.get('recovery', neverDue)).toBeUndefined();
  });

  it("forgets one token, or all of a user's, and does not keep a sign-in read before a forgetting", () => {
    const cache = createSignedInCache({ now: () => 0 });
    cache.keep('a1', signIn('ann'), cache.mark());
    cache.keep('a2', signIn('ann'), cache.mark());
    cache.keep('b1', signIn('bob'), cache.mark());
    cache.forget('a1');
    expect(cache.get('a1', neverDue)).toBeUndefined();
    expect(cache.get('a2', neverDue)).toBeDefined();
    const readBefore = cache.mark();
    cache.forgetUser('ann');
    expect(cache.get('a2', neverDue)).toBeUndefined();
    expect(cache.get('b1', neverDue)?.user.id).toBe('bob');
    // A read of ann's sign-in that began before her sign-ins ended may have seen the row still there.
    cache.keep('a2', signIn('ann'), readBefore);
    expect(cache.get('a2', neverDue)).toBeUndefined();
  });
});
