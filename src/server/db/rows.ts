// Raw SQL answers as typed rows, for the statements Drizzle's builder does not express well
// (aggregates, correlated subqueries): the super-admin's figures and directories, account data.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Runs an aggregate query; both drivers answer `{ rows }`. Cast counts to int in the SQL. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
