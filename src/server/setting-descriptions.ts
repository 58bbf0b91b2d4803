// What each environment variable config.ts reads is for, and whether its value is a secret.
// Typed by config.ts's own list of variables: a new setting without an entry here does not
// compile, so the super-admin Configuration section can never silently leave one out.
import type { SettingName } from './config.ts';

export interface SettingDescription {
  description: string;
  /** Never shown, only whether it is set (URLs here may carry a password). */
  secret?: true;
  /** A list of people: shown as how many there are, not who. */
  countOnly?: true;
}

export const settingDescriptions = {
  NODE_ENV: { description: 'development, production or test' },
  PORT: { description: 'Port for web and API' },
  HOST: { description: 'Interface to listen on' },
  DATA_DIR: { description: 'Embedded database and generated secret' },
  DATABASE_URL: { description: 'PostgreSQL server to use instead of the embedded database', secret: true },
  DATABASE_POOL_SIZE: { description: 'Connections each process opens to that PostgreSQL server' },
  JWT_SECRET: { description: 'Token signing secret; unset: generated in DATA_DIR', secret: true },
  TOKEN_TTL_HOURS: { description: "A sign-in session's absolute lifetime, whatever the activity" },
  SESSION_IDLE_MINUTES: { description: 'A sign-in session unused this long ends (0: off)' },
  SITE_ACCESS_PASSWORD: { description: 'Turns on the site access gate', secret: true },
  SUPERADMIN_EMAILS: { description: 'Super-admin e-mails', countOnly: true },
  AUTH_RATE_LIMIT_PER_MINUTE: { description: 'Auth and gate attempts per client per minute' },
  API_RATE_LIMIT_PER_MINUTE: {
    description: 'Requests per minute each personal API token may make (per process)',
  },
  WEBHOOK_RETRY_LIMIT: { description: 'Retries of a failed webhook delivery' },
  WEBHOOK_RETRY_DELAY_SECONDS: {
    description: "The first webhook retry's delay; each next one about doubles",
  },
  TRUST_PROXY: { description: 'Behind a TLS proxy: trust X-Forwarded-*, Secure gate cookie, HSTS' },
  LOG_LEVEL: { description: 'Pino log level, or silent' },
  WEB_DIR: { description: 'Built web app to serve' },
  LLM_PROVIDER: { description: 'offline (built-in engine), openai-compatible, openai, anthropic or ollama' },
  LLM_BASE_URL: { description: 'AI provider endpoint' },
  LLM_API_KEY: { description: 'AI provider key', secret: true },
  LLM_MODEL: { description: 'Default model' },
  LLM_CONCURRENCY: { description: 'Model calls in flight per process' },
  LLM_TIMEOUT_MS: { description: 'Timeout of one model call' },
  LLM_MAX_RETRIES: { description: 'Retries of a model call' },
  PROVIDER_ALLOW_PRIVATE_URLS: {
    description: "Lets organizations' own AI providers point at loopback or private addresses",
  },
  SSO_ALLOW_INSECURE_ISSUERS: {
    description: 'Lets identity providers be on loopback or private addresses and plain http',
  },
  SSO_DNS_SERVERS: { description: "DNS servers asked for an SSO domain's TXT proof (unset: the system's)" },
  HUMAN_RESPONSE_WINDOW_MINUTES: { description: 'How long a session waits for human members' },
  HUMAN_ROUND_WINDOW_SECONDS: { description: 'How long a consensus round stays open for human members' },
  HUMAN_VOTE_WINDOW_SECONDS: { description: "The final vote's window for human members" },
  HUMAN_ASYNC_PERSPECTIVE_HOURS: { description: "An asynchronous board: hours for a director's perspective" },
  HUMAN_ASYNC_ROUND_HOURS: { description: 'An asynchronous board: hours each consensus round stays open' },
  HUMAN_ASYNC_VOTE_HOURS: { description: "An asynchronous board: hours of the final vote's window" },
  HUMAN_ASYNC_REMINDER_HOURS: {
    description: 'An asynchronous board: how long before each deadline to remind',
  },
  MAX_RUNNING_SESSIONS_PER_USER: { description: 'Sessions one user may run at once' },
  SSE_MAX_STREAMS_PER_USER: { description: 'Live event streams one user may hold open (per process)' },
  SSE_MAX_STREAMS_PER_SESSION: { description: 'Live event streams of one session (per process)' },
  SSE_MAX_STREAM_MINUTES: { description: 'A live stream then closes and the client resumes it' },
  SSE_MAX_NOTIFICATION_STREAMS: { description: 'Live notification streams one process holds at most' },
  DEADLINE_REMINDER_MINUTES: { description: 'How long before a human response deadline to remind' },
  LIVE_SAFETY_RECHECK_SECONDS: {
    description: 'PostgreSQL: how often a watched session re-reads without a NOTIFY',
  },
  GUEST_MAX_BOARDS: { description: 'Boards a guest may keep' },
  GUEST_MAX_SESSIONS_PER_DAY: { description: 'Sessions a guest may start in 24 hours' },
  GUEST_EXPIRY_DAYS: { description: 'Unclaimed guests older than this are deleted with their data' },
  RUN_WORKER: { description: 'The server also runs the deliberation worker' },
  WORKER_CONCURRENCY: { description: 'Sessions one worker process runs at once' },
  SMTP_URL: { description: 'Outgoing mail server', secret: true },
  MAIL_FROM: { description: 'Sender of e-mails' },
  MAIL_BOUNCE_SECRET: { description: 'Turns on bounce reports from the mail service', secret: true },
  PUBLIC_URL: { description: 'Address of the app, for links in e-mails' },
  WEBAUTHN_RP_ID: { description: 'Passkeys: the relying party domain (default: PUBLIC_URL’s host)' },
  WEBAUTHN_ORIGINS: { description: 'Passkeys: origins whose answers count (default: PUBLIC_URL’s origin)' },
  DEFAULT_PLAN: { description: 'Plan of new organizations' },
  METRICS_TOKEN: { description: 'Turns on /metrics (Prometheus) for requests bearing it', secret: true },
  SHUTDOWN_DRAIN_SECONDS: {
    description: 'On SIGTERM, how long running engine steps may take to reach a checkpoint',
  },
  BOARD_PAPERS_MAX_TOTAL_MB: { description: "Megabytes one board's papers may take together" },
} satisfies Record<SettingName, SettingDescription>;
