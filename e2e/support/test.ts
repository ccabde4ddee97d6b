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
        // The same note for the live feed's handshake: a sign-out that lands while the feed is
        // (re)connecting gets the server's 401 before the upgrade, which is right; the page shows nothing.
        if (/^WebSocket connection to '[^']*\/api\/realtime' failed: HTTP Authentication failed/.test(text)) return;
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
