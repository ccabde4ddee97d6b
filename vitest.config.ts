import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'eval/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core, not vitest's cores - 1 (a single worker on a 2-core machine): many files
    // spend their time waiting on child processes, sockets and real-time audio (decision 29).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The migrated embedded database the server tests' databases are copied from (decision 29).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // An unexpected console.error fails the test, as in the browser tests (issue 18).
    setupFiles: ['apps/server/src/test/console-guard.ts'],
  },
});
