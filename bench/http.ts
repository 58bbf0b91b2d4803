// `npm run bench:http`: API throughput and latency on loopback with autocannon against a real
// server in its own process (so the load generator does not share its event loop), run with
// `npm start`'s node flags, on the embedded database and, when DATABASE_URL is set, on a fresh
// database of that PostgreSQL server. Data: one user with 20 boards of 4 seats, sessions, meetings
// and minutes on the first board. Prints each route's req/s, p99 and ratio to /health measured in
// the same run, and how long a new connection waited to be answered meanwhile (a probe opens one
// every 100 ms and asks for a path that needs no database: that time is accept plus event-loop
// delay). Then each route's floor, in the same run on the same database: the statements one
// request of the route ran (statement-recorder.ts), run again through node-postgres by a bare
// node:http handler that answers the same JSON (floor-server.ts), and the route's req/s as a
// share of its floor's. Asserts nothing.
//   BENCH_SECONDS (10 per route, after 2 s of warm-up), BENCH_ONLY=postgres, FLOOR_EXPLAIN=1 (plans), BENCH_CONNECTIONS (50), BENCH_SERVER_ROOT (the checkout to serve)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FloorRoute } from './floor-server.ts';
import { type MeasuredServer, startMeasuredServer } from './measured-server.ts';
import { runOnEachDatabase } from './scratch-database.ts';
import { startEnvironment, startNodeFlags } from './start-flags.ts';
import type { RecordedStatement } from './statement-recorder.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_SECONDS = 2;
const ROOT = process.env.BENCH_SERVER_ROOT ?? process.cwd();
const PORT = 8399;
const base = `http://127.0.0.1:${PORT}`;

let server: MeasuredServer | null = null;

async function startServer(extra: Record<string, string>, dataDir: string): Promise<void> {
  server = await startMeasuredServer({
    root: ROOT,
    port: PORT,
    args: [...startNodeFlags(ROOT), '--import', './bench/statement-recorder.ts', 'src/server/main.ts'],
    dataDir,
    // Sessions stay queued: the offline engine's work would be measured as the routes' cost.
    env: { ...startEnvironment(ROOT), MAX_RUNNING_SESSIONS_PER_USER: '100', RUN_WORKER: 'false', ...extra },
    ipc: true,
  });
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  await running?.stop();
}

/** One request of the route, with the statements the server ran for it and its answer. */
async function recordRoute(url: string, authorization: string): Promise<FloorRoute> {
  const child = server!.child;
  // Once first, so what a first request alone does (the actor's load, say) is not recorded.
  await fetch(base + url, { headers: { authorization } }).then((r) => r.text());
  const recorded = new Promise<RecordedStatement[]>((resolve) =>
    child.once('message', (message) => resolve((message as { statements: RecordedStatement[] }).statements)),
  );
  child.send('record');
  const body = (await fetch(base + url, { headers: { authorization } }).then((r) => r.json())) as unknown;
  child.send('recorded?');
  return { path: url, statements: await recorded, body };
}

async function call(method: string, url: string, authorization: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs up, fills the account, and returns the routes to measure. */
async function prepareData(): Promise<{ title: string; url: string; authorization: string }[]> {
  await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'a bench password',
      username: 'bench',
      full_name: 'B',
    }),
  });
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=bench%40example.com&password=a%20bench%20password',
  });
  const authorization = `Bearer ${String(((await login.json()) as { access_token: string }).access_token)}`;
  const boardIds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const board = await call('POST', '/api/v1/boards', authorization, {
      name: `Board ${i + 1}`,
      template_slug: null,
      custom_positions: ['CEO', 'CFO', 'CTO', 'INDEPENDENT_GOVERNANCE'].map((key) => ({
        key,
        title: key,
        weight: 0.25,
        type: 'AI',
        is_human: false,
      })),
    });
    boardIds.push(String(board.id));
  }
  const boardId = boardIds[0]!;
  const sessionIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const session = await call('POST', `/api/v1/boards/${boardId}/sessions`, authorization, {
      decision_topic: `Should we open a second office (${i})?`,
      decision_context: 'Hiring is slow; a second office offers talent at lower cost but splits the team.',
      decision_type: 'expansion',
      constraints: {
        budget: '$600k',
        timeline: '6 months',
        company_info: 'B2B SaaS for logistics teams, 40 people, Series A.',
      },
    });
    sessionIds.push(String(session.session_id));
  }
  for (let i = 0; i < 5; i++) {
    const meeting = await call('POST', '/api/v1/meetings', authorization, {
      board_id: boardId,
      title: `Quarterly review ${i + 1}`,
      scheduled_date: new Date(Date.now() + (i < 3 ? 0 : i * 86_400_000)).toISOString(),
    });
    if (i < 3) {
      await call('POST', `/api/v1/meetings/${String(meeting.id)}/agenda/import`, authorization, {
        text: 'Budget review, 20\nHiring plan, 15\nRoadmap, 30',
      });
      await call('POST', `/api/v1/meetings/${String(meeting.id)}/start`, authorization, {});
      await call('POST', `/api/v1/meetings/${String(meeting.id)}/complete`, authorization, {});
    }
  }
  const route = (title: string, url: string) => ({ title, url, authorization });
  return [
    route('GET /api/v1/auth/me', '/api/v1/auth/me'),
    route('GET /api/v1/boards (20 boards × 4 seats)', '/api/v1/boards'),
    route('GET /api/v1/meetings?board_id=', `/api/v1/meetings?board_id=${boardId}`),
    route('GET /api/v1/boards/{id}/sessions', `/api/v1/boards/${boardId}/sessions`),
    route('GET /api/v1/dashboard/stats', '/api/v1/dashboard/stats'),
    route('GET /api/v1/minutes', '/api/v1/minutes'),
    route('GET /api/v1/sessions/{id}/status', `/api/v1/sessions/${sessionIds[0]}/status`),
  ];
}

