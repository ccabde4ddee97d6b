import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ROLE, type Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 724_113_301;

/**
 * What user-scoped transactions may not do to a table, whatever the blanket grant says: the usage
 * ledger is append-only (a user's call is billed once and stays billed), plans are operator data.
 */
export const APP_ROLE_DENIED: Readonly<Record<string, string>> = {
  usage_ledger: 'UPDATE, DELETE, TRUNCATE',
  plans: 'INSERT, UPDATE, DELETE, TRUNCATE',
  // Which instances run: the servers' own bookkeeping, nothing a user's transaction reads.
  server_instances: 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE',
  // The list's counts and version: kept by the database's trigger alone (migration 0013), read by users.
  session_list_state: 'INSERT, UPDATE, DELETE, TRUNCATE',
};

export interface MigrationReport {
  applied: string[];
}

/** Applies the versioned SQL migrations not yet applied, in order, each in its own transaction. */
export async function migrate(db: Database): Promise<MigrationReport> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    await grantAppRole(tx);
    return { applied };
  });
}

async function grantAppRole(tx: Pick<Database, 'query'>): Promise<void> {
  const [role] = await tx.query<{ exists: boolean }>('SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AS exists', [APP_ROLE]);
  if (!role?.exists) return;
  await tx.query(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
  await tx.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
  await tx.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
  // The blanket grant above runs after every migration and would hand these back each time.
  for (const [table, privileges] of Object.entries(APP_ROLE_DENIED)) {
    const [found] = await tx.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`public.${table}`]);
    if (found?.exists) await tx.query(`REVOKE ${privileges} ON ${table} FROM ${APP_ROLE}`);
  }
}
