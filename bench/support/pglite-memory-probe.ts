/**
 * Run as its own process by the memory bench (`node --import tsx bench/support/pglite-memory-probe.ts
 * <dataDir> [pglite options as JSON]`): resident memory of a Node process before and after opening
 * the embedded database, as the server opens it (migrations included), and after a first query
 * burst. Prints one JSON line. Its own process, so nothing else in it allocates meanwhile.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

function sample() {
  const gc = runInNewContext('gc') as () => void;
  gc();
  const text = readFileSync('/proc/self/status', 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1024;
  return {
    rssBytes: kB('VmRSS'),
    anonBytes: kB('RssAnon'),
    fileBytes: kB('RssFile'),
    hwmBytes: kB('VmHWM'),
    heapUsedBytes: process.memoryUsage().heapUsed,
    externalBytes: process.memoryUsage().external,
  };
}

setFlagsFromString('--expose-gc');
const [dataDir, optionsJson] = process.argv.slice(2);
const started = sample();
const { openDatabase } = await import('../../apps/server/src/platform/db/open-database');
const { PGlite } = await import('@electric-sql/pglite');
const imported = sample();
let db: { query(sql: string): Promise<unknown>; close(): Promise<void> };
if (optionsJson) {
  // A bare PGlite with the given create() options (no migrations), to try a setting.
  db = await PGlite.create({ dataDir, ...(JSON.parse(optionsJson) as object) });
} else {
  db = await openDatabase({ databaseUrl: undefined, dataDir });
}
const opened = sample();
for (let i = 0; i < 200; i++) await db.query(`SELECT count(*) FROM pg_class`);
const queried = sample();
await db.close();
const closed = sample();
console.log(JSON.stringify({ started, imported, opened, queried, closed }));
