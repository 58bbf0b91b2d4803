// Calendars, through a real SMTP server on loopback: the e-mails of a meeting scheduled, moved and
// cancelled carry an invitation (.ics) that ical.js reads as REQUEST, REQUEST, CANCEL of one UID
// with a rising SEQUENCE; and a person's private feed, fetched with its secret address alone,
// lists the meetings of the boards they see — no others — until the address is remade or
// turned off, and a wrong address is not found.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  boardWithDirector,
  createBoard,
  createConfirmedUser,
  createUser,
  joinOrganization,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import type { ReceivedMail } from '../../test/mailbox.ts';
import { createMeeting } from '../../test/meetings.ts';

const SUPERADMIN = 'chief@calendar.example.com';
const t = sharedMailingTestApp({ SUPERADMIN_EMAILS: SUPERADMIN });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `nth` mail to `to` with this subject, once the mail job has sent it. */
async function mailTo(to: string, subject: string, nth = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = t.mailbox.received.filter((m) => m.to === to && m.subject === subject);
    if (found.length >= nth) return found[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await sleep(100);
  }
}

/** A time a day or more ahead, to the second (calendars keep no milliseconds). */
function daysAhead(days: number): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCSeconds(0, 0);
  return at;
}

function invitationOf(mail: ReceivedMail) {
  const files = mail.attachments.filter((a) => a.contentType.startsWith('text/calendar'));
  expect(files).toHaveLength(1);
  const calendar = new ICAL.Component(ICAL.parse(files[0]!.content));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(events[0]!),
    filename: files[0]!.filename,
  };
}

