// `npm run bench:papers`: how long a real server takes to read board papers — a 50-page PDF with a
// table of figures on every page, a 10,000-row workbook and a 10,000-row CSV, and a scanned page
// (a PNG and a PDF of images only, read by OCR) — from upload to the text being ready, the
// extraction thread's own time, the server's RSS before and at its peak while extracting, and the
// slowest /health answer meanwhile (the event loop stays free: extraction runs on a worker
// thread). The extraction thread lives in the server process, so the server's RSS is the
// extracting process's: its peak is the kernel's high-water mark (VmHWM), reset before each file,
// so a spike between two samples is not missed. Then the e-mails one asynchronous session sends on a board with 2 human seats (one
// answers, the other never does), counted by subject at a real SMTP server on loopback. One
// server process on the embedded database at a time. Asserts nothing.
//   BENCH_SERVER_ROOT (the checkout to serve), BENCH_PORT (default 8398)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PaperDetail } from '../src/contracts/papers.ts';
import type { App } from '../src/server/app.ts';
import {
  createBoard,
  createConfirmedUser,
  humanSeat,
  joinOrganization,
  personalOrganization,
  startupSeats,
  until,
} from '../src/server/test/factories.ts';
import { startMailbox } from '../src/server/test/mailbox.ts';
import { figuresPdf, figuresXlsx, scannedFiguresPdf, scannedFiguresPng } from '../src/server/test/papers.ts';
import { startSession, waitForSession } from '../src/server/test/sessions.ts';

const ROOT = process.env.BENCH_SERVER_ROOT ?? process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 8398);
const base = `http://127.0.0.1:${PORT}/api/v1`;

let server: ChildProcess | null = null;
process.once('exit', () => server?.kill('SIGKILL'));

async function startServer(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
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
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 3000 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Not left behind to answer the next run's health checks on this port.
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** The process's resident set (VmRSS), or its high-water mark (VmHWM), from /proc (Linux). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Starts a new high-water mark at the current RSS (writing 5 to clear_refs); false where refused. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The server's peak RSS over the whole run: the figure the closing note reports. */
let runPeakMb = 0;

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
  const exact = resetPeak(pid);
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
  // The kernel's mark catches what the 50 ms samples miss; the sampled peak where it is refused.
  if (exact) peak = Math.max(peak, rssMb(pid, 'VmHWM'));
  runPeakMb = Math.max(runPeakMb, peak);
  if (paper.extraction_status === 'failed') throw new Error(`${name}: ${paper.extraction_error}`);
  process.stdout.write(
    `${[
      name.padEnd(28),
      `${(bytes.length / 1024).toFixed(0).padStart(6)} KB`,
      `upload ${uploadMs.toFixed(0).padStart(5)} ms`,
      `extraction ${String(paper.extraction_ms).padStart(6)} ms`,
      `upload→text ${totalMs.toFixed(0).padStart(6)} ms`,
      `server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB${exact ? '' : ' (sampled)'}`,
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
  ['scanned.png (1 page, OCR)', await scannedFiguresPng()],
  ['scanned.pdf (1 page, OCR)', await scannedFiguresPdf()],
];
process.stdout.write(
  `Board papers on ${os.cpus().length} cores, Node ${process.version}, embedded database\n`,
);
for (const [name, bytes] of files) await measure(headers, board.id, name, bytes);
process.stdout.write(
  `Peak RSS of the server process (extraction runs on its worker threads) while extracting: ${runPeakMb.toFixed(0)} MB\n`,
);
server.kill('SIGTERM');
await new Promise((resolve) => server!.once('exit', resolve));
server = null;

/**
 * The test factories speak `app.inject`; this answers the same calls over HTTP from the real
 * server, so the e-mail count below follows the steps the tests take.
 */
const overHttp = {
  async inject(request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) {
    const form = typeof request.payload === 'string';
    const response = await fetch(`http://127.0.0.1:${PORT}${request.url}`, {
      method: request.method,
      headers: {
        ...(request.payload === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...request.headers,
      },
      body:
        request.payload === undefined
          ? undefined
          : form
            ? (request.payload as string)
            : JSON.stringify(request.payload),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) };
  },
} as unknown as App;

/** One asynchronous session on a board with 2 human seats: the e-mails it sends, by subject. */
async function mailsPerSession(): Promise<void> {
  const mailbox = await startMailbox();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_FROM: 'Boardwise <board@example.com>',
    PUBLIC_URL: 'http://boardwise.test',
    // Windows of seconds (fractions of an hour): the reminders come half-way, as in hours.
    HUMAN_ASYNC_PERSPECTIVE_HOURS: '0.002',
    HUMAN_ASYNC_ROUND_HOURS: '0.001',
    HUMAN_ASYNC_VOTE_HOURS: '0.002',
    HUMAN_ASYNC_REMINDER_HOURS: '1',
  });
  const app = overHttp;
  const [owner, first, second] = await Promise.all(
    Array.from({ length: 3 }, () => createConfirmedUser(app, mailbox.received)),
  );
  const orgId = await personalOrganization(app, owner!);
  for (const person of [first!, second!]) await joinOrganization(app, owner!, orgId, person);
  const board = await createBoard(app, owner!, {
    organization_id: orgId,
    custom_positions: [
      { key: 'CEO', title: 'CEO', weight: 0.25, type: 'AI', is_human: false },
      { key: 'CFO', title: 'CFO', weight: 0.25, type: 'AI', is_human: false },
      humanSeat('INDEPENDENT_GOVERNANCE', 'Independent Director', first!.user.email!),
      humanSeat('INVESTOR_REP', 'Investor Director', second!.user.email!),
    ],
  });
  const paced = await app.inject({
    method: 'PATCH',
    url: `/api/v1/boards/${board.id}`,
    headers: owner!.headers,
    payload: { pace: 'asynchronous' },
  });
  if (paced.statusCode !== 200) throw new Error(`pace: ${paced.body}`);
  const before = mailbox.received.length;
  const started = await startSession(app, owner!, board.id);
  const sessionId = started.json().session_id as string;
  await until(
    () =>
      mailbox.received.slice(before).filter((m) => m.to === first!.user.email && m.text.includes(sessionId)),
    (found) => found.length > 0,
    120_000,
  );
  await app.inject({
    method: 'POST',
    url: `/api/v1/boards/sessions/${sessionId}/perspectives`,
    headers: first!.headers,
    payload: {
      stance: 'support',
      perspective: 'The raise buys the runway we need to prove retention in the second cohort.',
      key_points: ['Runway'],
      confidence: 0.7,
    },
  });
  const { status } = await waitForSession(app, owner!, sessionId, 300_000);
  await until(
    () =>
      mailbox.received
        .slice(before)
        .filter((m) => m.subject === 'Decision made' && m.text.includes(sessionId)),
    (found) => found.length === 3,
    120_000,
  );
  const mails = mailbox.received.slice(before).filter((m) => m.text.includes(sessionId));
  const tally: Record<string, number> = {};
  for (const mail of mails) {
    const kind = mail.subject.replace(/^.* needs your perspective$/, 'Needs your perspective');
    tally[kind] = (tally[kind] ?? 0) + 1;
  }
  process.stdout.write(
    `E-mails for one asynchronous session, board with 2 human seats (one answers, one never does), session ${status.status}: ${mails.length}\n`,
  );
  for (const [subject, count] of Object.entries(tally))
    process.stdout.write(`  ${String(count).padStart(2)} × ${subject}\n`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server!.once('exit', resolve));
  server = null;
  await mailbox.close();
}

await mailsPerSession();
