import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { readEventStream, startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('starting a session', () => {
  it.each([
    ['a topic of 5 characters', { decision_topic: 'Raise' }],
    ['a topic over 500 characters', { decision_topic: 'x'.repeat(501) }],
    ['a context of 20 characters', { decision_context: 'x'.repeat(20) }],
    [
      'company information of 20 characters',
      { constraints: { ...validDecision().constraints, company_info: 'y'.repeat(20) } },
    ],
    ['no company information', { constraints: { budget: '$1M' } }],
    ['an unknown field', { urgency: 'high' }],
  ])('refuses %s with 422', async (_label, change) => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const response = await startSession(t.app, actor, board.id, { ...validDecision(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBeTruthy();
  });

  it('accepts a topic of exactly 6 and 500 characters with only the required constraints', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    for (const topic of ['Pivot?', 'z'.repeat(500)]) {
      const response = await startSession(t.app, actor, board.id, {
        ...validDecision({ decision_topic: topic }),
        constraints: { company_info: 'A company description of enough length.' },
      });
      expect(response.statusCode).toBe(202);
      await waitForSession(t.app, actor, response.json().session_id);
    }
  });
});

describe('a session on the offline engine', () => {
  it('deliberates in the background and returns a computed recommendation', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const started = await startSession(t.app, actor, board.id);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'starting', message: expect.any(String) });
    const { status, detail } = await waitForSession(t.app, actor, started.json().session_id);
    expect(status).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(detail.engine).toBe('offline');
    expect(detail.recommendation).not.toBeNull();
    const rec = detail.recommendation!;
    expect(['proceed', 'against', 'mixed']).toContain(rec.outcome);
    expect(rec.consensus_level).toBeGreaterThanOrEqual(0);
    expect(rec.consensus_level).toBeLessThanOrEqual(1);
    expect(rec.confidence_score).toBeGreaterThanOrEqual(0);
    expect(rec.confidence_score).toBeLessThanOrEqual(1);
    expect(detail.deliberations.map((d) => d.position_number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.votes).toHaveLength(6);
    const { headcount, weighted } = rec.vote_breakdown;
    expect(headcount.approve + headcount.against + headcount.abstain).toBe(6);
    expect(weighted.approve + weighted.against + weighted.abstain).toBeCloseTo(1, 6);
    // The weighted tally follows the seats' votes and weights.
    const approveWeight = detail.votes.filter((v) => v.vote === 'approve').reduce((s, v) => s + v.weight, 0);
    expect(weighted.approve).toBeCloseTo(approveWeight, 6);
    expect(detail.rounds.length).toBeGreaterThanOrEqual(1);
    expect(detail.session.decision_topic).toBe(validDecision().decision_topic);
  });

  it('counts the session on the board, the dashboard and the board history', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const { session_id } = (await startSession(t.app, actor, board.id)).json();
    await waitForSession(t.app, actor, session_id);
    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}`,
      headers: actor.headers,
    });
    expect(fetched.json().session_count).toBe(1);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/stats',
      headers: actor.headers,
    });
    expect(stats.json()).toMatchObject({ total_sessions: 1, decisions_made: 1 });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}/sessions`,
      headers: actor.headers,
    });
    expect(history.json().map((s: { id: string }) => s.id)).toEqual([session_id]);
  });

  it('streams its ordered event log as SSE, resumable with Last-Event-ID', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const { session_id } = (await startSession(t.app, actor, board.id)).json();
    await waitForSession(t.app, actor, session_id);
    const { response, frames } = await readEventStream(t.app, actor, session_id);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    const events = frames.filter((f) => f.event !== 'end');
    const ids = events.map((f) => Number(f.id));
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    expect(events[0]?.event).toBe('session_started');
    expect(events.at(-1)?.event).toBe('session_completed');
    expect(frames.at(-1)?.event).toBe('end');
    const perSeat = events.filter(
      (f) => f.event === 'seat_completed' && f.data.phase === 'initial_positions',
    );
    expect(perSeat).toHaveLength(6);
    const resumed = await readEventStream(t.app, actor, session_id, 5);
    expect(Number(resumed.frames[0]?.id)).toBe(6);
  });

  it('deletes a board with its sessions', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const { session_id } = (await startSession(t.app, actor, board.id)).json();
    await waitForSession(t.app, actor, session_id);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/boards/${board.id}`, headers: actor.headers });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${session_id}`,
      headers: actor.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('limits', () => {
  let queued: TestApp;
  beforeAll(async () => {
    queued = await buildTestApp({ RUN_WORKER: 'false', MAX_RUNNING_SESSIONS_PER_USER: '2' });
  });
  afterAll(() => queued.close());

  it('answers 429 with a detail once a user has the most sessions running at once', async () => {
    const actor = await createUser(queued.app);
    const board = await createBoard(queued.app, actor);
    for (let i = 0; i < 2; i++)
      expect((await startSession(queued.app, actor, board.id)).statusCode).toBe(202);
    const third = await startSession(queued.app, actor, board.id);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/2 sessions running/);
    const other = await createUser(queued.app);
    const otherBoard = await createBoard(queued.app, other);
    expect((await startSession(queued.app, other, otherBoard.id)).statusCode).toBe(202);
  });
});
