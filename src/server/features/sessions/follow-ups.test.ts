// Follow-up questions after a session: one AI seat answers from its record, the answer is kept
// with the session and appears in the export; what cannot be answered is refused, not faked.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UPS_PER_HOUR, type FollowUp } from '../../../contracts/follow-ups.ts';
import type { SessionDetail } from '../../../contracts/sessions.ts';
import { decisionSessions } from '../../db/schema/index.ts';
import { type Actor, createBoard, createUser, startupSeats } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
let owner: Actor;
let sessionId: string;
let detail: SessionDetail;
let humanSeatId: string;

beforeAll(async () => {
  t = await buildTestApp({ HUMAN_RESPONSE_WINDOW_MINUTES: '0' });
  owner = await createUser(t.app);
  const board = await createBoard(t.app, owner, {
    custom_positions: [
      ...startupSeats().slice(0, 5),
      { key: 'STRATEGIC_ADVISOR', title: 'Advisor Ada', weight: 0.12, type: 'Human', is_human: true },
    ],
  });
  humanSeatId = board.positions.find((p) => p.type === 'Human')!.id;
  sessionId = (await startSession(t.app, owner, board.id)).json().session_id;
  detail = (await waitForSession(t.app, owner, sessionId)).detail;
}, 60_000);
afterAll(() => t.close());

const ask = (actor: Actor, body: Record<string, unknown>, id = sessionId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/sessions/${id}/follow-ups`,
    headers: actor.headers,
    payload: body,
  });
const seatId = (title: string) => detail.deliberations.find((d) => d.position_title === title)!.seat_id;

describe('follow-up questions', () => {
  it("answers 'why?' from the seat's recorded vote, keeps it with the session and exports it", async () => {
    const cfo = seatId('CFO');
    const response = await ask(owner, { seat_id: cfo, question: '  Why did you vote that way?  ' });
    expect(response.statusCode).toBe(201);
    const answered = response.json() as FollowUp;
    const vote = detail.votes.find((v) => v.seat_id === cfo)!;
    expect(answered).toMatchObject({
      session_id: sessionId,
      seat_id: cfo,
      position_title: 'CFO',
      question: 'Why did you vote that way?',
      engine: 'offline',
      model: detail.model,
    });
    expect(answered.answer).toContain(vote.rationale.slice(0, 40));

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/follow-ups`,
      headers: owner.headers,
    });
    expect(listed.json()).toEqual([answered]);

    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/export?format=md`,
      headers: owner.headers,
    });
    expect(md.body).toContain('Follow-up questions');
    expect(md.body).toContain('asked the CFO: Why did you vote that way?');
    expect(md.body).toContain(answered.answer.slice(0, 60));
  });

  it('refuses a seat that was not at the table, a human seat and an empty question (422), writing nothing', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/follow-ups`,
        headers: owner.headers,
      })
    ).json().length;
    for (const [body, detailText] of [
      [{ seat_id: 'not-a-seat', question: 'Why?' }, /did not sit/],
      [{ seat_id: humanSeatId, question: 'Why?' }, /human member: ask them directly/],
      [{ seat_id: seatId('CEO'), question: ' ' }, /question/i],
      [{ seat_id: seatId('CEO'), question: 'Why?', extra: 1 }, /extra|unrecognized/i],
    ] as const) {
      const response = await ask(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(response.json().detail)).toMatch(detailText);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/follow-ups`,
      headers: owner.headers,
    });
    expect(after.json()).toHaveLength(before);
  });

  it('opens only once a session has completed with a deliberation to explain (409)', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const refused = (
      await startSession(
        t.app,
        actor,
        board.id,
        validDecision({
          decision_topic: 'asdf qwer',
          decision_context: 'asdf jkl qwer zxcv uiop hjkl asdf qwer zxcv',
        }),
      )
    ).json().session_id as string;
    await waitForSession(t.app, actor, refused);
    const ceo = (
      await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${refused}`, headers: actor.headers })
    ).json() as SessionDetail;
    expect(ceo.session.outcome).toBe('cannot_judge');
    const response = await ask(actor, { seat_id: 'any', question: 'Why?' }, refused);
    expect(response.statusCode).toBe(409);

    await t.app.database.db
      .update(decisionSessions)
      .set({ status: 'in_progress' })
      .where(eq(decisionSessions.id, refused));
    expect((await ask(actor, { seat_id: 'any', question: 'Why?' }, refused)).json().detail).toMatch(
      /once the session has completed/,
    );
  });

  it('refuses a session whose language model this server no longer uses, rather than answering with another mind', async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const id = (await startSession(t.app, actor, board.id)).json().session_id as string;
    const done = (await waitForSession(t.app, actor, id)).detail;
    await t.app.database.db
      .update(decisionSessions)
      .set({ engine: 'llm', model: 'gone-model' })
      .where(eq(decisionSessions.id, id));
    const response = await ask(actor, { seat_id: done.deliberations[0]!.seat_id, question: 'Why?' }, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/no longer set up/);
  });

  it(`limits a person to ${FOLLOW_UPS_PER_HOUR} follow-ups an hour (429 with Retry-After)`, async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const id = (await startSession(t.app, actor, board.id)).json().session_id as string;
    const done = (await waitForSession(t.app, actor, id)).detail;
    const body = { seat_id: done.deliberations[0]!.seat_id, question: 'What about the runway?' };
    for (let i = 0; i < FOLLOW_UPS_PER_HOUR; i++) expect((await ask(actor, body, id)).statusCode).toBe(201);
    const limited = await ask(actor, body, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone else on the same board still may.
    expect((await ask(owner, { seat_id: seatId('CTO'), question: 'Why?' })).statusCode).toBe(201);
  });
});
