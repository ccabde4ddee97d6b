import { expect, test } from './support/test';
import { signUpThroughApi } from './support/users';

/** Hostile HTML saved in every scenario text field renders as harmless text in the browser. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '<a href="javascript:window.__xss=4">click</a>',
  '<b onmouseover="window.__xss=5">bold</b>',
];

test('stored HTML payloads in scenario fields never run, on the card and in the edit dialog', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script opened a dialog: ${dialog.message()}`);
  });
  await signUpThroughApi(page);
  const created = await page.request.post('/api/scenarios', {
    data: {
      title: `Deal ${PAYLOADS[0]}`.slice(0, 100),
      product: `Quotaflow ${PAYLOADS.join(' ')}`,
      customerProfile: `A buyer ${PAYLOADS.join(' ')} who hates surprises`,
      salesStage: 'Discovery',
      persona: 'CFO',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  const card = page.getByTestId('scenario-grid').locator('li').filter({ hasText: 'Deal' });
  await expect(card).toBeVisible();
  await card.hover();
  await expect(card).toContainText('who hates surprises');
  await card.getByRole('button', { name: /edit/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Nothing in the page carries an inline handler or a javascript: link.
  const injected = await page.evaluate(
    () => document.querySelectorAll('[onerror], [onload], [onmouseover], a[href^="javascript:"], main script, svg[onload]').length,
  );
  expect(injected).toBe(0);
});
