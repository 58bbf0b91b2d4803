// Written resolutions through the API, with a real SMTP server on loopback: an Admin circulates
// one to a board's two directors, who are told in the app and by e-mail with the closing time and
// the link; each approves, objects or abstains with a reason; it closes as soon as the result
// cannot change, or at its closing time by the durable job; the result is in the audit trail and
// in the minutes of the board's next meeting.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Minutes } from '../../../contracts/meetings.ts';
import type { MyResolutions, Resolution } from '../../../contracts/resolutions.ts';
import { createMailer } from '../../lib/mailer.ts';
import { callAs } from '../../test/api.ts';
import { auditPage } from '../../test/audit.ts';
import { type Actor, boardWithTwoDirectors, createBoard } from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { completeMeeting, inMinutes, runningMeeting } from '../../test/meetings.ts';
import { bellOf } from '../../test/notifications.ts';
import { createNotificationMail } from '../notifications/notification-mail.ts';
import { createResolutionDeadline } from './closing.ts';
import { createResolutionReminder } from './reminder.ts';

const t = sharedMailingTestApp();

/** A board of one AI seat and two directors (human seats) in the owner's organization. */
async function boardWithDirectors() {
  // The outsider is a member of the organization who holds no seat.
  const { others, orgId, ...p } = await boardWithTwoDirectors(t.app, t.mailbox.received, { CEO: 0.5 }, 1);
  return { ...p, outsider: others[0]!, organizationId: orgId };
}

const circulate = (actor: Actor, boardId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardId}/resolutions`,
    headers: actor.headers,
    payload: {
      title: 'Open a Lisbon office',
      text: 'RESOLVED, that the company opens an office in Lisbon.',
      closes_at: inMinutes(60 * 24),
      ...body,
    },
  });
const vote = (actor: Actor, id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/resolutions/${id}/vote`,
    headers: actor.headers,
    payload: body,
  });
