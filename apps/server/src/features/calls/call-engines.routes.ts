import type { CallEnginesResponse } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionResolver } from '../auth';
import type { CallProviderNames } from '@rehearse/voice/ports';
import { callEnginesOf } from './assistant-config.builder';

/**
 * GET /api/calls/engines: what a call started now would run on, so the page can say so where
 * calls start (e.g. that the buyer is the offline engine). Signed-in users only; names, never keys.
 */
export function registerCallEnginesRoute(app: FastifyInstance, deps: { sessions: SessionResolver; providers: CallProviderNames }): void {
  app.get('/api/calls/engines', async (request, reply): Promise<CallEnginesResponse> => {
    await deps.sessions.requireSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { engines: callEnginesOf(deps.providers, null) };
  });
}
