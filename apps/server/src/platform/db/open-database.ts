import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite.database';
import { openPostgresDatabase } from './postgres.database';

/** PostgreSQL when a URL is given, else the embedded database under `<dataDir>/db`; migrated either way. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string | undefined }): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await openPgliteDatabase(options.dataDir ? path.join(options.dataDir, 'db') : undefined);
  return migrated(db);
}

/** The database brought up to the latest migration, closed if that fails. */
export async function migrated(db: Database): Promise<Database> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
