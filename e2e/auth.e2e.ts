import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import path from 'node:path';
import { SCREENSHOT_DIR } from './support/e2e-env';
import { expectNoSeriousAxeFindings } from './support/axe';
import { linkFromOutbox } from './support/outbox';
import { newEmail, signUpThroughApi, signUpThroughUi } from './support/users';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });

/** The text colour as sRGB, whatever colour space the stylesheet uses (Tailwind 4 uses oklch). */
async function renderedColor(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

async function logInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new user signs up, signs out, signs in, resets the password by mail and signs in with it', async ({ page }) => {
  const { email, password } = await signUpThroughUi(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Sign In' })
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first(),
  ).toBeVisible();

  await logInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/auth?mode=login');
  await page
    .getByRole('link', { name: 'Forgot password?' })
    .or(page.getByRole('button', { name: 'Forgot password?' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Check your email for the password reset link!')).toBeVisible();

  await page.goto(await linkFromOutbox(email));
  await expect(page).toHaveURL(/\/auth\?mode=reset/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughUi(page, email, password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logInThroughUi(page, email, 'a-new-secret');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a used reset link says so instead of opening the reset screen', async ({ page }) => {
  const { email } = await signUpThroughApi(page);
  await page.request.post('/api/auth/logout');
  await page.request.post('/api/auth/recover', { data: { email } });
  const link = await linkFromOutbox(email);
  await page.goto(link);
  await expect(page).toHaveURL(/mode=reset/);
  await page.request.post('/api/auth/logout');
  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired. Please ask for a new one.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
});

test.describe('validation messages appear under their fields', () => {
  const errorUnder = (page: Page, field: 'email' | 'password' | 'confirmPassword') => page.locator(`#${field}-error`);

  test('sign-up', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(page, 'email')).toHaveText('Email is required');
    await expect(errorUnder(page, 'password')).toHaveText('Password must be at least 6 characters long');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret124');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(page, 'email')).toHaveText('Please enter a valid email address');
    await expect(errorUnder(page, 'password')).toHaveCount(0);
    await expect(errorUnder(page, 'confirmPassword')).toHaveText("Passwords don't match");
    const [red, green, blue] = await renderedColor(errorUnder(page, 'confirmPassword'));
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
  });

  test('log-in', async ({ page }) => {
    await page.goto('/auth?mode=login');
    await expect(page.getByLabel('Confirm password')).toHaveCount(0);
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(page, 'password')).toHaveText('Password must be at least 6 characters long');
  });

  test('forgot password checks only the e-mail', async ({ page }) => {
    await page.goto('/auth?mode=forgot');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(errorUnder(page, 'email')).toHaveText('Email is required');
    await page.getByLabel('Email').fill('nobody@');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(errorUnder(page, 'email')).toHaveText('Please enter a valid email address');
  });

  test('reset', async ({ page }) => {
    const { email } = await signUpThroughApi(page);
    await page.request.post('/api/auth/logout');
    await page.request.post('/api/auth/recover', { data: { email } });
    await page.goto(await linkFromOutbox(email));
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(errorUnder(page, 'password')).toHaveText('Password must be at least 6 characters long');
    await page.getByLabel('Password', { exact: true }).fill('long-enough');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(errorUnder(page, 'confirmPassword')).toHaveText("Passwords don't match");
  });
});

test('password fields have a show/hide toggle', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).first().click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the mode links switch between the four modes with their titles', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Log in to continue')).toBeVisible();
  await page
    .getByRole('link', { name: 'Sign up' })
    .or(page.getByRole('button', { name: 'Sign up' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Join us today!')).toBeVisible();
  await page
    .getByRole('link', { name: 'Log in' })
    .or(page.getByRole('button', { name: 'Log in' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a signed-in visitor of /auth goes home', async ({ page }) => {
  const { email } = await signUpThroughApi(page);
  await page.goto('/auth?mode=login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  const { email } = await signUpThroughUi(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByText(email)).toHaveCount(0);
  await expect(other.getByText('Sign In', { exact: true }).first()).toBeVisible();
});

test('an unknown path shows the 404 screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('screenshots and axe checks of the home page and every auth mode', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByText('Ready to Practice? Choose Your Scenario')).toBeVisible();
  await shot(page, 'home-signed-out');
  await expectNoSeriousAxeFindings(page, 'home, signed out');
  for (const mode of ['signup', 'login', 'forgot']) {
    await page.goto(`/auth?mode=${mode}`);
    await page.getByRole('button', { name: mode === 'forgot' ? 'Send' : 'Continue' }).waitFor();
    await shot(page, `auth-${mode}`);
    await expectNoSeriousAxeFindings(page, `auth, ${mode}`);
  }
  const email = newEmail('shots');
  await page.request.post('/api/auth/signup', { data: { email, password: 'secret123' } });
  await page.request.post('/api/auth/logout');
  await page.request.post('/api/auth/recover', { data: { email } });
  await page.goto(await linkFromOutbox(email));
  await page.getByRole('button', { name: 'Confirm' }).waitFor();
  await shot(page, 'auth-reset');
  await expectNoSeriousAxeFindings(page, 'auth, reset');
  await page.getByLabel('Password', { exact: true }).fill('secret456');
  await page.getByLabel('Confirm password').fill('secret456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('No scenarios yet')).toBeVisible();
  await shot(page, 'home-signed-in');
  await expectNoSeriousAxeFindings(page, 'home, signed in');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'home-signed-in-mobile');
  await expectNoSeriousAxeFindings(page, 'home, signed in, phone size');
});

test('the reset page without a working link says it expired or was used, and offers a new one', async ({ page }) => {
  await page.goto('/auth?mode=reset');
  await expect(page.getByRole('alert')).toContainText('This password reset link has expired or has already been used.');
  await expect(page.getByText('User not authenticated')).toHaveCount(0);
  await page.getByRole('link', { name: 'Send a new reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
});

test('a failed log-in toast goes when the next attempt succeeds', async ({ page }) => {
  const { email, password } = await signUpThroughApi(page);
  await page.request.post('/api/auth/logout');
  await logInThroughUi(page, email, 'wrong-password');
  const failure = page.getByText('Invalid email or password');
  await expect(failure).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(failure).toHaveCount(0);
});
