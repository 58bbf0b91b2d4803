// Helpers for bench/deliberation.ts: an API client (in-process inject or HTTP) and the crash run.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POSITION_KEYS } from '../src/contracts/positions.ts';
import type { SessionDetail } from '../src/contracts/sessions.ts';
import { type RecordedRequest, startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import type { App } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';

type Send = (
  method: string,
  url: string,
  body?: unknown,
  form?: boolean,
) => Promise<{ status: number; json: unknown }>;

export class BenchClient {
  private headers: Record<string, string> = {};
  private readonly send: Send;
  constructor(send: Send) {
    this.send = send;
  }

  static async inject(app: App): Promise<BenchClient> {
    const client = new BenchClient(async (method, url, body, form) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...client.headers,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: body as string,
      });
      return { status: response.statusCode, json: response.body ? response.json() : null };
    });
    await client.signIn();
    return client;
  }

  static async http(base: string): Promise<BenchClient> {
    const client = new BenchClient(async (method, url, body, form) => {
      const response = await fetch(base + url, {
        method,
        headers: {
          ...client.headers,
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: body === undefined ? undefined : form ? String(body) : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    });
    await client.signIn();
    return client;
  }

  private async call(method: string, url: string, body?: unknown, form = false) {
    const response = await this.send(method, url, body, form);
    if (response.status >= 400)
      throw new Error(`${method} ${url} → ${response.status} ${JSON.stringify(response.json)}`);
    return response.json as Record<string, unknown>;
  }

  async signIn(): Promise<void> {
    const credentials = { email: 'bench@example.com', password: 'bench-password' };
    await this.send('POST', '/api/v1/auth/register', {
      ...credentials,
      username: 'bench',
      full_name: 'Bench',
    });
    const token = await this.call(
      'POST',
      '/api/v1/auth/login',
      `username=bench%40example.com&password=bench-password`,
      true,
    );
    this.headers = { authorization: `Bearer ${String(token.access_token)}` };
  }

  /** The signed-in user's Authorization header (for requests made outside this client). */
  authorization(): string {
    return this.headers.authorization ?? '';
  }

  async createBoard(body: unknown): Promise<string> {
    return String((await this.call('POST', '/api/v1/boards', body)).id);
  }

  async startSession(boardId: string, label: string): Promise<string> {
    const body = {
      decision_topic: `Should we open a second office in Lisbon? (${label})`,
      decision_context: 'Hiring in Berlin is slow; Lisbon offers talent at lower cost but splits the team.',
      decision_type: 'expansion',
      constraints: { budget: '$600k', timeline: '6 months', company_info: 'B2B SaaS, 40 people, Series A.' },
    };
    return String((await this.call('POST', `/api/v1/boards/${boardId}/sessions`, body)).session_id);
  }

  async waitForCompletion(sessionId: string, timeoutMs = 600_000): Promise<SessionDetail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.call('GET', `/api/v1/sessions/${sessionId}/status`);
      if (status.status === 'completed')
        return (await this.call('GET', `/api/v1/sessions/${sessionId}`)) as unknown as SessionDetail;
      if (status.status === 'failed') throw new Error(`session failed: ${String(status.error)}`);
      if (Date.now() > deadline) throw new Error('session did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Deliberation time: from the job's start to the stored result. */
  async sessionTiming(sessionId: string): Promise<number> {
    const detail = (await this.call('GET', `/api/v1/sessions/${sessionId}`)) as unknown as SessionDetail;
    return Date.parse(detail.session.completed_at!) - Date.parse(detail.session.started_at!);
  }
}

export function tenSeatBoardBody() {
  return {
    name: 'Bench board',
    template_slug: null,
    custom_positions: POSITION_KEYS.map((key) => ({
      key,
      title: key,
      weight: 0.1,
      type: 'AI',
      is_human: false,
    })),
  };
}

/** ≈ tokens of a request's messages (4 characters a token). */
export function promptTokens(request: RecordedRequest): number {
  const text = (request.body?.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
  return Math.ceil(text.length / 4);
}

const requestKey = (request: RecordedRequest) => JSON.stringify(request.body?.messages ?? []);

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export async function crashBenchmark(latencyMs: number): Promise<void> {
  const fake = await startFakeOpenAiServer({ latencyMs });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-crash-'));
  const port = 8199;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'bench-model',
    LLM_MAX_RETRIES: '0',
    MAX_RUNNING_SESSIONS_PER_USER: '100',
  };
  const startServer = (): ChildProcess =>
    spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });

  let server = startServer();
  await waitForHealth(base);
  const client = await BenchClient.http(base);
  const boardId = await client.createBoard(tenSeatBoardBody());
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push(await client.startSession(boardId, `crash-${i}`));
  // Kill mid-way: once about 40% of the ~410 calls the ten sessions need have been asked.
  while (fake.chatRequests().length < 160) await new Promise((resolve) => setTimeout(resolve, 20));
  const callsAtKill = fake.chatRequests().length;
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));
  const restarted = Date.now();
  server = startServer();
  await waitForHealth(base);
  let completed = 0;
  for (const id of ids) {
    await client.waitForCompletion(id).then(
      () => completed++,
      (error: unknown) => console.error(`   session ${id}: ${String(error)}`),
    );
  }
  const recovery = Date.now() - restarted;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));

  const calls = fake.chatRequests();
  const askedTwice = calls.length - new Set(calls.map(requestKey)).size;
  const database = await openDatabase({ dataDir });
  const duplicates = await database.db.execute(sql`
    select count(*)::int as n from (
      select session_id, seat_id from session_events
      where type = 'seat_completed' and phase = 'final_vote'
      group by session_id, seat_id having count(*) > 1) d`);
  const votes = await database.db.execute(sql`
    select count(*)::int as n from session_checkpoints where phase = 'final_vote' and status = 'completed'`);
  await database.close();
  await fake.close();
  const rows = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  console.info('3. kill -9 during 10 running sessions, then restart');
  console.info(`   killed after ${callsAtKill} calls; all done ${recovery} ms after the restart`);
  console.info(
    `   completed ${completed}/10 (goal 10/10), final votes recorded ${rows(votes)} (10 seats × 10 sessions)`,
  );
  console.info(`   duplicate votes ${rows(duplicates)} (goal 0)`);
  console.info(
    `   calls ${calls.length}, asked twice ${askedTwice} = ${((askedTwice / calls.length) * 100).toFixed(1)}% (goal ≤ 10%)`,
  );
}
