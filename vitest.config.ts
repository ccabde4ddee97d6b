import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The offline assessor's tests: scripted transcripts assessed in the test's own process, no database or server. */
const OFFLINE_ASSESSOR_TESTS = [
  'apps/server/src/features/assessment/offline.assessor*.test.ts',
  'apps/server/src/features/assessment/offline/**/*.test.ts',
  'apps/server/src/features/assessment/assess-file.test.ts',
  'apps/server/src/features/assessment/assessment.service.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core, not vitest's cores - 1 (a single worker on a 2-core machine): many files
    // spend their time waiting on child processes, sockets and real-time audio (decision 29).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // An unexpected console.error fails the test, as in the browser tests (issue 18).
    setupFiles: ['apps/server/src/test/console-guard.ts'],
    projects: [
      {
        extends: true,
        test: {
          // The packages, the web app's logic, the evaluations' own tests and the server's offline
          // assessor (transcripts in, scores out) hold no process-wide state a test file could leave
          // behind, so their files share worker processes: a fresh process per file cost ~1 s of
          // imports each, four times their tests' own time (decision 55), and every assessor file
          // trained the language classifiers again, ~2 s (decision 99).
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'eval/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', ...OFFLINE_ASSESSOR_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The server's files each get a fresh process: they open databases, servers and
          // configuration from the environment.
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OFFLINE_ASSESSOR_TESTS],
          // The migrated embedded database the server tests' databases are copied from (decision 29).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
