import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { CALL_MAX_TEXT_FRAME_BYTES } from '@rehearse/domain';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { Config } from './config';
import { createAuthService, defaultAuthLimits, type AuthLimits } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import type { PasswordHasher } from './features/auth/password-hasher';
import { createSessionResolver, sessionToken } from './features/auth/session-cookie';
import { createSignOutWatch } from './features/auth/signed-out-sockets';
import { DEFAULT_SCRAPE_LIMIT } from './features/company-profile/company-profile.service';
import { extractiveProfileWriter } from './features/company-profile/extractive.profile-writer';
import type { ProfileWriter } from './features/company-profile/profile-writer';
import type { ScenarioOptimizer } from './features/scenarios/scenario-optimizer';
import { registerScenarioRoutes } from './features/scenarios/scenario.routes';
import { scenariosHoldingScorecards } from './features/scenarios/scenario.service';
import { registerScorecardRoutes } from './features/scorecards/scorecard.routes';
import { templateOptimizer } from './features/scenarios/template.optimizer';
import { registerCreditsRoutes } from './features/credits/credits.routes';
import { createCreditsService } from './features/credits/credits.service';
import { createDatabaseAssessmentQueue } from './features/assessment/assessment-job-queue';
import { createAssessmentWorker, type AssessmentWorkerSettings, type SessionAssessor } from './features/assessment/assessment-worker';
import type { AssessmentQueue } from './features/calls/assessment-queue';
import { OFFLINE_PROVIDER_NAMES, type CallProviderNames } from '@rehearse/voice/ports';
import { createCallRecovery } from './features/calls/call-recovery';
import { prepareScenarioCalls } from './features/calls/call-scenario';
import { registerCallEnginesRoute } from './features/calls/call-engines.routes';
import { registerCallRoutes } from './features/calls/call.routes';
import { CALL_START_LIMIT, createCallService } from './features/calls/call.service';
import type { LiveCall, LiveCallDeps, PipelineFactory } from './features/calls/live-call';
import type { CallEngines, RecordingEncoder, TurnTiming } from '@rehearse/voice/ports';
import { createRealtimeHub } from './features/realtime/realtime-hub';
import { registerRealtimeRoutes } from './features/realtime/realtime.routes';
import { registerSessionRoutes } from './features/sessions/session.routes';
import { registerProgressRoutes } from './features/progress/progress.routes';
import type { Clock } from './platform/clock';
import type { RecordingStore } from './platform/storage/recording-store';
import type { Database } from './platform/db/database';
import { createInstanceRegistry } from './platform/instances/instance-registry';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { clientFaultOf, createClientFaultLog } from './platform/http/client-fault-log';
import { createOriginCheck, registerSecurityHeaders } from './platform/http/security';
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
  /** New scenarios a user may make (default 30 in 10 minutes); test rigs that make many raise it. */
  scenarioCreateLimit?: RateLimitRule;
  /** Live calls: the engines and where recordings go. Without it, the call routes are not served. */
  calls?: CallDeps;
  /** Where call recordings are stored (required with `calls`). */
  recordings?: RecordingStore;
  /**
   * Runs the assessment queue's worker in this process (the default `all` role). Without it, calls
   * are still queued for assessment, for a worker elsewhere (`--role worker`).
   */
  assessment?: AssessmentDeps;
  /** The realtime feed's ping interval (default 30 s); tests shorten it. */
  realtimeHeartbeatMs?: number;
  /** Sees every route as it is registered; the isolation suite uses it to find routes its table misses. */
  onRoute?: (route: RouteOptions) => void;
}

export interface AssessmentDeps {
  assessor: SessionAssessor;
  /** Polling, lease, backoff and concurrency of the worker; tests shorten them. */
  worker?: Partial<AssessmentWorkerSettings>;
}

export interface CallDeps {
  engines: CallEngines;
  createPipeline: PipelineFactory;
  encoder: RecordingEncoder;
  providers?: CallProviderNames;
  /** Where finished calls go for assessment; the durable queue in the app's database by default. */
  assessments?: AssessmentQueue;
  /** Call starts a user may make (default `CALL_START_LIMIT`); test rigs that start many raise it. */
  startLimit?: RateLimitRule;
  /** Ends a call whose client sent nothing for this long; default 8 s. */
  inactivityTimeoutMs?: number;
  /** Closes a call socket whose client has not said hello after this long; default `HELLO_TIMEOUT_MS` (10 s). */
  helloTimeoutMs?: number;
  /** At shutdown, live calls may go on this long before they are ended; default 0 (at once). */
  shutdownGraceMs?: number;
  /**
   * Finalise the calls no instance runs any more: at start, and with every heartbeat those of an
   * instance that died (several instances may share a PostgreSQL database).
   */
  recoverOpenCalls?: boolean;
  /** Benchmarks and debugging: the timing of each buyer reply, by call (bench/call-latency.bench.ts). */
  observeTurns?: (callId: string, timing: TurnTiming) => void;
  /** End-of-turn silences and replies prepared in pauses (config); the pipeline's defaults when left out. */
  turnTaking?: LiveCallDeps['turnTaking'];
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    // Each request is logged only at debug level; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const secureCookies = config.publicUrl.startsWith('https://');

