// Comments on draft minutes: the board's people comment while the minutes are a draft; the
// comments are read with the minutes, audited, and closed once an Admin approves them.
import { describe, expect, it } from 'vitest';
import type { MinutesComments } from '../../../contracts/minutes-comments.ts';
import { type Actor, createBoard, createUser, organizationTeam } from '../../test/factories.ts';
import { sharedTestApp } from '../../test/helper.ts';
import { completeMeeting, runningMeeting } from '../../test/meetings.ts';

const t = sharedTestApp();

async function draftMinutes() {
  const { admin: owner, manager, orgId } = await organizationTeam(t.app);
  const stranger = await createUser(t.app);
  const board = await createBoard(t.app, owner, { organization_id: orgId });
  const meetingId = await runningMeeting(t.app, owner, board.id);
  return { owner, manager, stranger, minutesId: await completeMeeting(t.app, owner, meetingId) };
}

const comment = (actor: Actor, minutesId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/minutes/${minutesId}/comments`,
    headers: actor.headers,
    payload: body as object,
  });
const comments = async (actor: Actor, minutesId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${minutesId}/comments`,
      headers: actor.headers,
    })
  ).json() as MinutesComments;

describe('comments on draft minutes', () => {
  it('are written by the board’s people while a draft, in order, and closed once approved', async () => {
    const { owner, manager, stranger, minutesId } = await draftMinutes();
    expect((await comments(manager, minutesId)).can_comment).toBe(true);
    const first = await comment(manager, minutesId, { body: 'Item 1: the budget was 1.2m, not 1.3m' });
    expect(first.statusCode, first.body).toBe(201);
    await comment(owner, minutesId, { body: 'Agreed, corrected before approval' });
    const listed = await comments(owner, minutesId);
    expect(listed.comments.map((c) => [c.author_name, c.body])).toEqual([
      [manager.user.full_name, 'Item 1: the budget was 1.2m, not 1.3m'],
      [owner.user.full_name, 'Agreed, corrected before approval'],
    ]);
    expect((await comment(stranger, minutesId, { body: 'hi' })).statusCode).toBe(404);
    for (const bad of [{ body: '' }, { body: 'x'.repeat(4001) }, { body: 'ok', extra: 1 }, {}])
      expect((await comment(owner, minutesId, bad)).statusCode).toBe(422);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/approve`,
      headers: owner.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await comments(owner, minutesId)).can_comment).toBe(false);
    const late = await comment(manager, minutesId, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect((await comments(owner, minutesId)).comments).toHaveLength(2);
  });

  it('after approval, changes are amendments: each a new version, by an Admin, audited', async () => {
    const { owner, manager, minutesId } = await draftMinutes();
    const amend = (actor: Actor, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/minutes/${minutesId}/amendments`,
        headers: actor.headers,
        payload: body as object,
      });
    expect((await amend(owner, { body: 'Too early' })).statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${minutesId}/approve`,
      headers: owner.headers,
    });
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/v1/minutes/${minutesId}`, headers: owner.headers })
    ).json();
    expect(before).toMatchObject({ can_amend: true, amendments: [] });
    expect((await amend(manager, { body: 'Not mine to sign' })).statusCode).toBe(403);
    expect((await amend(owner, { body: '' })).statusCode).toBe(422);
    const first = await amend(owner, { body: 'Item 1: the budget approved was 1.2m' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await amend(owner, { body: 'Attendance: Ana joined remotely' });
    expect(
      second.json().amendments.map((a: { version: number; body: string }) => [a.version, a.body]),
    ).toEqual([
      [2, 'Item 1: the budget approved was 1.2m'],
      [3, 'Attendance: Ana joined remotely'],
    ]);
    // The approved text itself is unchanged: the approval line still stands.
    expect(second.json().approval).toEqual(before.approval);
    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${minutesId}/export?format=md`,
      headers: owner.headers,
    });
    expect(md.body).toContain('Version 3');
  });
});
