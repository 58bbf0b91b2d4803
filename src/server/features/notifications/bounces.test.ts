// Bounces reported by the mail service: with the shared secret, a bounce is recorded in the
// audit trail of the owner's organizations, where an Admin reads it; without the secret, or with
// a wrong one, nothing is recorded; bad input is refused with 422; an unknown address is
// accepted and dropped. A server without a secret has no bounce route (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOUNCE_SECRET_HEADER } from '../../../contracts/mail-bounces.ts';
import type { AuditPage } from '../../../contracts/organizations.ts';
import { createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

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
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/organizations/${organizationId}/audit?page_size=50`,
            headers: owner.headers,
          })
        ).json() as AuditPage
      ).events.filter((e) => e.action === 'mail.bounced');

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
