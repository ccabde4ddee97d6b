import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from '../testing/build-session';
import { applySessionChange, isBillLanding, parseSessionChange } from './session-change';

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

describe('applySessionChange', () => {
  const processing = buildProcessingSession({ id: 's1', created_at: '2025-11-23T10:00:00Z' });
  const older = buildSession({ id: 's0', created_at: '2025-11-22T10:00:00Z' });

  it('puts an inserted session first and replaces an updated one in place', () => {
    const inserted = applySessionChange([older], { kind: 'upsert', session: processing });
    expect(inserted.map((s) => s.id)).toEqual(['s1', 's0']);
    const analysed = { ...processing, assessment_feedback: older.assessment_feedback, assessment_status: 'completed' as const };
    const updated = applySessionChange(inserted, { kind: 'upsert', session: analysed });
    expect(updated).toEqual([analysed, older]);
  });

  it('removes a deleted session', () => {
    expect(applySessionChange([processing, older], { kind: 'delete', id: 's1' })).toEqual([older]);
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
