import { AppError, scrapeCompanyResponseSchema } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import { readScrapeAnswer, scrapeTexts } from '../company-url';

/**
 * POST /api/scenarios/scrape: the server reads the company's website and writes a customer
 * profile from it. Rejects with an AppError (refused, failed, offline) or a ScrapeFailure
 * (answered without a profile); `scrapeFailureMessage` turns either into the toast's text.
 */
export async function scrapeCompany(url: string, signal?: AbortSignal): Promise<{ url: string; profile: string }> {
  const trimmed = url.trim();
  if (trimmed === '') throw new AppError('validation_failed', scrapeTexts.urlRequired);
  const answer = await apiRequest('/api/scenarios/scrape', {
    method: 'POST',
    body: { url: trimmed },
    signal,
    schema: scrapeCompanyResponseSchema,
  });
  return readScrapeAnswer(answer, trimmed);
}
