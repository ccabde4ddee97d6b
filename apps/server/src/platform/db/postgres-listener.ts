import pg from 'pg';
import { checkChannelName, type NotificationHandler, type Unlisten } from './database';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'rehearse-listener';

export interface PostgresListener {
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed to
 * other work between notifications). Connected on first use; when the connection drops (server
 * restart, network), it reconnects with backoff and listens to every channel again. Notifications
 * sent while it was away are lost, as NOTIFY's are: listeners that must not miss work also poll.
 */
export function createPostgresListener(connectionString: string, onError: (error: Error) => void = () => undefined): PostgresListener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (error) onError(error);
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('The listener is closed');
    }
    reconnectDelay = RECONNECT_FIRST_MS;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (next) => {
        client = next;
        connecting = undefined;
        return next;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer || handlers.size === 0) return;
    const delay = reconnectDelay;
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connected().catch((error: unknown) => {
        onError(error as Error);
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  return {
    async listen(channel, handler) {
      checkChannelName(channel);
      if (closed) throw new Error('The listener is closed');
      const existing = handlers.get(channel);
      const set = existing ?? new Set<NotificationHandler>();
      set.add(handler);
      handlers.set(channel, set);
      try {
        const listening = await connected();
        // LISTEN twice is harmless (a reconnect may have listened already).
        if (!existing) await listening.query(`LISTEN ${channel}`);
      } catch (error) {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
        throw error;
      }
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      handlers.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
