import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { PROGRESS_EXPECTED, SEEDED_QUOTE } from './support/progress-seed';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process';
import { SCREENSHOT_DIR, freshDataDir } from './support/e2e-env';
import { expect, test } from './support/test';
import { newEmail } from './support/users';

/**
 * Progress and moments (issue 17) for a user with four analysed calls of one scenario, a week
 * apart, seeded with hand-picked scores while the server is stopped (e2e/support/seed-progress.ts):
 * the progress figures match those scores, and a quote in the latest call's details plays the
 * recording from its moment and highlights its transcript line.
 */
const PORT = 3107;
const PASSWORD = 'secret123';
const email = newEmail('progress');
let server: ServerProcess;

function run(script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${code})`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = await freshDataDir('progress-data');
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
  const signUp = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const scenario = await fetch(`${server.url}/api/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({
      title: 'Fleet renewal',
      product: 'Fleet telematics',
      salesStage: 'Discovery',
      persona: 'CFO',
      gender: 'Male',
      customerProfile: 'A regional haulier with 40 trucks.',
    }),
  });
  expect(scenario.status).toBe(201);
  const {
    scenario: { id: scenarioId },
  } = (await scenario.json()) as { scenario: { id: string } };
  await server.stop();
  await run('e2e/support/seed-progress.ts', [dataDir, email, scenarioId]);
  server = await startServerProcess({ port: PORT, dataDir, echoOutput: true });
});

test.afterAll(async () => server?.stop());

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(server.url);
}

test('four calls over four weeks: the progress figures match their scores; a quote plays its moment and highlights its line', async ({
  page,
}) => {
  await signIn(page);
  const progress = page.getByTestId('progress');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();

  await expect(progress.getByTestId('progress-calls')).toContainText('4');
  await expect(progress.getByTestId('progress-latest')).toContainText(PROGRESS_EXPECTED.latest);
  await expect(progress.getByTestId('progress-latest')).toContainText(PROGRESS_EXPECTED.latestChange);
  await expect(progress.getByTestId('progress-strongest')).toContainText(
    `${PROGRESS_EXPECTED.strongest.name}${PROGRESS_EXPECTED.strongest.proficiency}/10`,
  );
  await expect(progress.getByTestId('progress-weakest')).toContainText(
    `${PROGRESS_EXPECTED.weakest.name}${PROGRESS_EXPECTED.weakest.proficiency}/10`,
  );

  // Each chart is drawn, named, and holds its numbers in a table.
  const overall = progress.getByTestId('progress-overall');
  await expect(overall.getByRole('img', { name: /Overall score per call, 4 calls/ })).toBeVisible();
  await expect(overall.locator('.ct-point')).toHaveCount(4);
  await overall.getByText('Show as table').click();
  await expect(overall.getByRole('row')).toHaveCount(5);
  await expect(overall.locator('tbody tr td:last-child')).toHaveText([...PROGRESS_EXPECTED.overallPerCall]);

  const rapport = progress.locator('[data-testid="skill-progress"][data-key="rapport_building"]');
  await expect(rapport).toContainText(`Proficiency ${PROGRESS_EXPECTED.strongest.proficiency}/10`);
  await expect(rapport).toContainText(`${PROGRESS_EXPECTED.strongest.change} after your latest call`);
  await expect(rapport.getByRole('img', { name: 'Rapport Building scores, oldest first: 4, 5, 6, 8.' })).toBeVisible();
  await expect(progress.locator('[data-testid="metric-progress"][data-key="talk_ratio"]')).toContainText(
    PROGRESS_EXPECTED.talkRatioOnTarget,
  );
  await expect(progress.getByTestId('attempt-comparison')).toContainText(PROGRESS_EXPECTED.attempt.scenario);
  await expect(progress.getByTestId('attempt-comparison')).toContainText(PROGRESS_EXPECTED.attempt.scores);

  const weeks = progress.getByTestId('progress-weeks');
  await weeks.getByText('Show as table').click();
  const perWeek = (await weeks.locator('tbody tr td:last-child').allTextContents()).map(Number);
  expect(perWeek.reduce((total, calls) => total + calls, 0)).toBe(4);
  await expectNoSeriousAxeFindings(page, 'the progress section');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'progress.png'), fullPage: true });

  // The latest call's details: the quote plays the recording from 0:12 and its line is highlighted.
  await page.getByTestId('session-card').first().getByRole('button', { name: 'View details' }).click();
  const details = page.getByTestId('call-details');
  const player = details.getByTestId('recording-player');
  await expect(player).toHaveAttribute('data-status', 'ready');
  await expect(player).toContainText('0:00 / 0:23');
  await details.getByRole('button', { name: `Play from 0:12: “${SEEDED_QUOTE.text}”` }).click();
  await expect(player).toContainText(/0:1[2-9] \/ 0:23/);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  const current = details.getByRole('list', { name: 'Transcript' }).locator('li[aria-current="time"]');
  await expect(current).toContainText(SEEDED_QUOTE.text);
  await expect(details.getByRole('button', { name: 'Transcript (.txt)' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Recording (.ogg)' })).toHaveAttribute('download', /^rehearse-call-.*\.ogg$/);
  await expectNoSeriousAxeFindings(page, 'the call details with moments');

  // A transcript line's time plays from there too (keyboard).
  await details.getByRole('button', { name: 'Play from 0:03' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toContainText('Hi Jordan, this is Sam');
});
