import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, BoardListItem } from '../../../contracts/boards.ts';
import { POSITION_KEYS } from '../../../contracts/positions.ts';
import { boardPositions } from '../../db/schema/index.ts';
import { boardWithDirector, createBoard, createUser, startupSeats } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = async (payload: Record<string, unknown>) => {
  const actor = await createUser(t.app);
  return t.app.inject({ method: 'POST', url: '/api/v1/boards', headers: actor.headers, payload });
};
const valid = () => ({ name: 'Board', template_slug: 'startup-board', custom_positions: startupSeats() });
/** Custom seats as `[key, weight, title]`; the title is the key unless given. */
const seats = (...list: [key: string, weight: number, title?: string][]) => ({
  custom_positions: list.map(([key, weight, title = key]) => ({ key, title, weight })),
});

describe('creating a board', () => {
  it('creates the board with its seats, in order, each with its built-in persona', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor, { name: '  Series A board ', description: 'Raising' });
    expect(board).toMatchObject({ name: 'Series A board', template_slug: 'startup-board', memberCount: 6 });
    expect(board.positions.map((p) => [p.position_number, p.key])).toEqual([
      [1, 'CEO'],
      [2, 'CFO'],
      [3, 'CTO'],
      [4, 'INVESTOR_REP'],
      [5, 'CUSTOMER_ADVOCATE'],
      [6, 'STRATEGIC_ADVISOR'],
    ]);
    expect(board.positions.every((p) => p.persona_id && p.persona_name)).toBe(true);
  });

  it('uses the template seats at auto-balanced weights when no seats are sent', async () => {
    for (const slug of ['startup-board', 'growth-board', 'crisis-board']) {
      const response = await post({ name: slug, template_slug: slug, custom_positions: [] });
      expect(response.statusCode).toBe(201);
      const board = response.json() as Board;
      const total = board.positions.reduce((s, p) => s + p.weight, 0);
      expect(total).toBeCloseTo(1, 6);
    }
  });

  it.each([
    ['no name', { name: '   ' }, 422],
    [
      'one seat',
      { custom_positions: [{ key: 'CEO', title: 'CEO', weight: 0.5, type: 'AI', is_human: false }] },
      422,
    ],
    ['a weight above 50%', seats(['CEO', 0.6], ['CFO', 0.4]), 422],
    ['a weight below 1%', seats(['CEO', 0.005], ['CFO', 0.5]), 422],
    ['an unknown key', seats(['JESTER', 0.5, 'J'], ['CFO', 0.5]), 422],
    ['an unknown template', { template_slug: 'moon-board' }, 422],
    ['an unknown field', { colour: 'blue' }, 422],
  ])('refuses %s', async (_label, change, status) => {
    const response = await post({ ...valid(), ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBeTruthy();
  });

  it('answers the spec messages for seat counts and weight totals', async () => {
    const seat = (key: string, weight: number) => ({ key, title: key, weight, type: 'AI', is_human: false });
    const one = await post({ ...valid(), custom_positions: [seat('CEO', 0.5)] });
    expect(one.json().detail).toBe('Select at least 2 board members');
    const eleven = await post({
      ...valid(),
      custom_positions: Array.from({ length: 11 }, (_, i) => seat(i < 10 ? `K${i}` : 'CEO', 0.09)),
    });
    expect(eleven.statusCode).toBe(422);
    const tenPlusDuplicate = await post({
      ...valid(),
      custom_positions: [...POSITION_KEYS, 'CEO'].map((k) => seat(k, 1 / 11)),
    });
    expect(tenPlusDuplicate.json().detail).toBe('Maximum 10 board members allowed');
    const short = await post({
      ...valid(),
      custom_positions: [seat('CEO', 0.3), seat('CFO', 0.3), seat('CTO', 0.3)],
    });
    expect(short.json().detail).toBe('Weights must sum to 100% (currently 90%)');
    const duplicate = await post({ ...valid(), custom_positions: [seat('CEO', 0.5), seat('CEO', 0.5)] });
    expect(duplicate.json().detail).toMatch(/CEO appears twice/);
  });

  it('writes nothing when creation is refused', async () => {
    const actor = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/boards',
      headers: actor.headers,
      payload: {
        ...valid(),
        custom_positions: [
          {
            key: 'CEO',
            title: 'CEO',
            weight: 0.5,
            type: 'Human',
            is_human: true,
            human_email: 'nobody@example.com',
          },
          { key: 'CFO', title: 'CFO', weight: 0.5 },
        ],
      },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers: actor.headers });
    expect(list.json()).toEqual([]);
  });

  it('assigns a human seat to a member of the organization by e-mail', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5);
    const seat = board.positions[1]!;
    expect(seat).toMatchObject({ type: 'Human', is_human: true, assigned_user_email: director.user.email });
    const freed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${board.id}/positions/${seat.id}/assignee`,
      headers: owner.headers,
      payload: { email: null },
    });
    expect(freed.json().assigned_user_email).toBeNull();
  });
});

describe('reading and deleting boards', () => {
  it('lists only the caller’s boards, newest first, with seats and counts', async () => {
    const actor = await createUser(t.app);
    const other = await createUser(t.app);
    const first = await createBoard(t.app, actor, { name: 'First' });
    const second = await createBoard(t.app, actor, { name: 'Second', template_slug: null });
    await createBoard(t.app, other, { name: 'Not mine' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers: actor.headers })
    ).json() as BoardListItem[];
    expect(list.map((b) => b.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({
      memberCount: 6,
      meeting_count: 0,
      session_count: 0,
      template_slug: null,
    });
    expect(list[1]!.positions[0]).toEqual({ title: 'CEO', position_number: 1, weight: 0.25 });
    // The list carries what the board cards show; how the board votes and who holds a seat are on
    // the board's own answer.
    expect(Object.keys(list[1]!).sort()).toEqual(
      [
        'abilities',
        'board_member_count',
        'board_type',
        'created_at',
        'description',
        'id',
        'meeting_count',
        'memberCount',
        'name',
        'organization_name',
        'positions',
        'session_count',
        'status',
        'template_slug',
      ].sort(),
    );
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/v1/boards/${first.id}`, headers: actor.headers })
    ).json() as Board;
    expect(own).toMatchObject({ voting_rule: null, quorum: null, pace: 'live', option_rule: 'borda' });
    expect(own.positions[0]).toMatchObject({ key: 'CEO', type: 'AI', assigned_user_email: null });
  });

  it('computes the dashboard figures on the server', async () => {
    const actor = await createUser(t.app);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/stats',
      headers: actor.headers,
    });
    expect(empty.json()).toEqual({ board_count: 0, total_sessions: 0, decisions_made: 0, avg_board_size: 0 });
    await createBoard(t.app, actor);
    await createBoard(t.app, actor, {
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.5, type: 'AI', is_human: false },
        { key: 'CFO', title: 'CFO', weight: 0.5, type: 'AI', is_human: false },
      ],
    });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/stats',
      headers: actor.headers,
    });
    expect(stats.json()).toEqual({ board_count: 2, total_sessions: 0, decisions_made: 0, avg_board_size: 4 });
  });

  it('deletes a board with its seats', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${board.id}`,
      headers: actor.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}`, headers: actor.headers }))
        .statusCode,
    ).toBe(404);
    const orphans = await t.app.database.db
      .select()
      .from(boardPositions)
      .where(eq(boardPositions.boardId, board.id));
    expect(orphans).toEqual([]);
  });
});
