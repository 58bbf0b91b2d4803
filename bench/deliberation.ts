// `npm run bench:deliberation`: deliberation speed and durability against a fake
// OpenAI-compatible server (a test double started here) that answers every call after a fixed
// latency L. Prints figures; asserts nothing.
//   1. one 10-seat session: wall time ÷ (sequential steps × L)             goal ≤ 1.15
//   2. 20 sessions at once, LLM_CONCURRENCY=16: wall ÷ (calls × L ÷ 16)    goal ≤ 1.2
//   3. kill -9 the worker during 10 sessions, restart: completed, duplicate votes, calls asked twice
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import { type App, buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { BenchClient, crashBenchmark, promptTokens, tenSeatBoardBody } from './deliberation-support.ts';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 1000);

async function inProcessApp(fake: FakeOpenAiServer, concurrency: number): Promise<App> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-')),
    LOG_LEVEL: 'silent',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'bench-model',
    LLM_CONCURRENCY: String(concurrency),
    LLM_MAX_RETRIES: '0',
    MAX_RUNNING_SESSIONS_PER_USER: '100',
    WORKER_CONCURRENCY: '40',
  });
  const app = await buildApp(config);
  await app.ready();
  return app;
}

async function singleSession(): Promise<void> {
  const fake = await startFakeOpenAiServer({ latencyMs: LATENCY_MS });
  const app = await inProcessApp(fake, 16);
  const client = await BenchClient.inject(app);
  const boardId = await client.createBoard(tenSeatBoardBody());
  const started = Date.now();
  const sessionId = await client.startSession(boardId, 'single');
  const detail = await client.waitForCompletion(sessionId);
  const endToEnd = Date.now() - started;
  const timing = await client.sessionTiming(sessionId);
  const executedRounds = detail.rounds.filter((r) => r.status === 'completed').length;
  const sequentialSteps = 1 + 1 + executedRounds + 1 + 1;
  const ideal = sequentialSteps * LATENCY_MS;
  const calls = fake.chatRequests().length;
  console.info('1. One 10-seat session');
  console.info(
    `   L = ${LATENCY_MS} ms, sequential steps = ${sequentialSteps} (consensus rounds run: ${executedRounds})`,
  );
  console.info(`   deliberation wall time ${timing} ms → ratio ${(timing / ideal).toFixed(3)} (goal ≤ 1.15)`);
  console.info(`   end to end incl. queue pick-up ${endToEnd} ms → ratio ${(endToEnd / ideal).toFixed(3)}`);
  console.info(
    `   calls ${calls}, largest prompt ≈ ${Math.max(...fake.chatRequests().map(promptTokens))} tokens`,
  );
  await app.close();
  await fake.close();
}

async function twentySessions(): Promise<void> {
  const concurrency = 16;
  const fake = await startFakeOpenAiServer({ latencyMs: LATENCY_MS });
  const app = await inProcessApp(fake, concurrency);
  const client = await BenchClient.inject(app);
  const boardId = await client.createBoard(tenSeatBoardBody());
  const started = Date.now();
  const ids = await Promise.all(
    Array.from({ length: 20 }, (_, i) => client.startSession(boardId, `parallel-${i}`)),
  );
  await Promise.all(ids.map((id) => client.waitForCompletion(id)));
  const wall = Date.now() - started;
  const calls = fake.chatRequests().length;
  const ideal = (calls * LATENCY_MS) / concurrency;
  console.info('2. Twenty 10-seat sessions at once, LLM_CONCURRENCY=16');
  console.info(`   calls ${calls}, most in flight at once ${fake.maxInFlight}`);
  console.info(
    `   wall time ${wall} ms vs calls × L ÷ 16 = ${Math.round(ideal)} ms → ratio ${(wall / ideal).toFixed(3)} (goal ≤ 1.2)`,
  );
  await app.close();
  await fake.close();
}

const only = process.argv[2];
if (!only || only === 'single') await singleSession();
if (!only || only === 'parallel') await twentySessions();
if (!only || only === 'crash') await crashBenchmark(LATENCY_MS);
