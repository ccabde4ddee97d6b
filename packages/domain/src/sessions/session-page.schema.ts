import { z } from 'zod';
import { MAX_SESSIONS_PER_PAGE, MAX_SESSIONS_SKIPPED, SESSIONS_PER_PAGE } from './session-summary';

/**
 * A keyset cursor of the performance list (decision 26): the call's created_at in microseconds
 * since the epoch and its id, the order the list is sorted in. Opaque to the browser.
 */
export interface SessionCursor {
  createdAtMicros: bigint;
  id: string;
}

const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid. Reload the list and try again.';

export function encodeSessionCursor(cursor: SessionCursor): string {
  return `${cursor.createdAtMicros}_${cursor.id}`;
}

export function decodeSessionCursor(text: string): SessionCursor | null {
  const match = CURSOR.exec(text.toLowerCase());
  return match ? { createdAtMicros: BigInt(match[1]!), id: match[2]! } : null;
}

const cursorField = z
  .string()
  .max(60, INVALID_CURSOR_MESSAGE)
  .refine((text) => decodeSessionCursor(text) !== null, INVALID_CURSOR_MESSAGE);

const count = (max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((value) => value <= max, message);

/**
 * GET /api/sessions's query: `limit` calls after skipping `skip`, counted from an anchor: the
 * newest call (default), the oldest (`from=oldest`), or just past a cursor (`after`: older calls,
 * `before`: newer ones). Pages always come newest first.
 */
export const sessionPageQuerySchema = z
  .object({
    limit: count(MAX_SESSIONS_PER_PAGE, `limit must be a whole number from 1 to ${MAX_SESSIONS_PER_PAGE}.`)
      .refine((value) => value >= 1, `limit must be a whole number from 1 to ${MAX_SESSIONS_PER_PAGE}.`)
      .default(SESSIONS_PER_PAGE),
    skip: count(MAX_SESSIONS_SKIPPED, `skip must be a whole number from 0 to ${MAX_SESSIONS_SKIPPED}.`).default(0),
    after: cursorField.optional(),
    before: cursorField.optional(),
    from: z.enum(['newest', 'oldest'], { message: "from must be 'newest' or 'oldest'." }).default('newest'),
  })
  .strict()
  .refine((query) => [query.after, query.before, query.from === 'oldest' ? 'oldest' : undefined].filter(Boolean).length <= 1, {
    message: 'Give at most one of after, before and from=oldest.',
    path: ['after'],
  });

export type SessionPageQuery = z.output<typeof sessionPageQuerySchema>;

/** Where a page starts: what GET /api/sessions's query names, parsed. */
export type SessionPageAnchor =
  { kind: 'newest' } | { kind: 'oldest' } | { kind: 'after'; cursor: SessionCursor } | { kind: 'before'; cursor: SessionCursor };

export function sessionPageAnchor(query: SessionPageQuery): SessionPageAnchor {
  if (query.after) return { kind: 'after', cursor: decodeSessionCursor(query.after)! };
  if (query.before) return { kind: 'before', cursor: decodeSessionCursor(query.before)! };
  return { kind: query.from };
}
