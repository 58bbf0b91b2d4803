// `npm run bench:deliberation [single|parallel|crash]`: deliberation speed and durability against a
// fake OpenAI-compatible server (a test double run here) that answers every call after a fixed
// latency L. The server runs in a process of its own, as `npm start` runs it, and each session is
// followed over its event stream as the web app follows it. The fake provider is asked once
// before anything is measured (a real provider is warm; this one runs cold in this process).
// Prints figures; asserts nothing.
//   1. one 10-seat session at a time, L = 400 ms: from the POST to the closing event, ÷ the
//      critical path (sequential steps × L); the first session after the server started, then
//      later ones, over a few fresh starts (this machine is noisy)           goal ≤ 1.10 for both
//   2. 20 sessions at once, LLM_CONCURRENCY=16, L = 300 ms: wall ÷ (calls × L ÷ 16)   goal ≤ 1.10
//   3. kill -9 the server during 10 sessions, restart: completed, duplicate votes, calls asked twice
// On PostgreSQL when DATABASE_URL is set (give it an empty database: the server migrates it).
// Latencies: BENCH_SINGLE_LATENCY_MS, BENCH_PARALLEL_LATENCY_MS, BENCH_CRASH_LATENCY_MS; the
// single-session runs: BENCH_SINGLE_STARTS (fresh servers), BENCH_SINGLE_RUNS (sessions after each).
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import { type BenchServer, type DatabaseWork, startBenchServer } from './bench-server.ts';
import { crashBenchmark } from './deliberation-crash.ts';
import { BenchClient, tenSeatBoardBody, warmFakeProvider } from './deliberation-support.ts';

const latency = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SINGLE_LATENCY_MS = latency('BENCH_SINGLE_LATENCY_MS', 400);
const PARALLEL_LATENCY_MS = latency('BENCH_PARALLEL_LATENCY_MS', 300);
const CRASH_LATENCY_MS = latency('BENCH_CRASH_LATENCY_MS', 400);
const SINGLE_STARTS = Number(process.env.BENCH_SINGLE_STARTS ?? 3);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 3);
const PARALLEL_SESSIONS = 20;
const LLM_CONCURRENCY = 16;

const ratio = (measured: number, ideal: number) => (measured / ideal).toFixed(3);
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const workSince = (before: DatabaseWork, after: DatabaseWork, per = 1) =>
  `${Math.round((after.statements - before.statements) / per)} statements`;

/** min–max (median) of ratios. */
function spread(ratios: number[]): string {
  const sorted = [...ratios].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return `${sorted[0]!.toFixed(3)}–${sorted.at(-1)!.toFixed(3)} (median ${median.toFixed(3)}, n = ${sorted.length})`;
}

/** One session from its POST to its closing event, printed; returns its ratio. */
async function oneSession(
  ctx: { client: BenchClient; server: BenchServer; fake: FakeOpenAiServer; boardId: string },
  label: string,
): Promise<number> {
  const L = SINGLE_LATENCY_MS;
  const before = await ctx.server.databaseWork();
  const callsBefore = ctx.fake.chatRequests().length;
  const posted = Date.now();
  const sessionId = await ctx.client.startSession(ctx.boardId, label);
  const closing = await ctx.client.followToEnd(sessionId);
  const endToEnd = closing.at - posted;
  const after = await ctx.server.databaseWork();
  const detail = await ctx.client.detail(sessionId);
  const rounds = detail.rounds.filter((r) => r.status === 'completed').length;
  const steps = 1 + 1 + rounds + 1 + 1;
  const started = Date.parse(detail.session.started_at!);
  const stored = Date.parse(detail.session.completed_at!);
  console.info(
    `   ${label}: POST → ${closing.type} ${endToEnd} ms vs ${steps} × L = ${steps * L} ms → ` +
      `ratio ${ratio(endToEnd, steps * L)}`,
  );
  console.info(
    `      POST → job start ${started - posted} ms, deliberation ${stored - started} ms, ` +
      `stored → event seen ${closing.at - stored} ms; ${ctx.fake.chatRequests().length - callsBefore} calls; ` +
      workSince(before, after),
  );
  return endToEnd / (steps * L);
}

async function singleSessions(): Promise<void> {
  const fake = await startFakeOpenAiServer({ latencyMs: SINGLE_LATENCY_MS });
  await warmFakeProvider(fake);
  console.info(
    `1. One 10-seat session at a time, L = ${SINGLE_LATENCY_MS} ms: ${SINGLE_STARTS} fresh server starts, ` +
      `${SINGLE_RUNS} sessions after each (goal ≤ 1.10, the first included)`,
  );
  const first: number[] = [];
  const later: number[] = [];
  for (let start = 1; start <= SINGLE_STARTS; start++) {
    const server = await startBenchServer({ llmUrl: fake.url, port: 8197 });
    const client = await BenchClient.http(server.base);
    const ctx = { client, server, fake, boardId: await client.createBoard(tenSeatBoardBody()) };
    for (let run = 1; run <= SINGLE_RUNS; run++) {
      const label = `start ${start}, session ${run}${run === 1 ? ' (first after start)' : ''}`;
      (run === 1 ? first : later).push(await oneSession(ctx, label));
    }
    await server.kill('SIGTERM');
  }
  console.info(`   first session after start: ratio ${spread(first)}`);
  if (later.length > 0) console.info(`   later sessions: ratio ${spread(later)}`);
  await fake.close();
}

async function parallelSessions(): Promise<void> {
  const L = PARALLEL_LATENCY_MS;
  const fake = await startFakeOpenAiServer({ latencyMs: L });
  await warmFakeProvider(fake);
  const server = await startBenchServer({
    llmUrl: fake.url,
    port: 8198,
    env: { LLM_CONCURRENCY: String(LLM_CONCURRENCY), WORKER_CONCURRENCY: '40' },
  });
  const client = await BenchClient.http(server.base);
  const boardId = await client.createBoard(tenSeatBoardBody());
  const before = await server.databaseWork();
  const callsBefore = fake.chatRequests().length;
  const posted = Date.now();
  const endings = await Promise.all(
    Array.from({ length: PARALLEL_SESSIONS }, async (_, i) => {
      const sessionId = await client.startSession(boardId, `parallel-${i}`);
      return client.followToEnd(sessionId);
    }),
  );
  const wall = Math.max(...endings.map((e) => e.at)) - posted;
  const after = await server.databaseWork();
  const calls = fake.chatRequests().length - callsBefore;
  const ideal = (calls * L) / LLM_CONCURRENCY;
  const failed = endings.filter((e) => e.type !== 'session_completed').length;
  console.info(
    `2. ${PARALLEL_SESSIONS} 10-seat sessions at once, LLM_CONCURRENCY=${LLM_CONCURRENCY}, L = ${L} ms (a fresh server; goal ≤ 1.10)`,
  );
  console.info(`   calls ${calls}, most in flight at once ${fake.maxInFlight}, failed sessions ${failed}`);
  console.info(
    `   wall ${wall} ms vs calls × L ÷ ${LLM_CONCURRENCY} = ${Math.round(ideal)} ms → ratio ${ratio(wall, ideal)}`,
  );
  console.info(`   per session: ${workSince(before, after, PARALLEL_SESSIONS)}`);
  await server.kill('SIGTERM');
  await fake.close();
}

console.info(`Database: ${ON_POSTGRES ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);
const only = process.argv[2];
if (!only || only === 'single') await singleSessions();
if (!only || only === 'parallel') await parallelSessions();
if (!only || only === 'crash') await crashBenchmark(CRASH_LATENCY_MS);
