// The export of one's data as a zip, made by a pg-boss job: asked for after re-authentication,
// e-mailed as a link when ready (the SMTP test server), downloadable from the link without a
// sign-in and from Settings by its owner only; the zip holds data.json and Markdown pages. A
// member's zip holds what they wrote or cast on every board (kept after they leave one), and the
// minutes (with amendments and resolutions) and written resolutions of the boards they read now.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type Actor,
  addBoardMember,
  boardWithDirector,
  createBoard,
  createConfirmedUser,
  createUser,
} from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { createMeeting, importAgenda, inMinutes } from '../../test/meetings.ts';
import { circulateResolution, leaseResolution, voteOnResolution } from '../../test/resolutions.ts';
import { startSession, validDecision } from '../../test/sessions.ts';
import { EXPORT_GONE } from './account-exports.ts';

const clock = createTestClock();
const t = sharedMailingTestApp({}, { now: clock.now });

const ask = (actor: Actor, password: string | null = actor.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/account/exports',
    headers: actor.headers,
    payload: password === null ? {} : { current_password: password },
  });

/** Waits (by the job, not by time) until the export is no longer pending. */
async function whenMade(actor: Actor, id: string) {
  for (let tries = 0; tries < 900; tries++) {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/account/exports',
      headers: actor.headers,
    });
    const found = list.json().exports.find((e: { id: string }) => e.id === id);
    if (found.status !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export job never ran');
}

/** A completed meeting of the board, with its (draft) minutes. */
async function minutesOf(owner: Actor, boardId: string, title: string): Promise<string> {
  const meeting = await createMeeting(t.app, owner, boardId, { title, scheduled_date: inMinutes(1) });
  await importAgenda(t.app, owner, meeting.id, 'Budget');
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: owner.headers, payload: {} });
  await post(`/api/v1/meetings/${meeting.id}/start`);
  const completed = await post(`/api/v1/meetings/${meeting.id}/complete`);
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json().minutes_id as string;
}

async function zipOf(actor: Actor) {
  const asked = await ask(actor);
  expect(asked.statusCode, asked.body).toBe(202);
  const made = await whenMade(actor, asked.json().id);
  expect(made.status).toBe('ready');
  const downloaded = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/account/exports/${made.id}`,
    headers: actor.headers,
  });
  const files = unzipSync(new Uint8Array(downloaded.rawPayload));
  const page = (prefix: string) => {
    const name = Object.keys(files).find((n) => n.startsWith(prefix));
    return name ? strFromU8(files[name]!) : null;
  };
  return {
    files,
    page,
    all: Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n'),
  };
}

describe('a member’s export across the boards they take part in', () => {
  it('holds the minutes with amendments and resolutions of boards they read, and what they wrote even after leaving', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5, {
      received: t.mailbox.received,
      board: { name: 'Harbour Board' },
    });
    const stranger = await createConfirmedUser(t.app, t.mailbox.received);
    const added = await addBoardMember(t.app, owner, board.id, director.user.id);
    expect(added.statusCode, added.body).toBe(201);

    // A written resolution the director votes on; closed, it is entered in the next minutes.
    const circulated = await circulateResolution(t.app, owner, board.id, leaseResolution(clock.now()));
    expect(circulated.statusCode, circulated.body).toBe(201);
    const voted = await voteOnResolution(t.app, director, circulated.json().id, {
      vote: 'approve',
      reason: 'The rent is fair',
    });
    expect(voted.statusCode, voted.body).toBe(200);

    const minutesId = await minutesOf(owner, board.id, 'Harbour Q4 review');
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/comments`,
      headers: director.headers,
      payload: { body: 'Item 1: the budget was 1.2m, not 1.3m' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/approve`,
      headers: owner.headers,
    });
    const amended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/amendments`,
      headers: owner.headers,
      payload: { body: 'Attendance: Ana joined remotely' },
    });
    expect(amended.statusCode, amended.body).toBe(201);

    // Another organization's board: none of it is the director's to take.
    const theirs = await createBoard(t.app, stranger, { name: 'Stranger Board' });
    await minutesOf(stranger, theirs.id, 'Stranger secret review');

    const member = await zipOf(director);
    const minutes = member.page('minutes/harbour-q4-review');
    expect(minutes).toContain('# Minutes — Harbour Q4 review');
    expect(minutes).toContain('Amendments after approval');
    expect(minutes).toContain('Attendance: Ana joined remotely');
    expect(minutes).toContain('Written Resolutions');
    expect(minutes).toContain('Lease the Lisbon floor');
    const resolution = member.page('resolutions/lease-the-lisbon-floor');
    expect(resolution).toContain('RESOLVED, that the company leases the second floor.');
    expect(resolution).toContain('Independent Director): Approve — The rent is fair');
    expect(member.page('resolution-votes.md')).toContain('**approve**: The rent is fair');
    expect(member.page('comments.md')).toContain('Item 1: the budget was 1.2m, not 1.3m');
    const data = JSON.parse(strFromU8(member.files['data.json']!));
    expect(data.boards_i_read.map((b: { name: string }) => b.name)).toEqual(['Harbour Board']);
    expect(member.all).not.toContain('Stranger');

    // Removed from the board (still in the organization and in the seat, so they still follow
    // its resolutions): its minutes leave the next export; what the director wrote stays theirs.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${board.id}/members/${director.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const left = await zipOf(director);
    expect(left.page('minutes/')).toBeNull();
    expect(left.all).not.toContain('Attendance: Ana joined remotely');
    expect(left.page('comments.md')).toContain('Item 1: the budget was 1.2m, not 1.3m');
    expect(left.page('resolution-votes.md')).toContain('**approve**: The rent is fair');
    expect(JSON.parse(strFromU8(left.files['data.json']!)).boards_i_read).toEqual([]);
  }, 180_000);
});

// Runs last: it moves the shared clock days ahead, past the exports' lifetime.
describe('exporting my data as a zip', () => {
  it('is made by a job, e-mailed as a link, and holds JSON and Markdown', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user);
    await startSession(
      t.app,
      user,
      board.id,
      validDecision({ decision_topic: 'Should we open a Lisbon office?' }),
    );

    clock.advanceMinutes(11);
    const stale = await ask(user, null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(REAUTH_REQUIRED);

    const asked = await ask(user);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().status).toBe('pending');
    const made = await whenMade(user, asked.json().id);
    expect(made.status).toBe('ready');

    const mail = await waitForMail(t.mailbox.received, user.user.email!, 'data export is ready');
    const link = mail.text.match(/(\/api\/v1\/auth\/account\/exports\/download\?token=[\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    // The link is its own credential: no sign-in.
    const downloaded = await t.app.inject({ method: 'GET', url: link! });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(downloaded.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['data.json', 'README.md', 'perspectives.md', 'votes.md']));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile.email).toBe(user.user.email);
    const decisionPage = names.find((n) => n.startsWith('decisions/should-we-open-a-lisbon-office'));
    expect(decisionPage).toBeTruthy();
    expect(strFromU8(files[decisionPage!]!)).toContain('# Should we open a Lisbon office?');
    expect(names.some((n) => n.startsWith('boards/'))).toBe(true);

    // The owner downloads it from Settings too; another account's request answers 404.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/${made.id}`,
      headers: user.headers,
    });
    expect(own.statusCode).toBe(200);
    const stranger = await createUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/${made.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);

    // A made-up link, and the real one once the export has expired, find nothing.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/download?token=${'A'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(EXPORT_GONE);
    clock.advanceMinutes(8 * 24 * 60);
    expect((await t.app.inject({ method: 'GET', url: link! })).statusCode).toBe(404);
  }, 120_000);
});
