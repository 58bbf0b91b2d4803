// /metrics: off by default, token-guarded when on, and the figures an operator alerts on move
// with what the app does (a session on a model provider, a request to a route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../engine/testing/fake-openai-server.ts';
import { createBoard, createUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startSession, waitForSession } from '../test/sessions.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** One sample's value from the text format, or 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('metrics off (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 whatever the request carries', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('boardwise_');
    }
  });
});

describe('metrics on', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ latencyMs: 5, values: { stance: 'support', vote: 'approve' } });
    t = await buildTestApp({
      METRICS_TOKEN: TOKEN,
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'test-model',
      LLM_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refuses a missing or wrong token with 401 and a Bearer challenge', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('boardwise_');
    }
  });

  it('counts requests under the route pattern, not the raw URL', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/boards/${board.id}`,
        headers: { authorization: `Bearer ${actor.token}` },
      });
    const before = await scrape();
    const pattern = { route: '/api/v1/boards/:id', method: 'GET', status_class: '2xx' };
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const after = await scrape();
    const count = 'boardwise_http_request_duration_seconds_count';
    expect(sample(after, count, pattern) - sample(before, count, pattern)).toBe(2);
    expect(after).not.toContain(board.id);
  });

  it('reports sessions by engine, model calls and tokens by provider and model, queue, streams and pool', async () => {
    const before = await scrape();
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const callsBefore = fake.chatRequests().length;
    const { session_id } = (await startSession(t.app, actor, board.id)).json();
    const { status } = await waitForSession(t.app, actor, session_id);
    expect(status.status).toBe('completed');
    const calls = fake.chatRequests().length - callsBefore;
    // The runner counts a session completed just after storing its status, so the figure can lag
    // the status a client reads by a moment; and on the embedded database's one connection a
    // background poller (the queue's, the heartbeat's) can briefly queue behind another. Wait
    // (bounded) for the settled figures rather than race them: a leak never settles.
    const completed = { engine: 'llm', event: 'completed' };
    const poolIdle = /^boardwise_db_pool_connections\{state="waiting"\} 0$/m;
    const settled = (text: string) =>
      sample(text, 'boardwise_sessions_total', completed) !==
        sample(before, 'boardwise_sessions_total', completed) && poolIdle.test(text);
    let after = await scrape();
    for (let i = 0; i < 50 && !settled(after); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scrape();
    }
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);

    expect(delta('boardwise_sessions_total', { engine: 'llm', event: 'started' })).toBe(1);
    expect(delta('boardwise_sessions_total', { engine: 'llm', event: 'completed' })).toBe(1);
    expect(delta('boardwise_sessions_total', { engine: 'llm', event: 'failed' })).toBe(0);
    const where = { provider: 'openai-compatible', model: 'test-model' };
    expect(delta('boardwise_llm_calls_total', { ...where, outcome: 'ok' })).toBe(calls);
    expect(delta('boardwise_llm_call_duration_seconds_count', where)).toBe(calls);
    expect(delta('boardwise_llm_tokens_total', { ...where, direction: 'input' })).toBeGreaterThan(0);
    expect(delta('boardwise_llm_tokens_total', { ...where, direction: 'output' })).toBeGreaterThan(0);
    // The session's job is done: nothing waits, and nothing holds the database.
    expect(after).toMatch(/^boardwise_job_queue_jobs\{state="waiting"\} 0$/m);
    expect(after).toMatch(/^boardwise_job_queue_oldest_waiting_seconds 0$/m);
    expect(after).toMatch(/^boardwise_live_streams\{kind="session"\} 0$/m);
    expect(after).toMatch(poolIdle);
    // Process figures are there too (memory, event-loop delay).
    expect(after).toContain('boardwise_process_resident_memory_bytes');
  });
});
