import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty database made on a PostgreSQL server for one run, and how to drop it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<random>` on the server of `serverUrl` (tests, benchmarks, the load script).
 * Rejects when no server answers within `connectTimeoutMs`.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, connectTimeoutMs = 3000): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: connectTimeoutMs });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
