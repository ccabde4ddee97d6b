import { z } from 'zod';
import { coachingSessionSchema } from './session.schema';

/**
 * The realtime feed (GET /api/realtime, a WebSocket), Supabase-like: a session of the signed-in
 * user was inserted, updated or deleted. The first message about a call may be an UPDATE (a call
 * appears once its socket opens), so clients apply INSERT and UPDATE alike as an upsert by id.
 * After a reconnect, clients refetch: changes during the gap are not replayed. The client's only
 * message is an optional `{ type: 'ping' }`, answered with `{ type: 'pong' }`.
 */
export const sessionChangeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('INSERT'), new: coachingSessionSchema }),
  z.object({ type: z.literal('UPDATE'), new: coachingSessionSchema }),
  z.object({ type: z.literal('DELETE'), old: z.object({ id: z.string() }) }),
]);
export type SessionChangeMessage = z.infer<typeof sessionChangeMessageSchema>;

export const realtimeMessageSchema = z.discriminatedUnion('type', [
  ...sessionChangeMessageSchema.options,
  z.object({ type: z.literal('SUBSCRIBED') }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/** Why the server closed the feed. */
export const REALTIME_CLOSE = {
  /** The server is shutting down: reconnect (to another instance, or after the restart). */
  shutdown: 1001,
  /** The sign-in ended meanwhile (log-out, password change): the client stops reconnecting. */
  signedOut: 4401,
} as const;

/** One text frame of the feed; a frame that is not a message of the feed is an error value, never a throw. */
export function parseRealtimeMessage(raw: string): { ok: true; message: RealtimeMessage } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const result = realtimeMessageSchema.safeParse(json);
  if (result.success) return { ok: true, message: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}` };
}
