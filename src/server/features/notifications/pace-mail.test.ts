// The e-mails of deliberation on the directors' own time, through a real SMTP server on loopback:
// on an asynchronous board with two human seats, each needed step, a reminder before each
// deadline and the decision are mailed (counted per session); meetings scheduled, moved and
// cancelled and minutes awaiting approval are mailed; each person's settings per type are
// honoured; every message has an HTML and a text body and an unsubscribe link; a failed send
// is in the audit trail the Admin reads.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../../contracts/notifications.ts';
import { notifications } from '../../db/schema/index.ts';
import { createMailer } from '../../lib/mailer.ts';
import { callAs } from '../../test/api.ts';
import { auditPage } from '../../test/audit.ts';
import { type Actor, boardWithTwoDirectors, until, updateBoard } from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import type { ReceivedMail } from '../../test/mailbox.ts';
import { createMeeting, importAgenda, inMinutes } from '../../test/meetings.ts';
import { bellOf } from '../../test/notifications.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';
import { createNotificationMail } from './notification-mail.ts';

// Seconds-long asynchronous windows (fractions of an hour): reminders come half-way.
const t = sharedMailingTestApp({
  HUMAN_ASYNC_PERSPECTIVE_HOURS: '0.002',
  HUMAN_ASYNC_ROUND_HOURS: '0.001',
  HUMAN_ASYNC_VOTE_HOURS: '0.002',
  HUMAN_ASYNC_REMINDER_HOURS: '1',
});

async function asyncBoard() {
  const { owner, first, second, orgId, board } = await boardWithTwoDirectors(t.app, t.mailbox.received, {
    CEO: 0.25,
    CFO: 0.25,
  });
  const paced = await updateBoard(t.app, owner, board.id, { pace: 'asynchronous' });
  expect(paced.statusCode, paced.body).toBe(200);
  return { owner, first, second, orgId, board };
}

const addressedTo = (mails: readonly ReceivedMail[], people: Actor[]) => {
  const addresses = new Set(people.map((p) => p.user.email));
  return mails.filter((m) => addresses.has(m.to));
};

/** Waits for a mail with `subject` to one of `people`, received after the first `before`; all such. */
const mailsWithSubject = (before: number, people: Actor[], subject: string) =>
  until(
    () => addressedTo(t.mailbox.received.slice(before), people).filter((m) => m.subject === subject),
    (found) => found.length >= 1,
  );

function expectUnsubscribe(mail: ReceivedMail) {
  expect(mail.text).toContain(
    'Unsubscribe or choose how you are told: http://boardwise.test/settings/notifications',
  );
  expect(mail.html).toContain('href="http://boardwise.test/settings/notifications"');
  expect(mail.unsubscribe).toContain('http://boardwise.test/settings/notifications');
}

