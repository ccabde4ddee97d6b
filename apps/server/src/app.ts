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
import { pendingAssessmentQueue, type AssessmentQueue } from './features/calls/assessment-queue';
import { OFFLINE_PROVIDER_NAMES, type CallProviderNames } from './features/calls/assistant-config.builder';
import { recoverOpenCalls } from './features/calls/call-recovery';
import { registerCallRoutes } from './features/calls/call.routes';
import { createCallService } from './features/calls/call.service';
import type { LiveCall, PipelineFactory } from './features/calls/live-call';
import type { CallEngines } from './features/calls/pipeline/call-pipeline.types';
import type { RecordingEncoder } from './features/calls/speech/speech.ports';
import { registerSessionRoutes } from './features/sessions/session.routes';
import type { Clock } from './platform/clock';
import type { RecordingStore } from './platform/storage/recording-store';
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
  /** Live calls: the engines and where recordings go. Without it, the call routes are not served. */
  calls?: CallDeps;
  /** Where call recordings are stored (required with `calls`). */
  recordings?: RecordingStore;
}

export interface CallDeps {
  engines: CallEngines;
  createPipeline: PipelineFactory;
  encoder: RecordingEncoder;
  providers?: CallProviderNames;
  assessments?: AssessmentQueue;
  /** Ends a call whose client sent nothing for this long; default 8 s. */
  inactivityTimeoutMs?: number;
  /** Finalise calls a stopped process left open, when the app is ready (one instance per database). */
  recoverOpenCalls?: boolean;
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
  const credits = createCreditsService({ db: deps.db, clock: deps.clock });
  registerCreditsRoutes(app, { credits, sessions });
  if (deps.recordings) registerSessionRoutes(app, { db: deps.db, sessions, recordings: deps.recordings });
  if (deps.calls && deps.recordings) {
    const liveCalls = new Map<string, LiveCall>();
    const calls = createCallService({
      db: deps.db,
      clock: deps.clock,
      credits,
      recordings: deps.recordings,
      assessments: deps.calls.assessments ?? pendingAssessmentQueue,
      providers: deps.calls.providers ?? OFFLINE_PROVIDER_NAMES,
      isRunningHere: (callId) => liveCalls.has(callId),
    });
    await registerCallRoutes(app, {
      ...deps.calls,
      calls,
      sessions,
      liveCalls,
      recordings: deps.recordings,
      clock: deps.clock,
      logger: app.log,
      publicUrl: config.publicUrl,
      inactivityTimeoutMs: deps.calls.inactivityTimeoutMs ?? 8000,
    });
    if (deps.calls.recoverOpenCalls) app.addHook('onReady', async () => void (await recoverOpenCalls(deps.db, calls, app.log)));
  }
  await registerWebApp(app, config.webDistDir);

  const sweep = setInterval(() => void auth.sweepExpired().catch((error) => app.log.warn({ err: error }, 'sweep failed')), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return app;
}
