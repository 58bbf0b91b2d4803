// Notifications end to end through the API: who is told what, when, and nobody else; reading
// and marking them; the deadline reminder (in the app and by e-mail, once, only to those who owe
// an answer); the live stream. E-mail goes to a real SMTP server on loopback.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '../../../contracts/notifications.ts';
import { createMailer } from '../../lib/mailer.ts';
import { callAs } from '../../test/api.ts';
import { framesOf, openEventStream } from '../../test/event-stream.ts';
import {
  type Actor,
  createBoard,
  createConfirmedUser,
  humanSeat,
  joinOrganization,
  personalOrganization,
  until,
} from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';
import { createStepProgress } from '../human/step-progress.ts';
import { createDeadlineReminder } from './deadline-reminder.ts';
import { notifyVoteRequired } from './notify.ts';
import { createNotificationRepository } from './repository.ts';
import { createStepMail } from './step-mail.ts';

// A 12-second response window: the reminder comes half-way, the deadline soon after.
const t = sharedMailingTestApp({ HUMAN_RESPONSE_WINDOW_MINUTES: '0.2', SSE_MAX_STREAMS_PER_USER: '2' });
let base: string;
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const request of open) request.destroy();
});

async function list(actor: Actor, query = ''): Promise<NotificationPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/notifications${query}`,
    headers: actor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
}
const ofType = async (actor: Actor, type: string) => (await list(actor, `?type=${type}`)).notifications;

/** An owner's board with two human seats, a board member, and an organization member off the board. */
async function boardWithPeople() {
  const [owner, first, second, member, bystander, stranger] = await Promise.all(
    Array.from({ length: 6 }, () => createConfirmedUser(t.app, t.mailbox.received)),
  );
  const orgId = await personalOrganization(t.app, owner!);
  for (const person of [first!, second!, bystander!]) await joinOrganization(t.app, owner!, orgId, person);
  const board = await createBoard(t.app, owner!, {
    organization_id: orgId,
    custom_positions: [
      { key: 'CEO', title: 'CEO', weight: 0.25, type: 'AI', is_human: false },
      { key: 'CFO', title: 'CFO', weight: 0.25, type: 'AI', is_human: false },
      humanSeat('INDEPENDENT_GOVERNANCE', 'Independent Director', first!.user.email!),
      humanSeat('INVESTOR_REP', 'Investor Director', second!.user.email!),
    ],
  });
  await joinOrganization(t.app, owner!, orgId, member!, { boardIds: [board.id] });
  return {
    owner: owner!,
    first: first!,
    second: second!,
    member: member!,
    bystander: bystander!,
    stranger: stranger!,
    orgId,
    board,
  };
}

const perspective = {
  stance: 'support',
  perspective: 'The raise buys the runway we need to prove retention in the second cohort.',
  key_points: ['Runway'],
  confidence: 0.7,
};

describe('notifications of a session', () => {
  it('tells seat holders and board members when a session starts, reminds only who has not answered, once, and tells everyone the decision', async () => {
    const p = await boardWithPeople();
    const mailsBefore = t.mailbox.received.length;
    const started = await startSession(t.app, p.owner, p.board.id);
    expect(started.statusCode, started.body).toBe(202);
    const sessionId = started.json().session_id as string;

    // session_start: the portal for seat holders, the live room for members, nothing for the asker.
    for (const holder of [p.first, p.second]) {
      expect(await ofType(holder, 'session_start')).toEqual([
        expect.objectContaining({
          action_url: `/board/human/session/${sessionId}`,
          read: false,
          title: `${p.board.name} needs your perspective`,
        }),
      ]);
    }
    expect(await ofType(p.member, 'session_start')).toEqual([
      expect.objectContaining({ action_url: `/board/deliberation/${sessionId}` }),
    ]);
    for (const nobody of [p.owner, p.bystander, p.stranger])
      expect(await ofType(nobody, 'session_start')).toEqual([]);

    // The seat holders, and only they, are e-mailed that their input is needed: the deadline and the link.
    const asked = await until(
      async () =>
        t.mailbox.received
          .slice(mailsBefore)
          .filter((m) => m.subject === `${p.board.name} needs your perspective`),
      (found) => found.length >= 2,
    );
    expect(asked.map((m) => m.to).sort()).toEqual([p.first.user.email, p.second.user.email].sort());
    for (const mail of asked) {
      expect(mail.text).toMatch(/Deadline: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      expect(mail.text).toContain(`http://boardwise.test/board/human/session/${sessionId}`);
    }
    // The job running again mails nobody twice (once it has marked both as mailed).
    const inputKey = `session_start:${sessionId}`;
    await until(
      () => createNotificationRepository(t.app.database.db).unmailed(inputKey),
      (rows) => rows.length === 0,
    );
    const stepMail = createStepMail({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${t.mailbox.port}`, from: 'x@example.com' }),
      publicUrl: 'http://boardwise.test',
    });
    expect(await stepMail.send(sessionId, 'input')).toEqual([]);

    // The first director answers at once; the reminder goes to the second only.
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/sessions/${sessionId}/perspectives`,
      headers: p.first.headers,
      payload: perspective,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const [reminder] = await until(
      () => ofType(p.second, 'deadline_reminder'),
      (rows) => rows.length > 0,
    );
    expect(reminder).toMatchObject({
      title: 'Your perspective is due soon',
      action_url: `/board/human/session/${sessionId}`,
    });
    expect(reminder!.message).toContain('Investor Director');
    expect(await ofType(p.first, 'deadline_reminder')).toEqual([]);
    expect(await ofType(p.member, 'deadline_reminder')).toEqual([]);

    const mails = await until(
      async () =>
        t.mailbox.received.slice(mailsBefore).filter((m) => m.subject === 'Your perspective is due soon'),
      (found) => found.length > 0,
    );
    expect(mails.map((m) => m.to)).toEqual([p.second.user.email]);
    expect(mails[0]!.text).toContain(`http://boardwise.test/board/human/session/${sessionId}`);

    // The job running again (a retry, a second worker) reminds and e-mails nobody twice.
    const again = createDeadlineReminder({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${t.mailbox.port}`, from: 'x@example.com' }),
      wake: () => {},
      publicUrl: 'http://boardwise.test',
      progress: createStepProgress(t.app.database.db),
    });
    expect(await again.remind(sessionId)).toEqual([]);
    expect(await ofType(p.second, 'deadline_reminder')).toHaveLength(1);

    // decision_made: everyone who follows the board, the asker included; nobody else.
    const { status } = await waitForSession(t.app, p.owner, sessionId, 60_000);
    expect(status.status).toBe('completed');
    for (const person of [p.owner, p.first, p.second, p.member]) {
      const decided = await until(
        () => ofType(person, 'decision_made'),
        (rows) => rows.length > 0,
      );
      expect(decided).toEqual([
        expect.objectContaining({ title: 'Decision made', action_url: `/session/${sessionId}` }),
      ]);
    }
    for (const nobody of [p.bystander, p.stranger]) expect(await ofType(nobody, 'decision_made')).toEqual([]);
    expect(
      t.mailbox.received.slice(mailsBefore).filter((m) => m.subject === 'Your perspective is due soon'),
    ).toHaveLength(1);
  }, 90_000);

  it('asks the holders of the human seats to vote, once, when the voting window opens', async () => {
    const p = await boardWithPeople();
    const sessionId = (await startSession(t.app, p.owner, p.board.id)).json().session_id as string;
    const closesAt = new Date(Date.now() + 60_000);
    const notified = await notifyVoteRequired(t.app.database.db, { sessionId, closesAt });
    expect(notified.sort()).toEqual([p.first.user.id, p.second.user.id].sort());
    expect(await notifyVoteRequired(t.app.database.db, { sessionId, closesAt })).toEqual([]);
    expect(await ofType(p.first, 'vote_required')).toEqual([
      expect.objectContaining({
        action_url: `/board/deliberation/${sessionId}`,
        title: 'Your vote is required',
      }),
    ]);
    for (const nobody of [p.owner, p.member, p.bystander])
      expect(await ofType(nobody, 'vote_required')).toEqual([]);

    // The e-mail of the vote: to each holder once, with the window's close and the live room.
    const stepMail = createStepMail({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${t.mailbox.port}`, from: 'x@example.com' }),
      publicUrl: 'http://boardwise.test',
    });
    const mailed = await stepMail.send(sessionId, 'vote', closesAt);
    expect(mailed.sort()).toEqual([p.first.user.email, p.second.user.email].sort());
    expect(await stepMail.send(sessionId, 'vote', closesAt)).toEqual([]);
    const votes = await until(
      async () =>
        t.mailbox.received.filter((m) => m.subject === 'Your vote is required' && m.text.includes(sessionId)),
      (found) => found.length >= 2,
    );
    expect(votes[0]!.text).toContain(`Vote here: http://boardwise.test/board/deliberation/${sessionId}`);
    expect(votes[0]!.text).toContain(
      `Deadline: ${closesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  }, 60_000);
});

describe('invitations and board membership', () => {
  it('tells an account holder of an invitation (the link previews it), and nobody for an unknown address', async () => {
    const owner = await createConfirmedUser(t.app, t.mailbox.received);
    const invitee = await createConfirmedUser(t.app, t.mailbox.received);
    const orgId = await personalOrganization(t.app, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/invites`,
      headers: owner.headers,
      payload: { emails: [invitee.user.email, 'nobody-here@example.com'] },
    });
    const [notice] = await ofType(invitee, 'board_invite');
    expect(notice!.message).toContain('invited you to join');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/v1${notice!.action_url.replace('/invite/', '/invites/')}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().email).toBe(invitee.user.email);
    expect(await ofType(owner, 'board_invite')).toEqual([]);
  });

  it('tells a person added to a board, and the one given a human seat', async () => {
    const p = await boardWithPeople();
    const newcomer = await createConfirmedUser(t.app, t.mailbox.received);
    await joinOrganization(t.app, p.owner, p.orgId, newcomer);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${p.board.id}/members`,
      headers: p.owner.headers,
      payload: { user_id: newcomer.user.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    const invites = await ofType(newcomer, 'board_invite');
    expect(invites[0]).toMatchObject({
      title: `You were added to ${p.board.name}`,
      action_url: `/board/${p.board.id}`,
    });

    const seat = p.board.positions.find((s) => s.title === 'Investor Director')!;
    const given = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${p.board.id}/positions/${seat.id}/assignee`,
      headers: p.owner.headers,
      payload: { email: newcomer.user.email },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect((await ofType(newcomer, 'board_invite'))[0]).toMatchObject({
      title: 'You hold the Investor Director seat',
      action_url: '/board/human',
    });
  });
});

