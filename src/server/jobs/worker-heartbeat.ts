// A running deliberation worker says it is alive every HEARTBEAT_MS (System Health counts the
// workers seen within WORKER_ALIVE_MS); on a clean stop it removes its row. Its id is the one the
// runner records on each session it claims, so a session names the process that ran it.
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema/index.ts';

export const HEARTBEAT_MS = 30_000;
export const WORKER_ALIVE_MS = 90_000;

export function startWorkerHeartbeat(
  db: Db,
  workerId: string,
  log: { warn(obj: unknown, msg?: string): void },
) {
  const beat = () =>
    db
      .insert(workerHeartbeats)
      .values({ workerId, host: os.hostname().slice(0, 200), pid: process.pid })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: sql`now()` } })
      .catch((error: unknown) => log.warn({ err: error }, 'worker heartbeat failed'));
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await db
        .delete(workerHeartbeats)
        .where(eq(workerHeartbeats.workerId, workerId))
        .catch(() => {});
    },
  };
}
