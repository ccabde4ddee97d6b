import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DATA_DIR, E2E_PORT, E2E_URL } from './support/e2e-env';

const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
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