describe('reading and marking notifications', () => {
  it('lists by type and page, counts unread, marks one and all read, and hides everyone else’s', async () => {
    const p = await boardWithPeople();
    await startSession(t.app, p.owner, p.board.id);
    const all = await list(p.first);
    expect(all.total).toBe(2); // the invitation and the session
    expect(all.unread_count).toBe(2);
    const second = await list(p.first, '?page=2&page_size=1');
    expect(second.notifications).toHaveLength(1);
    expect(second.notifications[0]!.id).toBe(all.notifications[1]!.id);
    expect((await list(p.first, '?type=vote_required')).total).toBe(0);

    const target = all.notifications[0]!;
    for (const other of [p.second, p.stranger]) {
      const foreign = await callAs(t.app, other, 'POST', `/notifications/${target.id}/read`);
      expect(foreign.statusCode).toBe(404);
    }
    const marked = await callAs(t.app, p.first, 'POST', `/notifications/${target.id}/read`);
    expect(marked.json()).toMatchObject({ id: target.id, read: true });
    const count = await callAs(t.app, p.first, 'GET', '/notifications/unread-count');
    expect(count.json()).toEqual({ unread_count: 1 });
    expect((await list(p.first, '?unread_only=true')).notifications.map((n) => n.id)).not.toContain(
      target.id,
    );

    const everything = await callAs(t.app, p.first, 'POST', '/notifications/read-all');
    expect(everything.json()).toEqual({ marked: 1, unread_count: 0 });
    expect((await list(p.second)).unread_count).toBe(2);
  });

  it('answers 404 for ids that name nothing and 422 for a bad filter', async () => {
    const actor = await createConfirmedUser(t.app, t.mailbox.received);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const response = await callAs(t.app, actor, 'POST', `/notifications/${id}/read`);
      expect(response.statusCode).toBe(404);
    }
    for (const query of ['?type=spam', '?page=0', '?page_size=1000']) {
      const response = await callAs(t.app, actor, 'GET', `/notifications${query}`);
      expect(response.statusCode).toBe(422);
      expect(typeof response.json().detail).not.toBe('undefined');
    }
  });
});

