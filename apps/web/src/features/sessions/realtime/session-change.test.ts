import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from '../testing/build-session';
import { toSessionSummary } from '@rehearse/domain';
import { changesTheList, isBillLanding, parseSessionChange } from './session-change';

describe('parseSessionChange', () => {
  const session = buildSession({ id: 's1' });

  it('reads inserts, updates and deletes with the wire schema', () => {
    expect(parseSessionChange(JSON.stringify({ type: 'INSERT', new: session }))).toEqual({ ok: true, change: { kind: 'upsert', session } });
    expect(parseSessionChange(JSON.stringify({ type: 'UPDATE', new: session }))).toEqual({ ok: true, change: { kind: 'upsert', session } });
    expect(parseSessionChange(JSON.stringify({ type: 'DELETE', old: { id: 's1' } }))).toEqual({
      ok: true,
      change: { kind: 'delete', id: 's1' },
    });
  });

  it('knows the messages that change nothing', () => {
    expect(parseSessionChange(JSON.stringify({ type: 'SUBSCRIBED' }))).toEqual({ ok: true, change: null });
    expect(parseSessionChange(JSON.stringify({ type: 'pong' }))).toEqual({ ok: true, change: null });
  });

  it('says why anything else is not a message of the feed', () => {
    expect(parseSessionChange('not json')).toEqual({ ok: false, error: 'not valid JSON' });
    expect(parseSessionChange(JSON.stringify({ type: 'PING' }))).toMatchObject({ ok: false });
    expect(parseSessionChange(JSON.stringify({ type: 'UPDATE' }))).toMatchObject({ ok: false, error: expect.stringContaining('new') });
    expect(parseSessionChange(JSON.stringify({ type: 'DELETE', old: {} }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('old.id'),
    });
    expect(parseSessionChange(JSON.stringify({ type: 'UPDATE', new: { ...session, status: 'exploded' } }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('new.status'),
    });
    expect(parseSessionChange(null)).toEqual({ ok: false, error: 'not a text frame' });
  });
});

describe('changesTheList', () => {
  const live = buildSession({ id: 's1', status: 'live', assessment_feedback: null, assessment_status: 'pending', duration_seconds: null });

  it('is a deletion, a call not in the cache, or a change of its card', () => {
    expect(changesTheList(toSessionSummary(live), { kind: 'delete', id: 's1' })).toBe(true);
    expect(changesTheList(undefined, { kind: 'upsert', session: live })).toBe(true);
    const ended = { ...live, status: 'ended' as const, duration_seconds: 60 };
    expect(changesTheList(toSessionSummary(live), { kind: 'upsert', session: ended })).toBe(true);
    const analysed = buildSession({ id: 's1' });
    expect(changesTheList(toSessionSummary(buildProcessingSession({ id: 's1' })), { kind: 'upsert', session: analysed })).toBe(true);
  });

  it('is not a transcript line added during a live call', () => {
    const longer = {
      ...live,
      transcript: [...live.transcript, { role: 'user' as const, text: 'And the budget?', startMs: 4000, endMs: 5000 }],
    };
    expect(changesTheList(toSessionSummary(live), { kind: 'upsert', session: longer })).toBe(false);
  });
});

describe('isBillLanding', () => {
  const live = buildSession({ id: 'call-1', status: 'live' });
  const ended = buildSession({ id: 'call-1', status: 'ended' });

  it('is the change that ends a call the list knew as live', () => {
    expect(isBillLanding([live], { kind: 'upsert', session: ended })).toBe(true);
  });

  it('is an ended call the list has not seen (the feed was down while it ran)', () => {
    expect(isBillLanding([], { kind: 'upsert', session: ended })).toBe(true);
    expect(isBillLanding(undefined, { kind: 'upsert', session: ended })).toBe(true);
  });

  it('is not a later change of an ended call (its analysis), a live call or a deletion', () => {
    expect(isBillLanding([ended], { kind: 'upsert', session: ended })).toBe(false);
    expect(isBillLanding([], { kind: 'upsert', session: live })).toBe(false);
    expect(isBillLanding([ended], { kind: 'delete', id: 'call-1' })).toBe(false);
  });
});
