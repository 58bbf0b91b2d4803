import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitedMembers } from '../../../contracts/sessions.ts';
import { boardWithDirector } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  // The default 30-minute window: only proceeding ends the wait within the test.
  t = await buildTestApp({ HUMAN_ROUND_WINDOW_SECONDS: '0', HUMAN_VOTE_WINDOW_SECONDS: '600' });
});
afterAll(() => t.close());

describe('waiting for board members', () => {
  it('names who is awaited and until when, and lets the owner go on without them', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.3, CFO: 0.3 }, 0.4, {
      title: 'Audit Chair',
    });
    const { session_id } = (await startSession(t.app, owner, board.id)).json();
    const url = `/api/v1/sessions/${session_id}`;

    const waiting = (
      await t.app.inject({ method: 'GET', url: `${url}/awaited`, headers: owner.headers })
    ).json() as AwaitedMembers;
    expect(waiting.step).toBe('perspective');
    expect(waiting.pending).toEqual([
      {
        seat_id: expect.any(String),
        seat_title: 'Audit Chair',
        member_name: director.user.full_name,
        email_bounce: null,
      },
    ]);
    expect(Date.parse(waiting.deadline!)).toBeGreaterThan(Date.now() + 20 * 60_000);
    expect(waiting.can_proceed).toBe(true);
    expect(waiting.proceeded_without).toEqual([]);

    // The director follows the session but does not decide to leave themselves out.
    const asDirector = await t.app.inject({
      method: 'GET',
      url: `${url}/awaited`,
      headers: director.headers,
    });
    expect(asDirector.json().can_proceed).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/proceed-without`, headers: director.headers }))
        .statusCode,
    ).toBe(403);

    const proceeded = await t.app.inject({
      method: 'POST',
      url: `${url}/proceed-without`,
      headers: owner.headers,
    });
    expect(proceeded.statusCode, proceeded.body).toBe(200);
    const after = proceeded.json() as AwaitedMembers;
    expect(after.pending).toEqual([]);
    expect(after.deadline).toBeNull();
    expect(after.proceeded_without).toEqual([
      {
        seat_title: 'Audit Chair',
        member_name: director.user.full_name,
        at: expect.any(String),
        by: owner.user.full_name,
      },
    ]);
    expect(Math.abs(Date.parse(after.proceeded_without[0]!.at) - Date.now())).toBeLessThan(60_000);

    // The board goes on at once, without the seat's perspective, up to the vote (a long window).
    let vote: AwaitedMembers | null = null;
    for (let i = 0; i < 300 && vote?.step !== 'final_vote'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      vote = (await t.app.inject({ method: 'GET', url: `${url}/awaited`, headers: owner.headers })).json();
    }
    expect(vote?.pending.map((p) => p.seat_title)).toEqual(['Audit Chair']);
    expect(Date.parse(vote!.deadline!)).toBeGreaterThan(Date.now() + 5 * 60_000);
    const voted = await t.app.inject({
      method: 'POST',
      url: `${url}/proceed-without`,
      headers: owner.headers,
    });
    expect(voted.statusCode, voted.body).toBe(200);
    expect((voted.json() as AwaitedMembers).proceeded_without).toHaveLength(2);
    const { status } = await waitForSession(t.app, owner, session_id, 30_000);
    expect(status.status).toBe('completed');
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/proceed-without`, headers: owner.headers }))
        .statusCode,
    ).toBe(409);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/sessions/${session_id}/perspectives`,
      headers: director.headers,
      payload: { stance: 'oppose', perspective: 'x'.repeat(60), key_points: [], confidence: 0.7 },
    });
    expect(late.statusCode).toBe(409);
  });
});
