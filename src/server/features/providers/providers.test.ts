// AI providers configured in the app: keys sealed at rest and never returned, 'Test connection'
// and the model list against the fake OpenAI-compatible server (a test double), the choice a
// session records, and what happens once that provider is deleted.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../engine/testing/fake-openai-server.ts';
import { FatalMindError } from '../../../engine/types.ts';
import { loadConfig } from '../../config.ts';
import { aiProviders } from '../../db/schema/index.ts';
import { createGuardedHttp } from '../../lib/outbound/guarded-http.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { apiCaller } from '../../test/api.ts';
import { type Actor, createBoard, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';
import { createMindResolver } from './mind-factory.ts';

const SECRET_KEY = 'sk-test-very-secret-key-7Q2x';
let fake: FakeOpenAiServer;
let t: TestApp;
let chief: Actor;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ latencyMs: 2, models: ['fake-large', 'fake-small'] });
  const email = `chief-${Date.now()}@example.com`;
  t = await buildTestApp(
    { SUPERADMIN_EMAILS: email, LOG_LEVEL: 'info', PROVIDER_ALLOW_PRIVATE_URLS: 'false' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  chief = await createUser(t.app, { email });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = apiCaller(() => t.app);

async function platformProvider(extra: Record<string, unknown> = {}) {
  const response = await call(chief, 'POST', '/superadmin/providers', {
    name: `Fake ${Math.random().toString(36).slice(2, 7)}`,
    kind: 'openai-compatible',
    base_url: fake.url,
    api_key: SECRET_KEY,
    default_model: 'fake-large',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; api_key_hint: string | null };
}

describe('platform providers', () => {
  it('stores the key sealed, shows only its last 4 characters and never logs it', async () => {
    const created = await platformProvider();
    expect(created.api_key_hint).toBe('…7Q2x');
    const [row] = (await t.app.database.db.select().from(aiProviders)).filter((r) => r.id === created.id);
    expect(row!.apiKeyCiphertext).not.toContain(SECRET_KEY);
    expect(row!.apiKeyCiphertext).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const listed = await call(chief, 'GET', '/superadmin/providers');
    expect(listed.body).not.toContain(SECRET_KEY);
    expect(listed.json()[0]).toMatchObject({ id: 'environment', read_only: true, scope: 'environment' });
    await call(chief, 'POST', `/superadmin/providers/${created.id}/test`);
    expect(logLines.join('\n')).not.toContain(SECRET_KEY);
  });

  it("tests the connection with one structured call, sending the key, and lists the provider's models", async () => {
    const created = await platformProvider();
    const before = fake.chatRequests().length;
    const tested = await call(chief, 'POST', `/superadmin/providers/${created.id}/test`);
    expect(tested.json()).toMatchObject({ ok: true, model: 'fake-large', error: null });
    const requests = fake.chatRequests().slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(requests[0]!.body?.response_format?.type).toBe('json_schema');
    const models = await call(chief, 'GET', `/superadmin/providers/${created.id}/models`);
    expect(models.json()).toEqual({ models: ['fake-large', 'fake-small'] });
  });

  it('explains a failed test by its status, without quoting the reply', async () => {
    const created = await platformProvider({ default_model: 'no-such-model' });
    const tested = (await call(chief, 'POST', `/superadmin/providers/${created.id}/test`)).json();
    expect(tested.ok).toBe(false);
    expect(tested.error).toMatch(/model/i);
    expect(tested.error).not.toContain(SECRET_KEY);
  });

  it('refuses an incomplete provider with a detail, and audits each change', async () => {
    const missingUrl = await call(chief, 'POST', '/superadmin/providers', {
      name: 'No URL',
      kind: 'openai-compatible',
      default_model: 'm',
    });
    expect(missingUrl.statusCode).toBe(422);
    const created = await platformProvider();
    await call(chief, 'PATCH', `/superadmin/providers/${created.id}`, { default_model: 'fake-small' });
    await call(chief, 'DELETE', `/superadmin/providers/${created.id}`);
    const audit = (await call(chief, 'GET', `/superadmin/audit?action=provider.deleted`)).json();
    expect(audit.items.some((e: { target_id: string }) => e.target_id === created.id)).toBe(true);
  });
});

describe('the provider a session deliberates with', () => {
  it('records the platform default on the session and deliberates through it', async () => {
    const created = await platformProvider();
    expect((await call(chief, 'POST', `/superadmin/providers/${created.id}/default`)).statusCode).toBe(204);
    const founder = await createUser(t.app);
    const board = await createBoard(t.app, founder);
    const before = fake.chatRequests().length;
    const { session_id } = (await startSession(t.app, founder, board.id)).json();
    const { status, detail } = await waitForSession(t.app, founder, session_id);
    expect(status.status).toBe('completed');
    expect(detail).toMatchObject({ engine: 'llm', model: 'fake-large' });
    expect(detail.session.provider).toBe(created.name);
    expect(fake.chatRequests().length - before).toBe(detail.usage.calls);
    await call(chief, 'POST', '/superadmin/providers/environment/default');
  });

  it("prefers the organization's own provider, and a board's override over both", async () => {
    const founder = await createUser(t.app);
    const org = await personalOrganization(t.app, founder);
    // An organization's own provider may not point into the server's network.
    const local = await call(founder, 'POST', `/organizations/${org}/providers`, {
      name: 'Mine',
      kind: 'openai-compatible',
      base_url: fake.url,
      default_model: 'fake-small',
    });
    expect(local.statusCode).toBe(422);
    expect(local.json().detail).toMatch(/public address/);
    const platform = await platformProvider();
    const board = await createBoard(t.app, founder);
    const listed = (await call(founder, 'GET', `/organizations/${org}/providers`)).json();
    expect(
      listed.providers.some(
        (p: { id: string; api_key_hint: string | null }) => p.id === platform.id && p.api_key_hint === null,
      ),
    ).toBe(true);
    expect(
      (await call(founder, 'PUT', `/boards/${board.id}/provider`, { provider_id: platform.id })).statusCode,
    ).toBe(200);
    const { session_id } = (await startSession(t.app, founder, board.id)).json();
    const { detail } = await waitForSession(t.app, founder, session_id);
    expect(detail.session.provider).toBe(platform.name);
  });

  it('keeps an old session readable after its provider is deleted; the board falls back to the default', async () => {
    const platform = await platformProvider();
    const founder = await createUser(t.app);
    const board = await createBoard(t.app, founder);
    await call(founder, 'PUT', `/boards/${board.id}/provider`, { provider_id: platform.id });
    const first = (await startSession(t.app, founder, board.id)).json().session_id;
    await waitForSession(t.app, founder, first);
    await call(chief, 'DELETE', `/superadmin/providers/${platform.id}`);
    const detail = (await call(founder, 'GET', `/sessions/${first}`)).json();
    expect(detail.session.provider).toBe(platform.name);
    expect(detail.model).toBe('fake-large');
    // The board fell back to the default: its next session uses the environment's engine.
    const second = (await startSession(t.app, founder, board.id)).json().session_id;
    const { detail: next } = await waitForSession(t.app, founder, second);
    expect(next.engine).toBe('offline');
  });
});

describe('a session whose provider is gone before it runs', () => {
  it('ends with a reason naming the provider instead of speaking through another', async () => {
    const resolver = createMindResolver({
      db: t.app.database.db,
      llm: loadConfig({}).llm,
      box: createSecretBox('another secret for this resolver only'),
      outbound: createGuardedHttp({ allowPrivateAddresses: false }),
    });
    const mind = await resolver.mindFor({ providerId: randomUUID(), providerName: 'Old vLLM', model: 'm' });
    const failure = mind.initialPosition({} as never, new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(FatalMindError);
    await expect(failure).rejects.toThrow("The AI provider 'Old vLLM' was removed before this session ran.");
  });
});

describe("an organization's own provider", () => {
  it('may be added and chosen by its Admin only', async () => {
    const founder = await createUser(t.app);
    const org = await personalOrganization(t.app, founder);
    const created = await call(founder, 'POST', `/organizations/${org}/providers`, {
      name: 'Our Anthropic',
      kind: 'anthropic',
      api_key: 'sk-ant-abcdefgh1234',
      default_model: 'claude-x',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().api_key_hint).toBe('…1234');
    expect(
      (
        await call(founder, 'PUT', `/organizations/${org}/provider-choice`, {
          provider_id: created.json().id,
        })
      ).statusCode,
    ).toBe(204);
    expect((await call(founder, 'GET', `/organizations/${org}/providers`)).json().effective).toBe(
      'Our Anthropic',
    );
    const stranger = await createUser(t.app);
    expect((await call(stranger, 'GET', `/organizations/${org}/providers`)).statusCode).toBe(404);
  });
});
