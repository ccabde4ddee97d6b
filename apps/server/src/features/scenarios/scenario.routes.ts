import {
  scenarioFormSchema,
  type Scenario,
  type ScenarioDuplicatedResponse,
  type ScenarioListResponse,
  type ScenarioSavedResponse,
} from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { idParam, parseInput } from '../../platform/http/parse';
import type { PageFetcher } from '../../platform/net/safe-fetch';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { SessionResolver } from '../auth';
import { createCompanyProfileService, registerCompanyProfileRoutes, type ProfileWriter } from '../company-profile';
import type { ScenarioOptimizer, WarningLogger } from './scenario-optimizer';
import { createScenarioService, ORIGINAL_NOT_FOUND, SCENARIO_CREATE_LIMIT, SCENARIO_NOT_FOUND } from './scenario.service';

export interface ScenarioRouteDeps {
  db: Database;
  sessions: SessionResolver;
  optimizer: ScenarioOptimizer;
  profileWriter: ProfileWriter;
  fetchPage: PageFetcher;
  rateLimiter: RateLimiter;
  scrapeLimit: RateLimitRule;
  /** New scenarios per user (default `SCENARIO_CREATE_LIMIT`); test rigs that make many raise it. */
  createLimit?: RateLimitRule;
  logger: WarningLogger;
  /** Told of each scenario created, edited or copied, after it is stored (the calls feature prepares its speech). */
  onSaved?: (scenario: Scenario) => void;
}

function scenarioId(request: FastifyRequest, notFound = SCENARIO_NOT_FOUND): string {
  return idParam(request, notFound);
}

/** An empty body (or none) asks for a plain copy; any field asks for a copy with the edited form. */
function hasFields(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).length > 0;
}

/** Scenarios of the signed-in user, and the website analysis that pre-fills one. */
export function registerScenarioRoutes(app: FastifyInstance, deps: ScenarioRouteDeps): void {
  const { sessions } = deps;
  const scenarios = createScenarioService({
    db: deps.db,
    optimizer: deps.optimizer,
    rateLimiter: deps.rateLimiter,
    createLimit: deps.createLimit ?? SCENARIO_CREATE_LIMIT,
  });

  app.get('/api/scenarios', async (request, reply): Promise<ScenarioListResponse> => {
    const session = await sessions.requireSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { scenarios: await scenarios.list(session.user.id) };
  });

  app.post('/api/scenarios', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    const input = parseInput(scenarioFormSchema, request.body);
    const scenario = await scenarios.create(session.user.id, input);
    deps.onSaved?.(scenario);
    return reply.status(201).send({ success: true, scenario } satisfies ScenarioSavedResponse);
  });

  app.put('/api/scenarios/:id', async (request, reply): Promise<ScenarioSavedResponse> => {
    const session = await sessions.requireSession(request, reply);
    const id = scenarioId(request);
    const input = parseInput(scenarioFormSchema, request.body);
    const scenario = await scenarios.update(session.user.id, id, input);
    deps.onSaved?.(scenario);
    return { success: true, scenario };
  });

  app.delete('/api/scenarios/:id', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    await scenarios.remove(session.user.id, scenarioId(request));
    return reply.status(204).send();
  });

  app.post('/api/scenarios/:id/duplicate', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    const id = scenarioId(request, ORIGINAL_NOT_FOUND);
    const edited = hasFields(request.body) ? parseInput(scenarioFormSchema, request.body) : undefined;
    const scenario = await scenarios.duplicate(session.user.id, id, edited);
    deps.onSaved?.(scenario);
    return reply.status(201).send({ scenario } satisfies ScenarioDuplicatedResponse);
  });

  registerCompanyProfileRoutes(app, {
    sessions,
    companyProfiles: createCompanyProfileService({
      fetchPage: deps.fetchPage,
      writer: deps.profileWriter,
      rateLimiter: deps.rateLimiter,
      limit: deps.scrapeLimit,
      logger: deps.logger,
    }),
  });
}
