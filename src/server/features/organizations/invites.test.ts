import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, sharedMailingTestApp, type TestApp } from '../../test/helper.ts';

const invite = (app: TestApp['app'], actor: Actor, orgId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/invites`,
    headers: actor.headers,
    payload,
  });
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('invitations without e-mail configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('hands the link to the inviter; the invited account accepts it once', async () => {
    const admin = await createUser(t.app);
    const invitee = await createUser(t.app);
    const other = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const org = (
      await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}`, headers: admin.headers })
    ).json();
    expect(org).toMatchObject({
      email_enabled: false,
      plan: 'free',
      seats_total: 10,
      seats_used: 1,
      role: 'admin',
    });
    const sent = await invite(t.app, admin, orgId, {
      emails: [` ${invitee.user.email} `, 'not-an-address'],
      role: 'manager',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Invitations sent to 1 member(s)',
      email_sent: false,
      rejected: [{ email: 'not-an-address', reason: 'Not an e-mail address' }],
    });
    const link = sent.json().invited[0].link as string;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8000\/invite\/[\w-]{43}$/);
    const token = tokenOf(link);
    const preview = await t.app.inject({ method: 'GET', url: `/api/v1/invites/${token}` });
    expect(preview.json()).toMatchObject({
      email: invitee.user.email,
      role: 'manager',
      status: 'pending',
      has_account: true,
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${token}/accept`,
      headers: other.headers,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toContain(invitee.user.email);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${token}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.json()).toEqual({
      organization_id: orgId,
      message: expect.stringContaining('You joined'),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${token}/accept`,
      headers: invitee.headers,
    });
    expect(again.statusCode).toBe(409);
    const members = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/members`,
        headers: invitee.headers,
      })
    ).json();
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [admin.user.email, 'admin'],
      [invitee.user.email, 'manager'],
    ]);
  });

  it('resend replaces the link; revoke ends it; a second invitation to the same address is refused', async () => {
    const admin = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const first = (await invite(t.app, admin, orgId, { emails: ['pat@example.com'] })).json().invited[0];
    const duplicate = (await invite(t.app, admin, orgId, { emails: ['PAT@example.com'] })).json();
    expect(duplicate.rejected).toEqual([{ email: 'PAT@example.com', reason: 'Already invited: use Resend' }]);
    const resent = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/invites/${first.id}/resend`,
        headers: admin.headers,
      })
    ).json();
    expect(resent.link).not.toBe(first.link);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/invites/${tokenOf(first.link)}` })).statusCode,
    ).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/invites/${first.id}`,
      headers: admin.headers,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/invites/${tokenOf(resent.link)}` })).json().status,
    ).toBe('revoked');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/invites`,
        headers: admin.headers,
      })
    ).json();
    expect(list).toEqual([]);
  });

  it('refuses invitations beyond the plan’s seats, naming the limit', async () => {
    const admin = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const emails = Array.from({ length: 11 }, (_, i) => `seat${i}@example.com`);
    const answer = (await invite(t.app, admin, orgId, { emails })).json();
    // The Admin holds one of the Free plan's ten seats: nine invitations fit.
    expect(answer.invited).toHaveLength(9);
    expect(answer.rejected).toEqual(
      ['seat9@example.com', 'seat10@example.com'].map((email) => ({
        email,
        reason: 'The Free plan has 10 seats and all are taken (members and open invitations)',
      })),
    );
  });

  it('an expired invitation cannot be used', async () => {
    const admin = await createUser(t.app);
    const invitee = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const sent = (await invite(t.app, admin, orgId, { emails: [invitee.user.email] })).json().invited[0];
    await t.app.database.pool.query(
      `update invites set expires_at = now() - interval '1 minute' where id = $1`,
      [sent.id],
    );
    const token = tokenOf(sent.link);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invites/${token}` })).json().status).toBe(
      'expired',
    );
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${token}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().detail).toBe('This invitation has expired. Ask for a new one.');
  });
});

describe('invitations by e-mail', () => {
  const t = sharedMailingTestApp();

  it('sends each invitation through SMTP with a working link, and never shows the link', async () => {
    const admin = await createUser(t.app);
    const invitee = await createUser(t.app);
    const orgId = await personalOrganization(t.app, admin);
    const sent = (await invite(t.app, admin, orgId, { emails: [invitee.user.email] })).json();
    expect(sent).toMatchObject({ email_sent: true, invited: [{ email: invitee.user.email, link: null }] });
    // The invitee's own account has a verification e-mail too: the invitation is the other one.
    const message = t.mailbox.received.find(
      (m) => m.to === invitee.user.email && m.subject.includes('invited you to'),
    );
    expect(message).toBeDefined();
    const link = message?.text.match(/http:\/\/boardwise\.test\/invite\/([\w-]+)/);
    expect(link).not.toBeNull();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${link![1]}/accept`,
      headers: invitee.headers,
    });
    expect(accepted.statusCode).toBe(200);
    // Following the link that went to the address proves it.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: invitee.headers });
    expect(me.json()).toMatchObject({ email_verified: true, email_enabled: true });
  });
});
