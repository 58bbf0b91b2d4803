import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Runs an aggregate query; both drivers answer `{ rows }`. Cast counts to int in the SQL. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
