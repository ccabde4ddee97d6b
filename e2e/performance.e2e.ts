import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SCREENSHOT_DIR, freshDataDir } from './support/e2e-env';
import { expect, test } from './support/test';
import { newEmail } from './support/users';

/**
 * The performance list, read a page at a time: 12 analysed calls (pages of 5, delete with
 * confirmation, the reset to page 1, Clear All); 250 calls, every one reached by paging; Practise
 * again on a call of a real scenario, its details linking back to the attempt before. The calls are
 * put in the database while the server is stopped (transcripts of simulated salespeople with the
 * offline buyer, scored by the offline assessor).
 */
const PORT = 3102;
const PASSWORD = 'secret123';
const email = newEmail('performance');
const longHistory = newEmail('performance-250');
const practiser = newEmail('performance-again');
const PRACTISED = 'Discovery call with Brightwell Freight';
let server: ServerProcess;

// One server on a fixed port for the file's tests: they run in order in one worker.
test.describe.configure({ mode: 'default' });

/** Seeds each `email=count[=scenario title]` job in one process (one start of the embedded database). */
function seedSessions(dataDir: string, jobs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/seed-sessions.ts', dataDir, ...jobs], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = await freshDataDir('performance-data');
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
  for (const who of [email, longHistory, practiser]) {
    const signUp = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who, password: PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    if (who === practiser) await createScenarioAs(signUp.headers.get('set-cookie')!.split(';')[0]!, PRACTISED);
  }
  await server.stop();
  await seedSessions(dataDir, [`${email}=12`, `${longHistory}=250`, `${practiser}=1=${PRACTISED}`]);
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
});

test.afterAll(async () => server?.stop());

// Practise again starts a real call: a fake microphone (a tone) is enough to open it.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

async function createScenarioAs(cookie: string, title: string) {
  const response = await fetch(`${server.url}/api/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title,
      product: 'Quotaflow, a sales coaching platform',
      customerProfile: 'Brightwell Freight, a regional logistics company; Dana, VP of sales, worries about ramp time.',
      salesStage: 'Discovery',
      persona: 'CFO',
      gender: 'Female',
    }),
  });
  expect(response.status).toBe(201);
}

async function signIn(page: Page, who = email) {
  const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email: who, password: PASSWORD } });
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

  // The realtime feed keeps a visible card and the counts live: a call deleted elsewhere (another
  // tab, through the API) leaves the page without a reload, and the next call moves up.
  await expect(list.getByText('12 calls analysed')).toBeVisible();
  const elsewhere = await page.context().newPage();
  const gone = await cards.nth(1).getAttribute('data-session-id');
  expect((await elsewhere.request.delete(`${server.url}/api/sessions/${gone}`)).status()).toBe(204);
  await elsewhere.close();
  await expect(list.getByText('11 calls analysed')).toBeVisible();
  await expect(list.locator(`[data-session-id="${gone}"]`)).toHaveCount(0);
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(4)).toContainText('Seeded call 7');

  // One card open at a time.
  await cards.nth(0).getByRole('button', { expanded: false }).first().click();
  await expect(cards.nth(0).getByLabel('Skills assessment')).toBeVisible();
  await cards.nth(1).getByRole('button', { expanded: false }).first().click();
  await expect(cards.nth(1).getByLabel('Skills assessment')).toBeVisible();
  await expect(cards.nth(0).getByLabel('Skills assessment')).toHaveCount(0);

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(cards).toHaveCount(1);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'performance-page-3.png'), fullPage: true });

  // Deleting asks first; dismissing keeps the call.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this call analysis? This action cannot be undone.');
    void dialog.dismiss();
  });
  await cards
    .first()
    .getByRole('button', { name: /^Delete the call analysis/ })
    .click();
  await expect(cards).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await cards
    .first()
    .getByRole('button', { name: /^Delete the call analysis/ })
    .click();
  await expect(page.getByText('Call analysis deleted successfully!').first()).toBeVisible();
  // Page 3 no longer exists: back to page 1, and two pages left.
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Seeded call 12');
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear All Call Analyses?' });
  await expect(dialog).toContainText(
    'This will permanently delete all your call analyses and performance data. This action cannot be undone.',
  );
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

test('250 analysed calls: every one is reached by paging, the last page by its number', async ({ page }) => {
  await signIn(page, longHistory);
  const list = page.getByTestId('performance-list');
  const pages = page.getByRole('navigation', { name: 'Performance list pages' });
  await expect(list.getByText('250 calls analysed')).toBeVisible();
  const shownTitles = async (pageNumber: number) => {
    await expect(pages.getByRole('button', { name: `Page ${pageNumber}`, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(list.locator('ol[aria-busy]')).toHaveCount(0);
    return (await list.getByTestId('session-card').allTextContents()).map((text) => /Seeded call (\d+)/.exec(text)?.[1]);
  };
  const seen: (string | undefined)[] = [];
  for (let pageNumber = 1; pageNumber <= 50; pageNumber++) {
    if (pageNumber > 1) await pages.getByRole('button', { name: 'Next' }).click();
    const titles = await shownTitles(pageNumber);
    expect(titles, `page ${pageNumber}`).toEqual([0, 1, 2, 3, 4].map((i) => String(250 - (pageNumber - 1) * 5 - i)));
    seen.push(...titles);
  }
  expect(new Set(seen).size).toBe(250);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Numbered jumps from either end land on the same calls.
  await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
  expect(await shownTitles(1)).toEqual(['250', '249', '248', '247', '246']);
  await pages.getByRole('button', { name: 'Page 50' }).click();
  expect(await shownTitles(50)).toEqual(['5', '4', '3', '2', '1']);
  await pages.getByRole('button', { name: 'Page 47' }).click();
  expect(await shownTitles(47)).toEqual(['20', '19', '18', '17', '16']);
  await pages.getByRole('button', { name: 'Previous' }).click();
  expect(await shownTitles(46)).toEqual(['25', '24', '23', '22', '21']);
});

test.describe('practising a scenario again', () => {
  test("Practise again starts a call on the call's scenario; the next attempt's details link back; Start Your First Call starts the only scenario", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, practiser);
    const cards = page.getByTestId('performance-list').getByTestId('session-card');
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('button', { name: 'Practise again' }).click();
    const briefing = page.getByRole('dialog').filter({ has: page.getByTestId('briefing') });
    await expect(briefing).toContainText(PRACTISED);
    await briefing.getByRole('button', { name: 'Start', exact: true }).click();
    const badge = page.getByTestId('call-active-badge');
    await expect(badge).toContainText(`Practicing: ${PRACTISED}`, { timeout: 30_000 });
    await badge.getByRole('button', { name: 'End Call' }).click();
    await expect(badge).toBeHidden();

    // The new call is analysed and listed first; its details name the attempt before it.
    await expect(cards).toHaveCount(2, { timeout: 60_000 });
    await cards.first().getByRole('button', { name: 'View details' }).click();
    const details = page.getByTestId('call-details');
    const previous = details.getByRole('button', { name: /^Previous attempt: / });
    await expect(previous).toBeVisible();
    await previous.click();
    await expect(details.getByText('Your first attempt at this scenario')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Practise again' })).toBeEnabled();
    await page.keyboard.press('Escape');

    // With no calls left and one scenario, Start Your First Call starts it (through the briefing).
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('dialog', { name: 'Clear All Call Analyses?' }).getByRole('button', { name: 'Delete All' }).click();
    await page.getByRole('button', { name: 'Start Your First Call' }).click();
    await expect(briefing).toContainText(PRACTISED);
  });
});
