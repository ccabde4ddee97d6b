import { encodeSessionCursor, type SessionPageAnchor } from '@rehearse/domain';
import { LRUCache } from 'lru-cache';
import type { Database, Unlisten } from '../../platform/db/database';
import { readSessionListVersion, readSessionPage, type PageRequest } from './session-list.repo';

/** Room for the pages kept, by the byte length of their JSON (a page of five summaries is a few kB). */
const KEPT_PAGES_BYTES = 8 * 1024 * 1024;
/** The NOTIFY channel of the list-state trigger (migration 0013): the user's list version moved. */
export const LIST_CHANGED_CHANNEL = 'session_list_changed';

interface KeptPage {
  version: string;
  json: string;
}

/**
 * The performance list's pages as JSON (decision 39). A page is read from the database once per
 * version of its user's list and kept: the database raises the version in the transaction of every
 * change a page shows (migration 0013), and each request learns the version first, so a kept page
 * is served only while it is still the page. The list is read again and again without changing
 * (each realtime update makes every open tab fetch its page again).
 *
 * Where the version comes from: on PostgreSQL it is read (one primary-key lookup), since another
 * instance may have changed it a moment ago. The embedded database is opened by this process alone
 * (its directory is locked), and PGlite hands a transaction's notifications to their listeners
 * before the statement that committed it returns; so once listening, the process counts each
 * user's changes from the trigger's notifications and needs no read at all.
 */
export function createSessionPages(db: Database) {
  const kept = new LRUCache<string, KeptPage>({ maxSize: KEPT_PAGES_BYTES, sizeCalculation: (page) => page.json.length + 64 });
  const changesHeard = new Map<string, number>();
  let counting = false;
  let unlisten: Unlisten | undefined;

  const versionOf = async (userId: string): Promise<string> =>
    counting ? `heard ${changesHeard.get(userId) ?? 0}` : `read ${await readSessionListVersion(db, userId)}`;

  return {
    async read(userId: string, request: PageRequest): Promise<string> {
      const key = `${userId} ${anchorKey(request.anchor)} ${request.limit} ${request.skip}`;
      const version = await versionOf(userId);
      const found = kept.get(key);
      if (found?.version === version) return found.json;
      const read = await db.asUser(userId, (tx) => readSessionPage(tx, userId, request));
      const json = JSON.stringify(read.page);
      // Kept at a version the page is no older than: the one its own transaction read, or the
      // count heard before it was read (a change heard meanwhile makes the next request read again).
      kept.set(key, { version: counting ? version : `read ${read.version}`, json });
      return json;
    },

    async start(): Promise<void> {
      if (db.kind !== 'pglite' || unlisten) return;
      unlisten = await db.listen(LIST_CHANGED_CHANNEL, (userId) => changesHeard.set(userId, (changesHeard.get(userId) ?? 0) + 1));
      kept.clear();
      counting = true;
    },

    async stop(): Promise<void> {
      counting = false;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
export type SessionPages = ReturnType<typeof createSessionPages>;

function anchorKey(anchor: SessionPageAnchor): string {
  if (anchor.kind === 'after' || anchor.kind === 'before') return `${anchor.kind} ${encodeSessionCursor(anchor.cursor)}`;
  return anchor.kind;
}
