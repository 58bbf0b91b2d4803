// A seat's own model, checked against the model list of the provider its board deliberates with
// (the fake OpenAI-compatible server, a test double, lists two): an unknown name is refused with
// a 422 and nothing is written; a list that cannot be read leaves the names unchecked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../engine/testing/fake-openai-server.ts';
import { type Actor, createBoard, createUser, startupSeats } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let fake: FakeOpenAiServer;
let t: TestApp;
let chief: Actor;
let listing: { id: string; name: string };
let unreachable: { id: string };

const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

async function platformProvider(name: string, baseUrl: string) {
  const response = await call(chief, 'POST', '/superadmin/providers', {
    name,
    kind: 'openai-compatible',
    base_url: baseUrl,
    default_model: 'fake-large',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

/** The startup seats with `models` given to some of them (by title). */
const seatsWith = (models: Record<string, string>) =>
  startupSeats().map((seat) => ({ ...seat, model: models[seat.title] ?? null }));

const modelOf = async (actor: Actor, boardId: string, title: string) => {
  const board = (await call(actor, 'GET', `/boards/${boardId}`)).json();
  return board.positions.find((p: { title: string }) => p.title === title)?.model;
};

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ latencyMs: 2, models: ['fake-large', 'fake-small'] });
  const email = `chief-${Date.now()}@example.com`;
  t = await buildTestApp({ SUPERADMIN_EMAILS: email });
  chief = await createUser(t.app, { email });
  listing = await platformProvider('Fake vLLM', fake.url);
  // Nothing listens on port 9 of loopback: the list cannot be read.
  unreachable = await platformProvider('Gone vLLM', 'http://127.0.0.1:9/v1');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("a seat's own model", () => {
  it('is refused with a 422 naming the seat, the model and what the provider offers; nothing is written', async () => {
    const founder = await createUser(t.app);
    const board = await createBoard(t.app, founder, { name: 'Seed board' });
    await call(founder, 'PUT', `/boards/${board.id}/provider`, { provider_id: listing.id });

    const refused = await call(founder, 'PATCH', `/boards/${board.id}`, {
      name: 'Renamed',
      positions: seatsWith({ CFO: 'gpt-imaginary' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      "The CFO seat names the model 'gpt-imaginary', which Fake vLLM does not offer (its models: fake-large, fake-small)",
    );
    const unchanged = (await call(founder, 'GET', `/boards/${board.id}`)).json();
    expect(unchanged.name).toBe('Seed board');
    expect(await modelOf(founder, board.id, 'CFO')).toBeNull();

    const accepted = await call(founder, 'PATCH', `/boards/${board.id}`, {
      positions: seatsWith({ CFO: 'fake-small' }),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await modelOf(founder, board.id, 'CFO')).toBe('fake-small');
  });

  it("is checked when a board is created, against its organization's provider", async () => {
    await call(chief, 'POST', `/superadmin/providers/${listing.id}/default`);
    try {
      const founder = await createUser(t.app);
      const refused = await call(founder, 'POST', '/boards', {
        name: 'New board',
        template_slug: 'startup-board',
        custom_positions: seatsWith({ CTO: 'fake-medium' }),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toMatch(/^The CTO seat names the model 'fake-medium'/);
      expect((await call(founder, 'GET', '/boards')).json()).toEqual([]);
      const created = await createBoard(t.app, founder, {
        custom_positions: seatsWith({ CTO: 'fake-large' }),
      });
      expect(await modelOf(founder, created.id, 'CTO')).toBe('fake-large');
    } finally {
      await call(chief, 'POST', '/superadmin/providers/environment/default');
    }
  });

  it('goes unchecked when the list cannot be read, and a name already on the board never blocks an edit', async () => {
    const founder = await createUser(t.app);
    // The offline engine lists no models: any name is kept for a provider chosen later.
    const offline = await createBoard(t.app, founder, { custom_positions: seatsWith({ CEO: 'any-model' }) });
    expect(await modelOf(founder, offline.id, 'CEO')).toBe('any-model');

    const board = await createBoard(t.app, founder);
    await call(founder, 'PUT', `/boards/${board.id}/provider`, { provider_id: unreachable.id });
    const unchecked = await call(founder, 'PATCH', `/boards/${board.id}`, {
      positions: seatsWith({ CFO: 'retired-model' }),
    });
    expect(unchecked.statusCode, unchecked.body).toBe(200);

    await call(founder, 'PUT', `/boards/${board.id}/provider`, { provider_id: listing.id });
    const renamed = await call(founder, 'PATCH', `/boards/${board.id}`, {
      name: 'Renamed board',
      positions: seatsWith({ CFO: 'retired-model' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const newName = await call(founder, 'PATCH', `/boards/${board.id}`, {
      positions: seatsWith({ CFO: 'retired-model', CEO: 'another-unknown' }),
    });
    expect(newName.statusCode).toBe(422);
    expect(newName.json().detail).toMatch(/^The CEO seat names the model 'another-unknown'/);
  });
});
