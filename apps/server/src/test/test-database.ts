import type { Database } from '../platform/db/database';
import { openDatabase } from '../platform/db/open-database';
import { createScratchDatabase } from './scratch-database';

/** The PostgreSQL server the data-layer tests also run against, when TEST_DATABASE_URL names one. */
export const testServerUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testServerUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** The connection string of the fresh database, when on a server (for a second instance). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testServerUrl) {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    return { db, url: undefined, drop: () => db.close() };
  }
  const scratch = await createScratchDatabase(testServerUrl, 'rehearse_test');
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir: undefined });
  return {
    db,
    url: scratch.url,
    async drop() {
      await db.close();
      await scratch.drop();
    },
  };
}
