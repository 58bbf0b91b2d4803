// The one reader of process.env: every setting is validated here, with its default.
// An invalid value stops the process with a message that names the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const booleanText = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1');

const asyncHours = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .max(30 * 24)
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    // 0 turns the inactivity timeout off; the absolute lifetime above still holds.
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 90)
      .default(8 * 60),
    SITE_ACCESS_PASSWORD: optionalText,
    SUPERADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    TRUST_PROXY: booleanText('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIR: z.string().trim().min(1).default('./dist/web'),
    LLM_PROVIDER: z
      .enum(['offline', 'openai-compatible', 'openai', 'anthropic', 'ollama'])
      .default('offline'),
    LLM_BASE_URL: optionalText.pipe(z.url('must be a URL').optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    PROVIDER_ALLOW_PRIVATE_URLS: booleanText('false'),
    SSO_ALLOW_INSECURE_ISSUERS: booleanText('false'),
    SSO_DNS_SERVERS: optionalText.pipe(
      z
        .string()
        .regex(/^[\w.:[\]-]+(,[\w.:[\]-]+)*$/, 'must be addresses, comma-separated (host or host:port)')
        .optional(),
    ),
    HUMAN_RESPONSE_WINDOW_MINUTES: z.coerce
      .number()
      .min(0)
      .max(7 * 24 * 60)
      .default(30),
    HUMAN_ROUND_WINDOW_SECONDS: z.coerce.number().min(0).max(3600).default(30),
    HUMAN_VOTE_WINDOW_SECONDS: z.coerce
      .number()
      .min(0)
      .max(24 * 3600)
      .default(60),
    // An asynchronous board's windows, in hours; fractions allowed (0.001 h = 3.6 s, for tests).
    HUMAN_ASYNC_PERSPECTIVE_HOURS: asyncHours(24),
    HUMAN_ASYNC_ROUND_HOURS: asyncHours(12),
    HUMAN_ASYNC_VOTE_HOURS: asyncHours(24),
    HUMAN_ASYNC_REMINDER_HOURS: z.coerce
      .number()
      .min(0)
      .max(7 * 24)
      .default(2),
    MAX_RUNNING_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(3),
    SSE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
    SSE_MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100_000).default(50),
    SSE_MAX_STREAM_MINUTES: z.coerce
      .number()
      .min(0.01)
      .max(24 * 60)
      .default(30),
    SSE_MAX_NOTIFICATION_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    DEADLINE_REMINDER_MINUTES: z.coerce
      .number()
      .min(0)
      .max(7 * 24 * 60)
      .default(10),
    LIVE_SAFETY_RECHECK_SECONDS: z.coerce
      .number()
      .min(1)
      .max(24 * 60 * 60)
      .default(60),
    GUEST_MAX_BOARDS: z.coerce.number().int().min(0).max(1000).default(3),
    GUEST_MAX_SESSIONS_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(10),
    GUEST_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    RUN_WORKER: booleanText('true'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(z.string().max(320).optional()),
    /** The shared secret the mail service reports bounces with; unset, bounce reports are off. */
    MAIL_BOUNCE_SECRET: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters').max(200).optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url('must be a URL').optional()),
    WEBAUTHN_RP_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9.-]+$/i, 'must be a domain name, such as example.com')
        .optional(),
    ),
    WEBAUTHN_ORIGINS: optionalText,
    DEFAULT_PLAN: z.enum(['free', 'team', 'business']).default('free'),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
    BOARD_PAPERS_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.LLM_PROVIDER !== 'offline' && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: `is required when LLM_PROVIDER=${env.LLM_PROVIDER}`,
      });
    }
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'is required when LLM_PROVIDER=openai-compatible',
      });
    }
    if ((env.LLM_PROVIDER === 'openai' || env.LLM_PROVIDER === 'anthropic') && !env.LLM_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_API_KEY'],
        message: `is required when LLM_PROVIDER=${env.LLM_PROVIDER}`,
      });
    }
  });

