import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { runAdminCommand, startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process';
import { freshDataDir } from './support/e2e-env';
import { newEmail } from './support/users';

/**
 * The credit card and the credit toasts of Start Practice, in every state. The states are set up
 * the way an operator would: stop the server, bill usage with the admin command, start it again.
 */
const PORT = 3101;
const PASSWORD = 'secret123';

type Case = 'good' | 'low' | 'critical' | 'short' | 'empty' | 'pro';
const usageSeconds: Record<Case, number> = {
  good: 0,
  low: 1380, // 420 s of 1800 left: 23 %
  critical: 1650, // 150 s left: 8 %
  short: 1790, // 10 s left: less than the 60 s a call needs
  empty: 1800,
  pro: 0,
};
const emails = Object.fromEntries(Object.keys(usageSeconds).map((key) => [key, newEmail(`credits-${key}`)])) as Record<Case, string>;

let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two server starts and six operator commands, each opening the embedded database: slow on a busy machine.
  test.setTimeout(180_000);
  dataDir = await freshDataDir('credits-data');
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
  for (const email of Object.values(emails)) {
    const signUp = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    const scenario = await fetch(`${server.url}/api/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Renewal call with Acme',
        product: 'Quotaflow, a sales forecasting platform',
        customerProfile: 'Acme is a 200-person logistics company reviewing its tools before renewal.',
        salesStage: 'Negotiation',
        persona: 'CFO',
        gender: 'Female',
      }),
    });
    expect(scenario.status).toBe(201);
  }
  await server.stop();
  for (const [key, seconds] of Object.entries(usageSeconds)) {
    if (seconds > 0) await runAdminCommand(dataDir, ['add-usage', emails[key as Case], String(seconds)]);
  }
  await runAdminCommand(dataDir, ['set-plan', emails.pro, 'pro']);
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
});

test.afterAll(async () => server?.stop());

async function signIn(page: Page, key: Case) {
  const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email: emails[key], password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(server.url);
  await expect(page.getByText(emails[key])).toBeVisible();
}

const card = (page: Page) => page.getByTestId('credit-card');

/**
 * Signs out through the API with the page closed first: an open page's realtime feed, its session
 * gone, reconnects and is refused, which the browser logs as an error (a race the suite lost once).
 */
async function signOutBehindThePage(page: Page) {
  await page.goto('about:blank');
  await page.request.post(`${server.url}/api/auth/logout`);
}

test('the credit card shows the plan and the status message of each level', async ({ page }) => {
  const expected: Array<[Case, string, string]> = [
    ['good', 'FREE', '30 minutes of coaching time available.'],
    ['low', 'FREE', '7 minutes remaining. Plan ahead for your next upgrade.'],
    ['critical', 'FREE', 'Only 2 minutes left! Consider upgrading soon.'],
    ['empty', 'FREE', 'No credits remaining. Please upgrade to continue.'],
    ['pro', 'PRO', '600 minutes of coaching time available.'],
  ];
  for (const [key, plan, message] of expected) {
    await signIn(page, key);
    await expect(card(page).getByText(plan, { exact: true })).toBeVisible();
    await expect(card(page).getByText(message)).toBeVisible();
    await signOutBehindThePage(page);
  }
});

test('Start Practice is blocked without a minute of credit', async ({ page }) => {
  await signIn(page, 'short');
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  await expect(page.getByText('Insufficient Credits')).toBeVisible();
  await expect(page.getByText(/You have 0 minutes remaining\./)).toBeVisible();
});

test('Start Practice warns on low and critical credit and goes on', async ({ page }) => {
  await signIn(page, 'low');
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  await expect(page.getByText('Warning: Low Credits')).toBeVisible();
  await expect(page.getByText(/You have 7 minutes remaining\./)).toBeVisible();
  await signOutBehindThePage(page);

  await signIn(page, 'critical');
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  await expect(page.getByText('Critical: Low Credits')).toBeVisible();
  await expect(page.getByText(/You have 2 minutes remaining\./)).toBeVisible();
});

test('Start Practice with plenty of credit shows no credit warning', async ({ page }) => {
  await signIn(page, 'good');
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  await expect(page.getByText(/Low Credits|Insufficient Credits/)).toHaveCount(0);
});
