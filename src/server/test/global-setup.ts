// Prepares one migrated, seeded database that every test file copies: a PGlite data-dir dump
// (the embedded default) or, when TEST_DATABASE_URL is set, a PostgreSQL template database.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedBuiltins } from '../db/seed.ts';
import { startJobQueue } from '../jobs/job-queue.ts';

// Named after the checkout, so two checkouts can run the PostgreSQL suite on one server at once.
export const TEMPLATE_DATABASE = `boardwise_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

/** Migrations, built-in data and the job queue's schema: what every test database starts with. */
async function prepare(database: Database, databaseUrl?: string): Promise<void> {
  await runMigrations(database);
  await seedBuiltins(database.db);
  const boss = await startJobQueue(database, databaseUrl, { warn() {}, error() {} });
  await boss.stop({ graceful: false, close: true });
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await prepare(database, url.toString());
    await database.close();
    project.provide('postgresTemplateUrl', postgresUrl);
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
  await prepare(database);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'boardwise-test-')), 'snapshot.tar');
  writeFileSync(file, dump);
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplateUrl', '');
}
