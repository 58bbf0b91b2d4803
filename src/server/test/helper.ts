// Builds the whole app for `app.inject()` on a fresh copy of the migrated test database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';
import { startMailbox } from './mailbox.ts';

export interface TestApp {
  app: App;
  /** The test database's URL on PostgreSQL (a second process's stand-in connects to it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A web build stand-in, so page routing can be tested without running Vite. */
function fakeWebDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Boardwise</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'gate.html'), '<!doctype html><title>Site Access Required</title>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  return dir;
}

async function freshDatabase(): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `boardwise_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: templateUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    return {
      database,
      url: url.toString(),
      async dispose() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: templateUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  return openSnapshot(readFileSync(inject('pgliteSnapshot')));
}

/** An embedded database started from a dump (the migrated template, or one a test built). */
async function openSnapshot(
  snapshot: Uint8Array,
): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  const database = await openDatabase({ dataDir: os.tmpdir(), snapshot });
  return { database, dispose: () => database.close() };
}

/** The human windows a test waits through, as settings (elsewhere tests wait for none). */
export const humanWindows = (windows: {
  responseMinutes?: number;
  roundSeconds?: number;
  voteSeconds?: number;
}) => {
  const { responseMinutes, roundSeconds, voteSeconds } = windows;
  return {
    ...(responseMinutes !== undefined ? { HUMAN_RESPONSE_WINDOW_MINUTES: String(responseMinutes) } : {}),
    ...(roundSeconds !== undefined ? { HUMAN_ROUND_WINDOW_SECONDS: String(roundSeconds) } : {}),
    ...(voteSeconds !== undefined ? { HUMAN_VOTE_WINDOW_SECONDS: String(voteSeconds) } : {}),
  };
};

export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'logStream' | 'resolveHostname' | 'now'> & { snapshot?: Uint8Array } = {},
): Promise<TestApp> {
  const { database, url, dispose } = options.snapshot
    ? await openSnapshot(options.snapshot)
    : await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-data-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    // Tests about the human windows set their own; elsewhere a human seat must not hold a test up.
    HUMAN_ROUND_WINDOW_SECONDS: '0',
    HUMAN_VOTE_WINDOW_SECONDS: '0',
    WEB_DIR: fakeWebDir(),
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.resolveHostname ? { resolveHostname: options.resolveHostname } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Hands out what a `beforeAll` builds, refusing to before it has run. */
function builtLater<T>(what: string) {
  let value: T | undefined;
  return {
    set: (built: T) => {
      value = built;
    },
    peek: () => value,
    get: () => {
      if (value === undefined) throw new Error(`the ${what} is made in beforeAll: read it inside a test`);
      return value;
    },
  };
}

/**
 * The app a test file shares: built before its tests and closed after them. Read `.app` inside a
 * test or hook, never at the top of the file (the app does not exist yet there).
 */
export function sharedTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] & { buildTimeoutMs?: number } = {},
): TestApp {
  const built = builtLater<TestApp>('test app');
  const { buildTimeoutMs, ...buildOptions } = options;
  beforeAll(async () => built.set(await buildTestApp(env, buildOptions)), buildTimeoutMs);
  afterAll(() => built.peek()?.close());
  return {
    get app() {
      return built.get().app;
    },
    get databaseUrl() {
      return built.get().databaseUrl;
    },
    close: () => built.get().close(),
  };
}

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The settings that send the app's mail to a loopback mailbox, its links to a test address. */
export const mailSettings = (mailbox: Mailbox) => ({
  SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  MAIL_FROM: 'Boardwise <board@example.com>',
  PUBLIC_URL: 'http://boardwise.test',
});

/** `sharedTestApp` that sends its mail to a real SMTP server on loopback, read through `.mailbox`. */
export function sharedMailingTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): TestApp & { readonly mailbox: Mailbox } {
  const mailbox = builtLater<Mailbox>('mailbox');
  const built = builtLater<TestApp>('test app');
  beforeAll(async () => {
    mailbox.set(await startMailbox());
    built.set(await buildTestApp({ ...mailSettings(mailbox.get()), ...env }, options));
  });
  afterAll(async () => {
    await built.peek()?.close();
    await mailbox.peek()?.close();
  });
  return {
    get app() {
      return built.get().app;
    },
    get mailbox() {
      return mailbox.get();
    },
    close: () => built.get().close(),
  };
}