  registerErrorHandler(app);
  // JSON only: a text body is refused (415) instead of reaching a route as a string.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(fastifyCookie);
  // One WebSocket server for the call sockets and the realtime feed. At shutdown each feature closes
  // its own sockets first (calls end billed as 'server-shutdown'); the last hook below closes the rest.
  // Expected client faults (foreign origins, broken socket frames) are logged briefly and rate-limited.
  const faults = createClientFaultLog(app.log, deps.clock);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: CALL_MAX_TEXT_FRAME_BYTES },
    preClose: async () => undefined,
    // Every socket's one error path: a client's broken frame is its fault (ws closes it with the code).
    errorHandler: (error, socket, request) => {
      const fault = clientFaultOf(error);
      if (fault) return faults.report({ ...fault, route: request.routeOptions.url }, 'socket closed: the client sent what it may not');
      request.log.error({ err: error, route: request.routeOptions.url }, 'socket failed');
      socket.terminate();
    },
  });
  const origins = createOriginCheck(config.publicUrl, faults);
  app.addHook('onRequest', async (request) => origins.assertSameOrigin(request));

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
  const stillSignedIn = async (request: FastifyRequest) =>
    (await auth.resolveSession(sessionToken(request), { fresh: true })) !== undefined;
  // Every instance forgets the user's kept sign-ins as soon as one of them ends (decision 39).
  const signOuts = createSignOutWatch({ db: deps.db, logger: app.log, onSignedOut: (userId) => auth.forgetSignIns(userId) });

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
    createLimit: deps.scenarioCreateLimit,
    logger: app.log,
    // A scenario's first call then starts as fast as later ones (its language model and the buyer's reading are ready).
    onSaved: deps.calls
      ? (scenario) => {
          // Only ahead of time: the call prepares it again and warns if that fails (a shutdown ends queued builds too).
          prepareScenarioCalls(deps.calls!.engines, scenario).catch((error: unknown) =>
            app.log.debug({ err: error, scenarioId: scenario.id }, 'preparing the scenario ahead of its calls failed'),
          );
        }
      : undefined,
  });
  registerScorecardRoutes(app, { db: deps.db, sessions, holders: scenariosHoldingScorecards });
  const credits = createCreditsService({ db: deps.db, clock: deps.clock });
  registerCreditsRoutes(app, { credits, sessions });

  const worker = deps.assessment
    ? createAssessmentWorker({ db: deps.db, assessor: deps.assessment.assessor, logger: app.log, settings: deps.assessment.worker })
    : undefined;
  const assessmentQueue = createDatabaseAssessmentQueue(deps.db, () => worker?.kick());
  if (deps.recordings)
    registerSessionRoutes(app, { db: deps.db, sessions, recordings: deps.recordings, assessments: assessmentQueue, logger: app.log });
  registerProgressRoutes(app, { db: deps.db, sessions, clock: deps.clock });

  const realtime = createRealtimeHub({ db: deps.db, logger: app.log });
  registerRealtimeRoutes(app, {
    hub: realtime,
    sessions,
    origins,
    signOuts,
    stillSignedIn,
    heartbeatMs: deps.realtimeHeartbeatMs,
  });
  app.addHook('onReady', async () => {
    await signOuts.start();
    await realtime.start();
    await worker?.start();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await realtime.stop();
    await signOuts.stop();
  });
  if (deps.calls && deps.recordings) {
    const liveCalls = new Map<string, LiveCall>();
    // Several instances may share a PostgreSQL database: each live call is marked with the one
    // running it. The embedded database belongs to one process, so every other registration is stale.
    const exclusive = deps.db.kind === 'pglite';
    const instances = createInstanceRegistry(deps.db, {
      exclusive,
      onError: (error) => app.log.warn({ err: error }, 'instance heartbeat failed'),
    });
    const calls = createCallService({
      db: deps.db,
      clock: deps.clock,
      credits,
      recordings: deps.recordings,
      assessments: deps.calls.assessments ?? assessmentQueue,
      providers: deps.calls.providers ?? OFFLINE_PROVIDER_NAMES,
      rateLimiter: deps.rateLimiter,
      startLimit: deps.calls.startLimit ?? CALL_START_LIMIT,
      instanceId: instances.id,
      isRunningHere: (callId) => liveCalls.has(callId),
      isInstanceAlive: (instanceId) => instances.isAlive(instanceId),
    });
    registerCallEnginesRoute(app, { sessions, providers: deps.calls.providers ?? OFFLINE_PROVIDER_NAMES });
    await registerCallRoutes(app, {
      ...deps.calls,
      calls,
      sessions,
      liveCalls,
      recordings: deps.recordings,
      clock: deps.clock,
      logger: app.log,
      origins,
      signOuts,
      stillSignedIn,
      inactivityTimeoutMs: deps.calls.inactivityTimeoutMs ?? 8000,
      helloTimeoutMs: deps.calls.helloTimeoutMs,
      shutdownGraceMs: deps.calls.shutdownGraceMs ?? 0,
    });
    app.addHook('onReady', () => instances.start());
    // After the calls' own preClose: this instance's calls have ended by then.
    app.addHook('onClose', () => instances.stop());
    if (deps.calls.recoverOpenCalls) {
      const recovery = createCallRecovery({
        db: deps.db,
        calls,
        instances,
        recordings: deps.recordings,
        runningHere: () => [...liveCalls.keys()],
        exclusive,
        logger: app.log,
      });
      app.addHook('onReady', () => recovery.start());
      app.addHook('preClose', async () => recovery.stop());
    }
  }
  await registerWebApp(app, config.webDistDir);
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer.clients) client.close(1001, 'Server shutting down');
    app.websocketServer.close();
  });

  const sweep = setInterval(() => void auth.sweepExpired().catch((error) => app.log.warn({ err: error }, 'sweep failed')), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return app;
}
