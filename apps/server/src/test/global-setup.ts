import type { TestProject } from 'vitest/node';
import { buildMigratedTemplate } from './pglite-template';

/** Once per `vitest run`: the migrated embedded database every test database starts from. */
export default async function setup(project: TestProject): Promise<void> {
  // On PostgreSQL (test-postgres.sh) a database is made and migrated in ~0.2 s: no copy needed.
  if (process.env.TEST_DATABASE_URL) return;
  project.provide('pgliteTemplate', await buildMigratedTemplate());
}
