// Run as a child process by pglite.database.ts (`node pglite-initdb.entry.mjs <dataDir>`): makes a
// new embedded database in the directory (initdb) and closes it. Plain JavaScript, so it needs no
// TypeScript loader. initdb in the server's own process left some 150-250 MB resident after it was
// done (a copy of PostgreSQL's heap, freed but kept by the allocator); here it goes with the process.
import { PGlite } from '@electric-sql/pglite';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-initdb.entry.mjs <dataDir>');
const db = await PGlite.create({ dataDir });
await db.close();
