// `npm run bench:http`: API throughput and latency on loopback with autocannon, against a real
// server (embedded database in a temp dir). Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-bench-')),
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const json = (r: Response) => r.json() as Promise<Record<string, unknown>>;
await fetch(`${base}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: 'bench@example.com',
    password: 'bench-password',
    username: 'bench',
    full_name: 'B',
  }),
});
const { access_token } = await json(
  await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=bench%40example.com&password=bench-password',
  }),
);
const authorization = `Bearer ${String(access_token)}`;
for (const slug of ['startup-board', 'growth-board', 'crisis-board']) {
  await fetch(`${base}/api/v1/boards`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: slug, template_slug: slug, custom_positions: [] }),
  });
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: 5, headers });
  console.info(
    `${title.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
  );
}

console.info(`Boardwise API on ${app.database.kind}, 20 connections, 5 s each`);
await measure('GET /api/v1/health', `${base}/api/v1/health`);
await measure('GET /api/v1/auth/me (token + session)', `${base}/api/v1/auth/me`, { authorization });
await measure('GET /api/v1/boards (3 boards)', `${base}/api/v1/boards`, { authorization });
await app.close();
