// A permanently bounced address, through a real SMTP server on loopback: the bounce marks the
// address on the user; board mail to it stops (the person still hears in the app), and the
// members list and the awaited seats say why; a soft bounce marks nothing; confirming the address
// again, or changing it, clears the mark and mail flows again. The person reads the mark on their
// own account (`/auth/me`), which their Settings show.
import { describe, expect, it } from 'vitest';
import { MAIL_BOUNCE_SECRET_HEADER } from '../../../contracts/mail-bounces.ts';
import type { OrgMember } from '../../../contracts/organizations.ts';
import type { AwaitedMembers } from '../../../contracts/sessions.ts';
import { type Actor, boardWithTwoDirectors, until } from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { linkToken, waitForMail } from '../../test/mailbox.ts';
import { createMeeting } from '../../test/meetings.ts';
import { bellOf } from '../../test/notifications.ts';
import { startSession } from '../../test/sessions.ts';

const SECRET = 'bounce-secret-0123456789-abcdef';
// Hours-long asynchronous windows: the session stays waiting for the directors while we look.
const t = sharedMailingTestApp({ MAIL_BOUNCE_SECRET: SECRET });

/** Board mail goes by a job: wait for it as long as the jobs take. */
const mailTo = (to: string, subject: string) =>
  until(
    () => t.mailbox.received.filter((m) => m.to === to && m.subject === subject),
    (found) => found.length > 0,
  );

const bounce = (recipient: string, permanent = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/mail/bounces',
    headers: { [MAIL_BOUNCE_SECRET_HEADER]: SECRET },
    payload: { recipient, reason: permanent ? '550 5.1.1 No such user' : '452 Mailbox full', permanent },
  });

async function members(owner: Actor, orgId: string): Promise<OrgMember[]> {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${orgId}/members`,
    headers: owner.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as OrgMember[];
}

/** What the person reads of their own address (Settings shows it): the bounce, or null. */
const ownBounce = async (person: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: person.headers })).json()
    .email_bounce;

const bounceOf = async (owner: Actor, orgId: string, person: Actor) =>
  (await members(owner, orgId)).find((m) => m.user_id === person.user.id)?.email_bounce;

const boardWithDirectors = () => boardWithTwoDirectors(t.app, t.mailbox.received, { CEO: 0.25, CFO: 0.25 });

/** Schedules a meeting and waits until the director who still takes mail has its e-mail. */
async function scheduleAndSettle(
  p: Awaited<ReturnType<typeof boardWithDirectors>>,
  title: string,
  reached: Actor,
) {
  const before = t.mailbox.received.length;
  await createMeeting(t.app, p.owner, p.board.id, { title });
  await mailTo(reached.user.email!, `Meeting scheduled: ${title}`);
  return t.mailbox.received.slice(before).filter((m) => m.subject === `Meeting scheduled: ${title}`);
}

describe('a permanently bounced address', () => {
  it('stops board mail to it, says why to the Admin and on the awaited seats, and clears on confirming again', async () => {
    const p = await boardWithDirectors();
    expect((await bounce(p.first.user.email!, false)).statusCode).toBe(202);
    expect(await bounceOf(p.owner, p.orgId, p.first)).toBeNull();
    expect(await ownBounce(p.first)).toBeNull();

    expect((await bounce(p.first.user.email!.toUpperCase())).statusCode).toBe(202);
    const marked = await bounceOf(p.owner, p.orgId, p.first);
    expect(marked?.reason).toBe('550 5.1.1 No such user');
    expect(Number.isNaN(Date.parse(marked!.at))).toBe(false);
    expect(await bounceOf(p.owner, p.orgId, p.second)).toBeNull();
    // The director sees it too, on their own account, with the same reason and time.
    expect(await ownBounce(p.first)).toEqual(marked);
    expect(await ownBounce(p.second)).toBeNull();

    // Board mail goes to the second director only; the first still has it under the bell.
    const scheduled = await scheduleAndSettle(p, 'Audit review', p.second);
    expect(scheduled.map((m) => m.to)).toEqual([p.second.user.email]);
    const bell = await bellOf(t.app, p.first, 'meeting_scheduled');
    expect(bell.notifications.map((n) => n.title)).toEqual(['Meeting scheduled: Audit review']);

    // The session waiting for the seats names the bounced director's reason to the owner.
    const started = await startSession(t.app, p.owner, p.board.id);
    expect(started.statusCode, started.body).toBe(202);
    const sessionId = started.json().session_id as string;
    const awaited = await until(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/sessions/${sessionId}/awaited`,
            headers: p.owner.headers,
          })
        ).json() as AwaitedMembers,
      (found) => found.pending.length === 2,
    );
    const bySeat = new Map(awaited.pending.map((s) => [s.seat_title, s.email_bounce]));
    expect(bySeat.get('Independent Director')?.reason).toBe('550 5.1.1 No such user');
    expect(bySeat.get('Investor Director')).toBeNull();

    // Confirming the address again: the link still goes (account mail is not board mail).
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: p.first.headers,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    const link = await until(
      () =>
        t.mailbox.received.filter(
          (m) => m.to === p.first.user.email && m.subject === 'Confirm your Boardwise address',
        ),
      (found) => found.length === 2,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: linkToken(link[1]!, '/verify-email/') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await bounceOf(p.owner, p.orgId, p.first)).toBeNull();
    expect(await ownBounce(p.first)).toBeNull();
    // Confirmed and unmarked, it is "already confirmed" again.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: p.first.headers,
    });
    expect(twice.statusCode).toBe(409);

    // Board mail reaches the first director again.
    await createMeeting(t.app, p.owner, p.board.id, { title: 'Strategy day' });
    await mailTo(p.first.user.email!, 'Meeting scheduled: Strategy day');
  }, 120_000);

  it('clears when the person changes the address, and the new one takes board mail', async () => {
    const p = await boardWithDirectors();
    expect((await bounce(p.second.user.email!)).statusCode).toBe(202);
    expect((await bounceOf(p.owner, p.orgId, p.second))?.reason).toBe('550 5.1.1 No such user');
    expect((await ownBounce(p.second))?.reason).toBe('550 5.1.1 No such user');

    const newAddress = `moved-${p.second.user.id.slice(0, 8)}@example.com`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email',
      headers: p.second.headers,
      payload: { email: newAddress, current_password: p.second.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // Until the new address is confirmed the old one is still the account's, and still marked.
    expect((await bounceOf(p.owner, p.orgId, p.second))?.reason).toBe('550 5.1.1 No such user');
    const link = await waitForMail(t.mailbox.received, newAddress, 'Confirm');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: linkToken(link, '/verify-email/') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const listed = (await members(p.owner, p.orgId)).find((m) => m.user_id === p.second.user.id);
    expect(listed?.email).toBe(newAddress);
    expect(listed?.email_bounce).toBeNull();
    expect(await ownBounce(p.second)).toBeNull();

    // A late bounce of the old address no longer marks anyone.
    expect((await bounce(p.second.user.email!)).statusCode).toBe(202);
    expect(await bounceOf(p.owner, p.orgId, p.second)).toBeNull();

    await createMeeting(t.app, p.owner, p.board.id, { title: 'Budget review' });
    await mailTo(newAddress, 'Meeting scheduled: Budget review');
  }, 120_000);
});
