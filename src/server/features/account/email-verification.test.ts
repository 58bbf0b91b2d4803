// Proof of an address at registration and on a change of address, and what an unproven account
// may not be given (a seat), against a real SMTP server and a clock the tests move.
import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { PAPER_MESSAGES } from '../../../contracts/papers.ts';
import { organizationMembers } from '../../db/schema/index.ts';
import { callAs } from '../../test/api.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type Actor,
  aiSeat,
  createBoard,
  createUser,
  humanSeat,
  login,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { linkToken, waitForMail } from '../../test/mailbox.ts';
import { uploadPaper } from '../../test/papers.ts';
import { VERIFY_LINKS_PER_HOUR } from './account-security.ts';
import { VERIFY_LINK_INVALID } from './email-verification.ts';
import { WRONG_PASSWORD } from './reauth.ts';

const clock = createTestClock();
const t = sharedMailingTestApp({}, { now: clock.now });

const me = async (actor: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers })).json();
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
async function welcomeToken(actor: Actor): Promise<string> {
  const mail = await waitForMail(t.mailbox.received, actor.user.email!, 'Confirm your Boardwise address');
  return linkToken(mail, 'http://boardwise.test/verify-email/');
}
const resendLink = (actor: Actor) => callAs(t.app, actor, 'POST', '/auth/verify-email/resend');
/** A member who joined before this server sent e-mail, never having proven the address. */
async function earlyMember(organizationId: string) {
  const early = await createUser(t.app);
  await t.app.database.db
    .insert(organizationMembers)
    .values({ organizationId, userId: early.user.id, role: 'member' });
  return early;
}
const changeEmail = (actor: Actor, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/email', headers: actor.headers, payload: body });

/** An admin's organization with a board whose Independent Director seat is human. */
async function boardWithSeat(admin: Actor, holderEmail: string | null) {
  const organization_id = await personalOrganization(t.app, admin);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/boards',
    headers: admin.headers,
    payload: {
      name: 'Seated',
      organization_id,
      board_type: 'advisory',
      template_slug: 'custom',
      custom_positions: [
        aiSeat('CEO', 0.5),
        humanSeat('INDEPENDENT_GOVERNANCE', 'Independent Director', holderEmail, 0.5),
      ],
    },
  });
}

describe('e-mail verification at registration', () => {
  it('sends a link that proves the address once', async () => {
    const user = await createUser(t.app);
    expect(await me(user)).toMatchObject({ email_verified: false, email_enabled: true });
    const token = await welcomeToken(user);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe(user.user.email);
    expect((await me(user)).email_verified).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(VERIFY_LINK_INVALID);
  });

  it('proves only the address of the account it was sent for, whoever follows it', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const token = await welcomeToken(owner);
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: other.headers,
      payload: { token },
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().email).toBe(owner.user.email);
    expect((await me(owner)).email_verified).toBe(true);
    expect(await me(other)).toMatchObject({ email: other.user.email, email_verified: false });
    // A link for another account's change of address moves that account only, to its address.
    const wanted = `wanted-${owner.user.username}@example.com`;
    const before = t.mailbox.received.length;
    expect((await changeEmail(owner, { email: wanted, current_password: owner.password })).statusCode).toBe(
      202,
    );
    const change = linkToken(
      await waitForMail(t.mailbox.received, wanted, 'Confirm your new', before),
      '/verify-email/',
    );
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: other.headers,
      payload: { token: change },
    });
    expect(moved.statusCode).toBe(200);
    expect((await me(owner)).email).toBe(wanted);
    expect((await me(other)).email).toBe(other.user.email);
  });

  it('refuses a link after 24 hours; a new one works and replaces it', async () => {
    const user = await createUser(t.app);
    const old = await welcomeToken(user);
    clock.advanceMinutes(24 * 60 + 1);
    expect((await confirm(old)).statusCode).toBe(400);
    const before = t.mailbox.received.length;
    expect((await resendLink(user)).statusCode).toBe(202);
    const mail = await waitForMail(t.mailbox.received, user.user.email!, 'Confirm your', before);
    expect((await confirm(linkToken(mail, '/verify-email/'))).statusCode).toBe(200);
    expect((await resendLink(user)).statusCode).toBe(409);
  });

  it('limits new links per account per hour', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < VERIFY_LINKS_PER_HOUR; i++) expect((await resendLink(user)).statusCode).toBe(202);
    const refused = await resendLink(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    clock.advanceMinutes(61);
    expect((await resendLink(user)).statusCode).toBe(202);
  });
});

