import { toSessionSummary } from '@rehearse/domain';
import type { CoachingSession, CoachingSessionSummary } from '@rehearse/domain';

/**
 * One message of the realtime feed (GET /api/realtime): a change to one of the user's coaching
 * sessions, shaped like the hosted backend's change events:
 * `{ type: 'INSERT' | 'UPDATE', new: CoachingSession }` or `{ type: 'DELETE', old: { id } }`.
 */
export type SessionChange = { kind: 'upsert'; session: CoachingSession } | { kind: 'delete'; id: string };

/** The change a message carries, or null for anything else (a message we do not know is ignored). */
export function parseSessionChange(data: unknown): SessionChange | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, new: next, old } = message as { type?: unknown; new?: unknown; old?: unknown };
  if ((type === 'INSERT' || type === 'UPDATE') && hasId(next)) return { kind: 'upsert', session: next as CoachingSession };
  if (type === 'DELETE' && hasId(old)) return { kind: 'delete', id: old.id };
  return null;
}

function hasId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * Whether the pages must be read again after a change: a deletion, a call the cache does not hold,
 * or one whose card changes (its status, analysis or score). A transcript line added during a live
 * call changes no card, so a call does not re-read the list line by line.
 */
export function changesTheList(known: CoachingSessionSummary | undefined, change: SessionChange): boolean {
  if (change.kind === 'delete' || !known) return true;
  return JSON.stringify(toSessionSummary(change.session)) !== JSON.stringify(known);
}

/**
 * A call's bill has landed: the change ends a session the list did not yet know as ended (the
 * server finalises and bills a call in one step, after the socket closes). The credit card is
 * then re-read, since the refresh at the call's end may have come before the bill.
 */
export function isBillLanding(list: readonly Pick<CoachingSessionSummary, 'id' | 'status'>[] | undefined, change: SessionChange): boolean {
  if (change.kind !== 'upsert' || change.session.status !== 'ended') return false;
  const known = list?.find((session) => session.id === change.session.id);
  return known?.status !== 'ended';
}
