// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL; one Drizzle schema and one migration folder.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ensurePrivateDir, restrictTree } from './private-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Present for the embedded database (pg-boss and tests use it directly). */
  pglite?: PGlite;
  /** Present for PostgreSQL. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An already opened PGlite (tests start each database from a migrated snapshot). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A failed idle client must not crash the process; the next query reports the problem.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      pool,
      close: () => pool.end(),
    };
  }
  let pglite = options.pglite;
  let releaseLock = () => {};
  if (!pglite) {
    const dataDir = options.dataDir;
    const dir = path.join(dataDir, 'pglite');
    ensurePrivateDir(dataDir);
    ensurePrivateDir(dir);
    const unlock = lockDataDir(dataDir);
    pglite = await PGlite.create({ dataDir: dir });
    restrictTree(dataDir);
    releaseLock = () => {
      restrictTree(dataDir);
      unlock();
    };
  }
  const client = pglite;
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    pglite: client,
    close: async () => {
      await client.close();
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
