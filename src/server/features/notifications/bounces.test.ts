// Bounces reported by the mail service: with the shared secret, a bounce is recorded in the
// audit trail of the owner's organizations, where an Admin reads it; without the secret, or with
// a wrong one, nothing is recorded; bad input is refused with 422; an unknown address is
// accepted and dropped. A server without a secret has no bounce route (404). A mail server's own
// delivery status notification (RFC 3464), forwarded as it arrived, is read the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../contracts/auth.ts';
import { MAIL_BOUNCE_SECRET_HEADER } from '../../../contracts/mail-bounces.ts';
import { auditPage, auditSummaries } from '../../test/audit.ts';
import { createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { NOT_A_DSN } from './delivery-status.ts';

const SECRET = 'bounce-secret-0123456789-abcdef';
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ MAIL_BOUNCE_SECRET: SECRET });
  off = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  await off.close();
});

const report = (app: TestApp, payload: unknown, secret: string | null = SECRET) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/mail/bounces',
    headers: secret === null ? {} : { [MAIL_BOUNCE_SECRET_HEADER]: secret },
    payload: payload as Record<string, unknown>,
  });

describe('e-mail bounces', () => {
  it('are recorded for the Admins of the address owner’s organizations, with the secret only', async () => {
    const owner = await createUser(t.app);
    const organizationId = await personalOrganization(t.app, owner);
    const audit = async () =>
      (await auditPage(t.app, owner, organizationId)).events.filter((e) => e.action === 'mail.bounced');

    const bounce = { recipient: owner.user.email!.toUpperCase(), reason: '550 5.1.1 No such user' };
    expect((await report(t, bounce, null)).statusCode).toBe(401);
    expect((await report(t, bounce, `${SECRET}x`)).statusCode).toBe(401);
    expect(await audit()).toEqual([]);

    const accepted = await report(t, bounce);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const [event] = await audit();
    expect(event?.summary).toBe(
      `E-mail to ${owner.user.email!.toLowerCase()} bounced (permanent: the address does not accept mail): 550 5.1.1 No such user`,
    );
    const soft = await report(t, { ...bounce, reason: '452 Mailbox full', permanent: false });
    expect(soft.statusCode).toBe(202);
    expect((await audit()).map((e) => e.summary)).toContainEqual(
      expect.stringContaining('bounced (temporary)'),
    );
  });

  it('refuses bad input, accepts an unknown address without telling, and is off without a secret', async () => {
    for (const body of [
      {},
      { recipient: 'not-an-address', reason: 'x' },
      { recipient: 'a@example.com', reason: '' },
      { recipient: 'a@example.com', reason: 'x', extra: 1 },
      { recipient: 'a@example.com', reason: 'x'.repeat(1001) },
    ]) {
      const response = await report(t, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toBeDefined();
    }
    const unknown = await report(t, { recipient: 'nobody-here@example.com', reason: '550 No such user' });
    expect(unknown.statusCode).toBe(202);
    expect((await report(off, { recipient: 'a@example.com', reason: 'x' })).statusCode).toBe(404);
  });
});

/** A report as Postfix sends it: a text part, the delivery status, the returned headers. */
function deliveryStatus(recipients: string[], headers = true): { type: string; body: string } {
  const type = 'multipart/report; report-type=delivery-status; boundary="=_report"';
  const parts = [
    '--=_report',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.net. Your message could not be delivered.',
    '',
    '--=_report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'Arrival-Date: Thu, 26 Nov 2026 04:00:00 +0000',
    '',
    recipients.join('\r\n\r\n'),
    '',
    '--=_report',
    'Content-Type: text/rfc822-headers',
    '',
    'Subject: Your vote is required',
    '',
    '--=_report--',
    '',
  ].join('\r\n');
  if (!headers) return { type, body: parts };
  return {
    type: 'message/rfc822',
    body: [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
      'To: board@example.com',
      'Subject: Undelivered Mail Returned to Sender',
      'MIME-Version: 1.0',
      `Content-Type: ${type}`,
      '',
      parts,
    ].join('\r\n'),
  };
}

const postReport = (report: { type: string; body: string }, secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/mail/bounces',
    headers: {
      'content-type': report.type,
      ...(secret === null ? {} : { [MAIL_BOUNCE_SECRET_HEADER]: secret }),
    },
    payload: report.body,
  });

describe('delivery status notifications', () => {
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json() as User;

  it('mark each failed recipient: 5.x.x permanent, 4.x.x temporary, delayed ones not at all', async () => {
    const [hard, soft, late] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const report = deliveryStatus([
      [
        `Final-Recipient: rfc822; ${hard.user.email!.toUpperCase()}`,
        `Original-Recipient: rfc822;${hard.user.email}`,
        'Action: failed',
        'Status: 5.1.1',
        'Remote-MTA: dns; mx.example.com',
        `Diagnostic-Code: smtp; 550 5.1.1 <${hard.user.email}>: Recipient address`,
        '    rejected: User unknown',
      ].join('\r\n'),
      [
        `Final-Recipient: rfc822; ${soft.user.email}`,
        'Action: failed',
        'Status: 4.2.2',
        'Diagnostic-Code: smtp; 452 4.2.2 Mailbox full',
      ].join('\r\n'),
      [`Final-Recipient: rfc822; ${late.user.email}`, 'Action: delayed', 'Status: 4.4.1'].join('\r\n'),
    ]);
    // The secret is checked before the report is read.
    expect((await postReport(report, null)).statusCode).toBe(401);
    expect((await me(hard.headers)).email_bounce).toBeNull();

    const accepted = await postReport(report);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect((await me(hard.headers)).email_bounce?.reason).toBe(
      `550 5.1.1 <${hard.user.email}>: Recipient address rejected: User unknown`,
    );
    expect((await me(soft.headers)).email_bounce).toBeNull();
    expect((await me(late.headers)).email_bounce).toBeNull();
    const audit = async (actor: typeof soft) => {
      const organizationId = await personalOrganization(t.app, actor);
      return auditSummaries(t.app, actor, organizationId, 'mail.bounced');
    };
    expect(await audit(soft)).toEqual([
      `E-mail to ${soft.user.email!.toLowerCase()} bounced (temporary): 452 4.2.2 Mailbox full`,
    ]);
    expect(await audit(late)).toEqual([]);
  });

  it('read a bare multipart/report body, and refuse what is not a report', async () => {
    const person = await createUser(t.app);
    const bare = deliveryStatus(
      [[`Final-Recipient: rfc822; ${person.user.email}`, 'Action: failed', 'Status: 5.2.1'].join('\r\n')],
      false,
    );
    expect((await postReport(bare)).statusCode).toBe(202);
    expect((await me(person.headers)).email_bounce?.reason).toBe('Status 5.2.1');

    const plain = await postReport({
      type: 'message/rfc822',
      body: 'From: someone@example.com\r\nSubject: Hello\r\n\r\nNot a bounce.\r\n',
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().detail).toBe(NOT_A_DSN);
    const tooBig = await postReport({ type: 'message/rfc822', body: 'x'.repeat(300 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBeDefined();
  });
});
