import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_LIMITS, type Minutes } from '../../../contracts/meetings.ts';
import { callAs } from '../../test/api.ts';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createMeeting, getMeeting, importAgenda, inMinutes } from '../../test/meetings.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function owner() {
  const actor = await createUser(t.app);
  const board = await createBoard(t.app, actor);
  return { actor, board };
}

describe('scheduling', () => {
  it('creates a scheduled meeting by default, a draft when asked, and lists them by date without the pool', async () => {
    const { actor, board } = await owner();
    const later = await createMeeting(t.app, actor, board.id, {
      title: 'Later',
      scheduled_date: inMinutes(600),
    });
    const sooner = await createMeeting(t.app, actor, board.id, {
      title: 'Sooner',
      status: 'DRAFT',
      meeting_type: 'strategic',
    });
    expect(later).toMatchObject({
      status: 'SCHEDULED',
      scheduled_duration_minutes: 60,
      meeting_type: 'regular',
    });
    expect(sooner).toMatchObject({ status: 'DRAFT', meeting_type: 'strategic' });
    const pool = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}/agenda-pool`,
      headers: actor.headers,
    });
    expect(pool.json()).toMatchObject({ title: 'Agenda Items Pool', status: 'DRAFT' });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/meetings?board_id=${board.id}`,
        headers: actor.headers,
      })
    ).json();
    expect(list.total, JSON.stringify(list)).toBe(2);
    expect(list.meetings.map((m: { title: string }) => m.title)).toEqual(['Sooner', 'Later']);
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}`,
      headers: actor.headers,
    });
    expect(fetched.json().meeting_count).toBe(2);
  });

  it('answers the spec client’s pool creation with the board’s one pool', async () => {
    const { actor, board } = await owner();
    const body = { title: 'Agenda Items Pool', status: 'DRAFT', scheduled_date: inMinutes(60 * 24 * 30) };
    const first = await createMeeting(t.app, actor, board.id, body);
    const second = await createMeeting(t.app, actor, board.id, body);
    expect(second.id).toBe(first.id);
  });

  it.each([
    ['no title', { title: ' ' }],
    ['no date', { scheduled_date: undefined }],
    ['a bad date', { scheduled_date: 'next tuesday' }],
    ['a 14-minute meeting', { scheduled_duration_minutes: 14 }],
    ['a 481-minute meeting', { scheduled_duration_minutes: 481 }],
    ['an unknown type', { meeting_type: 'party' }],
  ])('refuses %s with 422', async (_label, change) => {
    const { actor, board } = await owner();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meetings',
      headers: actor.headers,
      payload: { board_id: board.id, title: 'M', scheduled_date: inMinutes(5), ...change },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('agenda', () => {
  it('imports lines, reorders, edits, moves between the pool and a meeting, deletes', async () => {
    const { actor, board } = await owner();
    const meeting = await createMeeting(t.app, actor, board.id);
    const imported = await importAgenda(
      t.app,
      actor,
      meeting.id,
      'Budget review, 20\nHiring plan\nQ3 roadmap, 15',
    );
    expect(imported.json()).toMatchObject({ success: true, items_created: 3 });
    const [budget, hiring, roadmap] = imported.json().items as { id: string }[];
    const reordered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/agenda/reorder`,
      headers: actor.headers,
      payload: [
        { item_id: roadmap!.id, new_order: 1 },
        { item_id: budget!.id, new_order: 2 },
        { item_id: hiring!.id, new_order: 3 },
      ],
    });
    expect(reordered.json().map((i: { title: string }) => i.title)).toEqual([
      'Q3 roadmap',
      'Budget review',
      'Hiring plan',
    ]);
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/agenda/reorder`,
      headers: actor.headers,
      payload: [{ item_id: roadmap!.id, new_order: 1 }],
    });
    expect(partial.statusCode).toBe(422);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}/agenda/${budget!.id}`,
      headers: actor.headers,
      payload: {
        description: 'Approve the 2027 budget',
        requires_vote: true,
        item_type: 'DECISION',
        estimated_duration_minutes: 25,
      },
    });
    expect(edited.json()).toMatchObject({
      requires_vote: true,
      item_type: 'DECISION',
      estimated_duration_minutes: 25,
    });
    const tooShort = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}/agenda/${budget!.id}`,
      headers: actor.headers,
      payload: { estimated_duration_minutes: 4 },
    });
    expect(tooShort.statusCode).toBe(422);
    const pool = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/boards/${board.id}/agenda-pool`,
        headers: actor.headers,
      })
    ).json();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/agenda/move`,
      headers: actor.headers,
      payload: { item_ids: [hiring!.id], target_meeting_id: pool.id },
    });
    expect(moved.json()).toEqual({ moved: 1 });
    expect((await getMeeting(t.app, actor, pool.id)).agenda_items.map((i) => i.title)).toEqual([
      'Hiring plan',
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/meetings/${meeting.id}/agenda/${roadmap!.id}`,
      headers: actor.headers,
    });
    const after = await getMeeting(t.app, actor, meeting.id);
    expect(after.agenda_items.map((i) => i.title)).toEqual(['Budget review']);
    expect(after.total_duration_minutes).toBe(25);
  });

  it('caps the agenda of a meeting with a 422 naming the limit, for imports and moves', async () => {
    const { actor, board } = await owner();
    const meeting = await createMeeting(t.app, actor, board.id);
    const batch = (from: number) =>
      Array.from({ length: AGENDA_LIMITS.itemsPerImport }, (_, i) => `Item ${from + i}, 5`).join('\n');
    let added = 0;
    while (added + AGENDA_LIMITS.itemsPerImport <= AGENDA_LIMITS.itemsPerMeeting) {
      const response = await importAgenda(t.app, actor, meeting.id, batch(added));
      expect(response.statusCode, response.body).toBe(200);
      added += AGENDA_LIMITS.itemsPerImport;
    }
    const room = AGENDA_LIMITS.itemsPerMeeting - added;
    if (room > 0)
      await importAgenda(t.app, actor, meeting.id, batch(added).split('\n').slice(0, room).join('\n'));
    const full = await importAgenda(t.app, actor, meeting.id, 'One too many');
    expect(full.statusCode).toBe(422);
    expect(full.json().detail).toMatch(/^A meeting holds at most 500 agenda items/);
    expect((await getMeeting(t.app, actor, meeting.id)).agenda_items).toHaveLength(
      AGENDA_LIMITS.itemsPerMeeting,
    );

    const other = await createMeeting(t.app, actor, board.id);
    const extra = (await importAgenda(t.app, actor, other.id, 'Extra')).json().items[0].id as string;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${other.id}/agenda/move`,
      headers: actor.headers,
      payload: { item_ids: [extra], target_meeting_id: meeting.id },
    });
    expect(moved.statusCode).toBe(422);
  });

  it('refuses a whole import that is too large with a 422, writing nothing', async () => {
    const { actor, board } = await owner();
    const meeting = await createMeeting(t.app, actor, board.id);
    const lines = Array.from({ length: 10_000 }, () => 'I').join('\n');
    const response = await importAgenda(t.app, actor, meeting.id, lines);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(`Import at most ${AGENDA_LIMITS.itemsPerImport} items at a time`);
    expect((await getMeeting(t.app, actor, meeting.id)).agenda_items).toEqual([]);
  });

  it('refuses an out-of-range duration naming its line, and writes nothing', async () => {
    const { actor, board } = await owner();
    const meeting = await createMeeting(t.app, actor, board.id);
    const response = await importAgenda(t.app, actor, meeting.id, 'Fine, 20\nBad, 2');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Line 2: duration must be between 5 and 480 minutes');
    expect((await getMeeting(t.app, actor, meeting.id)).agenda_items).toEqual([]);
  });
});

describe('running a meeting', () => {
  it('enforces the transitions and the rules for starting and deleting', async () => {
    const { actor, board } = await owner();
    const far = await createMeeting(t.app, actor, board.id, { scheduled_date: inMinutes(60) });
    await importAgenda(t.app, actor, far.id, 'Item');
    const early = await callAs(t.app, actor, 'POST', `/meetings/${far.id}/start`, {});
    expect(early.statusCode).toBe(409);
    const empty = await createMeeting(t.app, actor, board.id, { scheduled_date: inMinutes(10) });
    const noItems = await callAs(t.app, actor, 'POST', `/meetings/${empty.id}/start`, {});
    expect(noItems.statusCode).toBe(422);
    expect(noItems.json().detail).toBe('Add agenda items before starting the meeting');
    const notDraft = await callAs(t.app, actor, 'DELETE', `/meetings/${empty.id}`);
    expect(notDraft.statusCode).toBe(409);
    const draft = await createMeeting(t.app, actor, board.id, { status: 'DRAFT' });
    await importAgenda(t.app, actor, draft.id, 'Item');
    const draftStart = await callAs(t.app, actor, 'POST', `/meetings/${draft.id}/start`, {});
    expect(draftStart.statusCode).toBe(409);
    const notRunning = await callAs(t.app, actor, 'POST', `/meetings/${draft.id}/complete`);
    expect(notRunning.statusCode).toBe(409);
    const backwards = await callAs(t.app, actor, 'PATCH', `/meetings/${empty.id}`, { status: 'DRAFT' });
    expect(backwards.statusCode).toBe(409);
    const scheduled = await callAs(t.app, actor, 'PATCH', `/meetings/${draft.id}`, { status: 'SCHEDULED' });
    expect(scheduled.json().status).toBe('SCHEDULED');
    const deleted = await createMeeting(t.app, actor, board.id, { status: 'DRAFT' });
    expect((await callAs(t.app, actor, 'DELETE', `/meetings/${deleted.id}`)).statusCode).toBe(204);
  });

  it('runs a meeting with a board vote and an action item, then files minutes with both', async () => {
    const { actor, board } = await owner();
    const meeting = await createMeeting(t.app, actor, board.id, { location: 'Berlin office' });
    const [item] = (
      await importAgenda(t.app, actor, meeting.id, 'Approve the seed round, 20\nHiring plan')
    ).json().items;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/start`,
      headers: actor.headers,
      payload: { actual_attendees: ['All Board Members'] },
    });
    expect(started.json()).toMatchObject({ status: 'IN_PROGRESS', attendees: ['All Board Members'] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}/agenda/${item.id}`,
      headers: actor.headers,
      payload: { status: 'in_progress', notes: 'Discussed the term sheets.' },
    });
    const asked = await startSession(
      t.app,
      actor,
      board.id,
      validDecision({
        constraints: { ...validDecision().constraints, meeting_id: meeting.id, agenda_item_ids: [item.id] },
      }),
    );
    expect(asked.statusCode).toBe(202);
    const { detail } = await waitForSession(t.app, actor, asked.json().session_id);
    const action = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/action-items`,
      headers: actor.headers,
      payload: {
        description: 'Send the signed term sheet',
        owner: 'CEO',
        due_date: '2026-12-15',
        agenda_item_id: item.id,
      },
    });
    expect(action.statusCode).toBe(201);
    const running = await getMeeting(t.app, actor, meeting.id);
    const decided = running.agenda_items.find((i) => i.id === item.id)!;
    expect(decided.decision).toMatchObject({
      session_id: asked.json().session_id,
      result: detail.recommendation!.outcome,
      headcount: detail.recommendation!.vote_breakdown.headcount,
    });
    expect(decided.started_at).not.toBeNull();
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/complete`,
      headers: actor.headers,
    });
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', minutes_id: expect.any(String) });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/minutes', headers: actor.headers })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({ meeting_id: meeting.id, decision_count: 1, action_count: 1 }),
    ]);
    const minutes = (
      await t.app.inject({ method: 'GET', url: `/api/v1/minutes/${list[0].id}`, headers: actor.headers })
    ).json() as Minutes;
    expect(minutes.meeting.agenda_items[0]?.notes).toBe('Discussed the term sheets.');
    expect(minutes.meeting.action_items[0]).toMatchObject({ owner: 'CEO', due_date: '2026-12-15' });
    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${list[0].id}/export?format=md`,
      headers: actor.headers,
    });
    expect(md.body).toContain('Send the signed term sheet — owner: CEO, due: 2026-12-15');
    expect(md.body).toContain(
      `**Tally (members):** ${detail.recommendation!.vote_breakdown.headcount.approve} approve`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${list[0].id}/export?format=pdf`,
      headers: actor.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const locked = await importAgenda(t.app, actor, meeting.id, 'Late item');
    expect(locked.statusCode).toBe(409);
    const afterwards = await startSession(
      t.app,
      actor,
      board.id,
      validDecision({
        constraints: { ...validDecision().constraints, meeting_id: meeting.id, agenda_item_ids: [item.id] },
      }),
    );
    expect(afterwards.statusCode).toBe(422);
  });

  it('refuses a session about another board’s meeting or items not on the agenda', async () => {
    const { actor, board } = await owner();
    const other = await createBoard(t.app, actor, { name: 'Other' });
    const meeting = await createMeeting(t.app, actor, other.id);
    const [item] = (await importAgenda(t.app, actor, meeting.id, 'Item')).json().items;
    const constraints = {
      ...validDecision().constraints,
      meeting_id: meeting.id,
      agenda_item_ids: [item.id],
    };
    const response = await startSession(t.app, actor, board.id, validDecision({ constraints }));
    expect(response.statusCode).toBe(422);
  });
});
