// A real server process: SIGTERM during a deliberation exits promptly, and the next start
// resumes the session from its checkpoints without asking completed steps again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type RecordedRequest, startFakeOpenAiServer } from '../engine/testing/fake-openai-server.ts';
import { validDecision } from './test/sessions.ts';

const stepOf = (request: RecordedRequest) => request.body?.response_format?.json_schema?.name ?? '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

it('exits within 30 s on SIGTERM mid-deliberation and resumes on the next start', {
  timeout: 120_000,
}, async () => {
  // The provider answers initial positions, then hangs on the debate until told otherwise.
  let hangDebate = true;
  const fake = await startFakeOpenAiServer({
    respond: (request) =>
      hangDebate && stepOf(request) === 'discussion_turn' ? { type: 'hang' } : undefined,
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-shutdown-')),
    WEB_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-web-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'test-model',
    LLM_MAX_RETRIES: '0',
  };
  const start = () => {
    const child = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  const healthy = async () => {
    // A first start creates the embedded database: generous on a loaded machine.
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${base}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not start');
  };
  const api = async (method: string, url: string, body?: unknown, token?: string) => {
    const response = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };

  let server = start();
  await healthy();
  await api('POST', '/api/v1/auth/register', {
    email: 'a@b.io',
    password: 'a long shutdown passphrase',
    username: 'a',
    full_name: 'A',
  });
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=a%40b.io&password=a%20long%20shutdown%20passphrase',
  });
  const token = String(((await login.json()) as { access_token: string }).access_token);
  const board = await api(
    'POST',
    '/api/v1/boards',
    { name: 'B', template_slug: 'startup-board', custom_positions: [] },
    token,
  );
  const session = await api('POST', `/api/v1/boards/${String(board.id)}/sessions`, validDecision(), token);
  const sessionId = String(session.session_id);

  while (fake.chatRequests().filter((r) => stepOf(r) === 'discussion_turn').length < 6) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const initialCalls = fake.chatRequests().filter((r) => stepOf(r) === 'initial_position').length;
  expect(initialCalls).toBe(6);

  const stopping = Date.now();
  server.kill('SIGTERM');
  const code = await new Promise((resolve) => server.once('exit', resolve));
  expect(Date.now() - stopping).toBeLessThan(30_000);
  expect(code).toBe(0);

  hangDebate = false;
  server = start();
  await healthy();
  let status: Record<string, unknown> = {};
  for (let i = 0; i < 600 && status.status !== 'completed' && status.status !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await api('GET', `/api/v1/sessions/${sessionId}/status`, undefined, token);
  }
  expect(status.status).toBe('completed');
  // Completed steps were not asked again after the restart.
  expect(fake.chatRequests().filter((r) => stepOf(r) === 'initial_position').length).toBe(initialCalls);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await fake.close();
});
