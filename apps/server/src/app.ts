import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createAuthService, defaultAuthLimits, type AuthLimits } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import type { PasswordHasher } from './features/auth/password-hasher';
import { createSessionResolver } from './features/auth/session-cookie';
import { DEFAULT_SCRAPE_LIMIT } from './features/company-profile/company-profile.service';
import { extractiveProfileWriter } from './features/company-profile/extractive.profile-writer';
import type { ProfileWriter } from './features/company-profile/profile-writer';
import type { ScenarioOptimizer } from './features/scenarios/scenario-optimizer';
import { registerScenarioRoutes } from './features/scenarios/scenario.routes';
import { templateOptimizer } from './features/scenarios/template.optimizer';
import { registerCreditsRoutes } from './features/credits/credits.routes';
import { createCreditsService } from './features/credits/credits.service';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/database';
import { registerErrorHandler } from './platform/http/error-handler';
import { assertSameOrigin, registerSecurityHeaders } from './platform/http/security';
import { registerWebApp } from './platform/http/web-app';
import type { Mailer } from './platform/mail/mailer';
import { createSafeFetcher, type PageFetcher } from './platform/net/safe-fetch';
import type { RateLimiter, RateLimitRule } from './platform/rate-limit/rate-limiter';

/** Every port the HTTP app needs, passed in from the composition root (main.ts) or a test. */
export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'logLevel' | 'trustProxy' | 'webDistDir'>;
  /** The process logger; tests leave it out for silence. */
  logger?: FastifyBaseLogger;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  authLimits?: AuthLimits;
  /** Writes each scenario's buyer prompt; the offline template when left out. */
  scenarioOptimizer?: ScenarioOptimizer;
  /** Writes the customer profile of the website analysis; the offline extractive writer when left out. */
  profileWriter?: ProfileWriter;
  /** Fetches company websites; when left out, public internet only. */
  fetchPage?: PageFetcher;
  scrapeLimit?: RateLimitRule;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Each request is logged only at debug level; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  const secureCookies = config.publicUrl.startsWith('https://');

  registerErrorHandler(app);
  // JSON only: a text body is refused (415) instead of reaching a route as a string.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request) => assertSameOrigin(request, config.publicUrl));

  const auth = createAuthService({
    db: deps.db,
    mailer: deps.mailer,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter,
    passwords: deps.passwords,
    publicUrl: config.publicUrl,
    limits: deps.authLimits ?? defaultAuthLimits,
  });
  const sessions = createSessionResolver(auth, secureCookies);

  app.get('/api/health', async () => ({ ok: true }));
  registerAuthRoutes(app, { auth, sessions, secureCookies });
  registerScenarioRoutes(app, {
    db: deps.db,
    sessions,
    optimizer: deps.scenarioOptimizer ?? templateOptimizer,
    profileWriter: deps.profileWriter ?? extractiveProfileWriter,
    fetchPage: deps.fetchPage ?? createSafeFetcher(),
    rateLimiter: deps.rateLimiter,
    scrapeLimit: deps.scrapeLimit ?? DEFAULT_SCRAPE_LIMIT,
    logger: app.log,
  });
  registerCreditsRoutes(app, { credits: createCreditsService({ db: deps.db, clock: deps.clock }), sessions });
  await registerWebApp(app, config.webDistDir);

  const sweep = setInterval(() => void auth.sweepExpired().catch((error) => app.log.warn({ err: error }, 'sweep failed')), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return app;
}
