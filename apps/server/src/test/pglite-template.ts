import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../platform/db/migrate';
import { openPgliteDatabase } from '../platform/db/pglite.database';

/**
 * The embedded database after every migration, dumped once to a tarball that each test's database
 * is loaded from: initdb and the migrations cost ~2.7 s a database, loading the copy ~0.5 s
 * (decision 29). The file's name holds a hash of the migrations, the runner and the PGlite version,
 * so a changed migration makes a new copy and a stale one is never read.
 */
const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../platform/db');

async function pgliteVersion(): Promise<string> {
  // The package exports no package.json: walk up from its entry point to it.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest) {
      const { name, version } = JSON.parse(manifest) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no package.json found for @electric-sql/pglite');
    dir = parent;
  }
}

/** Where the copy for the current migrations lives (it may not exist yet). */
export async function migratedTemplatePath(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  const migrations = (await readdir(path.join(dbDir, 'migrations'))).sort();
  for (const file of ['migrate.ts', ...migrations.map((name) => path.join('migrations', name))]) {
    hash.update(file).update(await readFile(path.join(dbDir, file)));
  }
  return path.join(os.tmpdir(), 'rehearse-test-templates', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the copy unless it is there already; returns its path. Safe when several runs race. */
export async function buildMigratedTemplate(): Promise<string> {
  const file = await migratedTemplatePath();
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  const db = await openPgliteDatabase(undefined);
  try {
    await migrate(db);
    const tarball = new Uint8Array(await (await db.dumpDataDir()).arrayBuffer());
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, tarball);
    await rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}
