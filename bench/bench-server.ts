// A Boardwise server for the deliberation benchmarks, in a process of its own exactly as
// `npm start` runs it (so its first session is a first session after start), deliberating
// through the fake LLM provider the benchmark runs. It counts its SQL statements
// (statement-counter.ts) and reports them on request.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DatabaseWork {
  statements: number;
}

export interface BenchServer {
  base: string;
  dataDir: string;
  /** Statements sent so far. */
  databaseWork(): Promise<DatabaseWork>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export const BENCH_SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'bench-model',
  LLM_MAX_RETRIES: '0',
  MAX_RUNNING_SESSIONS_PER_USER: '100',
  SSE_MAX_STREAMS_PER_USER: '100',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
};

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export async function startBenchServer(options: {
  llmUrl: string;
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-'));
  const env = {
    ...process.env,
    ...BENCH_SERVER_ENV,
    PORT: String(options.port),
    DATA_DIR: dataDir,
    LLM_BASE_URL: options.llmUrl,
    ...options.env,
  };
  const server = spawn(process.execPath, ['--import', './bench/statement-counter.ts', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // A benchmark that throws must not leave its server holding the port (and the database).
  process.once('exit', () => server.kill('SIGKILL'));
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHealth(base, server);
  return {
    base,
    dataDir,
    databaseWork: () =>
      new Promise((resolve) => {
        server.once('message', (message) => resolve(message as DatabaseWork));
        server.send('statements?');
      }),
    async kill(signal) {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(signal);
      await exited;
    },
  };
}
