// An organization's own provider cannot make the server read its own network (ADR 25): literal
// forms of private addresses, names that resolve to them when the connection is made, redirects,
// and whatever a reachable service answers. A loopback fake provider stands in for an internal
// service; every test checks that nothing reached it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../engine/testing/fake-openai-server.ts';
import type { ResolveHostname } from '../../lib/outbound/guarded-http.ts';
import { type Actor, createBoard, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';
import { createProviderRepository } from './repository.ts';

const SECRET = 'INTERNAL-SECRET-/admin/models';
let internal: FakeOpenAiServer;
let port = 0;
let guarded: TestApp;
let open: TestApp;

/** Every name resolves to loopback: what a DNS record pointing home (or rebinding to it) gives. */
const resolvesHome: ResolveHostname = async () => [{ address: '127.0.0.1', family: 4 }];

beforeAll(async () => {
  internal = await startFakeOpenAiServer({ latencyMs: 1, models: [SECRET] });
  port = Number(new URL(internal.url).port);
  guarded = await buildTestApp({ PROVIDER_ALLOW_PRIVATE_URLS: 'false' }, { resolveHostname: resolvesHome });
  open = await buildTestApp({ PROVIDER_ALLOW_PRIVATE_URLS: 'true' });
});
afterAll(async () => {
  await guarded.close();
  await open.close();
  await internal.close();
});

let reached = 0;
beforeEach(() => {
  reached = internal.requests.length;
});
const reachedSince = () => internal.requests.slice(reached);

function as(t: TestApp, actor: Actor) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: actor.headers,
      ...(payload ? { payload } : {}),
    });
}

async function founderOf(t: TestApp) {
  const founder = await createUser(t.app);
  const org = await personalOrganization(t.app, founder);
  const call = as(t, founder);
  /** Saves an OpenAI-compatible provider for the organization through the API. */
  const saveProvider = (name: string, baseUrl: string, defaultModel: string) =>
    call('POST', `/organizations/${org}/providers`, {
      name,
      kind: 'openai-compatible',
      base_url: baseUrl,
      default_model: defaultModel,
    });
  return { founder, org, call, saveProvider };
}

/** A provider row as one saved before addresses were checked this way (the API now refuses these). */
async function storedProvider(t: TestApp, org: string, founder: Actor, baseUrl: string) {
  return createProviderRepository(t.app.database.db).insert({
    organizationId: org,
    name: `Stored ${Math.random().toString(36).slice(2, 7)}`,
    kind: 'openai-compatible',
    baseUrl,
    defaultModel: 'fake-large',
    createdBy: founder.user.id,
  });
}

describe("an organization's provider at a private address in an IPv6 form", () => {
  it.each([
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/v1'],
    ['IPv4-mapped loopback in hex', 'http://[::ffff:7f00:1]:PORT/v1'],
    ['IPv4-mapped link-local metadata', 'http://[::ffff:a9fe:a9fe]/v1'],
  ])('is refused when saved (%s)', async (_what, template) => {
    const { saveProvider } = await founderOf(guarded);
    const saved = await saveProvider('Sneaky', template.replace('PORT', String(port)), 'fake-large');
    expect(saved.statusCode).toBe(422);
    expect(saved.json().detail).toMatch(/not a public address/);
  });

  it.each([
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/v1'],
    ['IPv4-mapped loopback in hex', 'http://[::ffff:7f00:1]:PORT/v1'],
    ['IPv4-mapped link-local metadata', 'http://[::ffff:a9fe:a9fe]/v1'],
  ])('is never called, even when already stored (%s)', async (_what, template) => {
    const { founder, org, call } = await founderOf(guarded);
    const row = await storedProvider(guarded, org, founder, template.replace('PORT', String(port)));
    const tested = (await call('POST', `/organizations/${org}/providers/${row.id}/test`)).json();
    expect(tested).toMatchObject({ ok: false });
    expect(tested.error).toMatch(/not a public address/);
    const models = await call('GET', `/organizations/${org}/providers/${row.id}/models`);
    expect(models.statusCode).toBe(502);
    expect(models.body).not.toContain(SECRET);
    expect(reachedSince()).toEqual([]);
  });
});

