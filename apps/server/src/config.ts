import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CallProviderSettings, SpeechToTextSettings, TextToSpeechSettings } from '@rehearse/voice/ports';
import type { S3RecordingSettings } from './platform/storage/s3-recording-store';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Cloud call providers' defaults (the adapters in features/calls use the same; config.test checks they agree). */
export const PROVIDER_DEFAULTS = {
  deepgramBaseUrl: 'wss://api.deepgram.com',
  deepgramModel: 'nova-2',
  openAiBaseUrl: 'https://api.openai.com/v1',
  openAiTranscriptionModel: 'gpt-4o-mini-transcribe',
  openAiSpeechModel: 'tts-1',
  openAiVoices: { male: 'onyx', female: 'nova' },
  elevenLabsBaseUrl: 'https://api.elevenlabs.io',
  elevenLabsModel: 'eleven_flash_v2_5',
  // George and Sarah: default voices every ElevenLabs account has.
  elevenLabsVoices: { male: 'JBFqnCBsd6RMkjVDRZzb', female: 'EXAVITQu4vr4xnSDxMaL' },
} as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpAddress = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address');

/** Unset or empty: the default (a blank line in an env file means "not set"). */
function choice<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) {
  return optionalText.pipe(z.enum(options, { error: `must be one of ${options.join(', ')}` }).default(fallback));
}

export const ROLES = ['all', 'web', 'worker'] as const;
/** What this process runs: the web server and the assessment worker (all), or one of them. */
export type Role = (typeof ROLES)[number];

const envSchema = z.object({
  ROLE: choice(ROLES, 'all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  RECORDINGS_DIR: optionalText,
  // Recordings in an S3-compatible bucket instead of RECORDINGS_DIR (decision 30).
  RECORDINGS_S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens')
      .optional(),
  ),
  RECORDINGS_S3_ENDPOINT: optionalText.pipe(
    httpAddress
      .refine(
        (value) => !/^https?:\/\/[^/]*@/.test(value),
        'must not hold credentials: set RECORDINGS_S3_ACCESS_KEY_ID and RECORDINGS_S3_SECRET_ACCESS_KEY',
      )
      .optional(),
  ),
  RECORDINGS_S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
  ),
  RECORDINGS_S3_ACCESS_KEY_ID: optionalText,
  RECORDINGS_S3_SECRET_ACCESS_KEY: optionalText,
  RECORDINGS_S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional()),
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
  LLM_BASE_URL: optionalText.pipe(httpAddress.optional()),
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
  // On SIGTERM, live calls may finish for this long before they are ended (billed, stored, queued).
  SHUTDOWN_GRACE_SECONDS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 or more')
      .max(3600, 'must be at most 3600')
      .default(30),
  ),
  // Turn-taking: the pause after complete, unknown and unfinished words that ends the caller's turn.
  END_OF_TURN_SILENCES_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{2,4},\d{2,4},\d{2,4}$/, 'must be three numbers of milliseconds: complete,unknown,unfinished (e.g. 200,300,700)')
      .transform((value) => value.split(',').map(Number) as [number, number, number])
      .refine((values) => values.every((ms) => ms >= 100 && ms <= 3000), 'each must be between 100 and 3000 ms')
      .optional(),
  ),
  PREPARE_REPLIES_IN_PAUSES: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  // Who plays each role of a live call: the offline engines unless a cloud provider is chosen.
  DIALOGUE_PROVIDER: choice(['offline', 'openai'], 'offline'),
  STT_PROVIDER: choice(['offline', 'deepgram', 'openai'], 'offline'),
  STT_MODEL: optionalText,
  TTS_PROVIDER: choice(['offline', 'elevenlabs', 'openai'], 'offline'),
  DEEPGRAM_API_KEY: optionalText,
  DEEPGRAM_BASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^wss?:\/\/[^\s]+$/, 'must be a ws:// or wss:// address')
      .default(PROVIDER_DEFAULTS.deepgramBaseUrl),
  ),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(httpAddress.default(PROVIDER_DEFAULTS.openAiBaseUrl)),
  OPENAI_TTS_MODEL: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.openAiSpeechModel)),
  OPENAI_TTS_VOICE_MALE: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.openAiVoices.male)),
  OPENAI_TTS_VOICE_FEMALE: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.openAiVoices.female)),
  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_BASE_URL: optionalText.pipe(httpAddress.default(PROVIDER_DEFAULTS.elevenLabsBaseUrl)),
  ELEVENLABS_MODEL: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.elevenLabsModel)),
  ELEVENLABS_VOICE_MALE: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.elevenLabsVoices.male)),
  ELEVENLABS_VOICE_FEMALE: optionalText.pipe(z.string().default(PROVIDER_DEFAULTS.elevenLabsVoices.female)),
});

/**
 * The language model is all or nothing: an address and a model together (a key only with them).
 * A cloud provider chosen for a call role needs its key.
 */
