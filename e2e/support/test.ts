import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one rule added: an uncaught page error or an unexpected console error
 * fails the test. The browser's own notes about 4xx answers are expected (wrong passwords,
 * validation), so they do not count.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (text.startsWith('Failed to load resource: the server responded with a status of 4')) return;
        // The browser's note on a plain-http team address (e2e/insecure-origin.e2e.ts), not the app's.
        if (text.startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
        problems.push(`console error: ${text}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
