import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './support/e2e-env';
import { freshDataDir, startServer, type ServerProcess } from './support/server-process';
import { expect, test } from './support/test';
import { newEmail } from './support/users';

/**
 * The performance list with 12 analysed calls: pages of 5, delete with confirmation, the reset to
 * page 1, and Clear All. The calls are put in the database while the server is stopped (transcripts
 * of simulated salespeople with the offline buyer, scored by the offline assessor).
 */
const PORT = 3102;
const PASSWORD = 'secret123';
const email = newEmail('performance');
let server: ServerProcess;

function seedSessions(dataDir: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/seed-sessions.ts', dataDir, email, String(count)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = await freshDataDir('performance-data');
  server = await startServer({ port: PORT, dataDir });
  const signUp = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  await server.stop();
  await seedSessions(dataDir, 12);
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(async () => server?.stop());

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(server.url);
}

test('twelve analysed calls: pages of five, delete with confirmation, back to page 1, Clear All', async ({ page }) => {
  await signIn(page);
  const list = page.getByTestId('performance-list');
  const cards = list.getByTestId('session-card');
  await expect(cards).toHaveCount(5);
  const pages = page.getByRole('navigation', { name: 'Performance list pages' });
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 4' })).toHaveCount(0);
  await expect(cards.first()).toContainText('Seeded call 12');

  // One card open at a time.
  await cards.nth(0).getByRole('button', { expanded: false }).first().click();
  await expect(cards.nth(0).getByLabel('Skills assessment')).toBeVisible();
  await cards.nth(1).getByRole('button', { expanded: false }).first().click();
  await expect(cards.nth(1).getByLabel('Skills assessment')).toBeVisible();
  await expect(cards.nth(0).getByLabel('Skills assessment')).toHaveCount(0);

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(cards).toHaveCount(2);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'performance-page-3.png'), fullPage: true });

  // Deleting asks first; dismissing keeps the call.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this call analysis? This action cannot be undone.');
    void dialog.dismiss();
  });
  await cards.first().getByRole('button', { name: /^Delete the call analysis/ }).click();
  await expect(cards).toHaveCount(2);

  for (const remaining of [1, 0]) {
    page.once('dialog', (dialog) => void dialog.accept());
    await cards.first().getByRole('button', { name: /^Delete the call analysis/ }).click();
    await expect(page.getByText('Call analysis deleted successfully!').first()).toBeVisible();
    if (remaining > 0) await expect(cards).toHaveCount(remaining);
  }
  // Page 3 no longer exists: back to page 1, and two pages left.
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Seeded call 12');
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear All Call Analyses?' });
  await expect(dialog).toContainText('This will permanently delete all your call analyses and performance data. This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(5);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog', { name: 'Clear All Call Analyses?' }).getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByText('All call analyses deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Performance Data Yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your First Call' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Performance Data Yet')).toBeVisible();
});
