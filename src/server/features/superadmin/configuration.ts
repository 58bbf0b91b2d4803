// The effective configuration as the Configuration section shows it: every setting's value,
// except secrets (and URLs that may carry a password), which say only whether they are set.
import type { Config } from '../../config.ts';

export function effectiveConfiguration(config: Config) {
  const secret = (name: string, value: unknown) => ({ name, value: value ? 'set' : 'unset', secret: true });
  const plain = (name: string, value: unknown) => ({
    name,
    value: value === undefined || value === null || value === '' ? '(not set)' : String(value),
    secret: false,
  });
  return {
    entries: [
      plain('NODE_ENV', config.env),
      plain('HOST', config.host),
      plain('PORT', config.port),
      plain('DATA_DIR', config.dataDir),
      secret('DATABASE_URL', config.databaseUrl),
      secret('JWT_SECRET', config.jwtSecret),
      plain('TOKEN_TTL_HOURS', config.tokenTtlHours),
      secret('SITE_ACCESS_PASSWORD', config.siteAccessPassword),
      plain('SUPERADMIN_EMAILS', `${config.superadminEmails.length} address(es)`),
      plain('AUTH_RATE_LIMIT_PER_MINUTE', config.authRateLimitPerMinute),
      plain('TRUST_PROXY', config.trustProxy),
      plain('LOG_LEVEL', config.logLevel),
      plain('LLM_PROVIDER', config.llm.provider),
      plain('LLM_BASE_URL', config.llm.baseUrl),
      secret('LLM_API_KEY', config.llm.apiKey),
      plain('LLM_MODEL', config.llm.model),
      plain('LLM_CONCURRENCY', config.llm.concurrency),
      plain('LLM_TIMEOUT_MS', config.llm.timeoutMs),
      plain('LLM_MAX_RETRIES', config.llm.maxRetries),
      plain('PROVIDER_ALLOW_PRIVATE_URLS', config.llm.allowPrivateProviderUrls),
      plain('HUMAN_RESPONSE_WINDOW_MINUTES', config.humanResponseWindowMinutes),
      plain('HUMAN_ASYNC_PERSPECTIVE_HOURS', config.asyncWindows.perspectiveSeconds / 3600),
      plain('HUMAN_ASYNC_ROUND_HOURS', config.asyncWindows.roundSeconds / 3600),
      plain('HUMAN_ASYNC_VOTE_HOURS', config.asyncWindows.voteSeconds / 3600),
      plain('HUMAN_ASYNC_REMINDER_HOURS', config.asyncWindows.reminderLeadMinutes / 60),
      plain('MAX_RUNNING_SESSIONS_PER_USER', config.maxRunningSessionsPerUser),
      plain('SSE_MAX_STREAMS_PER_USER', config.streams.perUser),
      plain('SSE_MAX_STREAMS_PER_SESSION', config.streams.perSession),
      plain('SSE_MAX_STREAM_MINUTES', config.streams.maxMinutes),
      plain('GUEST_MAX_BOARDS', config.guests.maxBoards),
      plain('GUEST_MAX_SESSIONS_PER_DAY', config.guests.maxSessionsPerDay),
      plain('GUEST_EXPIRY_DAYS', config.guests.expiryDays),
      plain('RUN_WORKER', config.runWorker),
      plain('WORKER_CONCURRENCY', config.workerConcurrency),
      secret('SMTP_URL', config.smtpUrl),
      plain('MAIL_FROM', config.mailFrom),
      plain('PUBLIC_URL', config.publicUrl),
      plain('DEFAULT_PLAN', config.defaultPlan),
    ],
  };
}