const read = async (actor: Actor, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/resolutions/${id}`, headers: actor.headers })
  ).json() as Resolution;

describe('written resolutions', () => {
  it('are circulated to the directors in the app and by e-mail, with the closing time and the link', async () => {
    const { owner, first, second, board } = await boardWithDirectors();
    const closesAt = new Date(Date.now() + 48 * 3_600_000);
    closesAt.setUTCSeconds(0, 0);
    const created = await circulate(owner, board.id, { closes_at: closesAt.toISOString() });
    expect(created.statusCode, created.body).toBe(201);
    const resolution = created.json() as Resolution;
    expect(resolution).toMatchObject({
      status: 'open',
      rule_line: 'Simple majority of the votes cast',
      tally: { approve: 0, object: 0, abstain: 0, pending: 2, directors: 2 },
      can_vote: false,
      can_withdraw: true,
    });
    expect(resolution.directors.map((d) => d.seat_title).sort()).toEqual([
      'Independent Director',
      'Investor Director',
    ]);
    for (const director of [first, second]) {
      const bell = await bellOf(t.app, director, 'resolution_circulated');
      expect(bell.notifications[0]?.action_url).toBe(`/resolutions/${resolution.id}`);
      const mail = await waitForMail(
        t.mailbox.received,
        director.user.email!,
        'Written resolution to vote on',
      );
      expect(mail.text).toContain(`http://boardwise.test/resolutions/${resolution.id}`);
      expect(mail.text).toContain(`Deadline: ${closesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
      expect(mail.unsubscribe).toContain('/settings/notifications');
    }
    // The close at the deadline is a durable job, due at the closing time.
    const jobs = await t.app.database.db.execute(
      sql`select start_after from pgboss.job where name = 'resolution-close' and data->>'resolutionId' = ${resolution.id}`,
    );
    const rows = (jobs as unknown as { rows: { start_after: Date }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.start_after).toISOString()).toBe(closesAt.toISOString());
    // The directors see it awaiting them in the board's register.
    const register = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}/resolutions`,
      headers: first.headers,
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json()).toMatchObject({
      can_circulate: false,
      resolutions: [{ id: resolution.id, awaiting_me: true, my_vote: null }],
    });
  });

  it('passes on the board’s rule and closes as soon as the result cannot change', async () => {
    const { owner, first, second, board, organizationId } = await boardWithDirectors();
    const id = (await circulate(owner, board.id, {})).json().id as string;
    const one = await vote(first, id, { vote: 'approve', reason: 'A good market' });
    expect(one.statusCode, one.body).toBe(200);
    // One approval of two: an objection still to come would leave it short of a majority.
    expect(one.json()).toMatchObject({ status: 'open', my_vote: 'approve', can_vote: true });
    const changed = await vote(first, id, { vote: 'approve', reason: 'A good market, and cheap' });
    expect(
      changed.json().directors.find((d: { user_id: string }) => d.user_id === first.user.id).reason,
    ).toBe('A good market, and cheap');
    const two = await vote(second, id, { vote: 'approve' });
    expect(two.json()).toMatchObject({
      status: 'passed',
      closed_reason: 'decided',
      result_line: 'Passed: 2 approve, 0 object, 0 abstain of 2 directors.',
      can_vote: false,
    });
    const late = await vote(second, id, { vote: 'object' });
    expect(late.statusCode).toBe(409);
    // Everyone who follows the board hears the result; the owner by e-mail too.
    await waitForMail(t.mailbox.received, owner.user.email!, 'Resolution passed: Open a Lisbon office');
    const audit = await auditPage(t.app, owner, organizationId);
    const actions = audit.events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['resolution.circulated', 'resolution.voted', 'resolution.closed']),
    );
  });

  it('fails at once under unanimity when a director objects, with the reason on record', async () => {
    const { owner, first, board } = await boardWithDirectors();
    const id = (await circulate(owner, board.id, { rule: 'unanimity' })).json().id as string;
    const objected = await vote(first, id, { vote: 'object', reason: 'Not before the audit' });
    expect(objected.json()).toMatchObject({
      status: 'failed',
      closed_reason: 'decided',
      rule_line: 'Unanimity of all directors asked',
    });
    expect(objected.json().directors.find((d: { vote: string }) => d.vote === 'object').reason).toBe(
      'Not before the audit',
    );
  });

  it('closes at its closing time with the votes as they stand, once, and never before', async () => {
    const { owner, first, board } = await boardWithDirectors();
    const resolution = (await circulate(owner, board.id, { closes_at: inMinutes(30) })).json() as Resolution;
    await vote(first, resolution.id, { vote: 'approve' });
    const told: string[] = [];
    const at = (now: Date) =>
      createResolutionDeadline({
        db: t.app.database.db,
        now: () => now,
        told: async ({ key }) => void told.push(key),
      });
    await expect(at(new Date()).closeAtDeadline(resolution.id)).rejects.toThrow(/not due/);
    const after = new Date(new Date(resolution.closes_at).getTime() + 1000);
    expect(await at(after).closeAtDeadline(resolution.id)).toBe(true);
    expect(await at(after).closeAtDeadline(resolution.id)).toBe(false);
    expect(told).toEqual([`resolution_closed:${resolution.id}`]);
    expect(await read(owner, resolution.id)).toMatchObject({
      status: 'passed',
      closed_reason: 'deadline',
      closed_at: after.toISOString(),
      result_line: 'Passed: 1 approve, 0 object, 0 abstain, 1 did not vote of 2 directors.',
    });
  });

  it('reminds the directors who have not voted before it closes, once, whatever runs again', async () => {
    const { owner, first, second, board } = await boardWithDirectors();
    const closesAt = new Date(Date.now() + 48 * 3_600_000);
    const resolution = (
      await circulate(owner, board.id, { closes_at: closesAt.toISOString() })
    ).json() as Resolution;
    // The reminder is a durable job of its own, due before the closing time, after circulation.
    const jobs = await t.app.database.db.execute(
      sql`select start_after from pgboss.job where name = 'resolution-reminder' and data->>'resolutionId' = ${resolution.id}`,
    );
    const due = (jobs as unknown as { rows: { start_after: Date }[] }).rows;
    expect(due).toHaveLength(1);
    const dueAt = new Date(due[0]!.start_after).getTime();
    expect(dueAt).toBeLessThan(new Date(resolution.closes_at).getTime());
    expect(dueAt).toBeGreaterThan(new Date(resolution.circulated_at).getTime());

    await vote(first, resolution.id, { vote: 'approve', reason: 'Fine' });
    const mail = createNotificationMail({
      db: t.app.database.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${t.mailbox.port}`, from: 'board@example.com' }),
      publicUrl: 'http://boardwise.test',
    });
    const woken: string[] = [];
    const reminder = createResolutionReminder({
      db: t.app.database.db,
      now: () => new Date(),
      wake: (ids) => void woken.push(...ids),
      mail: (key, onlyUsers) => mail.send(key, { onlyUsers }),
    });
    // Only the director who has not voted; a second run (a retry, a restart) reminds nobody again.
    expect(await reminder.remind(resolution.id)).toEqual([second.user.id]);
    expect(await reminder.remind(resolution.id)).toEqual([]);
    expect(woken).toEqual([second.user.id]);
    const reminded = await waitForMail(
      t.mailbox.received,
      second.user.email!,
      'Your vote on a written resolution',
    );
    expect(reminded.text).toContain(`http://boardwise.test/resolutions/${resolution.id}`);
    expect(reminded.text).toContain('Investor Director');
    const count = (to: string) =>
      t.mailbox.received.filter((m) => m.to === to && m.subject.includes('Your vote on a written resolution'))
        .length;
    expect(count(second.user.email!)).toBe(1);
    expect(count(first.user.email!)).toBe(0);
    const bell = await bellOf(t.app, second, 'deadline_reminder');
    expect(bell.notifications.map((n) => n.action_url)).toEqual([`/resolutions/${resolution.id}`]);
    // A closed resolution reminds nobody.
    await vote(second, resolution.id, { vote: 'approve' });
    const later = (await circulate(owner, board.id, {})).json() as Resolution;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/resolutions/${later.id}/withdraw`,
      headers: owner.headers,
    });
    expect(await reminder.remind(later.id)).toEqual([]);
  });

  it('is entered in the minutes of the board’s next meeting, with each director’s vote', async () => {
    const { owner, first, second, board } = await boardWithDirectors();
    const passed = (await circulate(owner, board.id, { title: 'Approve the budget' })).json().id as string;
    await vote(first, passed, { vote: 'approve', reason: 'Prudent' });
    await vote(second, passed, { vote: 'abstain', reason: 'Conflicted' });
    const open = (await circulate(owner, board.id, { title: 'Still open' })).json().id as string;
    const withdrawn = (await circulate(owner, board.id, { title: 'Withdrawn one' })).json().id as string;
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/api/v1/resolutions/${withdrawn}/withdraw`,
      headers: owner.headers,
    });
    expect(withdraw.json().status).toBe('withdrawn');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/resolutions/${withdrawn}/withdraw`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(409);

    const minutesId = await completeMeeting(t.app, owner, await runningMeeting(t.app, owner, board.id));
    const minutes = (
      await t.app.inject({ method: 'GET', url: `/api/v1/minutes/${minutesId}`, headers: owner.headers })
    ).json() as Minutes;
    expect(minutes.resolutions.map((r) => r.id)).toEqual([passed]);
    expect(minutes.resolutions[0]).toMatchObject({
      status: 'passed',
      result_line: 'Passed: 1 approve, 0 object, 1 abstain of 2 directors.',
    });
    expect(minutes.resolutions[0]!.votes).toContain(
      `${first.user.full_name} (Independent Director): Approve — Prudent`,
    );
    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${minutesId}/export?format=md`,
      headers: owner.headers,
    });
    expect(md.body).toContain('Written Resolutions');
    expect(md.body).toContain('Approve the budget');
    expect(md.body).toContain('Conflicted');
    expect((await read(owner, passed)).minutes?.id).toBe(minutesId);
    expect((await read(owner, open)).minutes).toBeNull();
  });

  it('are listed in each director’s portal: open ones to vote on, then closed ones with the result', async () => {
    const { owner, first, second, outsider, board } = await boardWithDirectors();
    const soon = (await circulate(owner, board.id, { title: 'Closes soon', closes_at: inMinutes(60) })).json()
      .id as string;
    const later = (await circulate(owner, board.id, { title: 'Closes later' })).json().id as string;
    const mine = async (actor: Actor) => {
      const response = await callAs(t.app, actor, 'GET', '/resolutions/mine');
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as MyResolutions;
    };
    const before = await mine(first);
    expect(before.open.map((r) => r.id)).toEqual([soon, later]);
    expect(before.open[0]).toMatchObject({
      board_name: board.name,
      text: 'RESOLVED, that the company opens an office in Lisbon.',
      awaiting_me: true,
      my_vote: null,
      my_reason: '',
    });
    expect(before.closed).toEqual([]);
    // Voting from the portal is the same vote; the reason comes back with it.
    await vote(first, soon, { vote: 'approve', reason: 'Worth it' });
    expect((await mine(first)).open[0]).toMatchObject({
      id: soon,
      my_vote: 'approve',
      my_reason: 'Worth it',
    });
    await vote(second, soon, { vote: 'object' });
    const after = await mine(second);
    expect(after.open.map((r) => r.id)).toEqual([later]);
    expect(after.closed).toEqual([
      expect.objectContaining({
        id: soon,
        status: 'failed',
        awaiting_me: false,
        result_line: 'Not passed: 1 approve, 1 object, 0 abstain of 2 directors.',
      }),
    ]);
    // Not a director, not listed: the owner circulated them, the outsider was never asked.
    expect(await mine(owner)).toEqual({ open: [], closed: [] });
    expect(await mine(outsider)).toEqual({ open: [], closed: [] });
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const { owner, first, outsider, board } = await boardWithDirectors();
    const cases: [Record<string, unknown>, number][] = [
      [{ closes_at: inMinutes(1) }, 422],
      [{ closes_at: inMinutes(60 * 24 * 91) }, 422],
      [{ closes_at: 'tomorrow' }, 422],
      [{ title: '' }, 422],
      [{ rule: 'dictator' }, 422],
      [{ extra: true }, 422],
      [{ session_id: '00000000-0000-0000-0000-000000000000' }, 422],
    ];
    for (const [body, status] of cases) {
      const response = await circulate(owner, board.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().detail).toBeDefined();
    }
    const register = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}/resolutions`,
      headers: owner.headers,
    });
    expect(register.json().resolutions).toEqual([]);
    const id = (await circulate(owner, board.id, {})).json().id as string;
    expect((await vote(first, id, { vote: 'maybe' })).statusCode).toBe(422);
    expect((await vote(first, id, { vote: 'approve', reason: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await vote(outsider, id, { vote: 'approve' })).statusCode).toBe(404);
    expect((await vote(owner, id, { vote: 'approve' })).statusCode).toBe(403);
    expect((await read(owner, id)).tally.pending).toBe(2);
    // A board whose human seats nobody holds has no one to circulate to.
    const empty = await createBoard(t.app, owner, { organization_id: board.organization_id });
    const none = await circulate(owner, empty.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toMatch(/no directors/);
  });
});
