// `npm run bench:papers`: how long a real server takes to read board papers — a 50-page PDF with a
// table of figures on every page, a 10,000-row workbook and a 10,000-row CSV — from upload to the
// text being ready, the extraction thread's own time, the server's RSS before and at its peak while
// extracting, and the slowest /health answer meanwhile (the event loop stays free: extraction runs
// on a worker thread). One server process on the embedded database. Asserts nothing.
//   BENCH_SERVER_ROOT (the checkout to serve)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PaperDetail } from '../src/contracts/papers.ts';
import { startupSeats } from '../src/server/test/factories.ts';
import { figuresPdf, figuresXlsx } from '../src/server/test/papers.ts';

const ROOT = process.env.BENCH_SERVER_ROOT ?? process.cwd();
const PORT = 8398;
const base = `http://127.0.0.1:${PORT}/api/v1`;

let server: ChildProcess | null = null;
process.once('exit', () => server?.kill('SIGKILL'));

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-papers-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** The process's resident set, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(): Promise<Record<string, string>> {
  const tag = randomBytes(4).toString('hex');
  const password = `pw-${tag}-bench-secret`;
  await json(
    await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${tag}@example.com`,
        username: `bench_${tag}`,
        full_name: 'Bench',
        password,
      }),
    }),
  );
  const login = await json<{ access_token: string }>(
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: `bench-${tag}@example.com`, password }),
    }),
  );
  return { authorization: `Bearer ${login.access_token}` };
}

async function measure(headers: Record<string, string>, boardId: string, name: string, bytes: Buffer) {
  const pid = server!.pid!;
  const before = rssMb(pid);
  let peak = before;
  let slowestHealth = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, rssMb(pid));
      const asked = performance.now();
      await fetch(`${base}/health`);
      slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const uploaded = await json<{ id: string }>(
    await fetch(`${base}/boards/${boardId}/papers?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }),
  );
  const uploadMs = performance.now() - started;
  let paper: PaperDetail;
  for (;;) {
    paper = await json<PaperDetail>(await fetch(`${base}/papers/${uploaded.id}`, { headers }));
    if (paper.extraction_status === 'done' || paper.extraction_status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const totalMs = performance.now() - started;
  done = true;
  await sampler;
  if (paper.extraction_status === 'failed') throw new Error(`${name}: ${paper.extraction_error}`);
  process.stdout.write(
    `${[
      name.padEnd(28),
      `${(bytes.length / 1024).toFixed(0).padStart(6)} KB`,
      `upload ${uploadMs.toFixed(0).padStart(5)} ms`,
      `extraction ${String(paper.extraction_ms).padStart(6)} ms`,
      `upload→text ${totalMs.toFixed(0).padStart(6)} ms`,
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
      `slowest /health ${slowestHealth.toFixed(0)} ms`,
      `${(paper.extracted_text ?? '').length} chars`,
    ].join(' | ')}\n`,
  );
}

server = await startServer();
const headers = await signUp();
const board = await json<{ id: string }>(
  await fetch(`${base}/boards`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench board',
      description: 'Board papers benchmark',
      board_type: 'advisory',
      template_slug: 'startup-board',
      custom_positions: startupSeats(),
    }),
  }),
);
const csvRows = Array.from({ length: 10_000 }, (_, i) => `Month ${i + 1},${1000 * (i + 1)},${800 * (i + 1)}`);
const files: [string, Buffer][] = [
  ['small.pdf (1 page, warm-up)', await figuresPdf(1)],
  ['board-pack.pdf (50 pages)', await figuresPdf(50)],
  ['budget.xlsx (10,000 rows)', await figuresXlsx(10_000)],
  ['budget.csv (10,000 rows)', Buffer.from(`Month,Revenue,Cost\n${csvRows.join('\n')}\n`)],
];
process.stdout.write(
  `Board papers on ${os.cpus().length} cores, Node ${process.version}, embedded database\n`,
);
for (const [name, bytes] of files) await measure(headers, board.id, name, bytes);
server.kill('SIGTERM');
await new Promise((resolve) => server!.once('exit', resolve));
server = null;
