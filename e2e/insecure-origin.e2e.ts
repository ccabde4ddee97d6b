import type { Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freshDataDir } from './support/e2e-env';
import { expect, test } from './support/test';
import { newEmail } from './support/users';

/**
 * The app opened from another machine over plain http, as a team member would at
 * http://192.168.x.y:3000. A made-up host name is mapped to 127.0.0.1 inside Chromium, so the page
 * is not a secure context while every request stays on loopback. The server is an operator's
 * default: PUBLIC_URL is that address and private networks are closed to website analysis.
 */
const PORT = 3103;
const HOST = 'rehearse-team.test';
const TEAM_URL = `http://${HOST}:${PORT}`;
let server: ServerProcess;

test.use({
  baseURL: TEAM_URL,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
});

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess({
    port: PORT,
    dataDir: await freshDataDir('insecure-origin-data'),
    settings: { PUBLIC_URL: TEAM_URL },
    echoOutput: true,
  });
});

test.afterAll(async () => server?.stop());

async function signUp(page: Page) {
  const email = newEmail('team');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(email)).toBeVisible();
}

test('over plain http from another machine, calls say the microphone needs HTTPS and how to get it', async ({ page }) => {
  await signUp(page);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByTestId('insecure-context-note')).toContainText('Microphone needs a secure connection');
  await expect(page.getByTestId('insecure-context-note')).toContainText('Serving your team');

  // The website field takes 'acme'-style input without a scheme; a private address says why it is refused.
  const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
  const dialog = page.getByRole('dialog');
  const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
  await dialog.getByLabel('Company Website').fill(`localhost:${PORT}`);
  await dialog.getByRole('button', { name: 'Get company info' }).click();
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: 'Scraping failed' });
  await expect(refusal).toContainText('private network');
  await expect(refusal).toContainText('SCRAPE_ALLOW_PRIVATE_NETWORKS');
  // The toast covers neither the dialog's close button nor Logout.
  const box = (await refusal.boundingBox())!;
  for (const control of [logout, close]) {
    const overlaps =
      box.x < control.x + control.width &&
      control.x < box.x + box.width &&
      box.y < control.y + control.height &&
      control.y < box.y + box.height;
    expect(overlaps, JSON.stringify({ toast: box, control })).toBe(false);
  }
  await expectNoSeriousAxeFindings(page, 'scenario dialog');

  await dialog.getByLabel('Scenario Title').fill('Renewal with Acme');
  await dialog.getByLabel('What are you selling?').fill('Quotaflow, a sales forecasting platform');
  await dialog.getByLabel('Customer Profile / Context').fill('Acme is a 200-person logistics company reviewing its tools before renewal.');
  await dialog.getByLabel('Company Website').fill('acme.com');
  await dialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(page.getByText('Scenario created successfully!')).toBeVisible();
  // Asked from the page: the made-up host name resolves only inside the browser.
  const storedUrl = await page.evaluate(
    async () =>
      ((await (await fetch('/api/scenarios')).json()) as { scenarios: Array<{ company_url: string | null }> }).scenarios[0]!.company_url,
  );
  expect(storedUrl).toBe('https://acme.com');

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByText('Microphone needs a secure connection').last()).toBeVisible();
  await expect(page.getByText('Microphone permission required')).toHaveCount(0);
  await expect(page.getByTestId('briefing')).toHaveCount(0);
  await expect(page.getByTestId('call-banner')).toHaveCount(0);
});
