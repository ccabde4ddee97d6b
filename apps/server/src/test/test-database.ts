import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../platform/db/database';
import { openDatabase } from '../platform/db/open-database';

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
  const name = `rehearse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: testServerUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
