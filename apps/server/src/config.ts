import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Rehearse <no-reply@rehearse.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
  LLM_BASE_URL: optionalText.pipe(z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address').optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  SCRAPE_ALLOW_PRIVATE_NETWORKS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // Empty counts as unset: a blank line in an env file must not silently give the free plan 0 minutes.
  FREE_PLAN_QUOTA_MINUTES: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1000000')
      .default(30),
  ),
});

/** The language model is all or nothing: an address and a model together (a key only with them). */
const configSchema = envSchema.superRefine((value, ctx) => {
  const fix = 'set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY with them when the endpoint needs one), or none of them';
  if (value.LLM_BASE_URL && !value.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: `missing: ${fix}` });
  if (!value.LLM_BASE_URL && (value.LLM_MODEL || value.LLM_API_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: `missing: ${fix}` });
  }
});

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where users reach the app; links in mails point here. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  /** Multiplies every auth rate limit (a test rig that signs many users up from one address). */
  authRateLimitMultiplier: number;
  /** An OpenAI-compatible chat endpoint for buyer prompts and company profiles; the offline writers when unset. */
  llm: LlmSettings | undefined;
  /** Lets the website analysis fetch loopback and private networks: for tests and local demos, never on a shared server. */
  scrapeAllowPrivateNetworks: boolean;
  /** The free plan's monthly quota, written to the plans table at every start. */
  freePlanQuotaMinutes: number;
}

/** Parses the environment once at start; a bad setting stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nFix these environment variables and start again.`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    webDistDir: path.resolve(value.WEB_DIST_DIR),
    authRateLimitMultiplier: value.AUTH_RATE_LIMIT_MULTIPLIER,
    llm: value.LLM_BASE_URL && value.LLM_MODEL ? { baseUrl: value.LLM_BASE_URL, apiKey: value.LLM_API_KEY, model: value.LLM_MODEL } : undefined,
    scrapeAllowPrivateNetworks: value.SCRAPE_ALLOW_PRIVATE_NETWORKS,
    freePlanQuotaMinutes: value.FREE_PLAN_QUOTA_MINUTES,
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
