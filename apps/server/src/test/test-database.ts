import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../platform/db/database';
import { migrated, openDatabase } from '../platform/db/open-database';
import { openPgliteDatabase } from '../platform/db/pglite.database';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database as a tarball (global-setup.ts, pglite-template.ts). */
    pgliteTemplate: string;
  }
}

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
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. The embedded one starts as a
 * copy of the run's migrated template (then `migrate` finds nothing to do); `fromScratch` runs
 * initdb and every migration instead, for the tests of the migration runner itself.
 */
export async function createTestDatabase(options: { fromScratch?: boolean } = {}): Promise<TestDatabase> {
  if (!testServerUrl) {
    const template = options.fromScratch ? undefined : inject('pgliteTemplate');
    const db = template ? await openFromTemplate(template) : await openDatabase({ databaseUrl: undefined, dataDir: undefined });
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

async function openFromTemplate(template: string): Promise<Database> {
  // As openDatabase does: a no-op on the template, and the same path should it ever lag behind.
  return migrated(await openPgliteDatabase(undefined, { loadDataDir: new Blob([await readFile(template)]) }));
}
