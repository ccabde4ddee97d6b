import { scrapeRequestSchema, type ScrapeCompanyResponse } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { SessionResolver } from '../auth';
import type { CompanyProfileService } from './company-profile.service';

/** POST /api/scenarios/scrape: the spec's 'scrape-company-url', answering its scraped company result. */
export function registerCompanyProfileRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionResolver; companyProfiles: CompanyProfileService },
): void {
  app.post('/api/scenarios/scrape', async (request, reply): Promise<ScrapeCompanyResponse> => {
    const session = await deps.sessions.requireSession(request, reply);
    const { url } = parseInput(scrapeRequestSchema, request.body);
    return { success: true, data: await deps.companyProfiles.analyse(session.user.id, url) };
  });
}
