import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type CallDeps } from './app';
import { ConfigError, loadConfig, type Config, type TurnTakingSettings } from './config';
import { assessorFrom } from './features/assessment/assessment-providers';
import { createAssessmentService } from './features/assessment/assessment.service';
import { createAssessmentWorker, type SessionAssessor } from './features/assessment/assessment-worker';
import { defaultAuthLimits, scaleAuthLimits } from './features/auth/auth.service';
import { argon2idHasher } from './features/auth/password-hasher';
import {
  createCallPipeline,
  createFvadDetectorFactory,
  createOfflineBuyer,
  createOfflineSpeechEngines,
  createOggOpusEncoder,
  type OfflineSpeechEngines,
  warmUpCallEngines,
} from '@rehearse/voice';
import { callProvidersFrom } from './features/calls/call-providers';
import { warmUpUnderstanding } from '@rehearse/conversation';
import { applyFreePlanQuota } from './features/credits/plan.repo';
import { scenarioProvidersFrom } from './features/scenarios/scenario-providers';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { describeProtection, protectDataDir } from './platform/db/data-dir-permissions';
import type { Database } from './platform/db/database';
import { openDatabase } from './platform/db/open-database';
import { createLogger } from './platform/http/logger';
import { createOutboxMailer } from './platform/mail/outbox.mailer';
import { createSmtpMailer } from './platform/mail/smtp.mailer';
import { createDatabaseRateLimiter, type RateLimiter } from './platform/rate-limit/rate-limiter';
import { createFileRecordingStore, type RecordingStore } from './platform/storage/recording-store';

function turnTakingOptions(settings: TurnTakingSettings): NonNullable<CallDeps['turnTaking']> {
  const silences = settings.endSilencesMs;
  return {
    prepareRepliesInPauses: settings.prepareRepliesInPauses,
    ...(silences
      ? {
          endOfTurn: { completeSilenceMs: silences.complete, unknownSilenceMs: silences.unknown, unfinishedSilenceMs: silences.unfinished },
        }
      : {}),
  };
}

/** The bucket when one is set (reached now, so a wrong setting stops the start), else files. */
async function openRecordingStore(config: Config): Promise<RecordingStore & { close?(): void }> {
  if (!config.recordingsS3) return createFileRecordingStore(config.recordingsDir);
  // Loaded only for a bucket: the AWS SDK is ~20 MB resident a server writing files does not need.
  const { createS3RecordingStore } = await import('./platform/storage/s3-recording-store');
  const store = createS3RecordingStore(config.recordingsS3, path.join(config.dataDir, 'recordings-spool'));
  await store.checkBucket().catch((error: unknown) => {
    store.close();
    throw new ConfigError(
      `Invalid configuration:\n  RECORDINGS_S3_BUCKET: ${(error as Error).message}\nFix these environment variables and start again.`,
    );
  });
  return store;
}

