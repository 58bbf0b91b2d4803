// Sessions one can see and end, the password change, re-authentication, an Admin signing a
// member out and a super-admin disabling an account — on a clock the tests move.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { callAs } from '../../test/api.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type Actor,
  createUser,
  login,
  organizationTeam,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedTestApp } from '../../test/helper.ts';
import { ACCOUNT_DISABLED } from '../auth/service.ts';
import { WRONG_PASSWORD } from './reauth.ts';
import { SESSION_END_REASONS } from './session-end.ts';

const SUPERADMIN = `root-${randomBytes(4).toString('hex')}@example.com`;
const clock = createTestClock();
const t = sharedTestApp({ SUPERADMIN_EMAILS: SUPERADMIN }, { now: clock.now });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;
async function signIn(actor: Actor, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: actor.user.email!, password: actor.password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    remoteAddress,
  });
  return response.json().access_token as string;
}
type Listed = { id: string; user_agent: string | null; ip: string | null; current: boolean }[];
const list = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(token) })
  ).json() as Listed;

describe('my sessions', () => {
  it('lists each sign-in with its device and address, and marks this one', async () => {
    const user = await createUser(t.app);
    const laptop = await signIn(user, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', '10.1.0.7');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      ip: '10.1.0.7',
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // A signed-in request shows as the member's 'Last Active' at once.
    const orgId = await personalOrganization(t.app, user);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/members`,
      headers: bearer(laptop),
    });
    expect(members.json()[0].last_active).not.toBeNull();
  });

  it('ends one other session at once, and only one of my own', async () => {
    const user = await createUser(t.app);
    const phone = await signIn(user, 'Phone', '10.1.0.8');
    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    const stranger = await createUser(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await meStatus(phone)).toBe(200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: user.headers,
    });
    expect(ended.statusCode).toBe(204);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
    expect((await list(user.token)).map((s) => s.id)).not.toContain(phoneId);
  });

  it('ends all others after re-authentication, keeping this one', async () => {
    const user = await createUser(t.app);
    const others = [await signIn(user, 'A', '10.1.0.9'), await signIn(user, 'B', '10.1.0.10')];
    const endOthers = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sessions/end-others',
        headers: user.headers,
        payload: body,
      });
    clock.advanceMinutes(11);
    const stale = await endOthers({});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(REAUTH_REQUIRED);
    expect((await endOthers({ current_password: 'wrong one' })).json().detail).toBe(WRONG_PASSWORD);
    for (const token of others) expect(await meStatus(token)).toBe(200);
    const done = await endOthers({ current_password: user.password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 2 });
    for (const token of others) expect(await meStatus(token)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
  });
});

describe('the inactivity timeout', () => {
  it('ends a session unused longer than SESSION_IDLE_MINUTES, with the reason; used ones live on', async () => {
    const user = await createUser(t.app);
    const idle = await signIn(user, 'Idle Browser', '203.0.113.20');
    const busy = await signIn(user, 'Busy Browser', '203.0.113.21');
    // Last used nine hours ago: past the default eight.
    await t.app.database.db.execute(
      sql`update auth_sessions set last_seen_at = now() - interval '9 hours'
          where user_id = ${user.user.id} and user_agent = 'Idle Browser'`,
    );
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(idle) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(SESSION_END_REASONS.inactive);
    // Ended for good, with its reason: the session list no longer holds it.
    expect(await meStatus(idle)).toBe(401);
    const listed = await list(busy);
    expect(listed.map((s) => s.user_agent)).not.toContain('Idle Browser');
    expect(await meStatus(busy)).toBe(200);
  });
});

describe('re-authentication', () => {
  it('opens a 10-minute window for sensitive changes, which then closes', async () => {
    const user = await createUser(t.app);
    const status = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/reauthenticate', headers: user.headers })
      ).json().recent_until as string | null;
    expect(await status()).not.toBeNull();
    clock.advanceMinutes(11);
    expect(await status()).toBeNull();
    const reauth = (password: string) => callAs(t.app, user, 'POST', '/auth/reauthenticate', { password });
    expect((await reauth('not it')).statusCode).toBe(403);
    const ok = await reauth(user.password);
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().recent_until).getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    const change = await callAs(t.app, user, 'PUT', '/auth/password', {
      new_password: 'changed within the window',
    });
    expect(change.statusCode).toBe(204);
  });
});

describe('changing the password', () => {
  it('needs re-authentication, ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.app);
    const other = await signIn(user, 'Other', '10.1.0.11');
    clock.advanceMinutes(11);
    const change = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/auth/password', headers: user.headers, payload: body });
    expect((await change({ new_password: 'a fresh passphrase' })).statusCode).toBe(403);
    const weak = await change({ new_password: 'password', current_password: user.password });
    expect(weak.statusCode).toBe(422);
    expect(
      (await change({ new_password: 'a fresh passphrase', current_password: user.password })).statusCode,
    ).toBe(204);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
    await login(t.app, user.user.email!, 'a fresh passphrase');
    await expect(login(t.app, user.user.email!, user.password)).rejects.toThrow();
  });
});

describe("an Admin ends a member's sessions", () => {
  it('signs the member out everywhere; a Manager or an outsider cannot', async () => {
    const { admin, manager, member, orgId } = await organizationTeam(t.app);
    const second = await signIn(member, 'Tablet', '10.1.0.12');
    const outsider = await createUser(t.app);
    const end = (actor: Actor, userId = member.user.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/organizations/${orgId}/members/${userId}/sessions`,
        headers: actor.headers,
      });
    expect((await end(manager)).statusCode).toBe(403);
    expect((await end(outsider)).statusCode).toBe(404);
    expect((await end(admin, outsider.user.id)).statusCode).toBe(404);
    expect(await meStatus(member.token)).toBe(200);
    const done = await end(admin);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 2 });
    expect(await meStatus(member.token)).toBe(401);
    expect(await meStatus(second)).toBe(401);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/audit?action=member.sessions_ended`,
      headers: admin.headers,
    });
    expect(audit.json().total).toBe(1);
  });
});

describe('disabling an account', () => {
  it('ends its sessions and refuses sign-in until it is enabled again', async () => {
    const root = await createUser(t.app, { email: SUPERADMIN });
    const user = await createUser(t.app);
    const toggle = (disabled: boolean, actor = root) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/superadmin/users/${user.user.id}/disabled`,
        headers: actor.headers,
        payload: { disabled },
      });
    expect((await toggle(true, user)).statusCode).toBe(403);
    expect((await toggle(true)).json()).toEqual({ disabled: true });
    expect(await meStatus(user.token)).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: user.user.email!, password: user.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(ACCOUNT_DISABLED);
    expect((await toggle(false)).statusCode).toBe(200);
    await login(t.app, user.user.email!, user.password);
  });
});
