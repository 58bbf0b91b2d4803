// Browser tests: Debian's Chromium (never a downloaded browser) against two real servers on
// loopback, each with a fresh embedded database — one behind the site access gate, one open (which
// sends e-mail to an SMTP server the organizations journey runs).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT_BASE moves every port below together, so two checkouts can run the journeys at once.
const portBase = Number(process.env.E2E_PORT_BASE ?? 8131);
const GATED_PORT = portBase;
const OPEN_PORT = portBase + 1;
const LLM_PORT = portBase + 2;
export const GATED_URL = `http://127.0.0.1:${GATED_PORT}`;
export const OPEN_URL = `http://127.0.0.1:${OPEN_PORT}`;
/** The open server by name: where passkeys work (a passkey's domain cannot be an IP address). */
export const OPEN_LOCALHOST_URL = `http://localhost:${OPEN_PORT}`;
export const GATE_PASSWORD = 'e2e gate password';
/** The open server takes bounce reports signed with this (the bounced-address journey posts one). */
export const MAIL_BOUNCE_SECRET = 'e2e-bounce-secret-e2e-bounce-secret';
/** A server whose board deliberates through an LLM provider: the fake one below. */
export const LLM_URL = `http://127.0.0.1:${LLM_PORT}`;
export const FAKE_LLM_PORT = portBase + 8;
/** Every fake model call answers after this long, so tests can watch seats complete one step at a time. */
export const FAKE_LLM_LATENCY_MS = 700;
/** The SMTP server the organizations journey runs in the Playwright process; the open server sends to it. */
export const SMTP_PORT = portBase + 9;
/** The identity provider the single sign-on journey runs in the Playwright process (oidc-provider). */
export const SSO_IDP_PORT = portBase + 10;
/** The DNS server the single sign-on journey runs (TXT proof of a domain); the open server asks it. */
export const SSO_DNS_PORT = portBase + 11;

const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'boardwise-e2e-'));
const serverEnv = (name: string, port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dataRoot, name),
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  SUPERADMIN_EMAILS: 'chief@e2e.example',
  ...extra,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: OPEN_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        '--disable-gpu',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: 'node src/server/main.ts',
      url: `${GATED_URL}/api/v1/health`,
      env: serverEnv('gated', GATED_PORT, { SITE_ACCESS_PASSWORD: GATE_PASSWORD }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node src/server/main.ts',
      url: `${OPEN_URL}/api/v1/health`,
      // E-mail on: invitations go to the journey's SMTP server (links point at this server's URL).
      // Single sign-on may reach the journey's identity provider on loopback over plain http.
      // Passkeys: browsers refuse an IP address as their domain, so the passkeys journey reaches
      // this server as localhost.
      env: serverEnv('open', OPEN_PORT, {
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PUBLIC_URL: OPEN_URL,
        SSO_ALLOW_INSECURE_ISSUERS: 'true',
        SSO_DNS_SERVERS: `127.0.0.1:${SSO_DNS_PORT}`,
        WEBAUTHN_RP_ID: 'localhost',
        WEBAUTHN_ORIGINS: OPEN_LOCALHOST_URL,
        MAIL_BOUNCE_SECRET,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node e2e/fake-llm-server.ts',
      port: FAKE_LLM_PORT,
      env: { FAKE_LLM_PORT: String(FAKE_LLM_PORT), FAKE_LLM_LATENCY_MS: String(FAKE_LLM_LATENCY_MS) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node src/server/main.ts',
      url: `${LLM_URL}/api/v1/health`,
      env: serverEnv('llm', LLM_PORT, {
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
        LLM_MODEL: 'fake-e2e-model',
        LLM_MAX_RETRIES: '0',
        // Human seats (the human members journey): short consensus rounds, a vote window long
        // enough for a person to vote in the browser.
        HUMAN_ROUND_WINDOW_SECONDS: '4',
        HUMAN_VOTE_WINDOW_SECONDS: '45',
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
