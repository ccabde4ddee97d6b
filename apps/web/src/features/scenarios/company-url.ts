import { AppError, isWebAddress, scrapeMessages } from '@rehearse/domain';
import type { ScrapeCompanyResponse } from '@rehearse/domain';

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
 * Reads the answer of POST /api/scenarios/scrape (its shape already checked): the profile, or a
 * ScrapeFailure 'No data returned from URL scraping' when the profile is blank. A refusal or a
 * failed analysis never gets here: the server answers those with an error status.
 */
export function readScrapeAnswer(answer: ScrapeCompanyResponse, requestedUrl: string): { url: string; profile: string } {
  const { url, ai_generated_profile: profile } = answer.data;
  if (profile.trim() === '') throw new ScrapeFailure(scrapeTexts.missingData);
  return { url: url || requestedUrl, profile };
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
