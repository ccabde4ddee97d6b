import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DATA_DIR, E2E_PORT, E2E_URL } from './support/e2e-env';

const repoRoot = path.resolve(import.meta.dirname, '..');
const REAL_TIME_CALLS = ['**/hesitant-call.e2e.ts', '**/scorecard-call.e2e.ts', '**/call.e2e.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // The real-time calls (~1 min each) go out to the workers first and the short page tests fill in
  // around them: left to the end, they ran side by side while the other worker had nothing left.
  projects: [
    { name: 'calls', testMatch: REAL_TIME_CALLS },
    { name: 'pages', testIgnore: REAL_TIME_CALLS },
  ],
  outputDir: path.join(repoRoot, 'test-results'),
  // Tests, not files, are shared out between the workers (decision 55). A file that starts its own
  // server on a fixed port keeps its tests in one worker (mode 'default').
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The real server on the built web app, with a fresh embedded database and outbox per run.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${E2E_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      // The website analysis test serves a company site on loopback (e2e/scenarios.e2e.ts).
      SCRAPE_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  },
});