/** The worker role: runs queued assessments against the shared PostgreSQL database, no HTTP. */
async function runWorker(db: Database, assessor: SessionAssessor, logger: FastifyBaseLogger): Promise<void> {
  const worker = createAssessmentWorker({ db, assessor, logger });
  const shutdown = async (signal: string) => {
    logger.info(`${signal} received, stopping the assessment worker`);
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await worker.start();
  logger.info(`Rehearse assessment worker ${worker.id} is running on PostgreSQL (DATABASE_URL)`);
}

/** The composition root: the only place that reads configuration and picks adapters. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2));
  const logger = createLogger(config.logLevel, process.stdout.isTTY === true);
  // Before anything writes there: DATA_DIR and all in it for this account only (issue 16).
  const protection = describeProtection(await protectDataDir(config.dataDir));
  if (protection) logger.warn(protection);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Metrics and rubric scores of finished calls: a language model when configured, else offline.
  const assessorEngine = assessorFrom(config, logger);
  const assessor: SessionAssessor = createAssessmentService({ assessor: assessorEngine });
  logger.info(`Assessments: ${assessorEngine.name}`);
  if (config.role === 'worker') return runWorker(db, assessor, logger);
  await applyFreePlanQuota(db, config.freePlanQuotaMinutes);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
  const scenarioProviders = scenarioProvidersFrom(config, logger);
  // Counters every instance shares: in the database, or in Redis when REDIS_URL is set (its client loaded only then).
  const redisLimiter = config.redisUrl
    ? await (
        await import('./platform/rate-limit/redis.rate-limiter')
      )
        .connectRedisRateLimiter(config.redisUrl, systemClock)
        .catch((error: unknown) => {
          throw new ConfigError((error as Error).message);
        })
    : undefined;
  const rateLimiter: RateLimiter = redisLimiter ?? createDatabaseRateLimiter(db, systemClock);
  const recordings = await openRecordingStore(config);
  // The offline speech engines start helpers and a worker: made only if a role uses them.
  let offlineSpeech: OfflineSpeechEngines | undefined;
  const speech = () => (offlineSpeech ??= createOfflineSpeechEngines(config.dataDir));
  const callProviders = callProvidersFrom(config, {
    speechToText: () => speech().speechToText,
    textToSpeech: () => speech().textToSpeech,
    dialogue: () => createOfflineBuyer(),
  });
  // Recordings are encoded in a worker thread, closed at shutdown after the last call.
  const recordingEncoder = createOggOpusEncoder();
  const voiceActivity = createFvadDetectorFactory();
  const app = await buildApp({
    config,
    logger,
    db,
    mailer,
    clock: systemClock,
    rateLimiter,
    passwords: argon2idHasher,
    authLimits: scaleAuthLimits(defaultAuthLimits, config.authRateLimitMultiplier),
    ...scenarioProviders,
    recordings,
    calls: {
      engines: { ...callProviders, voiceActivity },
      createPipeline: createCallPipeline,
      encoder: recordingEncoder,
      providers: callProviders.names,
      recoverOpenCalls: true,
      shutdownGraceMs: config.shutdownGraceSeconds * 1000,
      turnTaking: turnTakingOptions(config.turnTaking),
    },
    // ROLE=web leaves the queue to workers elsewhere (`--role worker`).
    assessment: config.role === 'all' ? { assessor } : undefined,
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    shuttingDown = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await Promise.allSettled([
      callProviders.speechToText.close(),
      callProviders.textToSpeech.close(),
      callProviders.dialogue.close?.(),
      recordingEncoder.close(),
    ]);
    await mailer.close?.();
    await redisLimiter?.close();
    recordings.close?.();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${path.join(config.dataDir, 'db')}`;
  const s3 = config.recordingsS3;
  app.log.info(`Recordings: ${s3 ? `bucket ${s3.bucket} at ${s3.endpoint ?? `AWS S3 (${s3.region})`}` : config.recordingsDir}`);
  app.log.info(
    `Rehearse is running at ${config.publicUrl} using ${where}; rate limits in ${redisLimiter ? 'Redis (REDIS_URL)' : 'the database'}`,
  );
  if (config.role === 'web') app.log.info('Role web: call assessments are left to workers started with --role worker');
  app.log.info(`Scenario prompts: ${scenarioProviders.scenarioOptimizer.name}; company profiles: ${scenarioProviders.profileWriter.name}`);
  const { names } = callProviders;
  app.log.info(
    `Calls: buyer ${names.model.provider}/${names.model.model}, speech-to-text ${names.transcriber.provider}, text-to-speech ${names.voice.provider}`,
  );
  // So that the first call does not wait for them. A shutdown meanwhile stops them: no error then.
  const offline: OfflineSpeechEngines | undefined = offlineSpeech;
  const offlineWarmUp = offline && {
    warmUp: () => offline.warmUp({ recognition: config.callProviders.speechToText.provider === 'offline' }),
  };
  void warmUpCallEngines(
    { encoder: recordingEncoder, voiceActivity, offlineSpeech: offlineWarmUp, understanding: { warmUp: warmUpUnderstanding } },
    (error, meaning) => {
      if (!shuttingDown) app.log.error({ err: error }, meaning);
    },
  ).then(() => setTimeout(releaseWarmUpGarbage, 5000).unref());
}

/**
 * One full collection a few seconds after the engines are warm (at once it freed nothing yet): warming
 * (the classifiers, WordNet, the tagger) left some 30-75 MB of heap that an idle server kept resident
 * until calls came (decision 35). The flag makes `gc` available to a new context only.
 */
function releaseWarmUpGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Rehearse could not start:', error);
  }
  process.exit(1);
});
