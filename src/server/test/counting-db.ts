// A Drizzle database over the test database's own pool, counting every statement sent to it
// (BEGIN and COMMIT included) — the same driver on PGlite and PostgreSQL. For tests that bound
// how many statements a piece of work costs.
import { drizzle } from 'drizzle-orm/node-postgres';
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
  const pool = database.pool;
  const client = counted<pg.Pool>(pool, ['query'], count, {
    connect: (async () => counted(await pool.connect(), ['query'], count)) as pg.Pool['connect'],
  });
  const db = drizzle({ client, schema }) as unknown as Db;
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
