import { creditCheckBodySchema, type CreditCheckResult, type Credits } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { SessionResolver } from '../auth';
import type { CreditsService } from './credits.service';

/**
 * The two credit lookups of spec section 7. Both are the signed-in caller's own: the user comes
 * from the session cookie only, never from the body or the query.
 */
export function registerCreditsRoutes(app: FastifyInstance, deps: { credits: CreditsService; sessions: SessionResolver }): void {
  const { credits, sessions } = deps;

  app.get('/api/credits', async (request, reply): Promise<Credits> => {
    const session = await sessions.requireSession(request, reply);
    const result = await credits.getCredits(session.user.id);
    reply.header('cache-control', 'no-store');
    return result;
  });

  app.post('/api/credits/check', async (request, reply): Promise<CreditCheckResult> => {
    const session = await sessions.requireSession(request, reply);
    const body = parseInput(creditCheckBodySchema, request.body);
    const result = await credits.checkCredits(session.user.id, body.estimated_seconds);
    reply.header('cache-control', 'no-store');
    return result;
  });
}