/** Time for a request on a fresh connection (no keep-alive) to be answered, in ms. */
function newConnectionWait(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${base}/api/v1/__probe`, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.once('end', () => resolve(performance.now() - started));
    });
    req.once('error', () => resolve(Number.POSITIVE_INFINITY));
    req.end();
  });
}

/** Load without measuring, so the first seconds (JIT, the database's own compilation) are not counted. */
async function warm(url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_SECONDS, headers });
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const waits: Promise<number>[] = [];
  const probe = setInterval(() => waits.push(newConnectionWait()), 100);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  clearInterval(probe);
  const sorted = (await Promise.all(waits)).sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    waitP99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    waitMax: sorted.at(-1) ?? 0,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

async function run(label: string, extra: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-'));
  const measured: { title: string; route: Measured; floor: FloorRoute }[] = [];
  try {
    await startServer(extra, dataDir);
    try {
      const routes = await prepareData();
      // Measured as a server that has run a while: started again on its data (the embedded
      // database then has its planner statistics, gathered at start; db/statistics.ts).
      await stopServer();
      await startServer(extra, dataDir);
      const floors = [];
      for (const route of routes) floors.push(await recordRoute(route.url, route.authorization));
      await warm(`${base}/api/v1/health`);
      const health = await measure(`${base}/api/v1/health`);
      console.info(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s a route (${ROOT})`);
      const line = (title: string, r: Measured) =>
        console.info(
          `   ${title.padEnd(40)} ${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${String(r.p99).padStart(5)} ms  ` +
            `${(r.rps / health.rps).toFixed(2)} × /health  errors ${r.errors}  ` +
            `new connection answered p99 ${r.waitP99.toFixed(0)} ms, max ${r.waitMax.toFixed(0)} ms`,
        );
      line('GET /api/v1/health', health);
      for (const [i, route] of routes.entries()) {
        await warm(base + route.url, { authorization: route.authorization });
        const result = await measure(base + route.url, { authorization: route.authorization });
        line(route.title, result);
        measured.push({ title: route.title, route: result, floor: floors[i]! });
      }
    } finally {
      await stopServer();
    }
    await measureFloors(label, dataDir, extra, measured);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each route's floor on the same database (the server has closed it), beside the route's figures. */
async function measureFloors(
  label: string,
  dataDir: string,
  extra: Record<string, string>,
  measured: { title: string; route: Measured; floor: FloorRoute }[],
): Promise<void> {
  const routesFile = path.join(dataDir, 'floor-routes.json');
  writeFileSync(routesFile, JSON.stringify(measured.map((m) => m.floor)));
  server = await startMeasuredServer({
    root: ROOT,
    port: PORT,
    args: [...startNodeFlags(ROOT), 'bench/floor-server.ts'],
    dataDir,
    env: { ...startEnvironment(ROOT), FLOOR_PORT: String(PORT), FLOOR_ROUTES_FILE: routesFile, ...extra },
    healthPath: '/health',
  });
  try {
    console.info(
      `   ${label}, each route against its floor (bare node:http + node-postgres, the same statements and JSON):`,
    );
    for (const { title, route, floor } of measured) {
      await warm(base + floor.path);
      const result = await measure(base + floor.path);
      console.info(
        `   ${title.padEnd(40)} ${result.rps > 0 ? (route.rps / result.rps).toFixed(2) : '–'} × floor  ` +
          `(route ${Math.round(route.rps)} req/s p99 ${route.p99} ms; floor ${Math.round(result.rps)} req/s ` +
          `p99 ${result.p99} ms errors ${result.errors}; ${floor.statements.length} statement${floor.statements.length === 1 ? '' : 's'}, ` +
          `${(Buffer.byteLength(JSON.stringify(floor.body)) / 1024).toFixed(1)} KiB)`,
      );
    }
  } finally {
    await stopServer();
  }
}

// BENCH_ONLY=postgres skips the embedded database's run.
await runOnEachDatabase('boardwise_bench_http', run);
