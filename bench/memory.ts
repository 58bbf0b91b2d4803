// `npm run bench:memory`: the server's resident memory (RSS), started exactly as `npm start` starts
// it (the same glibc settings and node flags, the built web app, a worker in the process), idle
// after start and after 100 sessions of the built-in offline engine, on the embedded database
// and, when DATABASE_URL names a PostgreSQL server, on a fresh database created there (and
// dropped after). The figures are the server process's alone: with PGlite that includes the
// database (a thread of the server), with PostgreSQL it does not. Idle means RSS has moved less
// than 1% over 30 s (at most 120 s).
// Linux only (reads /proc). Asserts nothing.
//   BENCH_SESSIONS (100), BENCH_SERVER_ROOT (the checkout to serve), BENCH_PORT (8398)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchClient, tenSeatBoardBody } from './deliberation-support.ts';
import { type MeasuredServer, startMeasuredServer } from './measured-server.ts';
import { runOnEachDatabase } from './scratch-database.ts';
import { startEnvironment, startNodeFlags } from './start-flags.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const ROOT = process.env.BENCH_SERVER_ROOT ?? process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 8398);
const base = `http://127.0.0.1:${PORT}`;
/** Sessions asked at once (each user may run MAX_RUNNING_SESSIONS_PER_USER, raised below). */
const AT_ONCE = 10;

/** `npm start` without npm: its node flags, then its script (the web build, then the server). */
const startArguments = () => [...startNodeFlags(ROOT), 'scripts/start.ts'];

let server: MeasuredServer | null = null;

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/**
 * RSS once it has settled: < 1% of movement over the last 30 one-second samples (≤ 120 s). 30 s
 * spans the server's idle release (a look every 10 s; src/server/lib/idle-memory.ts), which the
 * 10 s window used before ADR 101 could end just before.
 */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 120; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(memory(pid).rss);
    const last = samples.slice(-30);
    if (last.length === 30 && Math.max(...last) - Math.min(...last) < Math.min(...last) * 0.01) break;
  }
  return samples.at(-1)!;
}

async function startServer(extra: Record<string, string>, dataDir: string): Promise<ChildProcess> {
  server = await startMeasuredServer({
    root: ROOT,
    port: PORT,
    args: startArguments(),
    dataDir,
    env: {
      ...startEnvironment(ROOT),
      MAX_RUNNING_SESSIONS_PER_USER: String(AT_ONCE),
      LLM_PROVIDER: 'offline',
      ...extra,
    },
  });
  return server.child;
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  await running?.stop();
}

async function run(label: string, extra: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-memory-'));
  const started = performance.now();
  const child = await startServer(extra, dataDir);
  const pid = child.pid!;
  try {
    const startSeconds = (performance.now() - started) / 1000;
    const idle = await settledRss(pid);
    const client = await BenchClient.http(base);
    const boardId = await client.createBoard(tenSeatBoardBody());
    const checkpoints: string[] = [];
    const sessionsStarted = performance.now();
    for (let done = 0; done < SESSIONS; ) {
      const batch = Math.min(AT_ONCE, SESSIONS - done);
      const ids = await Promise.all(
        Array.from({ length: batch }, (_, i) => client.startSession(boardId, `${label} #${done + i + 1}`)),
      );
      await Promise.all(ids.map((id) => client.waitForCompletion(id)));
      done += batch;
      if (done % 20 === 0 || done === SESSIONS) checkpoints.push(`${done}: ${memory(pid).rss.toFixed(0)}`);
    }
    const sessionSeconds = (performance.now() - sessionsStarted) / 1000;
    const after = await settledRss(pid);
    const { peak } = memory(pid);
    // The state a server lives in: started again on the database it made (no creation, no
    // migrations), idle, then the same 100 sessions again.
    await stopServer();
    const again = (await startServer(extra, dataDir)).pid!;
    const restarted = await settledRss(again);
    const secondClient = await BenchClient.http(base);
    const secondBoard = await secondClient.createBoard(tenSeatBoardBody());
    for (let done = 0; done < SESSIONS; done += AT_ONCE) {
      const ids = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, SESSIONS - done) }, (_, i) =>
          secondClient.startSession(secondBoard, `${label} again #${done + i + 1}`),
        ),
      );
      await Promise.all(ids.map((id) => secondClient.waitForCompletion(id)));
    }
    const restartedAfter = await settledRss(again);
    const settings = Object.entries(startEnvironment(ROOT)).map(([name, value]) => `${name}=${value} `);
    console.info(`\n${label} (${ROOT}; ${settings.join('')}node ${startArguments().join(' ')})`);
    console.info(`   started and answering in ${startSeconds.toFixed(1)} s`);
    console.info(`   idle after start                    ${idle.toFixed(0).padStart(5)} MiB RSS`);
    console.info(
      `   during ${SESSIONS} offline sessions (${AT_ONCE} at once, ${sessionSeconds.toFixed(0)} s): ` +
        `RSS after ${checkpoints.join(', ')} MiB`,
    );
    console.info(
      `   idle after ${String(SESSIONS).padEnd(3)} sessions            ${after.toFixed(0).padStart(5)} MiB RSS  ` +
        `(${after >= idle ? '+' : ''}${(after - idle).toFixed(0)} MiB; peak ${peak.toFixed(0)} MiB)`,
    );
    console.info(`   restarted on that database, idle      ${restarted.toFixed(0).padStart(5)} MiB RSS`);
    console.info(
      `   then idle after ${String(SESSIONS).padEnd(3)} sessions more      ${restartedAfter.toFixed(0).padStart(5)} MiB RSS  ` +
        `(${restartedAfter >= restarted ? '+' : ''}${(restartedAfter - restarted).toFixed(0)} MiB; peak ${memory(again).peak.toFixed(0)} MiB)`,
    );
  } finally {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=postgres skips the embedded database's run.
await runOnEachDatabase('boardwise_bench_memory', run);
