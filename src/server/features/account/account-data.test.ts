// Your data: the export of everything about you (after re-authentication), and deleting your
// account — refused while an organization with other members would be left without an Admin;
// your own organization and boards go, the organization's record of what you did stays, as
// "Former member"; every session ends.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { callAs } from '../../test/api.ts';
import { auditPage } from '../../test/audit.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type Actor,
  addBoardMember,
  boardWithDirector,
  createBoard,
  createOrganization,
  createUser,
  joinOrganization,
  login,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedTestApp } from '../../test/helper.ts';
import { completeMeeting, runningMeeting } from '../../test/meetings.ts';
import { circulateResolution, leaseResolution, voteOnResolution } from '../../test/resolutions.ts';
import { DELETE_CONFIRMATION_MISMATCH, EXPORT_FORMAT, FORMER_MEMBER } from './account-data.ts';

const SUPERADMIN = `root-${randomBytes(4).toString('hex')}@example.com`;
const clock = createTestClock();
const t = sharedTestApp({ SUPERADMIN_EMAILS: SUPERADMIN }, { now: clock.now });

const exportData = (actor: Actor, password?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/account/export',
    headers: actor.headers,
    payload: password === undefined ? {} : { current_password: password },
  });
const deleteAccount = (actor: Actor, confirmation: string, password?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/auth/account',
    headers: actor.headers,
    payload: { confirmation, ...(password === undefined ? {} : { current_password: password }) },
  });

describe('exporting your data', () => {
  it('gives your profile, organizations, boards and trail as JSON, after re-authentication', async () => {
    const me = await createUser(t.app);
    const board = await createBoard(t.app, me, { name: 'My exported board' });
    clock.advanceMinutes(11);
    const refused = await exportData(me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REAUTH_REQUIRED);
    expect((await exportData(me, 'not my password')).statusCode).toBe(403);

    const response = await exportData(me, me.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="boardwise-my-data-/);
    const data = response.json();
    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(data.organizations).toEqual([expect.objectContaining({ role: 'admin', personal: true })]);
    expect(data.boards.map((b: { name: string }) => b.name)).toContain('My exported board');
    expect(data.boards.find((b: { id: string }) => b.id === board.id).seats.length).toBeGreaterThan(0);
    expect(data.audit_events.map((e: { action: string }) => e.action)).toContain('board.created');
    expect(data.sign_in_sessions.length).toBeGreaterThan(0);
    // No secret leaves: no password hash, no token hashes.
    expect(response.body).not.toMatch(/password_?hash|token_?hash|scrypt/i);
  });
});

describe('deleting your account', () => {
  it('is refused while you are the only Admin of an organization with other members', async () => {
    const admin = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const teamId = await createOrganization(t.app, admin, `Team of ${admin.user.username}`);
    const member = await createUser(t.app);
    await joinOrganization(t.app, admin, teamId, member);
    expect(orgId).not.toBe(teamId);

    expect((await deleteAccount(admin, 'someone@else.example', admin.password)).json().detail).toBe(
      DELETE_CONFIRMATION_MISMATCH,
    );
    expect((await deleteAccount(admin, admin.user.email!, 'wrong password')).statusCode).toBe(403);
    const refused = await deleteAccount(admin, admin.user.email!, admin.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`You are the only Admin of Team of ${admin.user.username}`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: admin.headers })).statusCode,
    ).toBe(200);
    // Handing the organization over lifts the refusal.
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${teamId}/members/${member.user.id}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await deleteAccount(admin, admin.user.email!, admin.password)).statusCode).toBe(204);
  });

  it('removes you and your own boards, keeps the organization’s record as "Former member", and ends every session', async () => {
    const owner = await createUser(t.app);
    const orgId = await personalOrganization(t.app, owner);
    const leaver = await createUser(t.app);
    await joinOrganization(t.app, owner, orgId, leaver, { role: 'manager' });
    const orgBoard = await createBoard(t.app, leaver, { name: 'Board of the org', organization_id: orgId });
    const ownBoard = await createBoard(t.app, leaver, { name: 'My own board' });
    const second = await login(t.app, leaver.user.email!, leaver.password);

    const done = await deleteAccount(leaver, ` ${leaver.user.email!.toUpperCase()} `, leaver.password);
    expect(done.statusCode, done.body).toBe(204);
    for (const token of [leaver.token, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    await expect(login(t.app, leaver.user.email!, leaver.password)).rejects.toThrow();

    // The organization keeps the board the person made, and its trail, without their name.
    expect((await callAs(t.app, owner, 'GET', `/boards/${orgBoard.id}`)).statusCode).toBe(200);
    const audit = await auditPage(t.app, owner, orgId, 'action=board.created');
    const byLeaver = audit.events.filter((e) => e.summary.includes('Board of the org'));
    expect(byLeaver).toHaveLength(1);
    expect(JSON.stringify(byLeaver)).not.toContain(leaver.user.email!);
    expect(JSON.stringify(byLeaver)).toContain(FORMER_MEMBER);
    const members = await callAs(t.app, owner, 'GET', `/organizations/${orgId}/members`);
    expect(JSON.stringify(members.json())).not.toContain(leaver.user.email!);

    // Their own board went with their personal organization.
    const root = await createUser(t.app, { email: SUPERADMIN });
    expect((await callAs(t.app, root, 'GET', `/boards/${ownBoard.id}`)).statusCode).toBe(404);

    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: leaver.user.email,
        username: `back_${randomBytes(3).toString('hex')}`,
        full_name: 'Back again',
        password: 'a new passphrase',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps a director’s written-resolution vote and minutes comment on the record, as "Former member"', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5);
    await addBoardMember(t.app, owner, board.id, director.user.id);
    const circulated = await circulateResolution(t.app, owner, board.id, leaseResolution(clock.now()));
    expect(circulated.statusCode, circulated.body).toBe(201);
    const resolutionId = circulated.json().id as string;
    const voted = await voteOnResolution(t.app, director, resolutionId, {
      vote: 'approve',
      reason: 'The rent is fair',
    });
    expect(voted.statusCode, voted.body).toBe(200);
    const minutesId = await completeMeeting(t.app, owner, await runningMeeting(t.app, owner, board.id));
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/comments`,
      headers: director.headers,
      payload: { body: 'Item 1 was 1.2m' },
    });
    expect(commented.statusCode, commented.body).toBe(201);

    clock.advanceMinutes(1);
    const done = await deleteAccount(director, director.user.email!, director.password);
    expect(done.statusCode, done.body).toBe(204);

    const resolution = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/resolutions/${resolutionId}`,
        headers: owner.headers,
      })
    ).json();
    expect(resolution.directors).toEqual([
      expect.objectContaining({ name: FORMER_MEMBER, vote: 'approve', reason: 'The rent is fair' }),
    ]);
    const comments = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/minutes/${minutesId}/comments`,
        headers: owner.headers,
      })
    ).json();
    expect(comments.comments).toEqual([
      expect.objectContaining({ author_name: FORMER_MEMBER, body: 'Item 1 was 1.2m' }),
    ]);
    const minutes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${minutesId}`,
      headers: owner.headers,
    });
    expect(minutes.body).not.toContain(director.user.full_name);
  });
});
