// Builds the whole app for `app.inject()` on a fresh copy of the migrated test database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

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
