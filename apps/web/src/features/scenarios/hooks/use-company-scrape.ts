import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { showDestructiveToast, showSuccessToast } from '../../../shared/toast';
import { scrapeCompany } from '../api/scrape-company';
import { scrapeFailureMessage, scrapeTexts } from '../company-url';
import { richTextToEditableText } from '../rich-text-display';

/** Spec section 4, 'Website scrape': idle, loading, then analysed or error. */
export type ScrapeStatus = 'idle' | 'loading' | 'analyzed' | 'error';

/**
 * Website analysis for the scenario form: `analyze(url)` asks the server for a customer profile
 * and hands it to `onProfile`; `reset()` forgets the result (the address was edited) and drops an
 * analysis still running, so a late answer never overwrites what the user typed since.
 */
export function useCompanyScrape(onProfile: (profile: string) => void) {
  const [status, setStatus] = useState<ScrapeStatus>('idle');
  const running = useRef<AbortController | null>(null);
  const scrape = useMutation({
    mutationFn: ({ url, signal }: { url: string; signal: AbortSignal }) => scrapeCompany(url, signal),
  });

  useEffect(() => () => running.current?.abort(), []);

  async function analyze(url: string): Promise<void> {
    running.current?.abort();
    if (url.trim() === '') {
      showDestructiveToast(scrapeTexts.failedTitle, scrapeTexts.urlRequired);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setStatus('loading');
    try {
      const result = await scrape.mutateAsync({ url, signal: controller.signal });
      if (controller.signal.aborted) return;
      onProfile(richTextToEditableText(result.profile));
      setStatus('analyzed');
      showSuccessToast(scrapeTexts.successTitle, scrapeTexts.successDescription(result.url));
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus('error');
      showDestructiveToast(scrapeTexts.failedTitle, scrapeFailureMessage(error));
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function reset(): void {
    running.current?.abort();
    running.current = null;
    setStatus('idle');
  }

  return { status, analyze, reset };
}
