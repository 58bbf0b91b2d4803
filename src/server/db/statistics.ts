// The embedded database has no autovacuum (PGlite is one PostgreSQL session, without background
// workers), so nothing gathers the planner's statistics: every table looks like one row, and a
// statement joining several (the board list) is planned as nested loops that rebuild its seat
// lists once per board — 500 ms for 20 boards instead of 1. ANALYZE at start and then every few
// minutes stands in for autovacuum's; a PostgreSQL server does its own.
import type { Database } from './client.ts';

const EVERY_MS = 10 * 60_000;

export async function keepStatistics(
  database: Database,
  onError: (error: unknown) => void,
): Promise<{ stop(): void }> {
  if (database.kind !== 'pglite') return { stop() {} };
  await database.pool.query('analyze');
  const timer = setInterval(() => {
    database.pool.query('analyze').catch(onError);
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
