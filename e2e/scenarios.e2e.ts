import type { Locator, Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expectNoSeriousAxeFindings } from './support/axe';
import { SCREENSHOT_DIR } from './support/e2e-env';
import { expect, test } from './support/test';
import { signUpThroughApi } from './support/users';

/** The scenario grid, the scenario dialog and the credit card, as a signed-in user meets them. */

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });

interface ScenarioFields {
  title: string;
  product: string;
  customerProfile: string;
  salesStage?: string;
  persona?: string;
  gender?: 'Male' | 'Female';
  difficulty?: 'easy' | 'medium' | 'hard';
}

function buildScenario(overrides: Partial<ScenarioFields> = {}): ScenarioFields {
  return {
    title: 'Renewal call with Acme',
    product: 'Quotaflow, a sales forecasting platform at 40k EUR a year',
    customerProfile: 'Acme is a 200-person logistics company reviewing every tool before its renewal.',
    ...overrides,
  };
}

async function createThroughApi(page: Page, fields: ScenarioFields) {
  const response = await page.request.post('/api/scenarios', { data: { gender: 'Male', ...fields } });
  expect(response.status()).toBe(201);
}

async function signInFresh(page: Page) {
  const user = await signUpThroughApi(page);
  await page.goto('/');
  await expect(page.getByText(user.email)).toBeVisible();
  return user;
}

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openEdit(page: Page, title: string) {
  await card(page, title).hover();
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}`, exact: true })
    .click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Practice Session' })).toBeVisible();
}

/** The message under a field: its `<field>-error` element, linked from the input. */
async function expectFieldError(page: Page, field: string, message: string) {
  const error = page.locator(`#${field}-error`);
  await expect(error).toHaveText(message);
  await expect(page.locator(`[name="${field}"]`).first()).toHaveAttribute('aria-describedby', new RegExp(`\\b${field}-error\\b`));
}

