// Unit of work: a service that writes more than once runs the writes on one transaction, with
// repositories built on it (`createMeetingRepository(tx)`), so they all happen or none does.
import type { Db } from './client.ts';

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