const configSchema = envSchema.superRefine((value, ctx) => {
  if (value.ROLE !== 'all' && !value.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['ROLE'],
      message: `${value.ROLE} needs DATABASE_URL: the embedded database belongs to one process, which runs both roles (ROLE=all, the default)`,
    });
  }
  const fix = 'set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY with them when the endpoint needs one), or none of them';
  if (value.LLM_BASE_URL && !value.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: `missing: ${fix}` });
  if (!value.LLM_BASE_URL && (value.LLM_MODEL || value.LLM_API_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: `missing: ${fix}` });
  }
  if (value.DIALOGUE_PROVIDER === 'openai' && !value.LLM_BASE_URL && !value.LLM_MODEL && !value.LLM_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['LLM_BASE_URL'],
      message:
        'missing: DIALOGUE_PROVIDER=openai plays the buyer on the chat endpoint of LLM_BASE_URL and LLM_MODEL; set them, or DIALOGUE_PROVIDER=offline',
    });
  }
  if (value.STT_PROVIDER === 'deepgram' && !value.DEEPGRAM_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEEPGRAM_API_KEY'],
      message: 'missing: STT_PROVIDER=deepgram needs a Deepgram API key; set it, or STT_PROVIDER=offline',
    });
  }
  if (value.TTS_PROVIDER === 'elevenlabs' && !value.ELEVENLABS_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['ELEVENLABS_API_KEY'],
      message: 'missing: TTS_PROVIDER=elevenlabs needs an ElevenLabs API key; set it, or TTS_PROVIDER=offline',
    });
  }
  checkRecordingsS3(value, ctx);
  const needOpenAi = [
    value.STT_PROVIDER === 'openai' && 'STT_PROVIDER=openai',
    value.TTS_PROVIDER === 'openai' && 'TTS_PROVIDER=openai',
  ].filter(Boolean);
  if (needOpenAi.length > 0 && !value.OPENAI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPENAI_API_KEY'],
      message: `missing: ${needOpenAi.join(' and ')} needs an OpenAI API key; set it, or choose offline`,
    });
  }
});

const S3_SETTINGS = [
  'RECORDINGS_S3_ENDPOINT',
  'RECORDINGS_S3_ACCESS_KEY_ID',
  'RECORDINGS_S3_SECRET_ACCESS_KEY',
  'RECORDINGS_S3_FORCE_PATH_STYLE',
] as const;

/** The bucket's settings go together; the keys in pairs; a bucket and a directory never both. */
function checkRecordingsS3(value: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (!value.RECORDINGS_S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => value[name] !== undefined);
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECORDINGS_S3_BUCKET'],
        message: `missing: ${stray.join(', ')} only count with a bucket; set RECORDINGS_S3_BUCKET too, or remove them`,
      });
    }
    return;
  }
  if (value.RECORDINGS_DIR) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECORDINGS_DIR'],
      message: 'recordings go either to a directory or to a bucket: unset RECORDINGS_DIR or RECORDINGS_S3_BUCKET',
    });
  }
  if (Boolean(value.RECORDINGS_S3_ACCESS_KEY_ID) !== Boolean(value.RECORDINGS_S3_SECRET_ACCESS_KEY)) {
    const missing = value.RECORDINGS_S3_ACCESS_KEY_ID ? 'RECORDINGS_S3_SECRET_ACCESS_KEY' : 'RECORDINGS_S3_ACCESS_KEY_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message:
        'missing: set RECORDINGS_S3_ACCESS_KEY_ID and RECORDINGS_S3_SECRET_ACCESS_KEY together (or neither, to use the AWS role of the machine)',
    });
  }
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  role: Role;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate-limit counters in this Redis instead of the database. */
  redisUrl: string | undefined;
  /** Where call recordings are kept: `<dataDir>/recordings`, or a directory several instances share. */
  recordingsDir: string;
  /** Recordings in this S3-compatible bucket instead (spooled under `<dataDir>` during a call). */
  recordingsS3: S3RecordingSettings | undefined;
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
  /** How long live calls may go on after SIGTERM before the server ends them. */
  shutdownGraceSeconds: number;
  /** Who plays each role of a live call (the voice engine's settings). Keys live here and in the adapters, never in a log or an answer. */
  callProviders: CallProviderSettings;
  /** How the buyer takes turns: end silences by the words heard, replies prepared in the caller's pauses. */
  turnTaking: TurnTakingSettings;
}

export interface TurnTakingSettings {
  /** complete / unknown / unfinished words: how long a pause ends the turn; the pipeline's defaults when unset. */
  endSilencesMs: { complete: number; unknown: number; unfinished: number } | undefined;
  /** Prepare the reply during a pause and drop it if the caller goes on (costs metered providers the dropped ones). */
  prepareRepliesInPauses: boolean;
}

