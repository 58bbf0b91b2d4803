// The actor cache seen from outside: whatever changes what someone may do — through the API,
// or straight in the database as another process, a job or an operator would — is obeyed by the
// very next requests; and a cached actor saves the statement it stands for.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_CHANNEL } from '../../realtime/event-bus.ts';
import { createBoard, createUser, joinOrganization, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });

/**
 * The status a request answers once a change made outside this process has been announced. On
 * PostgreSQL the announcement travels on another connection; this waits for it, boundedly.
 */
async function settledStatus(request: () => Promise<{ statusCode: number }>, expected: number) {
  let status = 0;
  for (let i = 0; i < 100; i++) {
    status = (await request()).statusCode;
    if (status === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

describe('authorization through the actor cache', () => {
  it('refuses a token at once after logout', async () => {
    const user = await createUser(t.app);
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses a sign-in revoked in the database by someone else', async () => {
    const user = await createUser(t.app);
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    await t.app.database.pool.query('update auth_sessions set revoked_at = now() where user_id = $1', [
      user.user.id,
    ]);
    expect(await settledStatus(() => me(user.headers.authorization), 401)).toBe(401);
  });

  it('hides a board from a member removed in the database by someone else', async () => {
    const admin = await createUser(t.app);
    const manager = await createUser(t.app);
    const organizationId = await personalOrganization(t.app, admin);
    const board = await createBoard(t.app, admin);
    await joinOrganization(t.app, admin, organizationId, manager, { role: 'manager' });
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}`, headers: manager.headers });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    await t.app.database.pool.query(
      'delete from organization_members where organization_id = $1 and user_id = $2',
      [organizationId, manager.user.id],
    );
    expect(await settledStatus(read, 404)).toBe(404);
  });
});

describe('what the database announces', () => {
  /** Collects this database's notifications until a marker sent after the changes arrives. */
  async function announcementsDuring(changes: () => Promise<void>): Promise<string[]> {
    const heard: string[] = [];
    let markerHeard: () => void = () => {};
    const marker = new Promise<void>((resolve) => {
      markerHeard = resolve;
    });
    const onPayload = (payload: string) => {
      if (payload === 'test|marker') markerHeard();
      else heard.push(payload);
    };
    let stop: () => Promise<void>;
    if (t.databaseUrl) {
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      client.on('notification', (n) => onPayload(n.payload ?? ''));
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      stop = () => client.end();
    } else {
      stop = await t.app.database.listen!(NOTIFY_CHANNEL, onPayload);
    }
    try {
      await changes();
      // Notifications arrive in commit order: once the marker is here, so is all before it.
      await t.app.database.pool.query(`select pg_notify('${NOTIFY_CHANNEL}', 'test|marker')`);
      await marker;
    } finally {
      await stop();
    }
    return heard.filter((payload) => payload.startsWith('db|'));
  }

  it('announces a change to a membership, a role or a sign-in, and not a Last Active or last-seen write', async () => {
    const user = await createUser(t.app);
    const pool = t.app.database.pool;
    expect(
      await announcementsDuring(async () => {
        await pool.query('update users set last_active_at = now() where id = $1', [user.user.id]);
      }),
    ).toEqual([]);
    // A session's last use and its re-authentication are no part of what it may do either.
    expect(
      await announcementsDuring(async () => {
        await pool.query(
          'update auth_sessions set last_seen_at = now(), authenticated_at = now() where user_id = $1',
          [user.user.id],
        );
      }),
    ).toEqual([]);
    expect(
      await announcementsDuring(async () => {
        await pool.query(`update organization_members set role = 'manager' where user_id = $1`, [
          user.user.id,
        ]);
      }),
    ).toEqual(['db|access']);
    expect(
      await announcementsDuring(async () => {
        await pool.query('update users set is_superadmin = true where id = $1', [user.user.id]);
      }),
    ).toEqual(['db|access']);
    expect(
      await announcementsDuring(async () => {
        await pool.query('update auth_sessions set revoked_at = now() where user_id = $1', [user.user.id]);
      }),
      // An ended session also wakes its owner's open tabs, which sign themselves out.
    ).toEqual(expect.arrayContaining(['db|access', `db|user:${user.user.id}`]));
  });
});
