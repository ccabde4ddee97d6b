import { buildProgressReport, progressQuerySchema, type ProgressReport } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { parseInput } from '../../platform/http/parse';
import type { SessionResolver } from '../auth';
import { createProgressRepo } from './progress.repo';

export interface ProgressRouteDeps {
  db: Database;
  sessions: SessionResolver;
  clock: Clock;
}

/** GET /api/progress?timeZone=Europe/Berlin: the signed-in user's progress over their analysed calls (issue 17). */
export function registerProgressRoutes(app: FastifyInstance, deps: ProgressRouteDeps): void {
  app.get('/api/progress', async (request, reply): Promise<ProgressReport> => {
    const { user } = await deps.sessions.requireSession(request, reply);
    const { timeZone = 'UTC' } = parseInput(progressQuerySchema, request.query);
    const calls = await deps.db.asUser(user.id, (tx) => createProgressRepo(tx).listAnalysedCalls(user.id));
    reply.header('cache-control', 'no-store');
    return buildProgressReport(calls, { now: deps.clock.now(), timeZone });
  });
}
