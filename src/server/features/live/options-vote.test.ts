// A human seat ranks the options with its vote in the live room (ADR 58): a ranking naming an
// option the decision lacks is refused and nothing is written; a valid one counts in the board's
// choice with the seat's weight.
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../test/api.ts';
import { boardWithDirector } from '../../test/factories.ts';
import { humanWindows, sharedTestApp } from '../../test/helper.ts';
import { roomWhen } from '../../test/live.ts';
import { startSession, supportPlatformDecision, waitForSession } from '../../test/sessions.ts';

const t = sharedTestApp(humanWindows({ responseMinutes: 2, roundSeconds: 4, voteSeconds: 20 }));
const call = apiCaller(() => t.app);

describe('a human seat ranking options', () => {
  it('refuses a ranking of options the decision lacks, and counts a valid one', async () => {
    const { owner, director, board } = await boardWithDirector(t.app, { CFO: 0.3, CTO: 0.2 }, 0.5);
    const started = await startSession(t.app, owner, board.id, supportPlatformDecision());
    const sessionId = started.json().session_id as string;
    const perspective = await call(director, 'POST', `/boards/sessions/${sessionId}/perspectives`, {
      stance: 'support',
      perspective:
        'A supported platform matters more than its price: our agents cannot be without a help desk.',
      key_points: ['Continuity first'],
      confidence: 0.7,
    });
    expect(perspective.statusCode, perspective.body).toBe(201);
    const voting = await roomWhen(t.app, director, sessionId, (r) => r.status === 'voting');
    expect(voting.options.map((o) => o.id)).toEqual(['A', 'B', 'C']);

    const wrong = await call(director, 'POST', `/sessions/${sessionId}/votes`, {
      vote: 'approve',
      ranking: [{ option: 'D' }, { option: 'A' }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('This decision has no option D');
    const twice = await call(director, 'POST', `/sessions/${sessionId}/votes`, {
      vote: 'approve',
      ranking: [{ option: 'B' }, { option: 'B' }],
    });
    expect(twice.statusCode).toBe(422);

    const voted = await call(director, 'POST', `/sessions/${sessionId}/votes`, {
      vote: 'approve',
      rationale: 'The SLA matters most.',
      ranking: [
        { option: 'B', reason: 'The SLA carries the risk.' },
        { option: 'A', reason: 'Cheaper, no guarantee.' },
        { option: 'C', reason: 'We have no engineers to spare.' },
      ],
      veto: { option: 'C', duty: 'Continuity of service' },
    });
    expect(voted.statusCode, voted.body).toBe(201);

    const { detail } = await waitForSession(t.app, owner, sessionId, 40_000);
    const ballot = detail.options_result?.ballots.find((b) => b.seat === 'Independent Director');
    expect(ballot).toMatchObject({
      is_human: true,
      counted: true,
      weight: 0.5,
      veto: { option: 'C', duty: 'Continuity of service' },
    });
    expect(ballot?.ranking.map((r) => r.option)).toEqual(['B', 'A', 'C']);
    expect(detail.options_result?.standings.find((s) => s.option === 'C')?.vetoed_by).toEqual([
      { seat: 'Independent Director', duty: 'Continuity of service' },
    ]);
    const room = await roomWhen(t.app, director, sessionId, (r) => r.status === 'completed');
    expect(room.option_winner).toBe(detail.options_result?.winner);
  }, 120_000);
});
