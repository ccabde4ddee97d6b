import type { TestProject } from 'vitest/node';
import { buildMigratedTemplate } from './pglite-template';

/** Once per `vitest run`: the migrated embedded database every test database starts from. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await buildMigratedTemplate());
}