test('a visitor is invited to sign in before creating scenarios', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Ready to start practicing?')).toBeVisible();
  await expect(page.getByTestId('credit-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In to Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a new user has the free plan and no scenarios yet', async ({ page }) => {
  await signInFresh(page);
  const credits = page.getByTestId('credit-card');
  await expect(credits.getByText('FREE', { exact: true })).toBeVisible();
  await expect(credits.getByText('30 minutes of coaching time available.')).toBeVisible();
  await expect(page.getByText('No scenarios yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Scenario' })).toBeVisible();
  await shot(page, 'scenarios-empty');
});

test('a user creates, edits, saves copies of and deletes a scenario', async ({ page }) => {
  await signInFresh(page);
  const scenario = buildScenario();

  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Design Your Perfect Practice Session' })).toBeVisible();
  await expect(page.getByLabel('Male', { exact: true })).toBeChecked();
  await page.getByLabel('Scenario Title').fill(scenario.title);
  await expect(dialog(page).getByText(`${scenario.title.length}/100`)).toBeVisible();
  await page.getByLabel('What are you selling?').fill(scenario.product);
  await page.getByLabel('Sales Stage').selectOption('Discovery');
  await page.getByLabel('Who are you talking to?').selectOption('CFO');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByLabel('Customer Profile / Context').fill(scenario.customerProfile);
  await page.getByRole('button', { name: 'Create Scenario' }).click();

  await expect(page.getByText('Scenario created successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const created = card(page, scenario.title);
  await expect(created).toBeVisible();
  await expect(created.getByText(scenario.customerProfile)).toBeVisible();
  await expect(created.getByText('Discovery')).toBeVisible();
  await expect(created.getByText('CFO')).toBeVisible();
  await expect(created.getByRole('button', { name: 'Start Practice' })).toBeVisible();

  // Edit: the form opens with the scenario's values, the profile from its stored details.
  await openEdit(page, scenario.title);
  await expect(page.getByLabel('Scenario Title')).toHaveValue(scenario.title);
  await expect(page.getByLabel('Sales Stage')).toHaveValue('Discovery');
  await expect(page.getByLabel('Who are you talking to?')).toHaveValue('CFO');
  await expect(page.getByLabel('Female', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Customer Profile / Context')).toHaveValue(scenario.customerProfile);
  await shot(page, 'scenarios-edit-dialog', false);
  const renamed = 'Renewal call with Acme Logistics';
  await page.getByLabel('Scenario Title').fill(renamed);
  await page.getByLabel('Sales Stage').selectOption('Negotiation');
  await page.getByRole('button', { name: 'Update Scenario' }).click();
  await expect(page.getByText('Scenario updated successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(card(page, renamed).getByText('Negotiation')).toBeVisible();
  await expect(card(page, scenario.title)).toHaveCount(0);

  // Save as Copy, twice: '(Copy)', then '(Copy 2)'; the original stays as it was.
  await openEdit(page, renamed);
  await page.getByRole('button', { name: 'Save as Copy' }).click();
  await expect(page.getByText('Scenario duplicated successfully!')).toBeVisible();
  await expect(card(page, `${renamed} (Copy)`)).toBeVisible();
  await openEdit(page, renamed);
  await page.getByRole('button', { name: 'Save as Copy' }).click();
  await expect(card(page, `${renamed} (Copy 2)`)).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${renamed} (Copy 2)`);

  // Delete asks first; declining keeps the scenario.
  const messages: string[] = [];
  page.once('dialog', (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await card(page, `${renamed} (Copy 2)`).hover();
  await page.getByRole('button', { name: `Delete ${renamed} (Copy 2)`, exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  page.once('dialog', (confirm) => {
    messages.push(confirm.message());
    void confirm.accept();
  });
  await page.getByRole('button', { name: `Delete ${renamed} (Copy 2)`, exact: true }).click();
  await expect(page.getByText('Scenario deleted successfully!')).toBeVisible();
  await expect(card(page, `${renamed} (Copy 2)`)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(messages).toEqual(['Are you sure you want to delete this scenario?', 'Are you sure you want to delete this scenario?']);

  // The list is the server's: it survives a reload.
  await page.reload();
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, `${renamed} (Copy)`)).toBeVisible();
});

test('a user makes a scenario Hard, sees it on the card, and the difficulty follows edits and copies', async ({ page }) => {
  await signInFresh(page);
  const scenario = buildScenario({ title: 'Price talk with a tough CFO' });
  const difficultyBadge = (title: string) => card(page, title).getByTitle('Difficulty');

  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
  const difficulty = dialog(page).getByRole('group', { name: 'Difficulty' });
  await expect(difficulty.getByLabel('Medium', { exact: true })).toBeChecked();
  await expect(difficulty.getByText(/Shares when asked/)).toBeVisible();
  await page.getByLabel('Scenario Title').fill(scenario.title);
  await page.getByLabel('What are you selling?').fill(scenario.product);
  await page.getByLabel('Sales Stage').selectOption('Negotiation');
  await page.getByLabel('Who are you talking to?').selectOption('CFO');
  await difficulty.getByLabel('Hard', { exact: true }).check();
  await expect(difficulty.getByText(/Guarded: raises more and harder objections/)).toBeVisible();
  await page.getByLabel('Customer Profile / Context').fill(scenario.customerProfile);
  await shot(page, 'scenarios-difficulty-field', false);
  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/scenarios'));
  await page.getByRole('button', { name: 'Create Scenario' }).click();
  expect((await created).postDataJSON()).toMatchObject({ difficulty: 'hard', salesStage: 'Negotiation', persona: 'CFO' });
  await expect(page.getByText('Scenario created successfully!')).toBeVisible();

  await expect(difficultyBadge(scenario.title)).toBeVisible();
  await expect(difficultyBadge(scenario.title)).toHaveText('Difficulty: Hard');
  await expect(card(page, scenario.title).getByText('Negotiation')).toBeVisible();
  await expect(card(page, scenario.title).getByText('CFO', { exact: true })).toBeVisible();
  // A scenario made without choosing plays at Medium.
  await createThroughApi(page, buildScenario({ title: 'Plain renewal' }));
  await page.reload();
  await expect(difficultyBadge('Plain renewal')).toHaveText('Difficulty: Medium');
  await shot(page, 'scenarios-difficulty-badges');

  // Edit: the dialog opens on Hard; Easy is saved; Save as Copy keeps the form's difficulty.
  await openEdit(page, scenario.title);
  await expect(page.getByLabel('Hard', { exact: true })).toBeChecked();
  await page.getByLabel('Easy', { exact: true }).check();
  await page.getByRole('button', { name: 'Update Scenario' }).click();
  await expect(page.getByText('Scenario updated successfully!')).toBeVisible();
  await expect(difficultyBadge(scenario.title)).toHaveText('Difficulty: Easy');
  await openEdit(page, scenario.title);
  await expect(page.getByLabel('Easy', { exact: true })).toBeChecked();
  await page.getByLabel('Hard', { exact: true }).check();
  await page.getByRole('button', { name: 'Save as Copy' }).click();
  await expect(page.getByText('Scenario duplicated successfully!')).toBeVisible();
  await expect(difficultyBadge(`${scenario.title} (Copy)`)).toHaveText('Difficulty: Hard');
  await expect(difficultyBadge(scenario.title)).toHaveText('Difficulty: Easy');

  await page.reload();
  await expect(difficultyBadge(`${scenario.title} (Copy)`)).toHaveText('Difficulty: Hard');
});

test('every field of the scenario form shows its message under the field', async ({ page }) => {
  await signInFresh(page);
  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();

  await page.getByRole('button', { name: 'Create Scenario' }).click();
  await expectFieldError(page, 'title', 'Title is required');
  await expectFieldError(page, 'product', 'Product description is required');
  await expectFieldError(page, 'customerProfile', 'Customer profile is required');
  await expect(page.getByLabel('Scenario Title')).toBeFocused();
  await expect(dialog(page)).toBeVisible();

  await page.getByLabel('Scenario Title').fill('   ');
  await page.getByLabel('What are you selling?').fill('  ');
  await page.getByLabel('Customer Profile / Context').fill(' ');
  await page.getByRole('button', { name: 'Create Scenario' }).click();
  await expectFieldError(page, 'title', 'Title cannot be empty');
  await expectFieldError(page, 'product', 'Product description cannot be empty');
  await expectFieldError(page, 'customerProfile', 'Customer profile cannot be empty');

  await page.getByLabel('Scenario Title').fill('t'.repeat(101));
  await expect(dialog(page).getByText('101/100')).toBeVisible();
  await page.getByLabel('What are you selling?').fill('p'.repeat(501));
  await page.getByLabel('Customer Profile / Context').fill('c'.repeat(2001));
  await page.getByLabel('Company Website').fill('acme');
  await expect(dialog(page).getByRole('img', { name: 'Not a valid URL' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get company info' })).toHaveCount(0);
  // The selects offer only valid choices; a tampered one is still caught under its field.
  for (const field of ['salesStage', 'persona']) {
    await page.locator(`select[name="${field}"]`).evaluate((select: HTMLSelectElement) => {
      select.add(new Option('Intern', 'Intern'));
    });
    await page.locator(`select[name="${field}"]`).selectOption('Intern');
  }
  await page.getByRole('button', { name: 'Create Scenario' }).click();
  await expectFieldError(page, 'title', 'Title must be less than 100 characters');
  await expectFieldError(page, 'product', 'Product description must be less than 500 characters');
  await expectFieldError(page, 'customerProfile', 'Customer profile must be less than 2000 characters');
  await expectFieldError(page, 'companyUrl', 'Please enter a valid URL (e.g., https://example.com)');
  await expectFieldError(page, 'salesStage', 'Please choose one of the listed sales stages');
  await expectFieldError(page, 'persona', 'Please choose one of the listed personas');
  await shot(page, 'scenarios-form-errors', false);

  // Errors clear on the next submit; a valid form is sent and the dialog closes.
  await page.getByLabel('Scenario Title').fill('Discovery call');
  await page.getByLabel('What are you selling?').fill('Forecasting software');
  await page.getByLabel('Customer Profile / Context').fill('A cautious CFO');
  await page.getByLabel('Company Website').fill('');
  await page.getByLabel('Sales Stage').selectOption('none');
  await page.getByLabel('Who are you talking to?').selectOption('none');
  await page.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(page.getByText('Scenario created successfully!')).toBeVisible();
  await expect(page.locator('[id$="-error"]')).toHaveCount(0);
  await expect(card(page, 'Discovery call').getByText('General Assessment')).toBeVisible();
});

test('the grid shows four scenarios until View All, and Show Less folds it again', async ({ page }) => {
  await signInFresh(page);
  for (let number = 1; number <= 4; number += 1) await createThroughApi(page, buildScenario({ title: `Scenario ${number}` }));
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('button', { name: /View All/ })).toHaveCount(0);

  for (let number = 5; number <= 6; number += 1) await createThroughApi(page, buildScenario({ title: `Scenario ${number}` }));
  await page.reload();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(4);
  await expect(articles.first()).toHaveAccessibleName('Scenario 6');
  await expect(card(page, 'Scenario 1')).toHaveCount(0);
  await shot(page, 'scenarios-grid-collapsed');

  await page.getByRole('button', { name: 'View All (6 scenarios)' }).click();
  await expect(articles).toHaveCount(6);
  await expect(articles.last()).toHaveAccessibleName('Scenario 1');
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(articles).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'View All (6 scenarios)' })).toBeVisible();
});

test('the dialog cannot be closed while a scenario is being created', async ({ page }) => {
  await signInFresh(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/scenarios', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
  const scenario = buildScenario({ title: 'Held scenario' });
  await page.getByLabel('Scenario Title').fill(scenario.title);
  await page.getByLabel('What are you selling?').fill(scenario.product);
  await page.getByLabel('Customer Profile / Context').fill(scenario.customerProfile);
  await page.getByRole('button', { name: 'Create Scenario' }).click();

  await expect(page.getByRole('button', { name: 'Creating Scenario...' })).toBeDisabled();
  await expect(page.getByText('Creating your scenario... This may take a few moments')).toBeAttached();
  await expect(page.getByLabel('Scenario Title')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeDisabled();
  await expect(dialog(page)).toBeVisible();

  release();
  await expect(page.getByText('Scenario created successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Creating your scenario...')).toHaveCount(0);
  await expect(card(page, 'Held scenario')).toBeVisible();
});

/** A small company website on this machine's loopback, for the website analysis. */
async function startCompanySite(): Promise<{ url: string; close: () => Promise<void> }> {
  const pages: Record<string, string> = {
    '/': `<html><head><title>Acme Logistics</title><meta name="description" content="Freight forwarding for mid-sized retailers"></head>
      <body><h1>Acme Logistics</h1><p>We move pallets across Europe with real-time tracking and same-day pickup.</p>
      <a href="/about">About us</a> <a href="/customers">Customers</a></body></html>`,
    '/about': `<html><head><title>About Acme</title></head><body><h1>About Acme Logistics</h1>
      <p>Founded in 2009, Acme employs 200 people and serves 400 retailers from hubs in Rotterdam and Lyon.</p></body></html>`,
    '/customers': `<html><head><title>Customers</title></head><body><h1>Who we serve</h1>
      <p>Fashion and home-goods retailers who need reliable weekly replenishment.</p></body></html>`,
  };
  const server = http.createServer((request, response) => {
    const body = pages[request.url ?? '/'];
    // A short pause, so the analysis has a visible loading state.
    setTimeout(() => {
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? '<h1>Not found</h1>');
    }, 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('the website analysis fills in the customer profile from a company site', async ({ page }) => {
  const site = await startCompanySite();
  try {
    await signInFresh(page);
    await page.getByRole('button', { name: 'Create Your First Scenario' }).click();
    const companyUrl = page.getByLabel('Company Website');
    const profile = page.getByLabel('Customer Profile / Context');
    const analyse = page.getByRole('button', { name: 'Get company info' });
    const undo = dialog(page).getByRole('button', { name: 'Undo' });
    const analyseAndWait = async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/scenarios/scrape'));
      await analyse.click();
      expect((await answered).ok()).toBe(true);
    };

    await expect(analyse).toHaveCount(0);
    // A word that is no address (a scheme-less host name such as 'acme.com' is one) shows the red mark and no button.
    await companyUrl.fill('acme');
    await expect(dialog(page).getByRole('img', { name: 'Not a valid URL' })).toBeVisible();
    await expect(analyse).toHaveCount(0);

    await companyUrl.fill(site.url);
    await expect(dialog(page).getByRole('img', { name: 'Not a valid URL' })).toHaveCount(0);
    await analyse.click();
    await expect(page.getByText('AI is analyzing the website to generate a customer profile...')).toBeVisible();
    await expect(page.getByText('Analyzed • Profile generated and auto-filled below')).toBeVisible({ timeout: 20_000 });
    await expect(dialog(page).getByRole('img', { name: 'Analyzed' })).toBeVisible();
    await expect(page.getByText('Company profile generated! 🎉')).toBeVisible();
    await expect(page.getByText(`AI analyzed ${site.url} and created a customer profile`)).toBeVisible();
    await expect(profile).toHaveValue(/Acme Logistics/);
    // The field was empty: nothing of the user's was replaced, so no Undo.
    await expect(undo).toHaveCount(0);
    await shot(page, 'scenarios-website-analysed', false);

    // A new address makes the analysis stale; the profile typed so far stays.
    await companyUrl.fill(`${site.url}about`);
    await expect(page.getByText('Analyzed • Profile generated and auto-filled below')).toHaveCount(0);
    await expect(profile).toHaveValue(/Acme Logistics/);

    // An address the server never fetches, whatever its settings (0.0.0.0), is refused with its reason.
    await companyUrl.fill('http://0.0.0.0:9/');
    await analyse.click();
    await expect(page.getByText('Scraping failed')).toBeVisible();
    await expect(page.getByText('This address is not allowed')).toBeVisible();

    // A profile the user wrote is replaced by a generated one only with a way back: Undo restores it,
    // also after a second analysis of the same site.
    const typed = 'Dana runs operations at Acme and has been burned by a failed rollout last year.';
    await profile.fill(typed);
    await companyUrl.fill(site.url);
    await analyseAndWait();
    await expect(profile).toHaveValue(/Acme Logistics/);
    const replaced = dialog(page).getByRole('status').filter({ hasText: 'The generated profile replaced what you had written.' });
    await expect(replaced.getByRole('button', { name: 'Undo' })).toBeVisible();
    await analyseAndWait();
    await expect(profile).toHaveValue(/Acme Logistics/);
    await expect(undo).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'scenario dialog, generated profile with Undo');
    await undo.click();
    await expect(profile).toHaveValue(typed);
    await expect(undo).toHaveCount(0);

    // The analysed profile is saved with the scenario.
    await analyseAndWait();
    await expect(profile).toHaveValue(/Acme Logistics/);
    await expect(undo).toBeVisible();
    await page.getByLabel('Scenario Title').fill('Acme freight renewal');
    await page.getByLabel('What are you selling?').fill('Route planning software');
    await page.getByRole('button', { name: 'Create Scenario' }).click();
    await expect(page.getByText('Scenario created successfully!')).toBeVisible();
    await expect(card(page, 'Acme freight renewal').getByText(/Acme Logistics/)).toBeVisible();
  } finally {
    await site.close();
  }
});

test('the scenario dialog and cards fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInFresh(page);
  await createThroughApi(page, buildScenario({ title: 'Phone scenario', salesStage: 'Closing', persona: 'CTO' }));
  await page.reload();
  const phoneCard = card(page, 'Phone scenario');
  await expect(phoneCard).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: /Create New/ }).click();
  await expect(dialog(page)).toBeVisible();
  await page.getByRole('button', { name: 'Create Scenario' }).click();
  await expectFieldError(page, 'title', 'Title is required');
  await expect(page.getByRole('button', { name: 'Create Scenario' })).toBeInViewport();
  await expectWithinViewport(page, dialog(page));
  await shot(page, 'scenarios-phone-dialog', false);

  // The three difficulty choices share one row without cutting their names.
  const difficulty = dialog(page).getByRole('group', { name: 'Difficulty' });
  await difficulty.scrollIntoViewIfNeeded();
  for (const label of await difficulty.locator('label').all()) {
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await shot(page, 'scenarios-phone-difficulty', false);
});

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectWithinViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
}
