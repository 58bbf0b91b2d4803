// `npm run bench:scale`: scale-out on PostgreSQL. Two web processes (RUN_WORKER=false) and two
// deliberation workers share a fresh database on the server of DATABASE_URL; a fake LLM provider
// answers after a fixed latency L. Prints, from the records the product keeps (each session's
// worker_id, its event log, its checkpoints, pg-boss's job rows):
//   1. N ten-seat sessions started through web A and B in turn: how many each worker ran, how
//      many completed, the wall time; a viewer on web A follows one session started through B.
//   2. kill -9 a worker holding running sessions: when the other took each over and finished it,
//      against the failover window; duplicate votes and model calls asked twice.
// Bounded: N + M sessions, 5 minutes. Asserts nothing.
//   DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: only its server is used),
//   BENCH_SCALE_SESSIONS (40), BENCH_FAILOVER_SESSIONS (10), BENCH_LATENCY_MS (300)
import { startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import { BenchClient, tenSeatBoardBody } from './deliberation-support.ts';
import { Cluster, type WorkerProcess } from './scale-cluster.ts';
import { failoverRun } from './scale-failover.ts';
import {
  percentile,
  printCompletion,
  printPerWorker,
  seconds,
  sleep,
  votes,
  type Web,
  waitUntilFinished,
  workerName,
} from './scale-records.ts';
import { openViewer } from './scale-viewer.ts';

const SESSIONS = Number(process.env.BENCH_SCALE_SESSIONS ?? 40);
const FAILOVER_SESSIONS = Number(process.env.BENCH_FAILOVER_SESSIONS ?? 10);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 300);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const LLM_CONCURRENCY = 16;
const DEADLINE = Date.now() + 300_000;

const fake = await startFakeOpenAiServer({ latencyMs: LATENCY_MS });
const cluster = await Cluster.create(SERVER_URL, {
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  MAX_RUNNING_SESSIONS_PER_USER: String(SESSIONS + FAILOVER_SESSIONS),
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: fake.url,
  LLM_MODEL: 'bench-model',
  LLM_MAX_RETRIES: '0',
  LLM_CONCURRENCY: String(LLM_CONCURRENCY),
});
const { db } = cluster;

async function spreadRun(web: Web, workers: WorkerProcess[], boardId: string): Promise<void> {
  console.info(
    `1. ${SESSIONS} ten-seat sessions through web A and B in turn, fake LLM latency ${LATENCY_MS} ms`,
  );
  const callsBefore = fake.chatRequests().length;
  const started = Date.now();
  // The watched session goes through B; its viewer sits on A.
  const watched = await web.b.startSession(boardId, 'watched');
  const viewer = await openViewer(web.baseA, watched, web.a.authorization());
  const ids = [watched];
  for (let i = 1; i < SESSIONS; i++)
    ids.push(await (i % 2 === 0 ? web.b : web.a).startSession(boardId, `s${i}`));
  const rows = await waitUntilFinished(db, ids, DEADLINE - 150_000);
  const wall = Math.max(...rows.map((r) => r.completed_at?.getTime() ?? Date.now())) - started;
  const calls = fake.chatRequests().length - callsBefore;
  const ideal = (calls * LATENCY_MS) / (workers.length * LLM_CONCURRENCY);

  console.info('   sessions each worker ran (worker_id recorded on the session):');
  printPerWorker(workers, rows);
  printCompletion(rows, SESSIONS);
  console.info(
    `   wall time ${seconds(wall)} (first POST → last completion); ${calls} calls × L ÷ (${workers.length} workers × ${LLM_CONCURRENCY}) = ${seconds(ideal)} → ratio ${(wall / ideal).toFixed(2)}`,
  );
  const vote = await votes(db, ids);
  console.info(
    `   final votes recorded ${vote.recorded} (10 × ${SESSIONS}), duplicated in a log ${vote.duplicated}`,
  );

  const viewed = await Promise.race([viewer.done, sleep(30_000).then(() => null)]);
  viewer.stop();
  const stored = await db.query('select count(*)::int as n from session_events where session_id = $1', [
    watched,
  ]);
  const ranBy = workerName(workers, rows.find((r) => r.id === watched)?.worker_id ?? null);
  console.info(`   a viewer on web A, the session started through web B and run by ${ranBy}:`);
  if (!viewed) {
    console.info('   no end frame within 30 s of the last completion');
    return;
  }
  const sorted = [...viewed.liveLatenciesMs].sort((x, y) => x - y);
  console.info(
    `   events received ${viewed.received} / stored ${stored.rows[0].n} (${viewed.caughtUp} caught up at connect, ${sorted.length} live), end frame ${viewed.sawEnd ? 'received' : 'missing'}`,
  );
  console.info(
    `   delivery latency of the live ones (event row written → received on A): p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`,
  );
}

try {
  const startBy = Date.now() + 120_000;
  // Web A first: it migrates the new database; the others find it done.
  const webA = await cluster.startWeb('web A', 8591, startBy);
  const [webB, ...workers] = await Promise.all([
    cluster.startWeb('web B', 8592, startBy),
    cluster.startWorker('worker 1', startBy),
    cluster.startWorker('worker 2', startBy),
  ]);
  console.info(`Scale-out on PostgreSQL (${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')})`);
  console.info('   web A :8591 and web B :8592 (RUN_WORKER=false), worker 1 and worker 2 (npm run worker)');
  const web: Web = {
    a: await BenchClient.http(webA.base),
    b: await BenchClient.http(webB.base),
    baseA: webA.base,
  };
  const boardId = await web.a.createBoard(tenSeatBoardBody());
  await spreadRun(web, workers, boardId);
  await failoverRun({ db, web, workers, boardId, sessions: FAILOVER_SESSIONS, fake, deadline: DEADLINE });
} finally {
  await cluster.close();
  await fake.close();
}
