import { describe, expect, it } from 'vitest';
import { buildSession } from '../testing/build-session';
import { toSessionList, withoutSession, withSession } from './get-sessions';

describe('toSessionList', () => {
  it('reads { sessions } or a bare list, and nothing else', () => {
    const session = buildSession();
    expect(toSessionList({ sessions: [session] })).toEqual([session]);
    expect(toSessionList([session])).toEqual([session]);
    expect(toSessionList({ sessions: [null, 3, session] })).toEqual([session]);
    expect(toSessionList(null)).toEqual([]);
    expect(toSessionList({})).toEqual([]);
  });
});

describe('withSession and withoutSession', () => {
  const older = buildSession({ id: 'older', created_at: '2025-11-20T10:00:00Z' });
  const newer = buildSession({ id: 'newer', created_at: '2025-11-21T10:00:00Z' });

  it('adds a new session where its date puts it, newest first', () => {
    expect(withSession([older], newer).map((s) => s.id)).toEqual(['newer', 'older']);
    expect(withSession([newer], older).map((s) => s.id)).toEqual(['newer', 'older']);
  });

  it('replaces a known session instead of adding it twice', () => {
    const updated = { ...older, duration_seconds: 99 };
    const list = withSession([newer, older], updated);
    expect(list).toHaveLength(2);
    expect(list[1]).toBe(updated);
  });

  it('removes one by id', () => {
    expect(withoutSession([newer, older], 'newer')).toEqual([older]);
  });
});
