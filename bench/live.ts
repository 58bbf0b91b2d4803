// `npm run bench:live`: live events at scale on PostgreSQL. A web process (no worker) and a
// deliberation worker in a second process share a fresh database on 127.0.0.1:5432; 500 viewers
// hold SSE streams on one ten-seat session that the worker runs against a fake LLM provider
// (latency L). Prints event delivery latency (event row time → receipt), the web process's RSS
// and CPU, and the database transactions while the viewers sit idle. Bounded: 500 viewers, one
// session, 120 s. Asserts nothing.
//   BENCH_LIVE_VIEWERS (500), BENCH_LATENCY_MS (300), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SERVER_ROOT: the checkout whose server and worker run (to measure another version).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import { BenchClient, tenSeatBoardBody } from './deliberation-support.ts';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 500);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 300);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = process.env.BENCH_SERVER_ROOT ?? process.cwd();
const PORT = 8299;
const IDLE_WINDOW_MS = 5_000;
const DEADLINE = Date.now() + 120_000;

const database = `boardwise_bench_live_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
const fake = await startFakeOpenAiServer({ latencyMs: LATENCY_MS });
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: fake.url,
  LLM_MODEL: 'bench-model',
  LLM_MAX_RETRIES: '0',
  SSE_MAX_STREAMS_PER_SESSION: String(VIEWERS + 10),
  SSE_MAX_STREAMS_PER_USER: String(VIEWERS + 10),
};
const children: ChildProcess[] = [];
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const start = (script: string, extra: Record<string, string>): ChildProcess => {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const base = `http://127.0.0.1:${PORT}`;

/** CPU seconds and RSS of a process, from /proc. */
function usage(pid: number): { cpuSeconds: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / 100, rssMiB: Number(rss) / 1024 };
}

async function transactions(): Promise<number> {
  const result = await admin.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
    [database],
  );
  return Number(result.rows[0].n);
}

interface Viewer {
  request: http.ClientRequest;
  ended: Promise<void>;
}

const latencies: number[] = [];
let endedViewers = 0;
function openViewer(sessionId: string, authorization: string, agent: http.Agent): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/v1/sessions/${sessionId}/events`, {
      headers: { authorization },
      agent,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      const ended = new Promise<void>((done) =>
        response.on('end', () => {
          endedViewers++;
          done();
        }),
      );
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const received = Date.now();
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: {"seq"'));
          if (data) latencies.push(received - Date.parse((JSON.parse(data.slice(6)) as { at: string }).at));
          cut = buffer.indexOf('\n\n');
        }
      });
      resolve({ request, ended });
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

try {
  const web = start('src/server/main.ts', { RUN_WORKER: 'false' });
  for (;;) {
    if (Date.now() > DEADLINE) throw new Error('server did not start');
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const client = await BenchClient.http(base);
  const authorization = client.authorization();
  const boardId = await client.createBoard(tenSeatBoardBody());
  // Queued, not yet run: no worker is up, so every viewer sees the whole session.
  const sessionId = await client.startSession(boardId, 'live');

  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const viewers: Viewer[] = [];
  for (let i = 0; i < VIEWERS; i += 50) {
    viewers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, VIEWERS - i) }, () => openViewer(sessionId, authorization, agent)),
      )),
    );
  }
  const idleStart = { usage: usage(web.pid!), transactions: await transactions() };
  await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
  const idleEnd = { usage: usage(web.pid!), transactions: await transactions() };

  const runStart = Date.now();
  const before = usage(web.pid!);
  let peakRss = before.rssMiB;
  const sampler = setInterval(() => {
    if (web.exitCode === null) peakRss = Math.max(peakRss, usage(web.pid!).rssMiB);
  }, 200);
  start('scripts/worker.ts', {});
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('viewers did not all see the end in time')), DEADLINE - Date.now()),
  );
  try {
    await Promise.race([Promise.all(viewers.map((v) => v.ended)), timeout]);
  } finally {
    clearInterval(sampler);
  }
  const runMs = Date.now() - runStart;
  const after = usage(web.pid!);

  const sorted = [...latencies].sort((a, b) => a - b);
  const idleCpu = idleEnd.usage.cpuSeconds - idleStart.usage.cpuSeconds;
  console.info(`Live events on PostgreSQL (${ROOT}): ${VIEWERS} SSE viewers on one 10-seat session`);
  console.info(`   web process (RUN_WORKER=false) + worker process, fake LLM latency ${LATENCY_MS} ms`);
  console.info(
    `   idle, ${VIEWERS} streams open, ${IDLE_WINDOW_MS / 1000} s: ${idleEnd.transactions - idleStart.transactions} database transactions (all processes), web CPU ${((idleCpu / (IDLE_WINDOW_MS / 1000)) * 100).toFixed(1)}%`,
  );
  console.info(
    `   deliveries ${latencies.length} (${latencies.length / VIEWERS} events × ${VIEWERS}), viewers ended ${endedViewers}/${VIEWERS}`,
  );
  console.info(
    `   delivery latency (event row time → received): p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`,
  );
  console.info(
    `   web process during the session (${(runMs / 1000).toFixed(1)} s): CPU ${(((after.cpuSeconds - before.cpuSeconds) / (runMs / 1000)) * 100).toFixed(0)}% of one core, RSS ${before.rssMiB.toFixed(0)} MiB before, peak ${peakRss.toFixed(0)} MiB`,
  );
  for (const viewer of viewers) viewer.request.destroy();
} finally {
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
  await fake.close();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
