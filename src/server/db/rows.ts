// Rows as repositories hand them on: raw SQL answers typed, for the statements Drizzle's builder
// does not express well (aggregates, correlated subqueries: the super-admin's figures and
// directories, account data), and a joined select's row made flat.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Runs an aggregate query; both drivers answer `{ rows }`. Cast counts to int in the SQL. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A select of `{ [key]: table, ...joined columns }` as one flat row: the table's columns with the
 * joined ones beside them (a meeting with its board's name, a board with its template's slug).
 */
export function flattenJoined<K extends string, T extends Record<K, object>>(
  key: K,
  row: T,
): T[K] & Omit<T, K> {
  const { [key]: main, ...joined } = row;
  return { ...main, ...joined };
}
