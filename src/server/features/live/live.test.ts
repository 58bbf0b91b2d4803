// Human seats at the table, through the API: a perspective with a question to a named AI seat
// (answered in the discussion), a revision while a consensus round is open, a vote in the voting
// window (counted with the seat's weight, marked human), interjections with the server's length
// and cooldown, reactions, drafts and past contributions.
import { describe, expect, it } from 'vitest';
import type { Room } from '../../../contracts/live.ts';
import { apiCaller } from '../../test/api.ts';
import { boardWithDirector, createUser } from '../../test/factories.ts';
import { humanWindows, sharedTestApp } from '../../test/helper.ts';
import { roomWhen } from '../../test/live.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';
import { createSessionRepository } from '../sessions/repository.ts';

const t = sharedTestApp(humanWindows({ responseMinutes: 2, roundSeconds: 8, voteSeconds: 12 }));
const call = apiCaller(() => t.app);

async function boardWithSession() {
  const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.3, CFO: 0.3 }, 0.4);
  const { session_id } = (await startSession(t.app, owner, board.id)).json() as { session_id: string };
  return { owner, director, board, sessionId: session_id };
}

const perspective = (cfoId: string) => ({
  stance: 'oppose',
  perspective: 'The raise is premature: retention past the first cohort is unproven and the price shows it.',
  key_points: ['- Retention unproven', '* Price too low'],
  confidence: 0.6,
  questions_to: [{ seat_id: cfoId, question: 'How many months of runway does the raise buy at our burn?' }],
});

