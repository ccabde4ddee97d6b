import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { makeOwnerOnly } from './data-dir-permissions';
import { createYieldingQueue } from './yielding-queue';
import { canUseAppRole, checkChannelName, scopeToUser, type Database, type Queryable } from './database';

/** The embedded database, which can also hand its whole data directory over as a tarball. */
export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The data directory as an uncompressed tarball, for `loadDataDir` of another one. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in this process; `dataDir` undefined keeps it in memory (tests). A directory
 * is locked to this process while open (DataDirLockedError if another one holds it). `loadDataDir`
 * starts a new database from a dumped one instead of running initdb (the test rig's migrated copy).
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; createHere?: boolean } = {},
): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // `createHere`: the child process preparing a new directory for its parent, which holds the lock.
  const lock = dataDir && !options.createHere ? lockDataDir(dataDir) : undefined;
  let pg: PGlite;
  try {
    if (dataDir && !options.loadDataDir && !options.createHere && !existsSync(path.join(dataDir, 'PG_VERSION')))
      await prepareDataDirApart(dataDir);
    // PostgreSQL's own cache at 16 MB instead of 128: ~140 MB less resident, same load figures (decision 2).
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      postgresqlconf: 'shared_buffers=16MB',
    });
    if (dataDir) await makeOwnerOnly(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
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
  // Every statement and transaction takes its turn here, one per event-loop turn (see yielding-queue.ts).
  const inTurn = createYieldingQueue();
  let useRole: boolean | undefined;
  const database: PgliteDatabase = {
    kind: 'pglite',
    query: <Row>(sql: string, params?: readonly unknown[]) => inTurn(() => root.query<Row>(sql, params)),
    exec: (sql) => inTurn(() => root.exec(sql)),
    transaction: (work) => inTurn(() => pg.transaction((tx) => work(wrap(tx)))),
    async asUser(userId, work) {
      useRole ??= await inTurn(() => canUseAppRole(root));
      const role = useRole;
      return inTurn(() =>
        pg.transaction(async (tx) => {
          const scoped = wrap(tx);
          await scopeToUser(scoped, userId, role);
          return work(scoped);
        }),
      );
    },
    async listen(channel, handler) {
      const unlisten = await pg.listen(checkChannelName(channel), handler);
      return async () => {
        // After close the database has dropped its listeners already.
        if (!pg.closed) await unlisten();
      };
    },
    dumpDataDir: () => inTurn(() => pg.dumpDataDir('none')),
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
  return database;
}

/**
 * Makes a new database in `dataDir` (initdb) and migrates it in a child process, so that the server
 * opens an existing, migrated one: initdb in this process left ~150-250 MB resident for good, the
 * first migrations ~35 MB more (decision 35).
 */
async function prepareDataDirApart(dataDir: string): Promise<void> {
  const entry = fileURLToPath(new URL('./pglite-prepare.entry.ts', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, ['--import', import.meta.resolve('tsx'), entry, dataDir], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The embedded database could not be created in ${dataDir}${stderr ? `: ${stderr.slice(-2000)}` : ''}`, {
      cause: error,
    });
  }
}
