// Durable jobs on the app's own database with pg-boss: PGlite in the embedded default,
// PostgreSQL when DATABASE_URL is set (then several worker processes can share it).
import { type Db as JobDatabase, PgBoss, type Queue } from 'pg-boss';
import type { Database } from '../db/client.ts';

export const DELIBERATION_QUEUE = 'deliberation';

export interface DeliberationJob {
  sessionId: string;
}

/**
 * How a dead worker's jobs reach another worker on PostgreSQL (ADR 19). A running job's heartbeat
 * is refreshed every half of JOB_HEARTBEAT_SECONDS (pg-boss's minimum is 10); pg-boss's supervisor,
 * in every process, fails a job whose heartbeat went stale into a retry (its monitor runs once per
 * JOB_SUPERVISE_SECONDS across processes, so up to two periods apart); the first retry waits 1–2 s;
 * an idle worker fetches it at its next poll (LISTEN/NOTIFY wakes workers for new jobs, not retries).
 */
export const JOB_HEARTBEAT_SECONDS = 10;
export const JOB_SUPERVISE_SECONDS = 5;
export const FIRST_RETRY_MAX_SECONDS = 2;
/** An idle worker's poll while LISTEN/NOTIFY is up (a new job wakes it at once). */
export const IDLE_POLL_SECONDS = 10;
/** The worst case from a worker's death to another worker starting each job it held (first failover). */
export const FAILOVER_WINDOW_SECONDS =
  JOB_HEARTBEAT_SECONDS + 2 * JOB_SUPERVISE_SECONDS + FIRST_RETRY_MAX_SECONDS + IDLE_POLL_SECONDS;

/** How a short job that is safe to run again (a mail, a reminder, a notice) is retried. */
export const SHORT_JOB_RETRIES = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 };

/** Creates a queue; an existing one keeps the options it was created with, so they are brought up to date. */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>): Promise<void> {
  await boss.createQueue(name, options);
  await boss.updateQueue(name, options);
}

export type JobLogger = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

/**
 * pg-boss on the embedded database's one connection. Each call holds the connection for its
 * own statements, and rolls back what a failed multi-statement block left open before anyone
 * else may use the session.
 */
function embeddedJobDatabase(database: Database): JobDatabase {
  return {
    async executeSql(text, values) {
      const client = await database.pool.connect();
      try {
        const result = (await client.query(text, values)) as unknown as
          | { rows: unknown[] }
          | { rows?: unknown[] }[];
        // A block of several statements answers one result each; a RETURNING may be in any.
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotification, onReconnect) {
      const unlisten = await database.listen!(channel, onNotification);
      onReconnect();
      return { close: unlisten };
    },
  };
}

export async function startJobQueue(
  database: Database,
  databaseUrl: string | undefined,
  log: JobLogger,
): Promise<PgBoss> {
  // LISTEN/NOTIFY wakes idle workers the moment a session is queued, so they need not poll
  // often (PGlite delivers notifications in-process; a PostgreSQL server across processes).
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          backend: 'pglite',
          db: embeddedJobDatabase(database),
          superviseIntervalSeconds: 10,
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: databaseUrl!,
          max: 4,
          superviseIntervalSeconds: JOB_SUPERVISE_SECONDS,
          monitorIntervalSeconds: JOB_SUPERVISE_SECONDS,
          useListenNotify: true,
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  const queue = {
    notify: true,
    // A session that stops mid-way (shutdown, crash) is retried and resumes from its checkpoints.
    retryLimit: 10,
    // With backoff the first retry waits 1–2 s (FIRST_RETRY_MAX_SECONDS), later ones longer.
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 30,
    expireInSeconds: 3 * 3600,
    // A worker killed outright stops heartbeating; another worker picks its job up. (The
    // embedded database has one process: its orphans are recovered at start instead.)
    ...(database.kind === 'pglite' ? {} : { heartbeatSeconds: JOB_HEARTBEAT_SECONDS }),
  };
  await ensureQueue(boss, DELIBERATION_QUEUE, queue);
  return boss;
}