describe('human seats at the table', () => {
  it('takes a perspective, answers its question, a revision and a vote, and counts the vote as human', async () => {
    const { owner, director, sessionId } = await boardWithSession();
    const portal = (await call(director, 'GET', `/boards/sessions/${sessionId}`)).json();
    const cfo = portal.ai_seats.find((s: { title: string }) => s.title === 'CFO');
    expect(portal).toMatchObject({ position_title: 'Independent Director', submitted: null });

    const bad = await call(director, 'POST', `/boards/sessions/${sessionId}/perspectives`, {
      ...perspective(cfo.id),
      questions_to: [{ seat_id: portal.position_id, question: 'Asking myself?' }],
    });
    expect(bad.statusCode).toBe(422);
    const submitted = await call(
      director,
      'POST',
      `/boards/sessions/${sessionId}/perspectives`,
      perspective(cfo.id),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);

    const round = await roomWhen(t.app, director, sessionId, (r) => r.window?.step === 'consensus');
    expect(round.window?.seat_ids).toEqual([portal.position_id]);
    expect(round.status).toBe('active');
    const outsider = await call(owner, 'POST', `/sessions/${sessionId}/revisions`, {
      stance: 'support',
      confidence: 0.5,
    });
    expect(outsider.statusCode).toBe(403);
    const revised = await call(director, 'POST', `/sessions/${sessionId}/revisions`, {
      stance: 'neutral',
      confidence: 0.5,
      reasoning: "The CFO's runway figure answers half of my worry.",
    });
    expect(revised.statusCode, revised.body).toBe(201);

    const voting = await roomWhen(t.app, director, sessionId, (r) => r.status === 'voting');
    expect(voting.window).toMatchObject({ step: 'final_vote', acted_seat_ids: [] });
    const lateRevision = await call(director, 'POST', `/sessions/${sessionId}/revisions`, {
      stance: 'support',
      confidence: 0.5,
    });
    expect(lateRevision.json()).toEqual({ detail: 'No consensus round is open for your seat' });
    const asked = (await call(director, 'GET', '/notifications?type=vote_required')).json();
    expect(asked.notifications).toEqual([
      expect.objectContaining({ type: 'vote_required', action_url: `/board/deliberation/${sessionId}` }),
    ]);
    const voted = await call(director, 'POST', `/sessions/${sessionId}/votes`, {
      vote: 'approve',
      rationale: 'With conditions.',
    });
    expect(voted.statusCode, voted.body).toBe(201);
    expect(
      (await call(director, 'POST', `/sessions/${sessionId}/votes`, { vote: 'against' })).statusCode,
    ).toBe(409);

    const { detail } = await waitForSession(t.app, owner, sessionId, 30_000);
    const vote = detail.votes.find((v) => v.position_title === 'Independent Director');
    expect(vote).toMatchObject({ vote: 'approve', is_human: true, fallback: false, weight: 0.4 });
    const breakdown = detail.recommendation?.vote_breakdown;
    expect(breakdown?.headcount.approve).toBeGreaterThanOrEqual(1);
    expect(breakdown?.weighted.approve).toBeGreaterThanOrEqual(0.4 - 1e-9);
    const human = detail.rounds[0]?.seats.find((s) => s.position_title === 'Independent Director');
    expect(human).toMatchObject({ is_human: true, previous: 'oppose', stance: 'neutral' });
    const answered = detail.discussion.find((d) => d.position_title === 'CFO')?.answers ?? [];
    expect(answered).toEqual([
      expect.objectContaining({
        seat: 'Independent Director',
        question: perspective(cfo.id).questions_to[0]?.question,
      }),
    ]);
    const after = (await call(director, 'GET', `/boards/sessions/${sessionId}`)).json();
    expect(after.answers).toEqual([expect.objectContaining({ seat: 'CFO', answer: expect.any(String) })]);
    expect(after.submitted).toMatchObject({
      stance: 'oppose',
      key_points: ['Retention unproven', 'Price too low'],
    });

    const markdown = (await call(owner, 'GET', `/sessions/${sessionId}/export?format=md`)).body;
    expect(markdown).toContain('Independent Director (human member): APPROVE');
    expect(markdown).toContain('Answers Independent Director');

    const contributions = (await call(director, 'GET', '/boards/human/contributions')).json();
    expect(contributions).toEqual([
      expect.objectContaining({
        session_id: sessionId,
        stance: 'oppose',
        outcome: detail.recommendation?.outcome,
      }),
    ]);
    const room = (await call(owner, 'GET', `/sessions/${sessionId}/room`)).json() as Room;
    expect(room).toMatchObject({ status: 'completed', window: null, my_seat_id: null });
    expect(room.vote_breakdown).toEqual(breakdown);
  }, 60_000);

  it('keeps a draft on the server for the seat holder only', async () => {
    const { owner, director, sessionId } = await boardWithSession();
    const url = `/boards/sessions/${sessionId}/draft`;
    expect((await call(director, 'GET', url)).json()).toBeNull();
    const draft = {
      stance: 'support',
      perspective: 'Half-written thoughts',
      key_points: 'one\ntwo',
      confidence: 0.8,
    };
    const saved = await call(director, 'PUT', url, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(director, 'GET', url)).json()).toMatchObject({
      ...draft,
      questions: '',
      questions_to: [],
    });
    expect((await call(owner, 'PUT', url, draft)).statusCode).toBe(403);
    expect((await call(director, 'PUT', url, { ...draft, perspective: 'x'.repeat(5001) })).statusCode).toBe(
      422,
    );
  });

  it('takes interjections within the length and the cooldown, and hands them to the seats', async () => {
    const { owner, director, sessionId } = await boardWithSession();
    const url = `/sessions/${sessionId}/interjections`;
    expect((await call(owner, 'POST', url, { text: '   ' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', url, { text: 'x'.repeat(201) })).statusCode).toBe(422);
    const first = await call(owner, 'POST', url, { text: 'Our churn doubled last month; weigh that.' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(owner, 'POST', url, { text: 'And another thing' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The cooldown is per person: the director may still speak.
    expect((await call(director, 'POST', url, { text: 'Agreed, churn matters.' })).statusCode).toBe(201);
    const room = (await call(owner, 'GET', `/sessions/${sessionId}/room`)).json() as Room;
    expect(room.interjection_ready_at).not.toBeNull();

    const cfo = (await call(director, 'GET', `/boards/sessions/${sessionId}`)).json().ai_seats[1].id;
    await call(director, 'POST', `/boards/sessions/${sessionId}/perspectives`, perspective(cfo));
    await roomWhen(t.app, director, sessionId, (r) => r.status === 'voting', 30_000);
    await call(director, 'POST', `/sessions/${sessionId}/votes`, { vote: 'abstain' });
    const { detail } = await waitForSession(t.app, owner, sessionId, 30_000);
    expect(detail.interjections.map((i) => i.text)).toEqual([
      'Our churn doubled last month; weigh that.',
      'Agreed, churn matters.',
    ]);
    expect((await call(owner, 'POST', url, { text: 'Too late' })).statusCode).toBe(409);
  }, 60_000);

  it('announces joining and leaving the room once per change, on the session log', async () => {
    const { owner, sessionId } = await boardWithSession();
    const url = `/sessions/${sessionId}/presence`;
    expect((await call(owner, 'POST', url, { present: true })).statusCode).toBe(204);
    expect((await call(owner, 'POST', url, { present: true })).statusCode).toBe(204);
    expect((await call(owner, 'POST', url, { present: false })).statusCode).toBe(204);
    const log = await createSessionRepository(t.app.database.db).eventsAfter(sessionId, 0);
    expect(log.filter((e) => e.type === 'presence').map((e) => e.payload.present)).toEqual([true, false]);
  });

  it('toggles one reaction of each kind per person per message, for the board only', async () => {
    const { owner, director, sessionId } = await boardWithSession();
    const stranger = await createUser(t.app);
    const url = `/sessions/${sessionId}/reactions`;
    const on = await call(owner, 'POST', url, { event_seq: 1, kind: 'agree' });
    expect(on.json()).toEqual({ event_seq: 1, kind: 'agree', active: true, count: 1 });
    expect((await call(director, 'POST', url, { event_seq: 1, kind: 'agree' })).json()).toMatchObject({
      count: 2,
    });
    expect((await call(owner, 'POST', url, { event_seq: 1, kind: 'agree' })).json()).toMatchObject({
      active: false,
      count: 1,
    });
    expect((await call(owner, 'POST', url, { event_seq: 1, kind: 'applause' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', url, { event_seq: 99_999, kind: 'agree' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', url, { event_seq: 1, kind: 'agree' })).statusCode).toBe(404);
  });
});
