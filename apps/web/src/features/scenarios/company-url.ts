import { AppError, isWebAddress, scrapeMessages } from '@rehearse/domain';

/** What the Company Website input shows: nothing, a red mark, or the 'Get company info' button. */
export type CompanyUrlState = 'empty' | 'invalid' | 'valid';

/** The address parses as a web URL (the same test the form's validation uses). */
export function companyUrlState(value: string): CompanyUrlState {
  const url = value.trim();
  if (url === '') return 'empty';
  return isWebAddress(url) ? 'valid' : 'invalid';
}

/** Spec section 8, 'Website analysis': the toast title and texts. */
export const scrapeTexts = {
  failedTitle: 'Scraping failed',
  functionError:
    'Website analysis failed. This could be due to an invalid URL or the company blocking automated requests. Try another company website.',
  unsuccessful: 'Failed to scrape URL',
  missingData: 'No data returned from URL scraping',
  other: 'Failed to scrape company data',
  urlRequired: scrapeMessages.urlRequired,
  successTitle: 'Company profile generated! 🎉',
  successDescription: (url: string) => `AI analyzed ${url} and created a customer profile`,
  loading: 'AI is analyzing the website to generate a customer profile...',
  analyzed: 'Analyzed • Profile generated and auto-filled below',
} as const;

/** A website analysis the server answered but did not complete; its message is what the toast says. */
export class ScrapeFailure extends Error {
  override readonly name = 'ScrapeFailure';
}

/**
 * Reads a 2xx answer of POST /api/scenarios/scrape: the profile, or a ScrapeFailure saying why
 * not (the server's error or 'Failed to scrape URL' when unsuccessful, 'No data returned from URL
 * scraping' when the profile is missing).
 */
export function readScrapeAnswer(payload: unknown, requestedUrl: string): { url: string; profile: string } {
  const answer = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    success?: unknown;
    error?: unknown;
    data?: { url?: unknown; ai_generated_profile?: unknown } | null;
  };
  if (answer.success !== true) {
    throw new ScrapeFailure(typeof answer.error === 'string' && answer.error.trim() ? answer.error : scrapeTexts.unsuccessful);
  }
  const profile = answer.data?.ai_generated_profile;
  if (typeof profile !== 'string' || profile.trim() === '') throw new ScrapeFailure(scrapeTexts.missingData);
  const url = typeof answer.data?.url === 'string' && answer.data.url ? answer.data.url : requestedUrl;
  return { url, profile };
}

/**
 * The 'Scraping failed' toast's text for a failure. The server's own refusals and failed analyses
 * (an address it will not fetch, a site that did not answer, a page without text) carry a
 * user-facing reason: that is the unsuccessful response's error. A server or connection that
 * failed before answering is the function error with its long explanation. Anything else (an
 * unexpected answer) is 'Failed to scrape company data'.
 */
export function scrapeFailureMessage(error: unknown): string {
  if (error instanceof ScrapeFailure) return error.message;
  if (error instanceof AppError) {
    if (error.code !== 'scrape_failed' && (error.code === 'unavailable' || error.status >= 500)) return scrapeTexts.functionError;
    return error.fields?.url ?? (error.message.trim() || scrapeTexts.unsuccessful);
  }
  return scrapeTexts.other;
}