describe("an organization's provider named by a host that resolves to loopback", () => {
  it('is refused at connection time: test, model list and deliberation reach nothing', async () => {
    const { founder, org, call, saveProvider } = await founderOf(guarded);
    // Names are not resolved when saved (the answer could change by the time of the call).
    const saved = await saveProvider(
      'Rebinding',
      `http://models.rebind.example.test:${port}/v1`,
      'fake-large',
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as string;

    const tested = (await call('POST', `/organizations/${org}/providers/${id}/test`)).json();
    expect(tested.ok).toBe(false);
    expect(tested.error).toMatch(/does not resolve to public addresses only/);
    // The message names no address: it would tell the user what the server's resolver knows.
    expect(tested.error).not.toMatch(/127\.0\.0\.1/);

    const models = await call('GET', `/organizations/${org}/providers/${id}/models`);
    expect(models.statusCode).toBe(502);
    expect(models.body).not.toContain(SECRET);

    expect((await call('PUT', `/organizations/${org}/provider-choice`, { provider_id: id })).statusCode).toBe(
      204,
    );
    const board = await createBoard(guarded.app, founder);
    const { session_id } = (await startSession(guarded.app, founder, board.id)).json();
    const { status } = await waitForSession(guarded.app, founder, session_id);
    expect(status.status).toBe('failed');
    expect(JSON.stringify(status)).toMatch(/public addresses only/);
    expect(reachedSince()).toEqual([]);
  });
});

describe('a redirect from an organization’s provider', () => {
  let redirector: Server;
  let redirectorUrl = '';
  beforeAll(async () => {
    // 307 keeps the method and body: a client that followed it would reach the loopback service.
    redirector = createServer((req, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${port}${req.url}` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => redirector.close());

  it('is not followed to loopback, even where private addresses are allowed', async () => {
    const { org, call, saveProvider } = await founderOf(open);
    const saved = await saveProvider('Redirecting', redirectorUrl, 'fake-large');
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as string;
    const tested = (await call('POST', `/organizations/${org}/providers/${id}/test`)).json();
    expect(tested.ok).toBe(false);
    expect(tested.error).toMatch(/redirects are not followed/);
    const models = await call('GET', `/organizations/${org}/providers/${id}/models`);
    expect(models.statusCode).toBe(502);
    expect(models.body).not.toContain(SECRET);
    expect(reachedSince()).toEqual([]);
  });
});

describe('what a reachable service answers', () => {
  let service: Server;
  let answer: { status: number; body: string } = { status: 200, body: '' };
  let serviceUrl = '';
  beforeAll(async () => {
    service = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => service.close());

  async function modelsFrom(body: string, status = 200) {
    answer = { status, body };
    const { org, call, saveProvider } = await founderOf(open);
    const saved = await saveProvider('Service', serviceUrl, 'm');
    return call('GET', `/organizations/${org}/providers/${saved.json().id}/models`);
  }

  it('is read back as model ids of the OpenAI or Ollama shape only', async () => {
    const openAi = await modelsFrom(
      JSON.stringify({ object: 'list', data: [{ id: 'b-model' }, { id: 'a-model' }] }),
    );
    expect(openAi.json()).toEqual({ models: ['a-model', 'b-model'] });
    const ollama = await modelsFrom(JSON.stringify({ models: [{ name: 'llama3.1:8b', size: 1 }] }));
    expect(ollama.json()).toEqual({ models: ['llama3.1:8b'] });
  });

  it('keeps ids within 200 characters and 500 ids, and drops anything else', async () => {
    const long = `x${'y'.repeat(200)}`;
    const odd = await modelsFrom(
      JSON.stringify({ data: [{ id: long }, { id: 'has space' }, { id: 42 }, { id: 'fine-1' }] }),
    );
    expect(odd.json()).toEqual({ models: ['fine-1'] });
    const many = await modelsFrom(
      JSON.stringify({
        data: Array.from({ length: 700 }, (_, i) => ({ id: `m-${String(i).padStart(4, '0')}` })),
      }),
    );
    expect(many.json().models).toHaveLength(500);
  });

  it('is not shown at all when it is no model list, or an error', async () => {
    const other = await modelsFrom(JSON.stringify({ secret: SECRET, items: [SECRET] }));
    expect(other.statusCode).toBe(502);
    expect(other.body).not.toContain(SECRET);
    const failed = await modelsFrom(JSON.stringify({ error: { message: SECRET } }), 500);
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain(SECRET);
    expect(failed.json().detail).toMatch(/HTTP 500/);
    const html = await modelsFrom(`<html><body>${SECRET}</body></html>`);
    expect(html.statusCode).toBe(502);
    expect(html.body).not.toContain(SECRET);
  });

  it('is not quoted when a test connection fails', async () => {
    answer = { status: 400, body: JSON.stringify({ error: { message: SECRET } }) };
    const { org, call, saveProvider } = await founderOf(open);
    const saved = await saveProvider('Service', serviceUrl, 'm');
    const tested = (await call('POST', `/organizations/${org}/providers/${saved.json().id}/test`)).json();
    expect(tested.ok).toBe(false);
    expect(tested.error).toMatch(/HTTP 400/);
    expect(JSON.stringify(tested)).not.toContain(SECRET);
  });

  it('is not quoted when a deliberation fails on it', async () => {
    answer = { status: 401, body: JSON.stringify({ error: { message: SECRET } }) };
    const { founder, org, call, saveProvider } = await founderOf(open);
    const saved = await saveProvider('Service', serviceUrl, 'm');
    await call('PUT', `/organizations/${org}/provider-choice`, { provider_id: saved.json().id });
    const board = await createBoard(open.app, founder);
    const { session_id } = (await startSession(open.app, founder, board.id)).json();
    const { status, detail } = await waitForSession(open.app, founder, session_id);
    expect(status.status).toBe('failed');
    expect(JSON.stringify(status)).toMatch(/HTTP 401/);
    expect(JSON.stringify({ status, detail })).not.toContain(SECRET);
  });
});
