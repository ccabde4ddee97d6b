import { parseRealtimeMessage, toSessionSummary } from '@rehearse/domain';
import type { CoachingSession, CoachingSessionSummary } from '@rehearse/domain';

/**
 * What one message of the realtime feed (GET /api/realtime) changes in the user's list: a session
 * inserted or updated (`{ type: 'INSERT' | 'UPDATE', new }`), or deleted (`{ type: 'DELETE', old: { id } }`).
 */
export type SessionChange = { kind: 'upsert'; session: CoachingSession } | { kind: 'delete'; id: string };

/**
 * One text frame of the feed read with the domain's schema (`realtimeMessageSchema`): the change it
 * carries, `null` for a message that changes nothing (subscribed, pong), or an error for a frame
 * that is not a message of the feed (the feed ignores it and says so in the console).
 */
export function parseSessionChange(data: unknown): { ok: true; change: SessionChange | null } | { ok: false; error: string } {
  if (typeof data !== 'string') return { ok: false, error: 'not a text frame' };
  const parsed = parseRealtimeMessage(data);
  if (!parsed.ok) return parsed;
  const message = parsed.message;
  if (message.type === 'INSERT' || message.type === 'UPDATE') return { ok: true, change: { kind: 'upsert', session: message.new } };
  if (message.type === 'DELETE') return { ok: true, change: { kind: 'delete', id: message.old.id } };
  return { ok: true, change: null };
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
