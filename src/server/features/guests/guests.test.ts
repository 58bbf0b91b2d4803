// Guests are limited (boards, sessions a day) and deleted when nobody claims them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, users } from '../../db/schema/index.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession } from '../../test/sessions.ts';
import { expireGuests } from './expiry.ts';
import { createGuestRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ GUEST_MAX_BOARDS: '1', GUEST_MAX_SESSIONS_PER_DAY: '1', GUEST_EXPIRY_DAYS: '30' });
});
afterAll(() => t.close());

async function guest(): Promise<Actor> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' });
  const token = response.json().access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
  return { token, headers, password: '', user: me.json() };
}

describe('guest quotas', () => {
  it('lets a guest keep GUEST_MAX_BOARDS boards, then answers 403 with a way out', async () => {
    const actor = await guest();
    await createBoard(t.app, actor);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/boards',
      headers: actor.headers,
      payload: { name: 'Second', custom_positions: [] },
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().detail).toMatch(/Create an account/);
  });

  it('lets a guest ask GUEST_MAX_SESSIONS_PER_DAY questions a day, then answers 429', async () => {
    const actor = await guest();
    const board = await createBoard(t.app, actor);
    expect((await startSession(t.app, actor, board.id)).statusCode).toBe(202);
    const again = await startSession(t.app, actor, board.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toMatch(/a day/);
  });

  it('does not limit registered accounts', async () => {
    const actor = await createUser(t.app);
    // Past both guest limits (one board, one session a day here).
    const first = await createBoard(t.app, actor);
    const second = await createBoard(t.app, actor);
    expect(second.id).not.toBe(first.id);
    expect((await startSession(t.app, actor, first.id)).statusCode).toBe(202);
    expect((await startSession(t.app, actor, second.id)).statusCode).toBe(202);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers: actor.headers });
    expect(list.json().map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
  });
});

describe('guest expiry', () => {
  it('deletes guests older than GUEST_EXPIRY_DAYS with their boards, and keeps the rest', async () => {
    const old = await guest();
    const oldBoard = await createBoard(t.app, old);
    const fresh = await guest();
    const claimed = await createUser(t.app);
    const db = t.app.database.db;
    for (const id of [old.user.id, claimed.user.id]) {
      await db.update(users).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(users.id, id));
    }
    const deleted = await expireGuests(createGuestRepository(db), 30);
    expect(deleted).toBe(1);
    const remaining = await db.select({ id: users.id }).from(users);
    const ids = remaining.map((r) => r.id);
    expect(ids).not.toContain(old.user.id);
    expect(ids).toEqual(expect.arrayContaining([fresh.user.id, claimed.user.id]));
    expect(await db.select().from(boards).where(eq(boards.id, oldBoard.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: old.headers })).statusCode,
    ).toBe(401);
  });
});
