import { describe, expect, it } from 'vitest';
import { callAs } from '../../test/api.ts';
import { boardWithDirector, createUser } from '../../test/factories.ts';
import { humanWindows, sharedTestApp } from '../../test/helper.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';

// A short response window keeps the test fast; the default is 30 minutes.
const t = sharedTestApp(humanWindows({ responseMinutes: 0.1, roundSeconds: 0, voteSeconds: 0 }));
const boardWithHumanSeat = () => boardWithDirector(t.app, { CEO: 0.3, CFO: 0.3 }, 0.4);

const perspective = {
  stance: 'oppose',
  perspective: 'The raise is premature: we have not proven retention beyond the first cohort of customers.',
  key_points: ['- Retention unproven', '* Valuation pressure', '', 'Board process rushed'],
  confidence: 0.7,
  questions: 'What does month-6 retention look like?',
};

describe('human board members', () => {
  it('waits for the human seat, takes its perspective into the vote', async () => {
    const { owner, director, board } = await boardWithHumanSeat();
    const { session_id } = (await startSession(t.app, owner, board.id)).json();

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards/human/pending',
      headers: director.headers,
    });
    expect(pending.json()).toEqual([
      expect.objectContaining({ session_id, position_title: 'Independent Director', board_name: board.name }),
    ]);
    const portal = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/sessions/${session_id}`,
      headers: director.headers,
    });
    expect(portal.json()).toMatchObject({ id: session_id, position_title: 'Independent Director' });

    // The seat answers once: a second perspective is refused.
    const submit = () =>
      callAs(t.app, director, 'POST', `/boards/sessions/${session_id}/perspectives`, perspective);
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(409);

    const { detail } = await waitForSession(t.app, owner, session_id);
    const human = detail.deliberations.find((d) => d.position_title === 'Independent Director');
    expect(human).toMatchObject({ source: 'human', stance: 'oppose' });
    expect(human?.key_points).toEqual(['Retention unproven', 'Valuation pressure', 'Board process rushed']);
    expect(detail.votes.find((v) => v.position_title === 'Independent Director')?.vote).toBe('against');
    const perspectives = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/sessions/${session_id}/perspectives`,
      headers: director.headers,
    });
    expect(perspectives.statusCode, perspectives.body).toBe(200);
    // The summary and, for "Show all", the whole text as written.
    expect(perspectives.json()).toContainEqual(
      expect.objectContaining({
        is_human: true,
        summary: perspective.perspective,
        text: perspective.perspective,
      }),
    );
    const contributions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards/human/contributions',
      headers: director.headers,
    });
    expect(contributions.json()).toEqual([
      expect.objectContaining({
        session_id,
        summary: perspective.perspective,
        text: perspective.perspective,
      }),
    ]);
  });

  it('proceeds without a seat that does not answer in the window, marked as no response', async () => {
    const { owner, board } = await boardWithHumanSeat();
    const { session_id } = (await startSession(t.app, owner, board.id)).json();
    const { status, detail } = await waitForSession(t.app, owner, session_id, 30_000);
    expect(status.status).toBe('completed');
    expect(detail.votes.map((v) => v.position_title)).not.toContain('Independent Director');
    expect(detail.recommendation?.vote_breakdown.absent).toEqual({ count: 1, weight: 0.4 });
  });

  it('lets only the seat holder submit, and refuses a short analysis', async () => {
    const { owner, director, board } = await boardWithHumanSeat();
    const stranger = await createUser(t.app);
    const { session_id } = (await startSession(t.app, owner, board.id)).json();
    const url = `/api/v1/boards/sessions/${session_id}/perspectives`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: stranger.headers, payload: perspective }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: perspective })).statusCode,
    ).toBe(403);
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: director.headers,
      payload: { ...perspective, perspective: 'Too short to be useful.' },
    });
    expect(short.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/boards/human/pending', headers: stranger.headers })
      ).json(),
    ).toEqual([]);
    await waitForSession(t.app, owner, session_id);
  });

  it("lists the caller's own human seats, and none for someone who holds none", async () => {
    const { owner, director, board } = await boardWithHumanSeat();
    const seats = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards/human/seats',
      headers: director.headers,
    });
    expect(seats.statusCode).toBe(200);
    expect(seats.json()).toEqual([
      {
        position_id: expect.any(String),
        title: 'Independent Director',
        board_id: board.id,
        board_name: board.name,
      },
    ]);
    const ownerSeats = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards/human/seats',
      headers: owner.headers,
    });
    expect(ownerSeats.json()).toEqual([]);
  });
});
