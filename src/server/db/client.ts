// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both are reached the same way — node-postgres and Drizzle — so one
// driver, one schema and one migrations folder serve both. PGlite runs on a thread of its own
// (pglite-thread.ts): its queries are WebAssembly that would otherwise hold the HTTP thread.
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.ts';
import { ensurePrivateDir, restrictTree } from './private-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Connections to the database. The embedded database has exactly one (it is one PostgreSQL
   * session): a transaction holds it, and everything else waits its turn.
   */
  pool: pg.Pool;
  /**
   * The embedded database's files as a tarball (tests copy a migrated database this way; backups
   * take it gzip-compressed while holding the one connection: see backup.ts).
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Uint8Array>;
  /**
   * The embedded database only: LISTEN on its one session. (On PostgreSQL, listeners hold
   * connections of their own: see postgres-event-bus.ts.) Returns the UNLISTEN.
   */
  listen?(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: start from this data-directory dump, in memory, instead of DATA_DIR (tests). */
  snapshot?: Uint8Array;
  /** PGlite only: a fresh database in memory (the tests' template). */
  inMemory?: boolean;
  /** Connections to a PostgreSQL server (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A failed idle client must not crash the process; the next query reports the problem.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      kind: 'postgres',
      db: drizzle({ client: pool, schema }) as unknown as Db,
      pool,
      close: () => pool.end(),
    };
  }
  const inMemory = options.inMemory || options.snapshot !== undefined;
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (!inMemory) {
    ensurePrivateDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    ensurePrivateDir(dataDir);
    const unlock = lockDataDir(options.dataDir);
    releaseLock = () => {
      restrictTree(options.dataDir);
      unlock();
    };
  }
  const thread = await startPgliteThread({
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  }).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  if (dataDir) restrictTree(options.dataDir);
  const pool = new pg.Pool({
    // PGlite has one session: one connection, kept for the life of the process.
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connect(),
  });
  pool.on('error', () => {});
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  const listenTo = (channel: string, verb = 'LISTEN') => `${verb} ${pg.escapeIdentifier(channel)}`;
  pool.on('connect', (client) => {
    client.on('notification', (n) => channels.emit(n.channel, n.payload ?? ''));
    // A connection made again (after an error) starts a fresh session: listen again.
    for (const channel of channels.eventNames()) client.query(listenTo(String(channel))).catch(() => {});
  });
  await pool.query('select 1');
  return {
    kind: 'pglite',
    db: drizzle({ client: pool, schema }) as unknown as Db,
    pool,
    dump: (compression) => thread.dump(compression),
    async listen(channel, onNotification) {
      if (channels.listenerCount(channel) === 0) await pool.query(listenTo(channel));
      channels.on(channel, onNotification);
      return async () => {
        channels.off(channel, onNotification);
        if (channels.listenerCount(channel) === 0)
          await pool.query(listenTo(channel, 'UNLISTEN')).catch(() => {});
      };
    },
    close: async () => {
      await pool.end();
      await thread.close();
      releaseLock();
    },
  };
}

/**
 * The embedded database belongs to one process: two writers would corrupt it. A lock file
 * naming the owner's pid refuses a second opener while the first is alive.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  if (existsSync(file)) {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop it first, or share a PostgreSQL server through DATABASE_URL.`,
      );
    }
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
