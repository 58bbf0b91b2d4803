// Helpers for the deliberation benchmarks: an HTTP API client that follows a session's event
// stream the way the web app does, and the board they ask.
import { POSITION_KEYS } from '../src/contracts/positions.ts';
import type { SessionDetail } from '../src/contracts/sessions.ts';
import type { FakeOpenAiServer, RecordedRequest } from '../src/engine/testing/fake-openai-server.ts';

type Send = (
  method: string,
  url: string,
  body?: unknown,
  form?: boolean,
) => Promise<{ status: number; json: unknown }>;

export class BenchClient {
  private headers: Record<string, string> = {};
  private readonly send: Send;
  private readonly base: string;
  constructor(send: Send, base: string) {
    this.send = send;
    this.base = base;
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
    }, base);
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

  /**
   * Follows the session's event stream (as the web app does) until its closing event; resolves
   * the moment that event arrived (Date.now()) and its type.
   */
  async followToEnd(sessionId: string): Promise<{ at: number; type: string }> {
    const response = await fetch(`${this.base}/api/v1/sessions/${sessionId}/events`, {
      headers: { ...this.headers, accept: 'text/event-stream' },
    });
    if (!response.ok || !response.body) throw new Error(`events → ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream of ${sessionId} ended without a closing event`);
        buffer += value;
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const type = /^event: (.+)$/m.exec(frame)?.[1];
          if (type === 'session_completed' || type === 'session_failed') return { at: Date.now(), type };
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
  }

  async waitForCompletion(sessionId: string, timeoutMs = 600_000): Promise<SessionDetail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.call('GET', `/api/v1/sessions/${sessionId}/status`);
      if (status.status === 'completed')
        return (await this.call('GET', `/api/v1/sessions/${sessionId}`)) as unknown as SessionDetail;
      if (status.status === 'failed') throw new Error(`session failed: ${String(status.error)}`);
      if (Date.now() > deadline) throw new Error('session did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async detail(sessionId: string): Promise<SessionDetail> {
    return (await this.call('GET', `/api/v1/sessions/${sessionId}`)) as unknown as SessionDetail;
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

/**
 * Asks the fake provider once before measuring, so its own first-request costs (it runs in the
 * benchmark's process, cold) are not counted against the server: a real provider is warm.
 */
export async function warmFakeProvider(fake: FakeOpenAiServer): Promise<void> {
  const response = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'bench-model',
      messages: [{ role: 'user', content: 'warm-up' }],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'warm_up',
          schema: { type: 'object', properties: { ok: { type: 'string' } }, required: ['ok'] },
        },
      },
    }),
  });
  await response.text();
  fake.resetStats();
}
