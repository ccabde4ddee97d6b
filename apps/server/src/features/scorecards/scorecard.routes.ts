import { builtInScorecard, scorecardFormSchema, type ScorecardListResponse, type ScorecardSavedResponse } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { idParam, parseInput } from '../../platform/http/parse';
import type { SessionResolver } from '../auth';
import { createScorecardService, ORIGINAL_SCORECARD_NOT_FOUND, SCORECARD_NOT_FOUND, type ScorecardHolders } from './scorecard.service';

export interface ScorecardRouteDeps {
  db: Database;
  sessions: SessionResolver;
  /** Told when a scorecard is deleted (the scenarios that used it go back to the stage rubric). */
  holders: ScorecardHolders;
}

/** A built-in scorecard's name ('meddicc') or a UUID; anything else is not found, never a 400. */
function scorecardId(request: FastifyRequest, notFound = SCORECARD_NOT_FOUND): string {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' && builtInScorecard(id)) return id;
  return idParam(request, notFound);
}

const hasFields = (body: unknown) => typeof body === 'object' && body !== null && Object.keys(body).length > 0;

/** The signed-in user's scorecards: the built-in ones and their own. */
export function registerScorecardRoutes(app: FastifyInstance, deps: ScorecardRouteDeps): void {
  const { sessions } = deps;
  const scorecards = createScorecardService({ db: deps.db, holders: deps.holders });

  app.get('/api/scorecards', async (request, reply): Promise<ScorecardListResponse> => {
    const session = await sessions.requireSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { scorecards: await scorecards.list(session.user.id) };
  });

  app.post('/api/scorecards', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    const input = parseInput(scorecardFormSchema, request.body);
    return reply.status(201).send({ scorecard: await scorecards.create(session.user.id, input) } satisfies ScorecardSavedResponse);
  });

  app.put('/api/scorecards/:id', async (request, reply): Promise<ScorecardSavedResponse> => {
    const session = await sessions.requireSession(request, reply);
    const id = scorecardId(request);
    const input = parseInput(scorecardFormSchema, request.body);
    return { scorecard: await scorecards.update(session.user.id, id, input) };
  });

  app.delete('/api/scorecards/:id', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    await scorecards.remove(session.user.id, scorecardId(request));
    return reply.status(204).send();
  });

  app.post('/api/scorecards/:id/duplicate', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    const id = scorecardId(request, ORIGINAL_SCORECARD_NOT_FOUND);
    const edited = hasFields(request.body) ? parseInput(scorecardFormSchema, request.body) : undefined;
    const scorecard = await scorecards.duplicate(session.user.id, id, edited);
    return reply.status(201).send({ scorecard } satisfies ScorecardSavedResponse);
  });
}
