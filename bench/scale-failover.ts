// For bench/scale.ts: kill -9 a worker holding running sessions and follow each orphan through
// the failover — its job's heartbeat going stale, the supervisor failing it into a retry, the other
// worker fetching it, claiming the session (worker_id) and finishing it.
import type pg from 'pg';
import type { FakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import {
  FAILOVER_WINDOW_SECONDS,
  FIRST_RETRY_MAX_SECONDS,
  IDLE_POLL_SECONDS,
  JOB_SUPERVISE_SECONDS,
} from '../src/server/jobs/job-queue.ts';
import { killOutright, type WorkerProcess } from './scale-cluster.ts';
import {
  finished,
  printCompletion,
  printPerWorker,
  seconds,
  sleep,
  states,
  votes,
  type Web,
  waitUntilFinished,
} from './scale-records.ts';

/** When each step of an orphan's failover was first seen, in ms after the kill. */
interface Timeline {
  lastHeartbeat: number;
  failedIntoRetry?: number;
  fetchedAgain?: number;
  claimed?: number;
  completed?: number;
}

/** The victim: once every session is claimed and mid-way (a step done), the worker holding most. */
async function chooseVictim(db: pg.Client, ids: string[], workers: WorkerProcess[]): Promise<WorkerProcess> {
  const midWay = async () =>
    (
      await db.query<{ worker_id: string }>(
        `select s.worker_id from decision_sessions s
         where s.id = any($1::uuid[]) and s.status = 'in_progress'
           and exists (select 1 from session_checkpoints c where c.session_id = s.id)`,
        [ids],
      )
    ).rows;
  let running = await midWay();
  for (const giveUp = Date.now() + 20_000; running.length < ids.length && Date.now() < giveUp; ) {
    await sleep(20);
    running = await midWay();
  }
  const holding = (w: WorkerProcess) => running.filter((r) => r.worker_id === w.workerId).length;
  const victim = [...workers].sort((x, y) => holding(y) - holding(x))[0]!;
  if (holding(victim) === 0) throw new Error('no worker held a running session');
  console.info(
    `   mid-way when chosen: ${workers.map((w) => `${w.name} ${holding(w)}`).join(', ')} of ${ids.length}`,
  );
  return victim;
}

/** The deliberation jobs of these sessions: state, start, last heartbeat. */
async function jobs(db: pg.Client, ids: string[]) {
  const result = await db.query<{
    session_id: string;
    state: string;
    started_on: Date;
    heartbeat_on: Date | null;
  }>(
    `select data->>'sessionId' as session_id, state, started_on, heartbeat_on from pgboss.job
     where name = 'deliberation' and data->>'sessionId' = any($1::text[])`,
    [ids],
  );
  return result.rows;
}

function printStep(label: string, values: (number | undefined)[]): void {
  const seen = values.filter((v): v is number => v !== undefined).sort((x, y) => x - y);
  const range = seen.length ? `${seconds(seen[0]!)} … ${seconds(seen.at(-1)!)}` : 'never';
  console.info(`   ${label.padEnd(44)} ${seen.length}/${values.length}  ${range}`);
}

export async function failoverRun(options: {
  db: pg.Client;
  web: Web;
  workers: WorkerProcess[];
  boardId: string;
  sessions: number;
  fake: FakeOpenAiServer;
  deadline: number;
}): Promise<void> {
  const { db, web, workers, fake } = options;
  const heartbeat = Number(
    (await db.query(`select heartbeat_seconds from pgboss.queue where name = 'deliberation'`)).rows[0]
      ?.heartbeat_seconds,
  );
  console.info(`2. kill -9 a worker holding running sessions (${options.sessions} sessions started)`);
  const callsBefore = fake.chatRequests().length;
  const ids: string[] = [];
  for (let i = 0; i < options.sessions; i++)
    ids.push(await (i % 2 === 0 ? web.a : web.b).startSession(options.boardId, `f${i}`));

  const victim = await chooseVictim(db, ids, workers);
  await killOutright(victim.child);
  const killedAt = Date.now();
  const survivor = workers.find((w) => w !== victim)!;
  const orphans = (await states(db, ids)).filter((r) => !finished(r) && r.worker_id === victim.workerId);
  const orphanIds = orphans.map((r) => r.id);
  const timelines = new Map<string, Timeline>();
  for (const job of await jobs(db, orphanIds))
    timelines.set(job.session_id, { lastHeartbeat: (job.heartbeat_on?.getTime() ?? killedAt) - killedAt });
  console.info(
    `   killed ${victim.name} (pid ${victim.child.pid}) holding ${orphans.length} unfinished sessions`,
  );

  const rows = await waitUntilFinished(
    db,
    ids,
    Math.min(options.deadline, killedAt + 120_000),
    async (polled) => {
      const now = Date.now() - killedAt;
      for (const job of await jobs(db, orphanIds)) {
        // The supervisor re-inserts the job as 'retry' keeping its old start; a fetch restarts it.
        const timeline = timelines.get(job.session_id)!;
        const fetchedAgain = job.started_on.getTime() > killedAt;
        if (job.state !== 'active' || fetchedAgain) timeline.failedIntoRetry ??= now;
        if (fetchedAgain) timeline.fetchedAgain ??= job.started_on.getTime() - killedAt;
      }
      for (const row of polled.filter((r) => orphanIds.includes(r.id))) {
        const timeline = timelines.get(row.id)!;
        if (row.worker_id === survivor.workerId) timeline.claimed ??= now;
        if (row.status === 'completed' && row.completed_at)
          timeline.completed = row.completed_at.getTime() - killedAt;
      }
    },
  );

  const all = [...timelines.values()];
  console.info(
    `   failover window (worst case, first failover): heartbeat ${heartbeat} s + supervision ≤ ${2 * JOB_SUPERVISE_SECONDS} s + first retry ≤ ${FIRST_RETRY_MAX_SECONDS} s + idle poll ≤ ${IDLE_POLL_SECONDS} s = ${FAILOVER_WINDOW_SECONDS} s`,
  );
  console.info(`   each orphan, time after the kill                orphans  first … last`);
  printStep(
    'last heartbeat of its job (before the kill)',
    all.map((t) => t.lastHeartbeat),
  );
  printStep(
    'failed into a retry by the supervisor (±0.1 s)',
    all.map((t) => t.failedIntoRetry),
  );
  printStep(
    `fetched again (by ${survivor.name})`,
    all.map((t) => t.fetchedAgain),
  );
  printStep(
    `claimed by ${survivor.name} (worker_id)`,
    all.map((t) => t.claimed),
  );
  printStep(
    'completed',
    all.map((t) => t.completed),
  );
  const worst = Math.max(...all.map((t) => t.fetchedAgain ?? Number.POSITIVE_INFINITY));
  console.info(
    `   slowest takeover ${seconds(worst)} vs window ${FAILOVER_WINDOW_SECONDS} s: ${worst <= FAILOVER_WINDOW_SECONDS * 1000 ? 'within' : 'OUTSIDE'}`,
  );
  console.info('   sessions of this run, by the worker that finished them:');
  printPerWorker(workers, rows);
  printCompletion(rows, options.sessions);
  const vote = await votes(db, ids);
  const calls = fake.chatRequests().slice(callsBefore);
  const askedTwice = calls.length - new Set(calls.map((c) => JSON.stringify(c.body?.messages ?? []))).size;
  console.info(
    `   final votes recorded ${vote.recorded} (10 × ${options.sessions}), duplicated in a log ${vote.duplicated}; model calls ${calls.length}, asked twice ${askedTwice} (in flight at the kill)`,
  );
}
