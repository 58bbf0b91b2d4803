// A Drizzle database over the test database's own driver client, counting every statement sent
// to it (BEGIN and COMMIT included), on PGlite and on PostgreSQL alike. For tests that bound how
// many statements a piece of work costs.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

export interface CountingDb {
  db: Db;
  /** Statements sent since the start (or the last reset). */
  readonly statements: number;
  reset(): void;
}

/** `target` with its `names` methods counted; everything else passes through. */
function counted<T extends object>(target: T, names: string[], count: () => void, wrap: Partial<T> = {}): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in wrap) return wrap[key as keyof T];
      const value = Reflect.get(object, key, object) as unknown;
      if (typeof value !== 'function') return value;
      if (!names.includes(String(key))) return value.bind(object);
      return (...args: unknown[]) => {
        count();
        return value.apply(object, args);
      };
    },
  });
}

export function countingDb(database: Database): CountingDb {
  let statements = 0;
  const count = () => {
    statements++;
  };
  let db: Db;
  if (database.pglite) {
    const pglite = database.pglite;
    const client = counted<PGlite>(pglite, ['query', 'exec'], count, {
      transaction: <T>(work: (tx: Transaction) => Promise<T>) => {
        count(); // BEGIN
        return pglite.transaction((tx) => work(counted(tx, ['query', 'exec'], count))).finally(count); // COMMIT or ROLLBACK
      },
    });
    db = drizzlePglite({ client, schema }) as unknown as Db;
  } else {
    const pool = database.pool!;
    const client = counted<pg.Pool>(pool, ['query'], count, {
      connect: (async () => counted(await pool.connect(), ['query'], count)) as pg.Pool['connect'],
    });
    db = drizzlePg({ client, schema }) as unknown as Db;
  }
  return {
    db,
    get statements() {
      return statements;
    },
    reset() {
      statements = 0;
    },
  };
}
