import { describe, expect, it } from 'vitest';
import type { Minutes } from '../../../contracts/meetings.ts';
import type { Attendance } from '../../../contracts/minutes.ts';
import {
  type Actor,
  createBoard,
  createUser,
  humanSeat,
  joinOrganization,
  personalOrganization,
} from '../../test/factories.ts';
import { sharedTestApp } from '../../test/helper.ts';
import { createMeeting, runningMeeting } from '../../test/meetings.ts';

const t = sharedTestApp();

/** A board of one AI seat and two human seats, each held by a director of the owner's organization. */
async function boardWithDirectors() {
  const owner = await createUser(t.app);
  const [first, second, stranger, manager] = [
    await createUser(t.app),
    await createUser(t.app),
    await createUser(t.app),
    await createUser(t.app),
  ];
  const organizationId = await personalOrganization(t.app, owner);
  await joinOrganization(t.app, owner, organizationId, first!);
  await joinOrganization(t.app, owner, organizationId, second!);
  await joinOrganization(t.app, owner, organizationId, manager!, { role: 'manager' });
  const board = await createBoard(t.app, owner, {
    organization_id: organizationId,
    template_slug: 'custom',
    custom_positions: [
      { key: 'CEO', title: 'CEO', weight: 0.4, type: 'AI', is_human: false },
      humanSeat('INDEPENDENT_GOVERNANCE', 'Audit Chair', first!.user.email!, 0.3),
      humanSeat('INVESTOR_REP', 'Investor Director', second!.user.email!, 0.3),
    ],
  });
  return { owner, first: first!, second: second!, stranger: stranger!, manager: manager!, board };
}

const attendanceOf = (actor: Actor, meetingId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}/attendance`, headers: actor.headers });
const record = (actor: Actor, meetingId: string, entries: { user_id: string; status: string }[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/meetings/${meetingId}/attendance`,
    headers: actor.headers,
    payload: { entries },
  });

