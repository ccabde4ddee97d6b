import type { CoachingSession } from './session.types';

/**
 * What the realtime feed (GET /api/realtime, a WebSocket) sends, Supabase-like: a session of the
 * signed-in user was inserted, updated or deleted. The first message about a call may be an
 * UPDATE (a call appears once its socket opens), so clients apply INSERT and UPDATE alike as an
 * upsert by id. After a reconnect, clients refetch: changes during the gap are not replayed.
 */
export type SessionChangeMessage =
  | { type: 'INSERT' | 'UPDATE'; new: CoachingSession }
  | { type: 'DELETE'; old: { id: string } };

export type RealtimeMessage = SessionChangeMessage | { type: 'SUBSCRIBED' } | { type: 'pong' };
