// A human seat ranks the options in the portal, with its perspective, before the live vote
// (ADR 61): a ranking naming an option the decision lacks is refused and nothing is written; a
// valid one is shown back in the portal and in the live room (whose ranker starts from it), and
// counts when the seat's live vote ranks nothing again or when the seat does not vote at all.
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../test/api.ts';
import { boardWithDirector } from '../../test/factories.ts';
import { humanWindows, sharedTestApp } from '../../test/helper.ts';
import { roomWhen } from '../../test/live.ts';
import { startSession, supportPlatformDecision, validDecision, waitForSession } from '../../test/sessions.ts';

const t = sharedTestApp(humanWindows({ responseMinutes: 2, roundSeconds: 4, voteSeconds: 20 }));
const call = apiCaller(() => t.app);

const perspective = {
  stance: 'support',
  perspective: 'A supported platform matters more than its price: our agents cannot be without a help desk.',
  key_points: ['Continuity first'],
  confidence: 0.7,
};

describe('ranking the options in the portal', () => {
  it('refuses an option the decision lacks, shows a valid ranking back and counts it in the vote', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CFO: 0.3, CTO: 0.2 }, 0.5);
    const started = await startSession(t.app, owner, board.id, supportPlatformDecision());
    const sessionId = started.json().session_id as string;
    const url = `/boards/sessions/${sessionId}/perspectives`;

    const before = (await call(director, 'GET', `/boards/sessions/${sessionId}`)).json();
    expect(before.options.map((o: { id: string }) => o.id)).toEqual(['A', 'B', 'C']);

    const wrong = await call(director, 'POST', url, { ...perspective, ranking: [{ option: 'D' }] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('This decision has no option D');
    expect((await call(director, 'GET', `/boards/sessions/${sessionId}`)).json().submitted).toBeNull();

    const given = await call(director, 'POST', url, {
      ...perspective,
      ranking: [
        { option: 'B', reason: 'The SLA carries the risk.' },
        { option: 'A' },
        { option: 'C', reason: 'No engineers to spare.' },
      ],
      veto: { option: 'C', duty: 'Continuity of service' },
    });
    expect(given.statusCode, given.body).toBe(201);
    const shown = (await call(director, 'GET', `/boards/sessions/${sessionId}`)).json();
    expect(shown.submitted.ranking.map((r: { option: string }) => r.option)).toEqual(['B', 'A', 'C']);
    expect(shown.submitted.veto).toMatchObject({ option: 'C', duty: 'Continuity of service' });

    // The live room hands the portal ranking back, so its ranker starts from it.
    const voting = await roomWhen(t.app, director, sessionId, (r) => r.status === 'voting');
    expect(voting.my_ranking?.ranking.map((r) => r.option)).toEqual(['B', 'A', 'C']);
    expect(voting.my_ranking?.ranking[0]?.reason).toBe('The SLA carries the risk.');
    expect(voting.my_ranking?.veto).toMatchObject({ option: 'C', duty: 'Continuity of service' });
    // The owner holds no seat: nothing of the director's is shown to them.
    expect((await call(owner, 'GET', `/sessions/${sessionId}/room`)).json().my_ranking).toBeNull();
    const voted = await call(director, 'POST', `/sessions/${sessionId}/votes`, {
      vote: 'approve',
      rationale: 'As I said in the portal.',
    });
    expect(voted.statusCode, voted.body).toBe(201);

    const { detail } = await waitForSession(t.app, owner, sessionId, 40_000);
    const ballot = detail.options_result?.ballots.find((b) => b.seat === 'Independent Director');
    expect(ballot).toMatchObject({ is_human: true, counted: true, veto: { option: 'C' } });
    expect(ballot?.ranking.map((r) => r.option)).toEqual(['B', 'A', 'C']);
  }, 120_000);

  it('counts the portal ranking of a seat that does not vote, beside the vote its stance implies', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CFO: 0.3, CTO: 0.2 }, 0.5);
    const started = await startSession(t.app, owner, board.id, supportPlatformDecision());
    const sessionId = started.json().session_id as string;
    const given = await call(director, 'POST', `/boards/sessions/${sessionId}/perspectives`, {
      ...perspective,
      ranking: [{ option: 'C', reason: 'We own the roadmap.' }, { option: 'B' }, { option: 'A' }],
    });
    expect(given.statusCode, given.body).toBe(201);

    // The director never votes: the window closes and the stance's vote counts, with the ranking.
    const { detail } = await waitForSession(t.app, owner, sessionId, 60_000);
    const vote = detail.votes.find((v) => v.position_title === 'Independent Director');
    expect(vote).toMatchObject({ vote: 'approve', fallback: true });
    expect(vote?.ranking.map((r) => r.option)).toEqual(['C', 'B', 'A']);
    const ballot = detail.options_result?.ballots.find((b) => b.seat === 'Independent Director');
    expect(ballot).toMatchObject({ is_human: true, counted: true, veto: null });
    expect(ballot?.ranking.map((r) => r.option)).toEqual(['C', 'B', 'A']);
    expect(ballot?.ranking[0]?.reason).toBe('We own the roadmap.');
  }, 120_000);

  it('refuses a ranking on a yes/no decision', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CFO: 0.5 }, 0.5);
    const started = await startSession(t.app, owner, board.id, validDecision({ options: [] }));
    const sessionId = started.json().session_id as string;
    const refused = await call(director, 'POST', `/boards/sessions/${sessionId}/perspectives`, {
      ...perspective,
      ranking: [{ option: 'A' }, { option: 'B' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('This decision has no options to rank');
  }, 60_000);
});
