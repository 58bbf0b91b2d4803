// The statements every page load runs are built once and prepared by name: Drizzle does not
// rebuild their SQL on each request, and the database parses and plans them once per
// connection. Repositories are made afresh (also inside transactions), so the prepared
// statements live beside the database handle they were made for.
import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
