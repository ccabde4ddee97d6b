import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { canUseAppRole, scopeToUser, type Database, type Queryable } from './database';

/** Embedded PostgreSQL in this process; `dataDir` undefined keeps it in memory (tests). */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const root = wrap(pg);
  let useRole: boolean | undefined;
  const database: Database = {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async asUser(userId, work) {
      useRole ??= await canUseAppRole(root);
      const role = useRole;
      return pg.transaction(async (tx) => {
        const scoped = wrap(tx);
        await scopeToUser(scoped, userId, role);
        return work(scoped);
      });
    },
    close: () => pg.close(),
  };
  return database;
}
