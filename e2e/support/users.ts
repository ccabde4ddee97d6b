import { expect, type Page } from '@playwright/test';

let counter = 0;
export function newEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Signs a new user up through the auth screen and waits for the home page. */
export async function signUpThroughUi(page: Page, email = newEmail(), password = 'secret123') {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();
  return { email, password };
}

/** Signs a new user up through the API (same origin, so the cookie lands in the page's context). */
export async function signUpThroughApi(page: Page, email = newEmail(), password = 'secret123') {
  const response = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(response.status()).toBe(201);
  return { email, password };
}
