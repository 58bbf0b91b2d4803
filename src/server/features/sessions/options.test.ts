import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const vendors = (overrides: Record<string, unknown> = {}) =>
  validDecision({
    decision_topic: 'Which support platform should we choose for the next three years?',
    decision_context:
      'Our help desk tool reaches end of life in March. We handle 4,000 tickets a month with 6 agents; cash is $2.1M and burn $140k a month.',
    options: [
      'Vendor A at $40k a year',
      'Vendor B at $55k a year with an SLA',
      'Build in-house with two engineers',
    ],
    ...overrides,
  });

describe('decisions with options', () => {
  it.each([
    ['one option', { options: ['Only this'] }],
    ['six options', { options: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }],
    ['the same option twice', { options: ['Vendor A', 'vendor a'] }],
    ['an empty option', { options: ['Vendor A', ' '] }],
  ])('refuses %s with 422 and starts nothing', async (_label, change) => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const response = await startSession(t.app, actor, board.id, vendors(change));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBeTruthy();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}/sessions`,
      headers: actor.headers,
    });
    expect(list.json().length ?? list.json().items?.length ?? 0).toBe(0);
  });

  it('ranks typed options with the board rule, figures side by side and a ballot per seat', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const started = await startSession(t.app, actor, board.id, vendors());
    expect(started.statusCode).toBe(202);
    const { detail } = await waitForSession(t.app, actor, started.json().session_id);
    expect(detail.session.options.map((o) => o.id)).toEqual(['A', 'B', 'C']);
    expect(detail.session.option_rule).toBe('borda');
    const result = detail.options_result;
    expect(result?.standings).toHaveLength(3);
    expect(result?.winner).toMatch(/^[ABC]$/);
    expect(detail.reading?.option_figures.map((f) => f.cost_over_horizon)).toEqual([120000, 165000, null]);
    for (const vote of detail.votes) expect(vote.ranking).toHaveLength(3);
    expect(detail.recommendation?.recommendation).toContain(`option ${result?.winner}`);
    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${detail.session.id}/export?format=md`,
      headers: actor.headers,
    });
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain('The options');
    expect(md.body).toContain('Vendor B at $55k a year with an SLA');
    expect(md.body).toContain('$165k over 36 months');
    expect(md.body).toContain('How each seat ranked the options');
  });

  it('counts by instant-runoff when the board chose it', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boards/${board.id}`,
      headers: actor.headers,
      payload: { option_rule: 'instant_runoff' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().option_rule).toBe('instant_runoff');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boards/${board.id}`,
      headers: actor.headers,
      payload: { option_rule: 'plurality' },
    });
    expect(bad.statusCode).toBe(422);
    const started = await startSession(t.app, actor, board.id, vendors());
    const { detail } = await waitForSession(t.app, actor, started.json().session_id);
    expect(detail.options_result?.rule).toBe('instant_runoff');
    expect(detail.options_result?.rounds.length).toBeGreaterThanOrEqual(1);
  });

  it('reads options laid out in the text, and keeps a yes/no decision as it was', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const laidOut = await startSession(
      t.app,
      actor,
      board.id,
      vendors({
        options: undefined,
        decision_context:
          'Our help desk tool ends in March; 4,000 tickets a month. Option A: Vendor A at $40k a year. Option B: Vendor B at $55k a year with an SLA.',
      }),
    );
    const read = await waitForSession(t.app, actor, laidOut.json().session_id);
    expect(read.detail.session.options.map((o) => o.label)).toEqual([
      'Vendor A at $40k a year',
      'Vendor B at $55k a year with an SLA',
    ]);
    const yesNo = await startSession(t.app, actor, board.id, validDecision());
    const plain = await waitForSession(t.app, actor, yesNo.json().session_id);
    expect(plain.detail.session.options).toEqual([]);
    expect(plain.detail.session.option_rule).toBeNull();
    expect(plain.detail.options_result).toBeNull();
    expect(plain.detail.votes.every((v) => v.ranking.length === 0 && v.veto === null)).toBe(true);
  });
});
