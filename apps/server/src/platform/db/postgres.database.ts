import pg from 'pg';
import { canUseAppRole, scopeToUser, type Database, type Queryable } from './database';
import { createPostgresListener } from './postgres-listener';

// Keep bigint columns (counts, sums) as JavaScript numbers; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgresDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const root: Queryable = {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
  };
  await root.query('SELECT 1');
  const listener = createPostgresListener(connectionString);

  async function inTransaction<T>(work: (tx: Queryable) => Promise<T>, userId?: string): Promise<T> {
    const client = await pool.connect();
    // The pool listens for errors on idle clients only: a checked-out one whose connection drops
    // (server restart, terminated backend) would otherwise crash the process with an unhandled
    // 'error'. The failing query rejects anyway; the client is then discarded, not reused.
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    const tx: Queryable = {
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        const result = await client.query(sql, params as unknown[]);
        return result.rows as Row[];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      if (userId !== undefined) await scopeToUser(tx, userId, await appRoleUsable());
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  let useRole: boolean | undefined;
  async function appRoleUsable(): Promise<boolean> {
    useRole ??= await canUseAppRole(root);
    return useRole;
  }

  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction: (work) => inTransaction(work),
    asUser: (userId, work) => inTransaction(work, userId),
    listen: (channel, handler) => listener.listen(channel, handler),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
