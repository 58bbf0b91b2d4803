// npm run backup against a running server (it keeps serving), npm run restore into a fresh data
// directory, and a server started there serves the same boards to the same account.
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { exitOf, freePort, startServer, waitHealthy } from '../test/server-process.ts';

const run = promisify(execFile);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=a%40b.io&password=a%20long%20backup%20passphrase',
  });
  expect(login.status).toBe(200);
  return String(((await login.json()) as { access_token: string }).access_token);
}

async function boardNames(base: string, token: string): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/boards`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((b) => b.name).sort();
}

it('backs up a running server and serves the same boards from the restored copy', {
  timeout: 240_000,
}, async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boardwise-backup-'));
  const web = path.join(root, 'web');
  mkdirSync(web);
  // The generated secret (no JWT_SECRET): the backup must carry it, or sign-ins would not survive.
  const { JWT_SECRET: _, ...inherited } = process.env;
  const envFor = (dataDir: string, port: number) => ({
    ...inherited,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIR: web,
    LOG_LEVEL: 'silent',
  });
  const original = path.join(root, 'original');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(envFor(original, port), children);
  await waitHealthy(base);
  await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'a@b.io',
      password: 'a long backup passphrase',
      username: 'a',
      full_name: 'A',
    }),
  });
  const token = await signIn(base);
  for (const name of ['Seed round', 'Berlin office']) {
    const created = await fetch(`${base}/api/v1/boards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, template_slug: 'startup-board', custom_positions: [] }),
    });
    expect(created.status).toBe(201);
  }
  const before = await boardNames(base, token);
  expect(before).toEqual(['Berlin office', 'Seed round']);

  const file = path.join(root, 'backup.tar.gz');
  const backup = await run(process.execPath, ['scripts/backup.ts', file], {
    env: envFor(original, port),
  });
  // Taken from the running server, which keeps serving.
  expect(backup.stdout).toContain("running server's database");
  expect(existsSync(`${file}.jwt-secret`)).toBe(true);
  expect(await boardNames(base, token)).toEqual(before);

  const restored = path.join(root, 'restored');
  await run(process.execPath, ['scripts/restore.ts', file], { env: envFor(restored, port) });
  // A restore never overwrites a database.
  await expect(
    run(process.execPath, ['scripts/restore.ts', file], { env: envFor(restored, port) }),
  ).rejects.toThrow(/already holds a database/);

  const port2 = await freePort();
  const base2 = `http://127.0.0.1:${port2}`;
  const second = startServer(envFor(restored, port2), children);
  await waitHealthy(base2);
  // The old sign-in still holds (same secret, same session row), and a new one works too.
  expect(await boardNames(base2, token)).toEqual(before);
  expect(await boardNames(base2, await signIn(base2))).toEqual(before);

  server.kill('SIGTERM');
  second.kill('SIGTERM');
  expect(await exitOf(server)).toBe(0);
  expect(await exitOf(second)).toBe(0);
});
