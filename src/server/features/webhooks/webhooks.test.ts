// Outgoing webhooks end to end: an Admin adds an endpoint on 127.0.0.1 (the operator's allowance
// for private addresses is on, as it must be for loopback), a session completes, the receiver
// fails twice and then accepts; each attempt is signed the Standard Webhooks way and verified
// here with the package's own verifier; the Admin reads the log and replays. Meetings and
// minutes send their events, in Slack's shape when asked; the address guard refuses loopback
// when the allowance is off.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../contracts/webhooks.ts';
import { type Actor, createBoard, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createMeeting, importAgenda, inMinutes } from '../../test/meetings.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver on loopback that answers 500 to its first `failures` requests, then 204. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = received.length < failures ? 500 : 204;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.statusCode = answered;
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

let t: TestApp;
let admin: Actor;
let organizationId: string;
let boardId: string;

beforeAll(async () => {
  t = await buildTestApp({
    PROVIDER_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_LIMIT: '3',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  });
  admin = await createUser(t.app);
  organizationId = await personalOrganization(t.app, admin);
  boardId = (await createBoard(t.app, admin, { organization_id: organizationId })).id;
}, 60_000);
afterAll(() => t.close());

const webhooksUrl = () => `/api/v1/organizations/${organizationId}/webhooks`;

async function addWebhook(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: webhooksUrl(),
    headers: admin.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string };
}

async function deliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${webhooksUrl()}/${webhookId}/deliveries`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Reads the log until `done` holds (bounded: a broken queue fails the test, not hangs it). */
async function logUntil(webhookId: string, done: (log: WebhookDelivery[]) => boolean) {
  for (let i = 0; i < 300; i++) {
    const log = await deliveries(webhookId);
    if (done(log)) return log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`webhook log never settled: ${JSON.stringify(await deliveries(webhookId))}`);
}

describe('a session completed, to a receiver that fails twice', () => {
  it('retries with backoff until delivered, every attempt signed, and replays on request', async () => {
    const receiver = await startReceiver(2);
    try {
      const webhook = await addWebhook({ url: receiver.url, events: ['session.completed'] });
      expect(webhook.secret).toMatch(/^whsec_/);

      const started = await startSession(t.app, admin, boardId);
      const sessionId = started.json().session_id as string;
      await waitForSession(t.app, admin, sessionId);

      const [entry] = await logUntil(webhook.id, (log) => log[0]?.status === 'delivered');
      expect(entry).toMatchObject({
        event_type: 'session.completed',
        status: 'delivered',
        attempts: 3,
        last_status_code: 204,
        last_error: null,
      });
      expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 204]);

      const verifier = new Webhook(webhook.secret);
      for (const attempt of receiver.received) {
        expect(attempt.headers['webhook-id']).toBe(entry!.message_id);
        const payload = verifier.verify(attempt.body, {
          'webhook-id': String(attempt.headers['webhook-id']),
          'webhook-timestamp': String(attempt.headers['webhook-timestamp']),
          'webhook-signature': String(attempt.headers['webhook-signature']),
        }) as { type: string; data: Record<string, unknown> };
        expect(payload.type).toBe('session.completed');
        expect(payload.data).toMatchObject({ session_id: sessionId, board_id: boardId });
        expect(String(payload.data.url)).toMatch(new RegExp(`/session/${sessionId}$`));
      }
      // A signature made with another secret does not pass.
      const last = receiver.received.at(-1)!;
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(last.body, {
          'webhook-id': String(last.headers['webhook-id']),
          'webhook-timestamp': String(last.headers['webhook-timestamp']),
          'webhook-signature': String(last.headers['webhook-signature']),
        }),
      ).toThrow();

      const replayed = await t.app.inject({
        method: 'POST',
        url: `${webhooksUrl()}/${webhook.id}/deliveries/${entry!.id}/replay`,
        headers: admin.headers,
      });
      expect(replayed.statusCode, replayed.body).toBe(202);
      const log = await logUntil(webhook.id, (rows) => rows.length === 2 && rows[0]!.status === 'delivered');
      expect(log[0]).toMatchObject({ replay_of: entry!.id, message_id: entry!.message_id, attempts: 1 });
      expect(receiver.received).toHaveLength(4);
      expect(receiver.received[3]!.headers['webhook-id']).toBe(entry!.message_id);
    } finally {
      receiver.close();
    }
  }, 90_000);
});

describe('meetings and minutes', () => {
  it('tells a Slack-format endpoint that a meeting completed and its minutes were approved', async () => {
    const receiver = await startReceiver(0);
    try {
      const webhook = await addWebhook({
        url: receiver.url,
        format: 'slack',
        events: ['meeting.completed', 'minutes.approved'],
      });
      const meeting = await createMeeting(t.app, admin, boardId, { scheduled_date: inMinutes(1) });
      await importAgenda(t.app, admin, meeting.id, 'Budget');
      const call = (url: string) =>
        t.app.inject({ method: 'POST', url, headers: admin.headers, payload: {} });
      expect((await call(`/api/v1/meetings/${meeting.id}/start`)).statusCode).toBe(200);
      const completed = await call(`/api/v1/meetings/${meeting.id}/complete`);
      expect(completed.statusCode, completed.body).toBe(200);
      const approved = await call(`/api/v1/minutes/${completed.json().minutes_id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);

      const log = await logUntil(
        webhook.id,
        (rows) => rows.filter((r) => r.status === 'delivered').length === 2,
      );
      expect(log.map((r) => r.event_type).sort()).toEqual(['meeting.completed', 'minutes.approved']);
      const texts = receiver.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
      for (const message of texts) {
        expect(Object.keys(message)).toEqual(['text']);
        expect(String(message.text)).toContain('Q4 board meeting');
        expect(String(message.text)).toMatch(/<http[^|]+\/minutes\|Open in Boardwise>$/);
      }
    } finally {
      receiver.close();
    }
  }, 60_000);
});

describe('managing webhooks', () => {
  it('lets only Admins in, and finds nothing for a stranger', async () => {
    const stranger = await createUser(t.app);
    const listed = await t.app.inject({ method: 'GET', url: webhooksUrl(), headers: stranger.headers });
    expect(listed.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: webhooksUrl(), headers: admin.headers });
    expect(own.json().length).toBeGreaterThan(0);
    expect(JSON.stringify(own.json())).not.toContain('whsec_');
  });

  it('refuses addresses that are not http(s), and validates the events', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: webhooksUrl(),
      headers: admin.headers,
      payload: { url: 'file:///etc/passwd', events: ['session.completed'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Only http and https addresses are called');
    const none = await t.app.inject({
      method: 'POST',
      url: webhooksUrl(),
      headers: admin.headers,
      payload: { url: 'https://example.com/hook', events: [] },
    });
    expect(none.statusCode).toBe(422);
  });

  it('refuses a loopback address when the operator has not allowed private addresses', async () => {
    const guarded = await buildTestApp();
    try {
      const owner = await createUser(guarded.app);
      const org = await personalOrganization(guarded.app, owner);
      const response = await guarded.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${org}/webhooks`,
        headers: owner.headers,
        payload: { url: 'http://127.0.0.1:9/hooks', events: ['session.completed'] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/private|public/i);
    } finally {
      await guarded.close();
    }
  }, 60_000);
});
