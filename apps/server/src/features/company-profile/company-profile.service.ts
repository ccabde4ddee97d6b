import { AppError, scenarioMessages } from '@rehearse/domain';
import type { PageFetcher, SafeFetchResult } from '../../platform/net/safe-fetch';
import { requireWithinLimit, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { WarningLogger } from '../../platform/http/logger';
import { digestPage, type PageDigest } from './page-digest';
import { toPlainProfile, type ProfileWriter } from './profile-writer';

export const DEFAULT_SCRAPE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 3600 };
/** Same-site pages read besides the one given (an about page says most about a company). */
const EXTRA_PAGES = 2;
const EXTRA_PAGES_TIMEOUT_MS = 5000;
export const NO_DATA_MESSAGE = 'No data returned from URL scraping';
export const SCRAPE_FAILED_MESSAGE = 'Failed to scrape URL';
/** Why a loopback or private address is refused, and the operator's way to allow it (README, Settings). */
export const PRIVATE_NETWORK_MESSAGE =
  'This address is on this computer or a private network, which website analysis does not read for safety. ' +
  'The operator of this server can allow private networks with the SCRAPE_ALLOW_PRIVATE_NETWORKS setting.';

export interface CompanyProfileDeps {
  fetchPage: PageFetcher;
  writer: ProfileWriter;
  rateLimiter: RateLimiter;
  limit: RateLimitRule;
  logger: WarningLogger;
}

function failureToError(result: Extract<SafeFetchResult, { ok: false }>): AppError {
  switch (result.reason) {
    case 'invalid_url':
      return new AppError('validation_failed', scenarioMessages.companyUrlInvalid, { url: scenarioMessages.companyUrlInvalid });
    case 'not_allowed':
      return new AppError('url_not_allowed', 'This address is not allowed');
    case 'private_network':
      return new AppError('url_not_allowed', PRIVATE_NETWORK_MESSAGE);
    case 'not_html':
      return new AppError('scrape_failed', 'The page is not an HTML page');
    case 'too_large':
      return new AppError('scrape_failed', 'The page is too large to analyse');
    case 'too_many_redirects':
      return new AppError('scrape_failed', 'The website redirected too many times');
    case 'timeout':
      return new AppError('scrape_failed', 'The website took too long to answer');
    case 'http_status':
      return new AppError('scrape_failed', `The website answered with an error (HTTP ${result.status ?? 'error'})`);
    case 'unreachable':
      return new AppError('scrape_failed', 'The website could not be reached');
  }
}

const hasText = (page: PageDigest) => Boolean(page.description || page.headings.length || page.paragraphs.length);

/** The website analysis: reads a company's site and writes a customer profile from it. */
export function createCompanyProfileService(deps: CompanyProfileDeps) {
  async function readExtraPages(links: string[]): Promise<PageDigest[]> {
    const signal = AbortSignal.timeout(EXTRA_PAGES_TIMEOUT_MS);
    const pages = await Promise.all(
      links.slice(0, EXTRA_PAGES).map(async (link) => {
        const result = await deps.fetchPage(link, signal).catch(() => undefined);
        return result?.ok ? digestPage(result.html, result.url) : undefined;
      }),
    );
    return pages.filter((page): page is PageDigest => page !== undefined);
  }

  return {
    async analyse(userId: string, url: string): Promise<{ url: string; ai_generated_profile: string }> {
      await requireWithinLimit(deps.rateLimiter, `scrape:user:${userId}`, deps.limit);
      const home = await deps.fetchPage(url);
      if (!home.ok) throw failureToError(home);
      try {
        const first = digestPage(home.html, home.url);
        const pages = [first, ...(await readExtraPages(first.links))];
        if (!pages.some(hasText)) throw new AppError('scrape_failed', NO_DATA_MESSAGE);
        const profile = toPlainProfile(await deps.writer.writeProfile({ url: home.url, pages }));
        if (!profile) throw new AppError('scrape_failed', NO_DATA_MESSAGE);
        return { url, ai_generated_profile: profile };
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.logger.warn({ err: error }, 'website analysis failed');
        throw new AppError('scrape_failed', SCRAPE_FAILED_MESSAGE);
      }
    },
  };
}
export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