describe('seats need a proven address', () => {
  it('refuses a seat to an unverified account with a clear reason, and gives it once verified', async () => {
    // Their own organization: the one place an unproven account is a member on this server.
    const user = await createUser(t.app);
    const refused = await boardWithSeat(user, user.user.email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('has not confirmed their e-mail address');
    expect((await confirm(await welcomeToken(user))).statusCode).toBe(200);
    expect((await boardWithSeat(user, user.user.email)).statusCode).toBe(201);
  });

  it('holds back board papers others attached until the address is proven, and says so', async () => {
    const admin = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const board = await createBoard(t.app, admin, { organization_id: orgId });
    const early = await earlyMember(orgId);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${board.id}/members`,
      headers: admin.headers,
      payload: { user_id: early.user.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    const theirs = await uploadPaper(
      t.app,
      admin,
      board.id,
      Buffer.from('Item,Cost\nRent,10\n'),
      'budget.csv',
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const own = await uploadPaper(t.app, early, board.id, Buffer.from('Note,1\n'), 'my-note.csv');
    expect(own.statusCode, own.body).toBe(201);
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}/papers`, headers: early.headers });

    const before = (await list()).json();
    expect(before.papers.map((p: { name: string }) => p.name)).toEqual(['my-note.csv']);
    expect(before.withheld).toBe(1);
    for (const url of [`/api/v1/papers/${theirs.json().id}`, `/api/v1/papers/${theirs.json().id}/content`]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: early.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(PAPER_MESSAGES.confirmAddress);
    }

    // Proven: every paper of the board reaches them. The sign-up's own link is sent after the
    // request is answered; it must be in before counting, or it could pass for the resent one.
    await waitForMail(t.mailbox.received, early.user.email!, 'Confirm your');
    const sent = t.mailbox.received.length;
    await resendLink(early);
    const mail = await waitForMail(t.mailbox.received, early.user.email!, 'Confirm your', sent);
    expect((await confirm(linkToken(mail, '/verify-email/'))).statusCode).toBe(200);
    const after = (await list()).json();
    expect(after.withheld).toBe(0);
    expect(after.papers).toHaveLength(2);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/papers/${theirs.json().id}/content`,
      headers: early.headers,
    });
    expect(read.statusCode).toBe(200);
  });

  it('marks who cannot hold a seat in the member list, and refuses the seat by assignment too', async () => {
    const admin = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const early = await earlyMember(orgId);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/members`,
      headers: admin.headers,
    });
    const listed = members.json() as { user_id: string; can_hold_seat: boolean }[];
    expect(listed.find((m) => m.user_id === early.user.id)?.can_hold_seat).toBe(false);
    expect(listed.find((m) => m.user_id === admin.user.id)?.can_hold_seat).toBe(false);

    expect((await confirm(await welcomeToken(admin))).statusCode).toBe(200);
    const board = await boardWithSeat(admin, null);
    expect(board.statusCode).toBe(201);
    const { id, positions } = board.json() as { id: string; positions: { id: string; type: string }[] };
    const seatId = positions.find((p) => p.type === 'Human')!.id;
    const assign = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/boards/${id}/positions/${seatId}/assignee`,
        headers: admin.headers,
        payload: { email },
      });
    const refused = await assign(early.user.email!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain(early.user.email);
    expect((await assign(admin.user.email!)).statusCode).toBe(200);
  });
});

describe('invitations to an unconfirmed account', () => {
  it('reach it by e-mail only, and accepting the e-mailed link confirms the address', async () => {
    const admin = await createUser(t.app);
    const invitee = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const before = t.mailbox.received.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/invites`,
      headers: admin.headers,
      payload: { emails: [invitee.user.email] },
    });
    expect(sent.statusCode).toBe(201);
    // Someone who registered with an address not theirs would see the link here: nothing shows.
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications?type=board_invite',
      headers: invitee.headers,
    });
    expect(notices.json().notifications).toEqual([]);
    const mail = await waitForMail(t.mailbox.received, invitee.user.email!, 'invited you to', before);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${linkToken(mail, '/invite/')}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await me(invitee)).email_verified).toBe(true);
  });
});

describe('changing the address', () => {
  it('needs the password again outside the re-authentication window', async () => {
    const user = await createUser(t.app);
    clock.advanceMinutes(11);
    const without = await changeEmail(user, { email: `new-${user.user.username}@example.com` });
    expect(without.statusCode).toBe(403);
    expect(without.json().detail).toBe(REAUTH_REQUIRED);
    const wrong = await changeEmail(user, {
      email: `new-${user.user.username}@example.com`,
      current_password: 'not the password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(WRONG_PASSWORD);
    expect((await me(user)).email).toBe(user.user.email);
  });

  it('takes effect from the new address, tells the old one, and is proven by the link', async () => {
    const user = await createUser(t.app);
    const next = `next-${user.user.username}@example.com`;
    const before = t.mailbox.received.length;
    const asked = await changeEmail(user, { email: next, current_password: user.password });
    expect(asked.statusCode).toBe(202);
    const notice = await waitForMail(t.mailbox.received, user.user.email!, 'being changed', before);
    expect(notice.text).toContain(next);
    expect((await me(user)).email).toBe(user.user.email);
    const link = await waitForMail(t.mailbox.received, next, 'Confirm your new', before);
    const confirmed = await confirm(linkToken(link, '/verify-email/'));
    expect(confirmed.statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ email: next, email_verified: true });
    await login(t.app, next, user.password);
    await expect(login(t.app, user.user.email!, user.password)).rejects.toThrow();
  });

  it('is allowed without the password within 10 minutes of signing in', async () => {
    const user = await createUser(t.app);
    clock.advanceMinutes(9);
    const asked = await changeEmail(user, { email: `soon-${user.user.username}@example.com` });
    expect(asked.statusCode).toBe(202);
  });

  it('refuses an address another account has, before and at confirmation', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const taken = await changeEmail(user, { email: other.user.email!, current_password: user.password });
    expect(taken.statusCode).toBe(409);
    const wanted = `wanted-${user.user.username}@example.com`;
    const before = t.mailbox.received.length;
    expect((await changeEmail(user, { email: wanted, current_password: user.password })).statusCode).toBe(
      202,
    );
    const link = await waitForMail(t.mailbox.received, wanted, 'Confirm your new', before);
    await createUser(t.app, { email: wanted });
    const late = await confirm(linkToken(link, '/verify-email/'));
    expect(late.statusCode).toBe(409);
    expect((await me(user)).email).toBe(user.user.email);
  });
});