describe('e-mail of an asynchronous session', () => {
  it('mails each needed step, a reminder before each deadline and the decision; counts them per session', async () => {
    const p = await asyncBoard();
    const people = [p.owner, p.first, p.second];
    const before = t.mailbox.received.length;
    const started = await startSession(t.app, p.owner, p.board.id);
    expect(started.statusCode, started.body).toBe(202);
    const sessionId = started.json().session_id as string;

    // The first director gives a perspective from the e-mailed link; the second never answers.
    const asked = await until(
      () =>
        addressedTo(t.mailbox.received.slice(before), [p.first]).filter((m) =>
          m.subject.includes('needs your perspective'),
        ),
      (found) => found.length === 1,
    );
    expect(asked[0]!.text).toContain(`http://boardwise.test/board/human/session/${sessionId}`);
    expect(asked[0]!.text).toMatch(/Deadline: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/sessions/${sessionId}/perspectives`,
      headers: p.first.headers,
      payload: {
        stance: 'support',
        perspective: 'The raise buys the runway we need to prove retention in the second cohort.',
        key_points: ['Runway'],
        confidence: 0.7,
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const { status } = await waitForSession(t.app, p.owner, sessionId, 120_000);
    expect(status.status).toBe('completed');
    // The decision's e-mail goes after completion: wait until everyone has it.
    await until(
      () =>
        addressedTo(t.mailbox.received.slice(before), people).filter((m) => m.subject === 'Decision made'),
      (found) => found.length === 3,
    );
    const mails = addressedTo(t.mailbox.received.slice(before), people).filter((m) =>
      m.text.includes(sessionId),
    );
    const tally: Record<string, number> = {};
    for (const mail of mails) {
      const kind = mail.subject.replace(/^.* needs your perspective$/, 'Needs your perspective');
      tally[kind] = (tally[kind] ?? 0) + 1;
      expectUnsubscribe(mail);
    }
    console.info(
      `E-mails for one asynchronous session, 2 human seats (${mails.length}):`,
      JSON.stringify(tally),
    );

    const subjectsTo = (person: Actor) =>
      mails
        .filter((m) => m.to === person.user.email)
        .map((m) => m.subject)
        .sort();
    // The director who never answered: asked, reminded, asked to vote, reminded to vote, told the decision.
    expect(subjectsTo(p.second)).toEqual(
      [
        `${p.board.name} needs your perspective`,
        'Your perspective is due soon',
        'Your vote is required',
        'Your vote is due soon',
        'Decision made',
      ].sort(),
    );
    // The one who answered is not reminded of the perspective; the owner hears only the decision.
    expect(subjectsTo(p.first)).not.toContain('Your perspective is due soon');
    expect(subjectsTo(p.first)).toContain('Your vote is required');
    // A consensus round of hours: the director with a stance is asked when it opens.
    expect(subjectsTo(p.first)).toContain('Round 1: keep or change your stance');
    const round = mails.find((m) => m.subject === 'Round 1: keep or change your stance')!;
    expect(round.text).toContain(
      `Keep or change your stance here: http://boardwise.test/board/deliberation/${sessionId}`,
    );
    expect(round.text).toMatch(/Deadline: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(subjectsTo(p.owner)).toEqual(['Decision made']);
    const decision = mails.find((m) => m.subject === 'Decision made')!;
    expect(decision.text).toContain(`Read the recommendation: http://boardwise.test/session/${sessionId}`);
    expect(decision.html).toContain(`href="http://boardwise.test/session/${sessionId}"`);
  }, 180_000);
});

describe('e-mail of meetings and minutes, per person’s settings', () => {
  it('mails a meeting scheduled, moved and cancelled and minutes awaiting approval, as each person chose', async () => {
    const p = await asyncBoard();
    const choose = (actor: Actor, settings: { type: string; channel: string }[]) =>
      callAs(t.app, actor, 'PUT', '/notifications/settings', { settings });
    // The second director wants meetings in the app only; the first wants cancellations off.
    const saved = await choose(p.second, [
      { type: 'meeting_scheduled', channel: 'in_app' },
      { type: 'meeting_changed', channel: 'in_app' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = saved.json() as NotificationSettings;
    expect(settings.email_enabled).toBe(true);
    expect(settings.settings.find((s) => s.type === 'meeting_changed')?.channel).toBe('in_app');
    expect(settings.settings.find((s) => s.type === 'decision_made')?.channel).toBe('both');
    expect((await choose(p.first, [{ type: 'meeting_cancelled', channel: 'off' }])).statusCode).toBe(200);
    const bad = await choose(p.first, [{ type: 'meeting_cancelled', channel: 'carrier pigeon' }]);
    expect(bad.statusCode).toBe(422);

    const before = t.mailbox.received.length;
    const directors = [p.first, p.second];
    const meeting = await createMeeting(t.app, p.owner, p.board.id, {
      title: 'Budget review',
      location: 'Berlin',
    });
    const scheduled = await mailsWithSubject(before, directors, 'Meeting scheduled: Budget review');
    expect(scheduled.map((m) => m.to)).toEqual([p.first.user.email]);
    expect(scheduled[0]!.text).toContain('Berlin');
    expect(scheduled[0]!.text).toContain(
      `http://boardwise.test/board/${p.board.id}/meeting/${meeting.id}/agenda`,
    );
    expectUnsubscribe(scheduled[0]!);
    // In the app only: the second director has it under the bell, not in the mailbox.
    const bell = await bellOf(t.app, p.second, 'meeting_scheduled');
    expect(bell.notifications.map((n) => n.title)).toEqual(['Meeting scheduled: Budget review']);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}`,
      headers: p.owner.headers,
      payload: { scheduled_date: inMinutes(10) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await mailsWithSubject(before, directors, 'Meeting moved: Budget review');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/cancel`,
      headers: p.owner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('DRAFT');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/cancel`,
      headers: p.owner.headers,
    });
    expect(again.statusCode).toBe(409);
    const cancelMails = await mailsWithSubject(before, directors, 'Meeting cancelled: Budget review');
    // The first turned cancellations off: neither mailed nor under the bell.
    expect(cancelMails.map((m) => m.to)).toEqual([p.second.user.email]);
    const none = await bellOf(t.app, p.first, 'meeting_cancelled');
    expect(none.notifications).toEqual([]);

    // A meeting held and completed: its minutes await the Admin's (the owner's) approval.
    const held = await createMeeting(t.app, p.owner, p.board.id, { title: 'Strategy day' });
    expect((await importAgenda(t.app, p.owner, held.id, 'Approve the budget')).statusCode).toBeLessThan(300);
    const startedMeeting = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${held.id}/start`,
      headers: p.owner.headers,
      payload: { actual_attendees: [] },
    });
    expect(startedMeeting.statusCode, startedMeeting.body).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${held.id}/complete`,
      headers: p.owner.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const approval = await until(
      () =>
        t.mailbox.received
          .slice(before)
          .filter((m) => m.subject === 'Minutes await your approval: Strategy day'),
      (found) => found.length >= 1,
    );
    expect(approval.map((m) => m.to)).toEqual([p.owner.user.email]);
    expect(approval[0]!.text).toContain(
      `http://boardwise.test/board/${p.board.id}/meeting/${held.id}/minutes`,
    );
    expectUnsubscribe(approval[0]!);
  }, 120_000);

  it('records a failed send in the audit trail the Admin reads, and mails it on a later try', async () => {
    const p = await asyncBoard();
    const meeting = await createMeeting(t.app, p.owner, p.board.id, { title: 'Audit committee' });
    const key = await until(
      async () => {
        const rows = await t.app.database.db
          .select({ key: notifications.dedupeKey })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, p.first.user.id),
              like(notifications.dedupeKey, `meeting_scheduled:${meeting.id}:%`),
            ),
          );
        return rows[0]?.key ?? null;
      },
      (found) => found !== null,
    );
    // Let the queued job finish mailing every recipient (else it could mark one sent after the
    // reset below), then mark them unsent again and send through a dead server.
    await until(
      async () =>
        (
          await t.app.database.db
            .select({ emailedAt: notifications.emailedAt })
            .from(notifications)
            .where(eq(notifications.dedupeKey, key!))
        ).filter((row) => row.emailedAt !== null).length,
      (sent) => sent >= 2,
    );
    await t.app.database.db
      .update(notifications)
      .set({ emailedAt: null })
      .where(eq(notifications.dedupeKey, key!));
    const dead = createNotificationMail({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com' }),
      publicUrl: 'http://boardwise.test',
    });
    await expect(dead.send(key!)).rejects.toThrow(/failed/);
    const audit = await auditPage(t.app, p.owner, p.orgId, 'action=mail.failed');
    expect(audit.events.length).toBeGreaterThanOrEqual(1);
    expect(audit.events[0]!.summary).toContain('Meeting scheduled: Audit committee');
    expect(audit.events[0]!.summary).toContain('failed');
    // A member is not shown the trail.
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${p.orgId}/audit?action=mail.failed`,
      headers: p.first.headers,
    });
    expect(hidden.statusCode).toBeGreaterThanOrEqual(403);
    // The retry, with the server back, mails only those not reached.
    const live = createNotificationMail({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${t.mailbox.port}`, from: 'x@example.com' }),
      publicUrl: 'http://boardwise.test',
    });
    expect((await live.send(key!)).sort()).toEqual([p.first.user.email, p.second.user.email].sort());
    expect(await live.send(key!)).toEqual([]);
  }, 60_000);
});