describe('attendance and quorum', () => {
  it('lists seat holders and the owner, and counts a quorum over human and AI seats', async () => {
    const { owner, first, second, manager, board } = await boardWithDirectors();
    const meetingId = await runningMeeting(t.app, owner, board.id);
    const before = (await attendanceOf(owner, meetingId)).json() as Attendance;
    expect(before.entries.map((e) => [e.user_id, e.seat_title, e.status]).sort()).toEqual(
      [
        [owner.user.id, null, null],
        [manager.user.id, null, null],
        [first.user.id, 'Audit Chair', null],
        [second.user.id, 'Investor Director', null],
      ].sort(),
    );
    // Three seats: a majority is two; the AI seat alone is one.
    expect(before.quorum).toEqual({ seats: 3, present: 1, required: 2, source: 'majority', met: false });
    expect(before.editable).toBe(true);

    const after = await record(owner, meetingId, [
      { user_id: first.user.id, status: 'remote' },
      { user_id: second.user.id, status: 'apologies' },
      { user_id: owner.user.id, status: 'present' },
    ]);
    expect(after.statusCode, after.body).toBe(200);
    const recorded = after.json() as Attendance;
    expect(recorded.quorum).toMatchObject({ present: 2, required: 2, met: true });
    expect(recorded.entries.find((e) => e.user_id === second.user.id)?.status).toBe('apologies');

    // A Manager records it too; a seat holder who is not among the board's people sees no meetings.
    expect((await attendanceOf(manager, meetingId)).json().editable).toBe(true);
    expect((await attendanceOf(first, meetingId)).statusCode).toBe(404);
    expect((await record(first, meetingId, [{ user_id: first.user.id, status: 'present' }])).statusCode).toBe(
      404,
    );
  });

  it('takes the quorum the board sets, within its seats', async () => {
    const { owner, first, board } = await boardWithDirectors();
    const patch = (quorum: number | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/boards/${board.id}`,
        headers: owner.headers,
        payload: { quorum },
      });
    expect((await patch(4)).statusCode).toBe(422);
    const set = await patch(3);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().quorum).toBe(3);
    const meetingId = await runningMeeting(t.app, owner, board.id);
    await record(owner, meetingId, [{ user_id: first.user.id, status: 'present' }]);
    expect((await attendanceOf(owner, meetingId)).json().quorum).toEqual({
      seats: 3,
      present: 2,
      required: 3,
      source: 'board',
      met: false,
    });
  });

  it('refuses people outside the roster, and meetings that have not started', async () => {
    const { owner, stranger, board } = await boardWithDirectors();
    const meetingId = await runningMeeting(t.app, owner, board.id);
    const outsider = await record(owner, meetingId, [{ user_id: stranger.user.id, status: 'present' }]);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().detail).toMatch(/seat holders/);
    const scheduled = await createMeeting(t.app, owner, board.id);
    const early = await record(owner, scheduled.id, [{ user_id: owner.user.id, status: 'present' }]);
    expect(early.statusCode).toBe(409);
    const invalid = await record(owner, meetingId, [{ user_id: owner.user.id, status: 'late' }]);
    expect(invalid.statusCode).toBe(422);
  });
});

describe('minutes approval', () => {
  it('records who approved and when, freezes the attendance, and refuses changes afterwards', async () => {
    const { owner, first, manager, board } = await boardWithDirectors();
    const meetingId = await runningMeeting(t.app, owner, board.id);
    await record(owner, meetingId, [{ user_id: first.user.id, status: 'present' }]);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meetingId}/complete`,
      headers: owner.headers,
    });
    const minutesId = completed.json().minutes_id as string;
    const url = `/api/v1/minutes/${minutesId}`;

    // A draft: attendance can still be corrected after the meeting.
    const draft = (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json() as Minutes;
    expect(draft.approval).toBeNull();
    expect(draft.can_approve).toBe(true);
    expect(draft.attendance.editable).toBe(true);
    expect((await record(owner, meetingId, [{ user_id: owner.user.id, status: 'present' }])).statusCode).toBe(
      200,
    );
    // A Manager runs meetings but does not sign the minutes.
    const asManager = (
      await t.app.inject({ method: 'GET', url, headers: manager.headers })
    ).json() as Minutes;
    expect(asManager.can_approve).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/approve`, headers: manager.headers })).statusCode,
    ).toBe(403);
    const draftMd = await t.app.inject({
      method: 'GET',
      url: `${url}/export?format=md`,
      headers: owner.headers,
    });
    expect(draftMd.body).toContain('Draft — not yet approved');

    const approved = await t.app.inject({ method: 'POST', url: `${url}/approve`, headers: owner.headers });
    expect(approved.statusCode, approved.body).toBe(200);
    const minutes = approved.json() as Minutes;
    expect(minutes.approval?.approved_by).toBe(owner.user.full_name);
    expect(Date.now() - Date.parse(minutes.approval!.approved_at)).toBeLessThan(60_000);
    expect(minutes.can_approve).toBe(false);
    expect(minutes.attendance.editable).toBe(false);
    expect(minutes.attendance.quorum).toMatchObject({ present: 2, met: true });

    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/approve`, headers: owner.headers })).statusCode,
    ).toBe(409);
    const late = await record(owner, meetingId, [{ user_id: first.user.id, status: 'absent' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('These minutes are approved and can no longer be changed');
    const again = (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json() as Minutes;
    expect(again.attendance.entries.find((e) => e.user_id === first.user.id)?.status).toBe('present');

    const md = await t.app.inject({ method: 'GET', url: `${url}/export?format=md`, headers: owner.headers });
    expect(md.body).toContain(`Approved by ${owner.user.full_name}`);
    expect(md.body).toContain('Quorum met: 2 of 3 seats present (2 required, a majority of the seats).');
    expect(md.body).toContain(`${first.user.full_name} (Audit Chair): Present`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${url}/export?format=pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
  });
});