/**
 * Parses the environment once at start; a bad setting stops start-up with a message naming it.
 * `--role <role>` among the arguments stands for ROLE (`npm run serve -- --role worker`).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = []): Config {
  const role = roleArgument(args);
  const parsed = configSchema.safeParse(role === undefined ? env : { ...env, ROLE: role });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nFix these environment variables and start again.`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  const llm =
    value.LLM_BASE_URL && value.LLM_MODEL ? { baseUrl: value.LLM_BASE_URL, apiKey: value.LLM_API_KEY, model: value.LLM_MODEL } : undefined;
  return {
    role: value.ROLE,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    recordingsDir: value.RECORDINGS_DIR ? path.resolve(value.RECORDINGS_DIR) : path.join(dataDir, 'recordings'),
    recordingsS3: recordingsS3Settings(value),
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    webDistDir: path.resolve(value.WEB_DIST_DIR),
    authRateLimitMultiplier: value.AUTH_RATE_LIMIT_MULTIPLIER,
    llm,
    scrapeAllowPrivateNetworks: value.SCRAPE_ALLOW_PRIVATE_NETWORKS,
    freePlanQuotaMinutes: value.FREE_PLAN_QUOTA_MINUTES,
    shutdownGraceSeconds: value.SHUTDOWN_GRACE_SECONDS,
    turnTaking: {
      endSilencesMs: value.END_OF_TURN_SILENCES_MS
        ? {
            complete: value.END_OF_TURN_SILENCES_MS[0],
            unknown: value.END_OF_TURN_SILENCES_MS[1],
            unfinished: value.END_OF_TURN_SILENCES_MS[2],
          }
        : undefined,
      prepareRepliesInPauses: value.PREPARE_REPLIES_IN_PAUSES,
    },
    callProviders: {
      dialogue: value.DIALOGUE_PROVIDER === 'openai' && llm ? { provider: 'openai', llm } : { provider: 'offline' },
      speechToText: speechToTextSettings(value),
      textToSpeech: textToSpeechSettings(value),
    },
  };
}

type Env = z.infer<typeof envSchema>;

function roleArgument(args: readonly string[]): string | undefined {
  const joined = args.find((arg) => arg.startsWith('--role='));
  if (joined) return joined.slice('--role='.length) || '(none)';
  const at = args.indexOf('--role');
  return at < 0 ? undefined : (args[at + 1] ?? '(none)');
}

function recordingsS3Settings(value: Env): S3RecordingSettings | undefined {
  if (!value.RECORDINGS_S3_BUCKET) return undefined;
  const accessKeyId = value.RECORDINGS_S3_ACCESS_KEY_ID;
  const secretAccessKey = value.RECORDINGS_S3_SECRET_ACCESS_KEY;
  const pathStyle = value.RECORDINGS_S3_FORCE_PATH_STYLE;
  return {
    bucket: value.RECORDINGS_S3_BUCKET,
    endpoint: value.RECORDINGS_S3_ENDPOINT,
    region: value.RECORDINGS_S3_REGION,
    // Self-hosted services answer at one address for every bucket; AWS prefers the bucket's own name.
    forcePathStyle: pathStyle === undefined ? value.RECORDINGS_S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function speechToTextSettings(value: Env): SpeechToTextSettings {
  if (value.STT_PROVIDER === 'deepgram' && value.DEEPGRAM_API_KEY) {
    return {
      provider: 'deepgram',
      apiKey: value.DEEPGRAM_API_KEY,
      baseUrl: value.DEEPGRAM_BASE_URL,
      model: value.STT_MODEL ?? PROVIDER_DEFAULTS.deepgramModel,
    };
  }
  if (value.STT_PROVIDER === 'openai' && value.OPENAI_API_KEY) {
    return {
      provider: 'openai',
      apiKey: value.OPENAI_API_KEY,
      baseUrl: value.OPENAI_BASE_URL,
      model: value.STT_MODEL ?? PROVIDER_DEFAULTS.openAiTranscriptionModel,
    };
  }
  return { provider: 'offline' };
}

function textToSpeechSettings(value: Env): TextToSpeechSettings {
  if (value.TTS_PROVIDER === 'elevenlabs' && value.ELEVENLABS_API_KEY) {
    const voices = { male: value.ELEVENLABS_VOICE_MALE, female: value.ELEVENLABS_VOICE_FEMALE };
    return {
      provider: 'elevenlabs',
      apiKey: value.ELEVENLABS_API_KEY,
      baseUrl: value.ELEVENLABS_BASE_URL,
      model: value.ELEVENLABS_MODEL,
      voices,
    };
  }
  if (value.TTS_PROVIDER === 'openai' && value.OPENAI_API_KEY) {
    const voices = { male: value.OPENAI_TTS_VOICE_MALE, female: value.OPENAI_TTS_VOICE_FEMALE };
    return { provider: 'openai', apiKey: value.OPENAI_API_KEY, baseUrl: value.OPENAI_BASE_URL, model: value.OPENAI_TTS_MODEL, voices };
  }
  return { provider: 'offline' };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
