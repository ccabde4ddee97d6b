// Run as a child process by pglite.database.ts (`node --import tsx pglite-prepare.entry.ts <dataDir>`):
// makes a new embedded database in the directory (initdb), brings it to the latest migration and
// closes it. initdb and the migrations in the server's own process left their working memory
// resident after they were done (a copy of PostgreSQL's heap and catalog caches, freed but kept by
// the allocator: 150-250 MB for initdb, ~35 MB for the migrations); here it goes with the process.
// The parent holds the directory's lock meanwhile.
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite.database';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-prepare.entry.ts <dataDir>');
const db = await openPgliteDatabase(dataDir, { createHere: true });
try {
  await migrate(db);
} finally {
  await db.close();
}
