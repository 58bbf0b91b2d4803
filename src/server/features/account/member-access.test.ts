// An open tab loses its access at once: when an Admin removes its person from an organization,
// signs them out, or a super-admin disables the account, the tab's notification stream says so
// (with the reason) and closes — woken by the database, not by polling.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framesOf, openEventStream } from '../../test/event-stream.ts';
import { type Actor, createUser, joinOrganization, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { SESSION_END_REASONS } from './session-end.ts';

const SUPERADMIN = `root-${randomBytes(4).toString('hex')}@example.com`;
let t: TestApp;
let base: string;
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  t = await buildTestApp({ SUPERADMIN_EMAILS: SUPERADMIN });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const request of open) request.destroy();
  await t.close();
});

interface Stream {
  status: number;
  /** Resolves with the `signed_out` frame's detail when the server ends the stream. */
  ended: Promise<string | null>;
  body: () => string;
}

/** The member's open tab: their notification stream, read until the server closes it. */
async function openStream(actor: Actor): Promise<Stream> {
  const stream = await openEventStream(`${base}/api/v1/notifications/stream`, actor.headers, open);
  const ended = stream.ended.then(
    (text) => framesOf<{ detail: string }>(text, 'signed_out')[0]?.detail ?? null,
  );
  return { status: stream.status, ended, body: stream.body };
}

/** Waits until the stream has sent its first frame (it is then following the bus). */
async function following(stream: Stream): Promise<void> {
  while (!stream.body().includes('event: notifications')) await new Promise((r) => setTimeout(r, 50));
}

const me = async (actor: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers })).statusCode;

async function organizationWithMember() {
  const admin = await createUser(t.app);
  const orgId = await personalOrganization(t.app, admin);
  const member = await createUser(t.app);
  await joinOrganization(t.app, admin, orgId, member);
  return { admin, orgId, member };
}

describe('removing a member ends their access at once', () => {
  it("signs the removed member's open tab out with the reason, and records it", async () => {
    const { admin, orgId, member } = await organizationWithMember();
    const tab = await openStream(member);
    expect(tab.status).toBe(200);
    await following(tab);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${member.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await tab.ended).toBe(SESSION_END_REASONS.removed_from_organization);
    expect(await me(member)).toBe(401);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/audit?action=member.removed`,
      headers: admin.headers,
    });
    expect(audit.json().events[0].summary).toMatch(/1 session\(s\) ended/);
  }, 30_000);

  it('keeps the session of a member who leaves on their own', async () => {
    const { orgId, member } = await organizationWithMember();
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${member.user.id}`,
      headers: member.headers,
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await me(member)).toBe(200);
  });
});

describe('an Admin ends a member’s sessions, a super-admin disables an account', () => {
  it('signs the open tab out, saying an administrator did it', async () => {
    const { admin, orgId, member } = await organizationWithMember();
    const tab = await openStream(member);
    await following(tab);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${member.user.id}/sessions`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(await tab.ended).toBe(SESSION_END_REASONS.ended_by_admin);
  }, 30_000);

  it('signs a disabled account’s tab out, saying it is disabled', async () => {
    const root = await createUser(t.app, { email: SUPERADMIN });
    const user = await createUser(t.app);
    const tab = await openStream(user);
    await following(tab);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/superadmin/users/${user.user.id}/disabled`,
      headers: root.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await tab.ended).toBe(SESSION_END_REASONS.account_disabled);
  }, 30_000);

  it('leaves the tab open while its session stays live', async () => {
    const { admin, orgId, member } = await organizationWithMember();
    const other = await createUser(t.app);
    await joinOrganization(t.app, admin, orgId, other);
    const tab = await openStream(member);
    await following(tab);
    // Someone else is removed: this member's stream is not woken, or stays open when it is.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${other.user.id}`,
      headers: admin.headers,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/members/${member.user.id}/sessions`,
      headers: admin.headers,
    });
    // The first change that concerns this member is the one it reports.
    expect(await tab.ended).toBe(SESSION_END_REASONS.ended_by_admin);
  }, 30_000);
});
