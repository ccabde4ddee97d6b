import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from '../testing/build-session';
import { toSessionSummary } from '@rehearse/domain';
import { changesTheList, isBillLanding, parseSessionChange } from './session-change';

describe('parseSessionChange', () => {
  const session = buildSession({ id: 's1' });

  it('reads inserts, updates and deletes', () => {
    expect(parseSessionChange(JSON.stringify({ type: 'INSERT', new: session }))).toEqual({ kind: 'upsert', session });
    expect(parseSessionChange({ type: 'UPDATE', new: session, old: { id: 's1' } })).toEqual({ kind: 'upsert', session });
    expect(parseSessionChange(JSON.stringify({ type: 'DELETE', old: { id: 's1' } }))).toEqual({ kind: 'delete', id: 's1' });
  });

  it('ignores anything else', () => {
    expect(parseSessionChange('not json')).toBeNull();
    expect(parseSessionChange(JSON.stringify({ type: 'PING' }))).toBeNull();
    expect(parseSessionChange(JSON.stringify({ type: 'UPDATE' }))).toBeNull();
    expect(parseSessionChange(JSON.stringify({ type: 'DELETE', old: {} }))).toBeNull();
    expect(parseSessionChange(null)).toBeNull();
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
    const longer = { ...live, transcript: [...live.transcript, { role: 'user' as const, text: 'And the budget?', startMs: 4000, endMs: 5000 }] };
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
