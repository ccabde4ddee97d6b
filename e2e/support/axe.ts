import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once its transitions have settled and fails on any serious or critical finding
 * (decision 25), naming each rule, its help text and the elements, so the failure says what to fix.
 * Axe reads colours as they are at that moment: a toast fading behind a newer one is half transparent
 * for a few hundred milliseconds and would read as low contrast, so it waits for running animations
 * (CSS transitions included) to finish, as a reader's eye would.
 */
export async function expectNoSeriousAxeFindings(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}
