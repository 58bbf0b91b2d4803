import { describe, expect, it } from 'vitest';
import { DELETE_ORGANIZATION_MESSAGES } from '../../../contracts/organizations.ts';
import { DEFAULT_PERMISSIONS, ORG_ACTIONS, ORG_ROLES } from '../../../contracts/permissions.ts';
import { apiCaller } from '../../test/api.ts';
import {
  type Actor,
  aiSeat,
  createBoard,
  createUser,
  humanSeat,
  joinOrganization,
  login,
  organizationTeam,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedTestApp } from '../../test/helper.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

const CHIEF = 'chief-org-tests@example.com';
const t = sharedTestApp({ SUPERADMIN_EMAILS: CHIEF, HUMAN_RESPONSE_WINDOW_MINUTES: '30' });

const api = apiCaller(() => t.app);

const team = () => organizationTeam(t.app);

/** A board of the organization whose CFO seat is a human seat the member holds. */
const boardWithMemberAsCfo = (admin: Actor, member: Actor, orgId: string) =>
  createBoard(t.app, admin, {
    organization_id: orgId,
    custom_positions: [aiSeat('CEO', 0.5), humanSeat('CFO', 'CFO', member.user.email!, 0.5)],
  });

describe('organizations', () => {
  it('every account starts with a personal organization it administers', async () => {
    const actor = await createUser(t.app);
    const [org] = (await api(actor, 'GET', '/organizations')).json();
    expect(org).toMatchObject({
      is_personal: true,
      role: 'admin',
      plan: 'free',
      name: `${actor.user.full_name}'s organization`,
    });
    const detail = (await api(actor, 'GET', `/organizations/${org.id}`)).json();
    expect(detail.permissions).toEqual(DEFAULT_PERMISSIONS);
    expect(detail.allowed_actions).toHaveLength(Object.keys(DEFAULT_PERMISSIONS).length);
  });

  it('a guest who registers keeps the organization and its boards', async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' })).json()
      .access_token as string;
    const headers = { authorization: `Bearer ${guest}` };
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/v1/boards',
      headers,
      payload: { name: 'Guest board', template_slug: 'startup-board', custom_positions: [] },
    });
    expect(board.statusCode).toBe(201);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      payload: {
        email: 'claimed@example.com',
        username: 'claimed',
        full_name: 'Cleo Claimed',
        password: 'a long secret phrase',
      },
    });
    expect(registered.statusCode).toBe(201);
    // The guest's token ends with registration: the account signs in afresh.
    headers.authorization = `Bearer ${await login(t.app, 'claimed@example.com', 'a long secret phrase')}`;
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/v1/organizations', headers })).json();
    expect(orgs).toMatchObject([{ name: "Cleo Claimed's organization", role: 'admin' }]);
    const boards = (
      await t.app.inject({ method: 'GET', url: `/api/v1/boards?organization_id=${orgs[0].id}`, headers })
    ).json();
    expect(boards).toMatchObject([{ name: 'Guest board', organization_name: "Cleo Claimed's organization" }]);
  });

  it('members see exactly the boards they were added to; Admins and Managers see all', async () => {
    const { admin, manager, member, orgId } = await team();
    const shared = await createBoard(t.app, admin, { name: 'Shared', organization_id: orgId });
    await createBoard(t.app, admin, { name: 'Private', organization_id: orgId });
    await api(admin, 'POST', `/boards/${shared.id}/members`, { user_id: member.user.id });
    const names = async (actor: Actor) =>
      ((await api(actor, 'GET', `/boards?organization_id=${orgId}`)).json() as { name: string }[])
        .map((b) => b.name)
        .sort();
    expect(await names(member)).toEqual(['Shared']);
    expect(await names(manager)).toEqual(['Private', 'Shared']);
    const card = (await api(member, 'GET', `/boards/${shared.id}`)).json();
    expect(card.abilities).toEqual(['start_sessions']);
    expect(card.organization_name).toBe(`${admin.user.full_name}'s organization`);
  });

  it('the organization’s matrix is enforced as saved: Delete Boards for Managers, Start Sessions taken from Members', async () => {
    const { admin, manager, member, orgId } = await team();
    const board = await createBoard(t.app, admin, { organization_id: orgId });
    await api(admin, 'POST', `/boards/${board.id}/members`, { user_id: member.user.id });
    expect((await api(manager, 'DELETE', `/boards/${board.id}`)).statusCode).toBe(403);
    const refused = await api(manager, 'PATCH', `/organizations/${orgId}`, {
      permissions: DEFAULT_PERMISSIONS,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await api(admin, 'PATCH', `/organizations/${orgId}`, {
      permissions: {
        ...DEFAULT_PERMISSIONS,
        delete_boards: ['admin', 'manager'],
        start_sessions: ['admin', 'manager'],
      },
    });
    expect(saved.json().permissions.delete_boards).toEqual(['admin', 'manager']);
    expect((await startSession(t.app, member, board.id, validDecision())).statusCode).toBe(403);
    const summary = (await api(member, 'GET', '/organizations'))
      .json()
      .find((o: { id: string }) => o.id === orgId);
    expect(summary.allowed_actions).not.toContain('start_sessions');
    expect((await api(manager, 'DELETE', `/boards/${board.id}`)).statusCode).toBe(204);
  });

  it('tells the web app who administers an organization: its Admins, whatever the matrix grants', async () => {
    const { admin, manager, orgId } = await team();
    await api(admin, 'PATCH', `/organizations/${orgId}`, {
      permissions: Object.fromEntries(ORG_ACTIONS.map((action) => [action, ORG_ROLES])),
    });
    const administers = async (actor: Actor) =>
      (await api(actor, 'GET', `/organizations/${orgId}`)).json().can_administer;
    expect(await administers(admin)).toBe(true);
    expect(await administers(manager)).toBe(false);
  });

  it('Admins cannot be taken out of the matrix', async () => {
    const { admin, orgId } = await team();
    const saved = await api(admin, 'PATCH', `/organizations/${orgId}`, {
      permissions: { ...DEFAULT_PERMISSIONS, manage_members: [], delete_boards: [] },
    });
    expect(saved.json().permissions.manage_members).toEqual(['admin']);
    expect(saved.json().allowed_actions).toContain('delete_boards');
  });

  it('keeps at least one Admin, and only an Admin makes or unmakes Admins', async () => {
    const { admin, manager, member, orgId } = await team();
    const demote = await api(admin, 'PATCH', `/organizations/${orgId}/members/${admin.user.id}`, {
      role: 'member',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(
      'An organization must keep at least one Admin. Make someone else an Admin first.',
    );
    const leave = await api(member, 'DELETE', `/organizations/${orgId}/members/${member.user.id}`);
    expect(leave.statusCode).toBe(204);
    await api(admin, 'PATCH', `/organizations/${orgId}`, {
      permissions: { ...DEFAULT_PERMISSIONS, manage_members: ['admin', 'manager'] },
    });
    const promote = await api(manager, 'PATCH', `/organizations/${orgId}/members/${manager.user.id}`, {
      role: 'admin',
    });
    expect(promote.statusCode).toBe(403);
  });

  it('removing a member takes their boards and frees the human seats they held', async () => {
    const { admin, member, orgId } = await team();
    const board = await boardWithMemberAsCfo(admin, member, orgId);
    await api(admin, 'POST', `/boards/${board.id}/members`, { user_id: member.user.id });
    expect((await api(admin, 'DELETE', `/organizations/${orgId}/members/${member.user.id}`)).statusCode).toBe(
      204,
    );
    // Their sessions ended with the membership; signed in again, the board is gone from them.
    expect((await api(member, 'GET', `/boards/${board.id}`)).statusCode).toBe(401);
    const again = await login(t.app, member.user.email!, member.password);
    const back = { ...member, token: again, headers: { authorization: `Bearer ${again}` } };
    expect((await api(back, 'GET', `/boards/${board.id}`)).statusCode).toBe(404);
    const seats = (await api(admin, 'GET', `/boards/${board.id}/positions`)).json();
    expect(seats[1]).toMatchObject({ type: 'Human', assigned_user_email: null });
  });

  it('a seat taken away stops its former holder at once, whatever the session snapshot says', async () => {
    const { admin, member, orgId } = await team();
    const board = await boardWithMemberAsCfo(admin, member, orgId);
    const { session_id } = (await startSession(t.app, admin, board.id)).json();
    await api(admin, 'PUT', `/boards/${board.id}/positions/${board.positions[1]!.id}/assignee`, {
      email: null,
    });
    const submitted = await api(member, 'POST', `/boards/sessions/${session_id}/perspectives`, {
      stance: 'support',
      perspective: 'x'.repeat(60),
      key_points: [],
      confidence: 0.7,
    });
    expect(submitted.statusCode).toBe(404);
    expect((await api(member, 'GET', `/sessions/${session_id}`)).statusCode).toBe(404);
  });

  it('giving a seat never tells whether an address has an account', async () => {
    const { admin, orgId } = await team();
    const outsider = await createUser(t.app);
    const board = await createBoard(t.app, admin, { organization_id: orgId });
    const seatWith = (email: string) =>
      api(admin, 'PATCH', `/boards/${board.id}`, {
        positions: [
          { key: 'CEO', title: 'CEO', weight: 0.5 },
          { key: 'CFO', title: 'CFO', weight: 0.5, type: 'Human', is_human: true, human_email: email },
        ],
      });
    const registered = (await seatWith(outsider.user.email!)).json().detail as string;
    const unknown = (await seatWith('nobody-at-all@example.com')).json().detail as string;
    expect(registered.replace(outsider.user.email!, 'X')).toBe(
      unknown.replace('nobody-at-all@example.com', 'X'),
    );
  });

  it('a super-admin reads any board but cannot start a session on it; the flag comes from the database', async () => {
    const chief = await createUser(t.app, { email: CHIEF });
    expect((await api(chief, 'GET', '/auth/me')).json().is_superadmin).toBe(true);
    const owner = await createUser(t.app);
    const board = await createBoard(t.app, owner);
    expect((await api(chief, 'GET', `/boards/${board.id}`)).statusCode).toBe(200);
    expect((await startSession(t.app, chief, board.id)).statusCode).toBe(403);
    expect((await api(owner, 'GET', `/boards/${board.id}/sessions`)).json()).toEqual([]);
  });
});

describe('Manage Members: a board and its seats change all at once', () => {
  it('changes weights and a holder, refuses a bad set whole, and leaves past sessions as they were', async () => {
    const { admin, member, orgId } = await team();
    const board = await createBoard(t.app, admin, { organization_id: orgId });
    const { session_id } = (await startSession(t.app, admin, board.id)).json();
    const { detail: before } = await waitForSession(t.app, admin, session_id);
    const positions = board.positions.map((p) => ({ key: p.key, title: p.title, weight: p.weight }));
    const bad = await api(admin, 'PATCH', `/boards/${board.id}`, {
      name: 'Renamed',
      positions: positions.map((p, i) => ({ ...p, weight: i === 0 ? p.weight + 0.1 : p.weight })),
    });
    expect(bad.statusCode).toBe(422);
    expect((await api(admin, 'GET', `/boards/${board.id}`)).json().name).toBe(board.name);
    const changed = positions.map((p, i) =>
      i === 0
        ? { ...p, weight: p.weight - 0.05 }
        : i === 1
          ? { ...p, weight: p.weight + 0.05, type: 'Human', is_human: true, human_email: member.user.email }
          : p,
    );
    const saved = await api(admin, 'PATCH', `/boards/${board.id}`, { name: 'Renamed', positions: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().positions[1]).toMatchObject({
      type: 'Human',
      assigned_user_email: member.user.email,
    });
    expect(saved.json().positions.map((p: { id: string }) => p.id)).toEqual(board.positions.map((p) => p.id));
    expect((await api(admin, 'GET', `/sessions/${session_id}`)).json()).toEqual(before);
    await api(admin, 'PATCH', `/boards/${board.id}`, { status: 'inactive' });
    const asked = await startSession(t.app, admin, board.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().detail).toMatch(/^This board is inactive/);
  });
});

describe('the audit trail', () => {
  it('records who did what, filterable by action, for Admins only', async () => {
    const { admin, manager, orgId } = await team();
    await createBoard(t.app, admin, { organization_id: orgId, name: 'Audited' });
    const trail = (await api(admin, 'GET', `/organizations/${orgId}/audit?page_size=50`)).json();
    const actions = trail.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['invite.sent', 'invite.accepted', 'board.created', 'auth.sign_in']),
    );
    expect(trail.events[0]).toMatchObject({
      action: 'board.created',
      actor_email: admin.user.email,
      summary: 'Created the board Audited',
    });
    const invites = (await api(admin, 'GET', `/organizations/${orgId}/audit?action=invite.accepted`)).json();
    expect(invites.total).toBe(2);
    expect((await api(manager, 'GET', `/organizations/${orgId}/audit`)).statusCode).toBe(403);
    // An outsider's sign-ins are not this organization's business.
    const outsider = await createUser(t.app);
    const signIns = (
      await api(admin, 'GET', `/organizations/${orgId}/audit?action=auth.sign_in&page_size=100`)
    ).json();
    expect(signIns.events.map((e: { actor_email: string }) => e.actor_email)).not.toContain(
      outsider.user.email,
    );
    expect(signIns.events.map((e: { actor_email: string }) => e.actor_email)).toContain(manager.user.email);
  });

  it('writes nothing when the change it records is refused, or changes nothing', async () => {
    const { admin, orgId } = await team();
    const before = (await api(admin, 'GET', `/organizations/${orgId}/audit`)).json().total;
    await api(admin, 'PATCH', `/organizations/${orgId}/members/${admin.user.id}`, { role: 'member' });
    const org = (await api(admin, 'GET', `/organizations/${orgId}`)).json();
    await api(admin, 'PATCH', `/organizations/${orgId}`, {
      name: org.name,
      permissions: DEFAULT_PERMISSIONS,
    });
    expect((await api(admin, 'GET', `/organizations/${orgId}/audit`)).json().total).toBe(before);
  });
});

describe('plans', () => {
  it('records an upgrade request once, for those who manage billing', async () => {
    const { admin, manager, orgId } = await team();
    expect(
      (await api(manager, 'POST', `/organizations/${orgId}/upgrade-requests`, { plan: 'team' })).statusCode,
    ).toBe(403);
    const requested = await api(admin, 'POST', `/organizations/${orgId}/upgrade-requests`, { plan: 'team' });
    expect(requested.json()).toMatchObject({ plan: 'team', status: 'pending' });
    expect(
      (await api(admin, 'POST', `/organizations/${orgId}/upgrade-requests`, { plan: 'business' })).statusCode,
    ).toBe(409);
    expect((await api(admin, 'GET', `/organizations/${orgId}`)).json().pending_upgrade).toBe('team');
  });
});

describe('deleting an organization', () => {
  it('takes an Admin, its name typed out and the password; its boards go, its members stay', async () => {
    const admin = await createUser(t.app);
    const made = await api(admin, 'POST', '/organizations', { name: 'Harbour Ltd' });
    expect(made.statusCode, made.body).toBe(201);
    const orgId = made.json().id as string;
    const member = await createUser(t.app);
    await joinOrganization(t.app, admin, orgId, member, { role: 'manager' });
    const board = await createBoard(t.app, admin, { name: 'Harbour Board', organization_id: orgId });
    const remove = (actor: Actor, body: Record<string, string>) =>
      api(actor, 'DELETE', `/organizations/${orgId}`, body);

    expect(
      (await remove(member, { confirmation: 'Harbour Ltd', current_password: member.password })).statusCode,
    ).toBe(403);
    const mismatch = await remove(admin, { confirmation: 'Harbour', current_password: admin.password });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail).toBe(DELETE_ORGANIZATION_MESSAGES.mismatch);
    expect(
      (await remove(admin, { confirmation: 'Harbour Ltd', current_password: 'not it' })).statusCode,
    ).toBe(403);
    const personal = await personalOrganization(t.app, admin);
    const own = await api(admin, 'DELETE', `/organizations/${personal}`, {
      confirmation: `${admin.user.full_name}'s organization`,
      current_password: admin.password,
    });
    expect(own.statusCode).toBe(409);
    expect((await api(member, 'GET', `/boards/${board.id}`)).statusCode).toBe(200);

    const done = await remove(admin, { confirmation: ' harbour ltd ', current_password: admin.password });
    expect(done.statusCode, done.body).toBe(204);
    expect((await api(member, 'GET', `/boards/${board.id}`)).statusCode).toBe(404);
    expect((await api(admin, 'GET', `/organizations/${orgId}`)).statusCode).toBe(404);
    const listed = (await api(member, 'GET', '/organizations')).json() as { id: string }[];
    expect(listed.map((o) => o.id)).not.toContain(orgId);
    // The person stays: only the organization went.
    expect((await api(member, 'GET', '/auth/me')).statusCode).toBe(200);
  });
});
