import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/src/test/scratch-database';
import { openDatabase } from '../../apps/server/src/platform/db/open-database';
import { startServerProcess, type ServerProcess } from '../../apps/server/src/test/server-process';
import { seedLoadData, type SeedPlan, type SeededUser } from './load-seed';

export type LoadDatabase = 'pglite' | 'postgres';

/** The server under load and the users seeded in its database. */
export interface LoadTarget {
  url: string;
  database: LoadDatabase | 'external';
  users: SeededUser[];
  /** What the server process printed (warnings and errors; LOG_LEVEL=warn), empty for --url. */
  serverOutput(): string;
  /** The server process's pid, for its CPU time (undefined for --url). */
  serverPid(): number | undefined;
  stop(): Promise<void>;
}

export interface TargetOptions {
  database: LoadDatabase;
  /** A server already running (`--url`); its PostgreSQL (`--database-url`) is seeded. */
  url?: string;
  /** PostgreSQL server: a scratch database is created on it and dropped after (default TEST_DATABASE_URL). */
  postgresUrl: string;
  databaseUrl?: string;
}

/**
 * Seeds the database, then starts the real server on it as `npm run serve` does, in a child process
 * (its own event loop, not the load generator's). PGlite is embedded, so the seed runs first with
 * the database opened here and closed again before the server opens the same DATA_DIR.
 */
export async function startLoadTarget(options: TargetOptions, plan: SeedPlan): Promise<LoadTarget> {
  const runId = randomBytes(4).toString('hex');
  if (options.url) {
    if (!options.databaseUrl) throw new Error('--url needs --database-url (the PostgreSQL database of that server) to seed its users');
    const users = await seedOn({ databaseUrl: options.databaseUrl, dataDir: undefined }, plan, runId);
    return {
      url: options.url.replace(/\/$/, ''),
      database: 'external',
      users,
      serverOutput: () => '',
      serverPid: () => undefined,
      stop: async () => undefined,
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-load-'));
  const scratch = options.database === 'postgres' ? await scratchDatabaseOn(options.postgresUrl) : undefined;
  const cleanUp = async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let server: ServerProcess | undefined;
  try {
    const users = await seedOn({ databaseUrl: scratch?.url, dataDir }, plan, runId);
    const environment: NodeJS.ProcessEnv = { ...process.env };
    delete environment.DATABASE_URL;
    server = await startServerProcess({ dataDir, environment, ...(scratch ? { settings: { DATABASE_URL: scratch.url } } : {}) });
    const started = server;
    return {
      url: started.url,
      database: options.database,
      users,
      serverOutput: () => started.output(),
      serverPid: () => started.pid,
      async stop() {
        await started.stop('SIGTERM');
        await cleanUp();
      },
    };
  } catch (error) {
    await server?.stop('SIGKILL');
    await cleanUp();
    throw error;
  }
}

async function seedOn(
  where: { databaseUrl: string | undefined; dataDir: string | undefined },
  plan: SeedPlan,
  runId: string,
): Promise<SeededUser[]> {
  const db = await openDatabase(where);
  try {
    return await seedLoadData(db, plan, runId);
  } finally {
    await db.close();
  }
}

/** A scratch database on the PostgreSQL server, with a message that says what to set when none answers. */
async function scratchDatabaseOn(serverUrl: string): Promise<ScratchDatabase> {
  try {
    return await createScratchDatabase(serverUrl, 'rehearse_load');
  } catch (error) {
    throw new Error(`no PostgreSQL answers at ${serverUrl} (set TEST_DATABASE_URL or --postgres-url): ${(error as Error).message}`, {
      cause: error,
    });
  }
}
