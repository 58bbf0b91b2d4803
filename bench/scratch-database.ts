// Benchmarks that compare the embedded database with PostgreSQL run once on each: on PGlite in
// a temporary data directory, then (when DATABASE_URL names a server) on a uniquely named
// database created for the run and dropped after it, so a bench never touches real data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

type Run = (title: string, env: Record<string, string>) => Promise<void>;

/** Runs `run` on a database made for it on the server of `serverUrl`, then drops that database. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await use(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The embedded run (unless BENCH_ONLY=postgres), then the PostgreSQL run when DATABASE_URL is set. */
export async function runOnEachDatabase(prefix: string, run: Run): Promise<void> {
  if (process.env.BENCH_ONLY !== 'postgres') await run('PGlite (embedded)', {});
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) {
    await withScratchDatabase(postgresUrl, prefix, (url) => run('PostgreSQL', { DATABASE_URL: url }));
  }
}
