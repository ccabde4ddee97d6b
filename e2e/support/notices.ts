import type { Page } from '@playwright/test';

export interface NoticeRecord {
  /** Every toast title the page showed since the recording began, in the order they appeared. */
  shown(): Promise<string[]>;
}

/**
 * Records the toasts (sonner's) the page shows, in the page itself, as they appear. A notice that
 * is right to go quickly cannot be asserted by polling for it: the 'Call Complete!' notice stays
 * only until the call's analysis arrives, which on this server can be well under a second after
 * the call ends, shorter than a poll's interval on a loaded machine.
 */
export async function recordNotices(page: Page): Promise<NoticeRecord> {
  await page.evaluate(() => {
    const shown: string[] = [];
    const look = () => {
      for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]')) {
        const text = title.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    look();
    (window as unknown as { noticesShown: string[] }).noticesShown = shown;
  });
  return {
    shown: () => page.evaluate(() => [...(window as unknown as { noticesShown: string[] }).noticesShown]),
  };
}
