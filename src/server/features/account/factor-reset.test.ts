// A member lost their phone: an Admin of their organization (or the super-admin) removes their
// second factor after proving themselves again; the member's sessions end, they are e-mailed,
// and the trail records it. Nobody else may, and an Admin cannot strip a super-admin.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createConfirmedUser, personalOrganization } from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { enableTwoFactor, passwordStep } from '../../test/two-factor.ts';
import { NO_FACTORS, OWN_FACTORS } from './factor-reset.ts';

const SUPERADMIN = `root-${randomBytes(4).toString('hex')}@example.com`;
const clock = createTestClock();
const t = sharedMailingTestApp({ SUPERADMIN_EMAILS: SUPERADMIN }, { now: clock.now });

const user = () => createConfirmedUser(t.app, t.mailbox.received);

/** Joins through the invitation notification (this server e-mails invitations). */
async function join(owner: Actor, organizationId: string, invitee: Actor, role = 'member') {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/invites`,
    headers: owner.headers,
    payload: { emails: [invitee.user.email], role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications?type=board_invite',
    headers: invitee.headers,
  });
  const token = (list.json().notifications[0].action_url as string).slice('/invite/'.length);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/v1/invites/${token}/accept`,
    headers: invitee.headers,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

async function team() {
  const admin = await user();
  const orgId = await personalOrganization(t.app, admin);
  const member = await user();
  const manager = await user();
  await join(admin, orgId, member);
  await join(admin, orgId, manager, 'manager');
  return { admin, orgId, member, manager };
}

const reset = (actor: Actor, orgId: string, userId: string, password?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/members/${userId}/factors/reset`,
    headers: actor.headers,
    payload: password === undefined ? {} : { current_password: password },
  });
const me = async (actor: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers })).statusCode;

describe("an Admin removes a member's lost second factor", () => {
  it('after re-authentication: factor gone, sessions ended, member e-mailed, trail written', async () => {
    const { admin, orgId, member } = await team();
    await enableTwoFactor(t.app, member, clock.now);
    expect((await passwordStep(t.app, member)).two_factor).toBe('verify');

    // A wrong password changes nothing.
    const wrong = await reset(admin, orgId, member.user.id, 'not the password');
    expect(wrong.statusCode).toBe(403);
    expect((await passwordStep(t.app, member)).two_factor).toBe('verify');

    const before = t.mailbox.received.length;
    const done = await reset(admin, orgId, member.user.id, admin.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ totp_removed: true, passkeys_removed: 0 });
    expect(done.json().sessions_ended).toBeGreaterThanOrEqual(1);
    expect(await me(member)).toBe(401);
    // The password alone signs in now; the member sets up a new factor.
    expect((await passwordStep(t.app, member)).access_token).toBeTruthy();
    const mail = await waitForMail(
      t.mailbox.received,
      member.user.email!,
      'second factor was removed',
      before,
    );
    expect(mail.text).toContain('authenticator app and its recovery codes');
    expect(mail.text).toContain('http://boardwise.test/settings/security');

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/audit?action=member.factors_reset`,
      headers: admin.headers,
    });
    expect(audit.json().total).toBe(1);
    // Nothing left to remove.
    expect((await reset(admin, orgId, member.user.id, admin.password)).json().detail).toBe(NO_FACTORS);
  }, 60_000);

  it('is refused without re-authentication, to a Manager, to an outsider and for oneself', async () => {
    const { admin, orgId, member, manager } = await team();
    await enableTwoFactor(t.app, member, clock.now);
    const outsider = await user();
    expect((await reset(manager, orgId, member.user.id, manager.password)).statusCode).toBe(403);
    expect((await reset(outsider, orgId, member.user.id, outsider.password)).statusCode).toBe(404);
    expect((await reset(admin, orgId, outsider.user.id, admin.password)).statusCode).toBe(404);
    expect((await reset(admin, orgId, admin.user.id, admin.password)).json().detail).toBe(OWN_FACTORS);
    expect((await reset(admin, orgId, member.user.id, 'x'.repeat(5000))).statusCode).toBe(422);
    expect((await passwordStep(t.app, member)).two_factor).toBe('verify');
  }, 60_000);

  it('asks for the password when the sign-in is not recent', async () => {
    const { admin, orgId, member } = await team();
    await enableTwoFactor(t.app, member, clock.now);
    // The Admin gave their password at sign-in; eleven minutes later that is no longer recent.
    clock.advanceMinutes(11);
    const refused = await reset(admin, orgId, member.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REAUTH_REQUIRED);
    expect((await passwordStep(t.app, member)).two_factor).toBe('verify');
  }, 60_000);
});

describe("the super-admin removes an account's lost second factor", () => {
  it('for any account, audited on the platform; an organization Admin cannot strip a super-admin', async () => {
    const root = await createConfirmedUser(t.app, t.mailbox.received, { email: SUPERADMIN });
    const someone = await user();
    await enableTwoFactor(t.app, someone, clock.now);
    const plain = await user();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/superadmin/users/${someone.user.id}/factors/reset`,
      headers: plain.headers,
      payload: { current_password: plain.password },
    });
    expect(refused.statusCode).toBe(403);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/superadmin/users/${someone.user.id}/factors/reset`,
      headers: root.headers,
      payload: { current_password: root.password },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await me(someone)).toBe(401);

    // The super-admin joins an organization as a member: its Admin cannot remove their factor.
    const admin = await user();
    const orgId = await personalOrganization(t.app, admin);
    await join(admin, orgId, root);
    await enableTwoFactor(t.app, root, clock.now);
    expect((await reset(admin, orgId, root.user.id, admin.password)).statusCode).toBe(403);
  }, 60_000);
});
