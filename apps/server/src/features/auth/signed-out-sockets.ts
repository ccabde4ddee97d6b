import type { Database, Unlisten } from '../../platform/db/database';

/** The NOTIFY channel of the auth_sessions trigger (migration 0009): one of the user's sign-ins ended. */
export const SESSIONS_ENDED_CHANNEL = 'auth_sessions_ended';

/** An open socket of a signed-in user (a realtime feed, a live call). */
export interface SignedInSocket {
  /** Whether the sign-in the socket was opened with still holds. */
  stillSignedIn(): Promise<boolean>;
  /** Its sign-in ended: close it now (a live call ends and is billed). */
  signedOut(): void;
}

interface WatchLogger {
  warn(details: object, message: string): void;
}

/**
 * Closes a user's sockets as soon as their sign-in ends, on every instance: a log-out, password
 * change or reset made on any instance deletes session rows, whose trigger notifies every instance
 * with the user's id; each then checks that user's sockets here and closes those signed out.
 */
export function createSignOutWatch(deps: { db: Database; logger: WatchLogger; onSignedOut?: (userId: string) => void }) {
  const sockets = new Map<string, Set<SignedInSocket>>();
  let unlisten: Unlisten | undefined;

  async function checkUser(userId: string): Promise<void> {
    for (const socket of [...(sockets.get(userId) ?? [])]) {
      if (await socket.stillSignedIn()) continue;
      sockets.get(userId)?.delete(socket);
      socket.signedOut();
    }
  }

  function onNotification(userId: string): void {
    deps.onSignedOut?.(userId);
    if (!sockets.has(userId)) return;
    checkUser(userId).catch((error: unknown) => deps.logger.warn({ err: error }, 'Could not check the sockets of a signed-out user'));
  }

  return {
    async start(): Promise<void> {
      unlisten ??= await deps.db.listen(SESSIONS_ENDED_CHANNEL, onNotification);
    },

    /** Watches `socket` until the returned function is called (when it closes). */
    watch(userId: string, socket: SignedInSocket): () => void {
      const set = sockets.get(userId) ?? new Set<SignedInSocket>();
      set.add(socket);
      sockets.set(userId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
      };
    },

    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
      sockets.clear();
    },
  };
}
export type SignOutWatch = ReturnType<typeof createSignOutWatch>;