/** Opens the caller's notification stream; frames are collected as they arrive. */
async function openStream(actor: Actor) {
  const stream = await openEventStream(`${base}/api/v1/notifications/stream`, actor.headers, open, 30_000);
  const frames = () =>
    framesOf<{ unread_count: number; latest: Notification[] }>(stream.body(), 'notifications');
  return { status: stream.status, frames, body: stream.body };
}

describe('the live notification stream', () => {
  it('sends the unread count at once and a new notification as it is made, and caps streams per user', async () => {
    const p = await boardWithPeople();
    const stream = await openStream(p.member);
    expect(stream.status).toBe(200);
    const first = await until(
      async () => stream.frames(),
      (frames) => frames.length > 0,
      5_000,
    );
    expect(first[0]!.unread_count).toBe(1); // the invitation

    const sessionId = (await startSession(t.app, p.owner, p.board.id)).json().session_id as string;
    const frames = await until(
      async () => stream.frames(),
      (all) => all.some((f) => f.unread_count === 2),
      5_000,
    );
    const live = frames.find((f) => f.unread_count === 2)!;
    expect(live.latest[0]).toMatchObject({
      type: 'session_start',
      action_url: `/board/deliberation/${sessionId}`,
    });

    // Marking read in another tab reaches this one too.
    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: p.member.headers });
    await until(
      async () => stream.frames(),
      (all) => all.at(-1)?.unread_count === 0,
      5_000,
    );

    expect((await openStream(p.member)).status).toBe(200);
    const over = await openStream(p.member);
    expect(over.status).toBe(429);
  }, 30_000);
});
