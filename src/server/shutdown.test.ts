// A real server process: SIGTERM during a deliberation stops accepting, ends live streams with a
// retry hint, lets the model calls under way reach their checkpoint, and exits; another process
// then finishes the session without asking any step again and without a duplicate vote.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type RecordedRequest, startFakeOpenAiServer } from '../engine/testing/fake-openai-server.ts';
import { exitOf, freePort, startServer, waitHealthy } from './test/server-process.ts';
import { validDecision } from './test/sessions.ts';

const stepOf = (request: RecordedRequest) => request.body?.response_format?.json_schema?.name ?? '';
/** What a step asked: the same step asked twice sends the same prompt. */
const promptOf = (request: RecordedRequest) => JSON.stringify(request.body?.messages ?? []);

interface StreamedEvent {
  type: string;
  phase: string | null;
  round: number | null;
  seat_id: string | null;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

it('drains on SIGTERM and another process finishes the session with no step asked twice', {
  timeout: 180_000,
}, async () => {
  // The debate's first turns take a while, so SIGTERM arrives while they are being asked.
  let slowDebate = true;
  const fake = await startFakeOpenAiServer({
    values: { stance: 'support', vote: 'approve' },
    respond: (request) =>
      slowDebate && stepOf(request) === 'discussion_turn' ? { type: 'ok', latencyMs: 3000 } : undefined,
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
    // Far longer than the slow turns: they must end by finishing, not by the bound.
    SHUTDOWN_DRAIN_SECONDS: '60',
  };
  const start = () => startServer(env, children);
  const healthy = () => waitHealthy(base);
  let token = '';
  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };
  const events = async (sessionId: string): Promise<StreamedEvent[]> => {
    const text = await (
      await fetch(`${base}/api/v1/sessions/${sessionId}/events`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('data: {"seq"'))
      .map((line) => JSON.parse(line.slice(6)) as StreamedEvent);
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
  token = String(((await login.json()) as { access_token: string }).access_token);
  const board = await api('POST', '/api/v1/boards', {
    name: 'B',
    template_slug: 'startup-board',
    custom_positions: [],
  });
  const session = await api('POST', `/api/v1/boards/${String(board.id)}/sessions`, validDecision());
  const sessionId = String(session.session_id);
  // Someone is watching live.
  const live = await fetch(`${base}/api/v1/sessions/${sessionId}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(live.status).toBe(200);
  const liveText = live.text();

  while (fake.chatRequests().filter((r) => stepOf(r) === 'discussion_turn').length < 6) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGTERM');
  const exited = exitOf(server);
  // The live stream ends with a hint to come back later (to the next process).
  expect(await liveText).toMatch(/retry: \d+\n\n$/);
  // New connections are refused while the turns under way finish.
  await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  expect(await exited).toBe(0);
  const askedBefore = fake.chatRequests().length;
  const promptsBefore = new Set(fake.chatRequests().map(promptOf));
  const turnsBefore = fake.chatRequests().filter((r) => stepOf(r) === 'discussion_turn').length;
  // The process stopped after those turns: it started no later step.
  expect(turnsBefore).toBe(6);

  slowDebate = false;
  server = start();
  await healthy();
  let status: Record<string, unknown> = {};
  for (let i = 0; i < 1200 && status.status !== 'completed' && status.status !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await api('GET', `/api/v1/sessions/${sessionId}/status`);
  }
  expect(status.status).toBe('completed');
  // Every step the first process asked (the slow turns included) was kept: none is asked again.
  const askedAfter = fake.chatRequests().slice(askedBefore);
  expect(askedAfter.length).toBeGreaterThan(0);
  expect(askedAfter.filter((r) => promptsBefore.has(promptOf(r))).map(stepOf)).toEqual([]);
  // One completed step per seat, step and round in the log; one vote per seat.
  const completed = (await events(sessionId)).filter((e) => e.type === 'seat_completed');
  const keys = completed.map((e) => `${e.phase}:${e.round}:${e.seat_id}`);
  expect(new Set(keys).size).toBe(keys.length);
  const detail = await api('GET', `/api/v1/sessions/${sessionId}`);
  const votes = detail.votes as { seat_id: string }[];
  expect(votes.length).toBe(6);
  expect(new Set(votes.map((v) => v.seat_id)).size).toBe(6);
  expect(completed.filter((e) => e.phase === 'final_vote').length).toBe(6);
  server.kill('SIGTERM');
  await exitOf(server);
  await fake.close();
});