/** The name of every environment variable this file reads. */
export type SettingName = keyof typeof envSchema.shape;

export type LlmProvider = 'offline' | 'openai-compatible' | 'openai' | 'anthropic' | 'ollama';

export interface LlmConfig {
  provider: LlmProvider;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  /** Whether organizations' own AI providers may point at loopback or private addresses. */
  allowPrivateProviderUrls: boolean;
}

export interface HumanWindows {
  roundSeconds: number;
  voteSeconds: number;
}

/** An asynchronous board's human windows (ADR 35), and how long before each deadline to remind. */
export interface AsyncWindows {
  perspectiveSeconds: number;
  roundSeconds: number;
  voteSeconds: number;
  reminderLeadMinutes: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this process opens to a PostgreSQL server (the embedded database has one). */
  poolSize: number;
  /** Undefined until resolved: then from JWT_SECRET or a secret kept in DATA_DIR. */
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  /** A sign-in session unused this long ends (0: never for inactivity). */
  sessionIdleMinutes: number;
  siteAccessPassword: string | undefined;
  superadminEmails: readonly string[];
  authRateLimitPerMinute: number;
  /** Requests per minute one personal API token may make (per process). */
  apiTokenRateLimitPerMinute: number;
  /** Outgoing webhooks: retries after the first attempt, and the first retry's delay (doubling after). */
  webhooks: { retryLimit: number; retryDelaySeconds: number };
  /**
   * Behind a TLS-terminating proxy: client address and protocol come from X-Forwarded-*, the
   * gate cookie is Secure and HSTS is sent.
   */
  trustProxy: boolean;
  logLevel: string;
  webDir: string;
  llm: LlmConfig;
  humanResponseWindowMinutes: number;
  /** How long human seats have to revise in a consensus round, and to vote. */
  humanWindows: HumanWindows;
  /** The windows of a board whose pace is asynchronous. */
  asyncWindows: AsyncWindows;
  maxRunningSessionsPerUser: number;
  /** Live event streams: open at once per user and per session, and how long one lives. */
  streams: { perUser: number; perSession: number; maxMinutes: number };
  /**
   * Notifications: how long before a human response deadline the unanswered are reminded, and
   * how many live notification streams this process holds at most (per user: `streams.perUser`).
   */
  notifications: { reminderLeadMinutes: number; maxStreams: number };
  /** PostgreSQL: how often a live stream re-reads without a NOTIFY (a guard, not the path). */
  liveSafetyRecheckSeconds: number;
  /** What an unclaimed guest account may hold and do, and when it is deleted. */
  guests: { maxBoards: number; maxSessionsPerDay: number; expiryDays: number };
  /** Whether this process also runs the deliberation worker (npm run worker runs one alone). */
  runWorker: boolean;
  workerConcurrency: number;
  /** Outgoing e-mail (invitations); unset: invitation links are shown to the inviter instead. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailBounceSecret: string | undefined;
  /** The address people use to reach the app, for links in e-mails. */
  publicUrl: string;
  /** Passkeys (WebAuthn): the relying party's domain and the origins whose answers count. */
  webauthn: { rpId: string; origins: string[] };
  /** The plan a new organization starts on. */
  defaultPlan: 'free' | 'team' | 'business';
  /**
   * SSO_ALLOW_INSECURE_ISSUERS: identity providers may be on loopback or private addresses and
   * plain http (labs and tests); off, an issuer must be a public https address.
   */
  ssoAllowInsecureIssuers: boolean;
  /**
   * SSO_DNS_SERVERS: the DNS servers asked for a domain's TXT proof (comma-separated, `host` or
   * `host:port`); unset: the system's resolvers.
   */
  ssoDnsServers: string[] | undefined;
  /** Turns on /metrics (Prometheus) for requests bearing this token; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** On SIGTERM: how long running engine steps may take to reach their checkpoint before they are aborted. */
  shutdownDrainSeconds: number;
  /** Bytes all of one board's papers may take together (each file: at most 20 MB). */
  boardPapersMaxBytes: number;
  /**
   * Every setting by its variable name, as in effect: defaults applied, and derived values (such
   * as PUBLIC_URL from HOST and PORT) filled in; an unset optional one may be absent. The
   * Configuration section lists these.
   */
  settings: Readonly<Partial<Record<SettingName, unknown>>>;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const webDir = path.resolve(e.WEB_DIR);
  const mailFrom = e.MAIL_FROM ?? 'Boardwise <no-reply@boardwise.local>';
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  const webauthn = webauthnOf(
    e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    e.WEBAUTHN_RP_ID,
    e.WEBAUTHN_ORIGINS,
  );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    siteAccessPassword: e.SITE_ACCESS_PASSWORD,
    superadminEmails: e.SUPERADMIN_EMAILS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    webhooks: { retryLimit: e.WEBHOOK_RETRY_LIMIT, retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDir,
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      concurrency: e.LLM_CONCURRENCY,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
      allowPrivateProviderUrls: e.PROVIDER_ALLOW_PRIVATE_URLS,
    },
    humanResponseWindowMinutes: e.HUMAN_RESPONSE_WINDOW_MINUTES,
    humanWindows: { roundSeconds: e.HUMAN_ROUND_WINDOW_SECONDS, voteSeconds: e.HUMAN_VOTE_WINDOW_SECONDS },
    asyncWindows: {
      perspectiveSeconds: e.HUMAN_ASYNC_PERSPECTIVE_HOURS * 3600,
      roundSeconds: e.HUMAN_ASYNC_ROUND_HOURS * 3600,
      voteSeconds: e.HUMAN_ASYNC_VOTE_HOURS * 3600,
      reminderLeadMinutes: e.HUMAN_ASYNC_REMINDER_HOURS * 60,
    },
    maxRunningSessionsPerUser: e.MAX_RUNNING_SESSIONS_PER_USER,
    streams: {
      perUser: e.SSE_MAX_STREAMS_PER_USER,
      perSession: e.SSE_MAX_STREAMS_PER_SESSION,
      maxMinutes: e.SSE_MAX_STREAM_MINUTES,
    },
    notifications: {
      reminderLeadMinutes: e.DEADLINE_REMINDER_MINUTES,
      maxStreams: e.SSE_MAX_NOTIFICATION_STREAMS,
    },
    liveSafetyRecheckSeconds: e.LIVE_SAFETY_RECHECK_SECONDS,
    guests: {
      maxBoards: e.GUEST_MAX_BOARDS,
      maxSessionsPerDay: e.GUEST_MAX_SESSIONS_PER_DAY,
      expiryDays: e.GUEST_EXPIRY_DAYS,
    },
    runWorker: e.RUN_WORKER,
    workerConcurrency: e.WORKER_CONCURRENCY,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    mailBounceSecret: e.MAIL_BOUNCE_SECRET,
    publicUrl,
    webauthn,
    defaultPlan: e.DEFAULT_PLAN,
    metricsToken: e.METRICS_TOKEN,
    ssoAllowInsecureIssuers: e.SSO_ALLOW_INSECURE_ISSUERS,
    ssoDnsServers: e.SSO_DNS_SERVERS?.split(','),
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    boardPapersMaxBytes: e.BOARD_PAPERS_MAX_TOTAL_MB * 1024 * 1024,
    settings: {
      ...e,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      MAIL_FROM: mailFrom,
      PUBLIC_URL: publicUrl,
      WEBAUTHN_RP_ID: webauthn.rpId,
      WEBAUTHN_ORIGINS: webauthn.origins.join(','),
    },
  };
}

/**
 * Passkeys are bound to a domain (the relying party id) and accepted from the origins people use.
 * Both follow PUBLIC_URL unless set: its host name, and its origin.
 */
function webauthnOf(publicUrl: string, rpId: string | undefined, origins: string | undefined) {
  const url = new URL(publicUrl);
  const list = origins
    ?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return { rpId: (rpId ?? url.hostname).toLowerCase(), origins: list?.length ? list : [url.origin] };
}

/** The signing secret: JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