function eventsOf(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

async function world() {
  const [owner, director, stranger] = await Promise.all(
    Array.from({ length: 3 }, () => createConfirmedUser(t.app, t.mailbox.received)),
  );
  const orgId = await personalOrganization(t.app, owner!);
  const board = await createBoard(t.app, owner!, { organization_id: orgId, name: 'Seed Board' });
  const otherBoard = await createBoard(t.app, owner!, { organization_id: orgId, name: 'Audit Board' });
  await joinOrganization(t.app, owner!, orgId, director!, { boardIds: [board.id] });
  const strangerOrg = await personalOrganization(t.app, stranger!);
  const strangerBoard = await createBoard(t.app, stranger!, { organization_id: strangerOrg });
  return { owner: owner!, director: director!, stranger: stranger!, board, otherBoard, strangerBoard };
}

const feedCall = (actor: Actor, method: 'GET' | 'POST' | 'DELETE') =>
  t.app.inject({ method, url: '/api/v1/auth/calendar-feed', headers: actor.headers });
/** A calendar app: the address only, no cookie, no token. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('meeting e-mails carry a calendar invitation', () => {
  it('scheduled and moved are REQUESTs, cancelled a CANCEL, of one UID with a rising SEQUENCE', async () => {
    const w = await world();
    const at = daysAhead(3);
    const meeting = await createMeeting(t.app, w.owner, w.board.id, {
      title: 'Budget review',
      location: 'Berlin',
      scheduled_date: at.toISOString(),
      scheduled_duration_minutes: 90,
    });
    const email = w.director.user.email!;

    const scheduled = invitationOf(await mailTo(email, 'Meeting scheduled: Budget review'));
    expect(scheduled.method).toBe('REQUEST');
    expect(scheduled.filename).toBe('invite.ics');
    const uid = scheduled.event.uid;
    expect(uid).toBe(`meeting-${meeting.id}@boardwise.test`);
    expect(scheduled.event.startDate.toJSDate().toISOString()).toBe(at.toISOString());
    expect(scheduled.event.endDate.toJSDate().getTime() - at.getTime()).toBe(90 * 60_000);
    expect(scheduled.event.startDate.zone.tzid).toBe('UTC');
    expect(scheduled.event.location).toBe('Berlin');
    expect(scheduled.event.component.getFirstPropertyValue('url')).toBe(
      `http://boardwise.test/board/${w.board.id}/meeting/${meeting.id}/agenda`,
    );
    expect(String(scheduled.event.organizer).toLowerCase()).toBe(`mailto:${w.owner.user.email}`);
    const attendees = scheduled.event.attendees.map((a) => String(a.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(expect.arrayContaining([`mailto:${w.owner.user.email}`, `mailto:${email}`]));
    expect(attendees).not.toContain(`mailto:${w.stranger.user.email}`);

    const later = new Date(at.getTime() + 86_400_000);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}`,
      headers: w.owner.headers,
      payload: { scheduled_date: later.toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const update = invitationOf(await mailTo(email, 'Meeting moved: Budget review'));
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(uid);
    expect(update.event.sequence).toBeGreaterThan(scheduled.event.sequence);
    expect(update.event.startDate.toJSDate().toISOString()).toBe(later.toISOString());

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/cancel`,
      headers: w.owner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = invitationOf(await mailTo(email, 'Meeting cancelled: Budget review'));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.filename).toBe('cancel.ics');
    expect(cancel.event.uid).toBe(uid);
    expect(cancel.event.sequence).toBeGreaterThan(update.event.sequence);
    expect(cancel.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    // Scheduled again from the drafts: a REQUEST that outranks the cancellation.
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}`,
      headers: w.owner.headers,
      payload: { status: 'SCHEDULED' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const reinvited = invitationOf(await mailTo(email, 'Meeting scheduled: Budget review', 2));
    expect(reinvited.method).toBe('REQUEST');
    expect(reinvited.event.uid).toBe(uid);
    expect(reinvited.event.sequence).toBeGreaterThan(cancel.event.sequence);
  });

  it('other e-mails carry no invitation', async () => {
    const w = await world();
    const invite = await mailTo(w.director.user.email!, 'Confirm your Boardwise address');
    expect(invite.attachments).toEqual([]);
  });
});

describe('the private calendar feed', () => {
  it('lists the meetings of the boards one sees, by its secret address alone', async () => {
    const w = await world();
    const at = daysAhead(1);
    const mine = await createMeeting(t.app, w.owner, w.board.id, {
      title: 'Board meeting',
      scheduled_date: at.toISOString(),
    });
    const elsewhere = await createMeeting(t.app, w.owner, w.otherBoard.id, { title: 'Audit meeting' });
    const draft = await createMeeting(t.app, w.owner, w.board.id, { title: 'Draft one', status: 'DRAFT' });
    const foreign = await createMeeting(t.app, w.stranger, w.strangerBoard.id, { title: 'Not yours' });

    expect((await feedCall(w.director, 'GET')).json()).toEqual({ active: false, created_at: null });
    const made = await feedCall(w.director, 'POST');
    expect(made.statusCode, made.body).toBe(201);
    const url = made.json().url as string;
    expect(url).toMatch(/^http:\/\/boardwise\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await feedCall(w.director, 'GET')).json();
    expect(status.active).toBe(true);
    // The secret is shown once, never again.
    expect(JSON.stringify(status)).not.toContain(new URL(url).pathname.slice(-47, -4));

    const feed = await fetchFeed(url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toContain('no-store');
    const uids = eventsOf(feed.body).map((e) => e.uid);
    // A Member sees the board they were added to: not the Admin's other board, a draft, or
    // another organization's meeting.
    expect(uids).toEqual([`meeting-${mine.id}@boardwise.test`]);
    const [event] = eventsOf(feed.body);
    expect(event!.startDate.toJSDate().toISOString()).toBe(at.toISOString());
    expect(event!.summary).toBe('Board meeting (Seed Board)');

    // The owner (an Admin) sees every board of the organization.
    const ownerFeed = await fetchFeed((await feedCall(w.owner, 'POST')).json().url);
    const ownerUids = eventsOf(ownerFeed.body).map((e) => e.uid);
    expect(ownerUids).toEqual(
      expect.arrayContaining([`meeting-${mine.id}@boardwise.test`, `meeting-${elsewhere.id}@boardwise.test`]),
    );
    expect(ownerUids).not.toContain(`meeting-${draft.id}@boardwise.test`);
    expect(ownerUids).not.toContain(`meeting-${foreign.id}@boardwise.test`);
  });

  it('carries the closing time of a written resolution awaiting one’s vote, until one votes', async () => {
    // A Member of the organization who holds the board's human seat (and so reads it).
    const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5, {
      received: t.mailbox.received,
      board: { name: 'Seated Board' },
    });
    const closesAt = daysAhead(2);
    const circulated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${board.id}/resolutions`,
      headers: owner.headers,
      payload: {
        title: 'Open a Lisbon office',
        text: 'RESOLVED, that we do.',
        closes_at: closesAt.toISOString(),
      },
    });
    expect(circulated.statusCode, circulated.body).toBe(201);
    const id = circulated.json().id as string;
    const uid = `deadline-resolution-${id}@boardwise.test`;

    const url = (await feedCall(director, 'POST')).json().url as string;
    const deadline = eventsOf((await fetchFeed(url)).body).find((e) => e.uid === uid);
    expect(deadline?.endDate.toJSDate().toISOString()).toBe(closesAt.toISOString());
    expect(deadline?.summary).toBe(
      'Due: Vote on the written resolution “Open a Lisbon office” (Seated Board)',
    );
    expect(deadline?.description).toContain(`http://boardwise.test/resolutions/${id}`);
    // Not the owner's: they circulated it, nobody asked them to vote.
    const ownerFeed = await fetchFeed((await feedCall(owner, 'POST')).json().url);
    expect(eventsOf(ownerFeed.body).map((e) => e.uid)).not.toContain(uid);
    // Voted: nothing awaits the director any more.
    const voted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/resolutions/${id}/vote`,
      headers: director.headers,
      payload: { vote: 'approve' },
    });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(eventsOf((await fetchFeed(url)).body).map((e) => e.uid)).not.toContain(uid);
  });

  it('a wrong address is not found, and remaking or turning it off ends the old one', async () => {
    const w = await world();
    for (const path of [
      `/api/v1/calendar/${'A'.repeat(43)}.ics`,
      '/api/v1/calendar/short.ics',
      `/api/v1/calendar/${'A'.repeat(43)}`,
      '/api/v1/calendar/..%2F..%2Fhealth',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Calendar feed not found' });
    }

    const first = (await feedCall(w.director, 'POST')).json().url as string;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await feedCall(w.director, 'POST')).json().url as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const off = await feedCall(w.director, 'DELETE');
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await feedCall(w.director, 'GET')).json()).toEqual({ active: false, created_at: null });
    // Turning off what is off changes nothing.
    expect((await feedCall(w.director, 'DELETE')).statusCode).toBe(204);
  });

  it('a disabled account has no feed', async () => {
    const w = await world();
    const url = (await feedCall(w.director, 'POST')).json().url as string;
    const chief = await createUser(t.app, { email: SUPERADMIN });
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/superadmin/users/${w.director.user.id}/disabled`,
      headers: chief.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
