/** Something SQL can be sent to: the database itself or one open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database port. Both adapters (embedded PGlite, PostgreSQL server) speak the same SQL and run
 * the same migrations. `asUser` is how user data is touched: inside it, row-level security policies
 * restrict every statement to that user's rows, a second line of defence behind the queries' own
 * `user_id` filters.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  asUser<T>(userId: string, work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection to this
   * database (so from every instance), until the returned function is called. Delivery is at most
   * once and only while connected: a listener that must not miss work also polls.
   */
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

export type NotificationHandler = (payload: string) => void;
export type Unlisten = () => Promise<void>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channel names are identifiers in LISTEN; ours are fixed lowercase words, never user input. */
export function checkChannelName(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

/** The restricted role user-scoped transactions switch to, so that row-level security applies. */
export const APP_ROLE = 'rehearse_app';

/** One statement (`set_config('role', …, true)` is SET LOCAL ROLE): every user-scoped request pays for it. */
export async function scopeToUser(tx: Queryable, userId: string, useRole: boolean): Promise<void> {
  if (useRole) await tx.query(`SELECT set_config('role', $2, true), set_config('app.user_id', $1, true)`, [userId, APP_ROLE]);
  else await tx.query(`SELECT set_config('app.user_id', $1, true)`, [userId]);
}

/** Whether the connected role may switch to the app role (false when the operator runs as a plain role). */
export async function canUseAppRole(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND pg_has_role(current_user, $1, 'MEMBER') AS ok`,
    [APP_ROLE],
  );
  return rows[0]?.ok === true;
}
