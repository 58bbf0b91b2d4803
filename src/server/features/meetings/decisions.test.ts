import { describe, expect, it } from 'vitest';
import type { DeliberationResult, Seat } from '../../../engine/types.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { recordMeetingDecision } from './decisions.ts';
import type { MeetingRepository } from './repository.ts';

const seat = (id: string, title: string, kind: Seat['kind']): Seat => ({
  id,
  key: id.toUpperCase(),
  title,
  weight: 0.5,
  kind,
  persona: null,
});

function fakeMeetings() {
  const recorded: unknown[] = [];
  const meetings = {
    recordDecision: async (_meeting: string, _items: string[], values: unknown) => {
      recorded.push(values);
      return 1;
    },
  } as unknown as MeetingRepository;
  const people = { holderNames: async (ids: string[]) => new Map(ids.map((id) => [id, `Holder of ${id}`])) };
  return { meetings, people, recorded };
}

function result(outcome: 'proceed' | 'against', aiSeats: 'voting' | 'advisory' | null): DeliberationResult {
  return {
    votes: [
      { seat: seat('cfo', 'CFO', 'AI'), vote: { vote: 'approve', rationale: '', confidence: 0.8 } },
      {
        seat: seat('chair', 'Audit Chair', 'Human'),
        vote: { vote: 'against', rationale: '', confidence: 0.6 },
        fallback: true,
      },
    ],
    synthesis: {
      recommendation: 'The board recommends you proceed, with the conditions below',
      action_items: [{ action: 'Cap the spend at $2M', owner_role: 'CFO', horizon: '30 days' }],
    },
    scores: {
      outcome,
      vote_breakdown: {
        headcount: { approve: 1, against: 1, abstain: 0 },
        weighted: { approve: 0.5, against: 0.5, abstain: 0 },
      },
      ...(aiSeats
        ? {
            voting_rule: {
              threshold: 'simple_majority',
              base: 'votes_cast',
              ai_seats: aiSeats,
              carried: true,
              rule: 'a simple majority of the votes cast',
              explanation: 'Carried.',
            },
          }
        : {}),
    },
  } as unknown as DeliberationResult;
}

const session = {
  id: 's1',
  constraints: { meeting_id: 'm1', agenda_item_ids: ['i1'] },
  votingRule: null,
} as unknown as SessionRow;

describe('a decision recorded on an agenda item', () => {
  it('keeps each seat’s vote with the director’s name, the rule applied and the conditions', async () => {
    const { meetings, people, recorded } = fakeMeetings();
    await recordMeetingDecision({ meetings, people }, session, result('proceed', 'advisory'));
    expect(recorded[0]).toMatchObject({
      decisionVotes: [
        {
          seat_title: 'CFO',
          kind: 'AI',
          member_name: null,
          vote: 'approve',
          fallback: false,
          advisory: true,
        },
        {
          seat_title: 'Audit Chair',
          kind: 'Human',
          member_name: 'Holder of chair',
          vote: 'against',
          fallback: true,
          advisory: false,
        },
      ],
      decisionRule: "A simple majority of the votes cast (the board's rule). Carried.",
      decisionConditions: ['Cap the spend at $2M (CFO, 30 days)'],
    });
  });

  it('records no conditions for a decision against, and no rule under the default reading', async () => {
    const { meetings, people, recorded } = fakeMeetings();
    await recordMeetingDecision({ meetings, people }, session, result('against', null));
    expect(recorded[0]).toMatchObject({ decisionRule: null, decisionConditions: [] });
  });

  it('names the options as the board ranked them in the minutes’ wording, a vetoed one marked', async () => {
    const { meetings, people, recorded } = fakeMeetings();
    const withOptions = {
      ...result('proceed', null),
      options: {
        rule: 'borda',
        winner: 'B',
        standings: [
          { option: 'B', label: 'Vendor B at $55k a year with an SLA', place: 1, vetoed_by: [] },
          { option: 'A', label: 'Vendor A at $40k a year', place: 2, vetoed_by: [] },
          {
            option: 'C',
            label: 'Build in-house',
            place: 3,
            vetoed_by: [{ seat: 'CTO', duty: 'Continuity of service' }],
          },
        ],
      },
    } as unknown as DeliberationResult;
    await recordMeetingDecision({ meetings, people }, session, withOptions);
    expect((recorded[0] as { decisionWording: string }).decisionWording).toBe(
      'The board recommends you proceed, with the conditions below Options ranked by weighted Borda count: ' +
        '1. B (Vendor B at $55k a year with an SLA); 2. A (Vendor A at $40k a year); 3. C (Build in-house), vetoed.',
    );
  });
});
