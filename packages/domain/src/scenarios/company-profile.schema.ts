import { z } from 'zod';
import { cleanInput } from '../input/input-cleaner';
import { COMPANY_URL_MAX, isWebAddress, scenarioMessages, withWebScheme } from './scenario-form.schema';

export const scrapeMessages = {
  urlRequired: 'URL is required',
} as const;

/** POST /api/scenarios/scrape: `{ url }`, trimmed; empty or blank is 'URL is required'. */
export const scrapeRequestSchema = z.object({
  url: z.string({ error: scrapeMessages.urlRequired }).transform((raw, ctx) => {
    let url: string;
    try {
      url = cleanInput(raw, COMPANY_URL_MAX);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
    const message = url === '' ? scrapeMessages.urlRequired : isWebAddress(url) ? undefined : scenarioMessages.companyUrlInvalid;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return withWebScheme(url);
  }),
});
export type ScrapeRequest = z.input<typeof scrapeRequestSchema>;
