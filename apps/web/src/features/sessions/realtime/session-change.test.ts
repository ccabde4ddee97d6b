import { describe, expect, it } from 'vitest';
import { buildProcessingSession, buildSession } from '../testing/build-session';
import { applySessionChange, parseSessionChange } from './session-change';

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
