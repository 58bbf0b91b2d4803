// The live bus across processes on PostgreSQL. One dedicated LISTEN connection per process
// turns NOTIFYs into local wake-ups; `publish` wakes this process at once and NOTIFYs the
// others. Callers publish after their write committed (every event write is one autocommitted
// statement), so no listener wakes before the row is visible. Publishes of one tick go out in
// one statement. After a lost LISTEN connection the bus reconnects and wakes every channel,
// so each waiter catches up with one read.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  busOver,
  channelOfPayload,
  createConnectionState,
  createLocalChannels,
  NOTIFY_CHANNEL,
  type SessionEventBus,
} from './event-bus.ts';
/** The LISTEN connection's name in pg_stat_activity (operators, and the tests that kill it). */
export const LISTENER_APPLICATION_NAME = 'boardwise-live';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

interface BusLog {
  warn(fields: unknown, message?: string): void;
  info(fields: unknown, message?: string): void;
}

export async function createPostgresEventBus(options: {
  connectionString: string;
  /** Sends the NOTIFYs (the process's pool). */
  pool: pg.Pool;
  recheckMs: number;
  log: BusLog;
}): Promise<SessionEventBus> {
  const { log } = options;
  const local = createLocalChannels();
  const connection = createConnectionState(false);
  // A process hears its own NOTIFYs too; it has already woken its waiters, so it skips them.
  const origin = randomUUID().slice(0, 8);
  let listener: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      const channel = channelOfPayload(message.payload ?? '', origin);
      if (channel) local.wake(channel);
    });
    // Either fires on a lost connection (a killed backend, a restarted server, a network drop).
    const lost = (error?: unknown) => {
      if (listener !== client) return;
      listener = null;
      connection.set(false);
      client.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: error }, 'live event connection lost; reconnecting');
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    listener = client;
    connection.set(true);
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        if (stopped) {
          await listener?.end().catch(() => {});
          return;
        }
        retryMs = FIRST_RETRY_MS;
        log.info({}, 'live event connection restored');
        // Anything written while no one listened: every waiter reads once.
        local.wakeAll();
      } catch (error) {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        log.warn({ err: error, retryMs }, 'live event connection failed; retrying');
        scheduleReconnect();
      }
    }, retryMs);
  };

  await connect();

  const pending = new Set<string>();
  const flush = () => {
    const channels = [...pending].map((channel) => `${origin}|${channel}`);
    pending.clear();
    options.pool
      .query({
        name: 'boardwise-live-notify',
        text: 'select pg_notify($1, channel) from unnest($2::text[]) as channel',
        values: [NOTIFY_CHANNEL, channels],
      })
      .catch((error: unknown) => {
        // The other processes' safety re-check delivers what this wake-up would have.
        log.warn({ err: error }, 'live event notify failed');
      });
  };
  const publish = (channel: string) => {
    local.wake(channel);
    if (stopped) return;
    if (pending.size === 0) setImmediate(flush);
    pending.add(channel);
  };

  return busOver(
    local,
    publish,
    options.recheckMs,
    async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      connection.set(false);
      await client?.end().catch(() => {});
    },
    connection,
  );
}
