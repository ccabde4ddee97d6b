import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { defaultAuthLimits, scaleAuthLimits } from './features/auth/auth.service';
import { argon2idHasher } from './features/auth/password-hasher';
import { applyFreePlanQuota } from './features/credits/plan.repo';
import { scenarioProvidersFrom } from './features/scenarios/scenario-providers';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { openDatabase } from './platform/db/open-database';
import { createLogger } from './platform/http/logger';
import { createOutboxMailer } from './platform/mail/outbox.mailer';
import { createSmtpMailer } from './platform/mail/smtp.mailer';
import { createDatabaseRateLimiter } from './platform/rate-limit/rate-limiter';

/** The composition root: the only place that reads configuration and picks adapters. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await applyFreePlanQuota(db, config.freePlanQuotaMinutes);
  const logger = createLogger(config.logLevel, process.stdout.isTTY === true);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
  const scenarioProviders = scenarioProvidersFrom(config, logger);
  const app = await buildApp({
    config,
    logger,
    db,
    mailer,
    clock: systemClock,
    rateLimiter: createDatabaseRateLimiter(db, systemClock),
    passwords: argon2idHasher,
    authLimits: scaleAuthLimits(defaultAuthLimits, config.authRateLimitMultiplier),
    ...scenarioProviders,
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await mailer.close?.();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${path.join(config.dataDir, 'db')}`;
  app.log.info(`Rehearse is running at ${config.publicUrl} using ${where}`);
  app.log.info(`Scenario prompts: ${scenarioProviders.scenarioOptimizer.name}; company profiles: ${scenarioProviders.profileWriter.name}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Rehearse could not start:', error);
  }
  process.exit(1);
});
