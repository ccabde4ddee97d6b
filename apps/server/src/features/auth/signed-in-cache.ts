import { LRUCache } from 'lru-cache';
import type { SessionRecord } from './auth.repo';

/** How long a sign-in read from the database is believed without reading it again. */
export const SIGNED_IN_KEPT_MS = 10_000;
const KEPT_SIGN_INS = 10_000;

/**
 * Sign-ins read from the database, kept a few seconds so that a signed-in request does not read
 * its session row every time (decision 39). Safe because an ended sign-in is forgotten at once:
 * this instance forgets what it ends itself, and every instance forgets a user's sign-ins when the
 * database notifies that one of them ended (the auth_sessions trigger, migration 0009). A
 * notification lost while the database connection is down delays an ending by the keeping time at
 * most. Recovery sessions and sessions due for their refresh are never kept.
 */
export function createSignedInCache(options: { now: () => number; keptMs?: number }) {
  const keptMs = options.keptMs ?? SIGNED_IN_KEPT_MS;
  const kept = new LRUCache<string, { session: SessionRecord; until: number }>({ max: KEPT_SIGN_INS });
  // Moves with every forgetting: a sign-in read before one is not kept (the read may predate the ending).
  let forgettings = 0;
  return {
    /** Pass to `keep` the value taken before reading the sign-in from the database. */
    mark: () => forgettings,
    /** The sign-in behind a token hash if kept, still valid and not yet due for its refresh by `refreshAt`. */
    get(tokenHash: string, refreshAt: (session: SessionRecord) => number): SessionRecord | undefined {
      const entry = kept.get(tokenHash);
      if (!entry) return undefined;
      const now = options.now();
      if (now >= entry.until || now >= entry.session.expiresAt.getTime() || now >= refreshAt(entry.session)) {
        kept.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    keep(tokenHash: string, session: SessionRecord, readSince: number): void {
      if (!session.recovery && readSince === forgettings) kept.set(tokenHash, { session, until: options.now() + keptMs });
    },
    forget(tokenHash: string): void {
      forgettings++;
      kept.delete(tokenHash);
    },
    /** Every kept sign-in of the user (one of them ended, or they all did). */
    forgetUser(userId: string): void {
      forgettings++;
      const ended = [...kept.entries()].filter(([, entry]) => entry.session.user.id === userId);
      for (const [tokenHash] of ended) kept.delete(tokenHash);
    },
  };
}
export type SignedInCache = ReturnType<typeof createSignedInCache>;
