// For bench/scale.ts: the figures read from what the product records — each session's status and
// worker_id, its event log and its checkpoints — and how they are printed.
import type pg from 'pg';
import type { BenchClient } from './deliberation-support.ts';
import type { WorkerProcess } from './scale-cluster.ts';

export interface SessionState {
  id: string;
  status: string;
  worker_id: string | null;
  completed_at: Date | null;
}

/** Clients of web A and web B, signed in as the same user, and web A's address. */
export interface Web {
  a: BenchClient;
  b: BenchClient;
  baseA: string;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
export const finished = (s: SessionState) => s.status === 'completed' || s.status === 'failed';

export async function states(db: pg.Client, ids: string[]): Promise<SessionState[]> {
  const result = await db.query<SessionState>(
    'select id, status, worker_id, completed_at from decision_sessions where id = any($1::uuid[])',
    [ids],
  );
  return result.rows;
}

/** Polls every 100 ms until every session has ended or the deadline passed; returns the last read. */
export async function waitUntilFinished(
  db: pg.Client,
  ids: string[],
  deadline: number,
  onPoll?: (rows: SessionState[]) => Promise<void>,
): Promise<SessionState[]> {
  for (;;) {
    const rows = await states(db, ids);
    await onPoll?.(rows);
    if (rows.every(finished) || Date.now() > deadline) return rows;
    await sleep(100);
  }
}

/** Final votes recorded twice in a session's log, and the final-vote checkpoints kept. */
export async function votes(db: pg.Client, ids: string[]): Promise<{ duplicated: number; recorded: number }> {
  const duplicated = await db.query(
    `select count(*)::int as n from (
       select session_id, seat_id from session_events
       where session_id = any($1::uuid[]) and type = 'seat_completed' and phase = 'final_vote'
       group by session_id, seat_id having count(*) > 1) d`,
    [ids],
  );
  const recorded = await db.query(
    `select count(*)::int as n from session_checkpoints
     where session_id = any($1::uuid[]) and phase = 'final_vote' and status = 'completed'`,
    [ids],
  );
  return { duplicated: duplicated.rows[0].n, recorded: recorded.rows[0].n };
}

export function workerName(workers: WorkerProcess[], id: string | null): string {
  return workers.find((w) => w.workerId === id)?.name ?? (id ? `unknown ${id}` : 'none');
}

export function printPerWorker(workers: WorkerProcess[], rows: SessionState[]): void {
  for (const worker of workers) {
    const ran = rows.filter((r) => r.worker_id === worker.workerId).length;
    console.info(`   ${worker.name} (pid ${worker.child.pid}, id ${worker.workerId.slice(0, 8)}): ${ran}`);
  }
  const other = rows.filter((r) => !workers.some((w) => w.workerId === r.worker_id)).length;
  if (other > 0) console.info(`   no known worker recorded: ${other}`);
}

export function printCompletion(rows: SessionState[], total: number): void {
  const completed = rows.filter((r) => r.status === 'completed').length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  console.info(
    `   completed ${completed}/${total}, failed ${failed}, unfinished ${total - completed - failed}`,
  );
}
