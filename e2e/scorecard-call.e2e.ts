import path from 'node:path';
import { FAKE_MICROPHONE_ARGS } from './support/caller-audio';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SCREENSHOT_DIR } from './support/e2e-env';
import { expect, test } from './support/test';
import { newestSession } from './support/sessions';
import { signUpThroughApi } from './support/users';

/**
 * Issue 15's scorecards and briefing on a real call (the rig of call.e2e.ts: the microphone is a
 * WAV of the caller's lines, the server runs the offline engines): a scorecard written on the
 * scorecard screen reached from the scenario dialog, the briefing before the call, and the
 * scorecard's criteria in the call details, the custom ones honestly unscored by the offline coach.
 */
test.use({
  permissions: ['microphone'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE_ARGS] },
});

const shot = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

test('a custom scorecard is chosen in the scenario dialog, shown in the briefing before the call, and its criteria scored in the call details', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page);
  await page.goto('/');

  // The scorecard screen, from the scenario dialog.
  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
  const scenarioDialog = page.getByRole('dialog', { name: 'Design Your Perfect Practice Session' });
  await expect(scenarioDialog.getByLabel('Scorecard')).toHaveValue('stage-rubric');
  await scenarioDialog.getByRole('button', { name: 'Manage scorecards' }).click();
  const scorecards = page.getByRole('dialog', { name: 'Scorecards' });
  for (const name of ['Stage rubric', 'MEDDICC', 'SPIN', 'BANT', 'Challenger'])
    await expect(scorecards.getByRole('listitem', { name })).toContainText('Built in');
  await scorecards.getByRole('button', { name: 'New Scorecard' }).click();
  const editor = page.getByRole('dialog', { name: 'New Scorecard' });
  await editor.getByLabel('Scorecard Name').fill('Brightwell discovery card');
  await editor.getByLabel('Criterion', { exact: true }).fill('Quantifies the ramp cost');
  await editor.getByLabel('What good looks like').fill('Gets the buyer to put a number on what slow ramp costs them.');
  await editor.getByLabel('Weight').fill('60');
  await editor.getByRole('button', { name: 'Add criterion' }).click();
  const second = editor.getByRole('listitem').nth(1);
  await second.getByLabel('Criterion', { exact: true }).fill('Next steps');
  await second.getByLabel('What good looks like').fill('Proposes a demo with a date and the buyer agrees.');
  await second.getByLabel('Weight').fill('40');
  await second.getByLabel('Scale').selectOption('yes-no');
  await page.screenshot({ path: shot('scorecard-editor') });
  await editor.getByRole('button', { name: 'Save Scorecard' }).click();
  await expect(page.getByText('Scorecard created successfully!')).toBeVisible();
  await expect(scorecards.getByRole('listitem', { name: 'Brightwell discovery card' })).toContainText(
    'Quantifies the ramp cost (60, 0-10) · Next steps (40, Yes/No)',
  );
  await page.screenshot({ path: shot('scorecards-list') });
  await scorecards.getByRole('button', { name: 'Close' }).click();

  // The new scorecard is chosen for the scenario being written.
  await expect(scenarioDialog.getByLabel('Scorecard')).toHaveValue(/^[0-9a-f-]{36}$/);
  await scenarioDialog.getByLabel('Scenario Title').fill('Discovery call with Brightwell Freight');
  await scenarioDialog
    .getByLabel('What are you selling?')
    .fill('Quotaflow, a sales coaching platform where reps rehearse calls with an AI buyer');
  await scenarioDialog.getByLabel('Sales Stage').selectOption('Discovery');
  await scenarioDialog.getByLabel('Who are you talking to?').selectOption('CFO');
  await scenarioDialog.getByLabel('Female', { exact: true }).check();
  await scenarioDialog
    .getByLabel('Customer Profile / Context')
    .fill(
      'Brightwell Freight is a regional logistics company with forty account executives. Dana, the VP of sales, worries about ramp time for new hires.',
    );
  await scenarioDialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(page.getByText('Scenario created successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Discovery call with Brightwell Freight' });
  await expect(card.getByTitle('Scorecard')).toHaveText('Scorecard: Brightwell discovery card');
  // Editing keeps the scenario's scorecard.
  await card.getByRole('button', { name: 'Edit Discovery call with Brightwell Freight' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Practice Session' }).getByLabel('Scorecard')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: 'Edit Practice Session' }).getByLabel('Scorecard').locator('option:checked')).toHaveText(
    'Brightwell discovery card (yours)',
  );
  await page.keyboard.press('Escape');
  await page.screenshot({ path: shot('scorecard-card') });

  // Start Practice shows the briefing; the call starts from its Start button.
  await page.getByRole('button', { name: 'Start Practice' }).click();
  const briefing = page.getByTestId('briefing');
  await expect(briefing.getByRole('region', { name: 'Who you are calling' })).toContainText('CFO (Chief Financial Officer)');
  await expect(briefing).toContainText('Brightwell Freight is a regional logistics company with forty account executives.');
  // The buyer's worry is for the call to uncover, not the briefing to give away.
  await expect(briefing).not.toContainText('worries about ramp time');
  await expect(briefing).toContainText("1 detail of the profile held back: the buyer's concerns are for you to uncover on the call.");
  await expect(briefing.getByRole('region', { name: 'Goal of the call' })).toContainText('Agree a demo or follow-up meeting with a date.');
  const criteria = briefing.getByRole('list', { name: 'Scorecard criteria' });
  await expect(briefing).toContainText('Scorecard: Brightwell discovery card');
  await expect(criteria.getByRole('listitem')).toHaveText([
    /Quantifies the ramp cost.*weight 60 · 0-10/,
    /Next steps.*weight 40 · Yes\/No/,
  ]);
  await page.screenshot({ path: shot('briefing') });
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();

  await expect(page.getByTestId('call-active-badge')).toContainText('Practicing: Discovery call with Brightwell Freight', {
    timeout: 30_000,
  });
  const transcript = page.getByTestId('call-transcript');
  await expect(transcript).toContainText(/demo|next week/i, { timeout: 60_000 });
  await page.getByTestId('call-active-badge').getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByText('Analysis Complete!')).toBeVisible({ timeout: 45_000 });

  await page.getByTestId('session-card').getByRole('button', { name: 'View details' }).click();
  const details = page.getByTestId('call-details');
  await expect(details.getByRole('heading', { name: 'Scorecard: Brightwell discovery card' })).toBeVisible();
  const skills = details.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) });
  await expect(skills.nth(0)).toContainText('Quantifies the ramp cost');
  // Offline, a custom criterion is not guessed at: no number, and the reason.
  await expect(skills.nth(0)).toContainText('Needs a language model');
  await expect(skills.nth(0)).toContainText('Needs a language model to judge');
  // A stage rubric category on a yes/no scale: the offline coach's judgement, as Yes or No.
  await expect(skills.nth(1)).toContainText('Next steps');
  await expect(skills.nth(1)).toContainText(/Yes|No/);
  await expect(details).toContainText('1 of 2 criteria need a language model to judge and have no score: Quantifies the ramp cost.');
  await page.screenshot({ path: shot('scorecard-call-details') });

  // The session kept the scorecard as it was at call start.
  expect((await newestSession(page.request)).scorecard?.criteria.map((criterion) => criterion.key)).toEqual([
    'quantifies_the_ramp_cost',
    'next_steps',
  ]);
  await page.keyboard.press('Escape');

  // "Don't show before each call": the next Start Practice goes straight to the call; Brief still shows it.
  await page.getByRole('button', { name: /^Brief:/ }).click();
  await page.getByLabel("Don't show before each call").check();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.reload();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByTestId('call-active-badge')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('briefing')).toHaveCount(0);
  await page.getByTestId('call-active-badge').getByRole('button', { name: 'End Call' }).click();
});
