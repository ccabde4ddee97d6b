import type { RealtimeMessage } from '@rehearse/domain';
import type { Database, Unlisten } from '../../platform/db/database';
import { findCoachingSession, isListed, toCoachingSession } from '../sessions';

export type { RealtimeMessage, SessionChangeMessage } from '@rehearse/domain';

/** The NOTIFY channel of the coaching_sessions trigger (migration 0005). */
export const SESSION_CHANGES_CHANNEL = 'coaching_sessions_changes';

export interface RealtimeSubscriber {
  send(message: RealtimeMessage): void;
}

interface SessionChange {
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
  user_id: string;
}

function parseChange(payload: string): SessionChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<SessionChange>;
    const ops = ['INSERT', 'UPDATE', 'DELETE'];
    if (typeof value.id === 'string' && typeof value.user_id === 'string' && ops.includes(value.op as string))
      return value as SessionChange;
  } catch {
    // not ours
  }
  return undefined;
}

interface HubLogger {
  warn(details: object, message: string): void;
}

/**
 * Fans coaching-session changes out to the sockets of their owner. Every instance listens to the
 * table's NOTIFY, so a change made anywhere reaches the user's sockets wherever they are connected.
 * The payload only names the row; the row is read as its owner (row-level security), once per
 * change and user, and changes of one user are sent in the order they happened.
 */
export function createRealtimeHub(deps: { db: Database; logger: HubLogger }) {
  const subscribers = new Map<string, Set<RealtimeSubscriber>>();
  const queues = new Map<string, Promise<void>>();
  let unlisten: Unlisten | undefined;

  function broadcast(userId: string, message: RealtimeMessage): void {
    for (const subscriber of subscribers.get(userId) ?? []) {
      try {
        subscriber.send(message);
      } catch (error) {
        deps.logger.warn({ err: error }, 'Could not send a realtime message');
      }
    }
  }

  async function deliver(change: SessionChange): Promise<void> {
    if (!subscribers.get(change.user_id)?.size) return;
    if (change.op === 'DELETE') return broadcast(change.user_id, { type: 'DELETE', old: { id: change.id } });
    const row = await deps.db.asUser(change.user_id, (tx) => findCoachingSession(tx, change.user_id, change.id));
    // Gone again meanwhile (its DELETE follows), or not shown in the list yet.
    if (!row || !isListed(row)) return;
    broadcast(change.user_id, { type: change.op, new: toCoachingSession(row) });
  }

  function onNotification(payload: string): void {
    const change = parseChange(payload);
    if (!change || !subscribers.has(change.user_id)) return;
    const userId = change.user_id;
    const queued = (queues.get(userId) ?? Promise.resolve())
      .then(() => deliver(change))
      .catch((error: unknown) => deps.logger.warn({ err: error, sessionId: change.id }, 'Could not send a session change'));
    queues.set(userId, queued);
    void queued.finally(() => {
      if (queues.get(userId) === queued) queues.delete(userId);
    });
  }

  return {
    async start(): Promise<void> {
      unlisten ??= await deps.db.listen(SESSION_CHANGES_CHANNEL, onNotification);
    },

    /** Sends the user's session changes to `subscriber` until the returned function is called. */
    subscribe(userId: string, subscriber: RealtimeSubscriber): () => void {
      const set = subscribers.get(userId) ?? new Set<RealtimeSubscriber>();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    subscriberCount(): number {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },

    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
      subscribers.clear();
      await Promise.allSettled(queues.values());
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
