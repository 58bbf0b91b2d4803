import { describe, expect, it } from 'vitest';
import type { Seat, Vote } from './types.ts';
import { applyVotingRule } from './voting-rules.ts';

const seat = (id: string, weight: number, kind: Seat['kind'] = 'AI'): Seat => ({
  id,
  key: id,
  title: id,
  weight,
  kind,
  persona: null,
});
const votesOf = (board: Seat[], votes: Vote[]) =>
  board.map((s, i) => ({ seat: s, vote: { vote: votes[i] ?? 'abstain', rationale: '', confidence: 0.5 } }));

describe('voting rules', () => {
  const board = [seat('a', 0.25), seat('b', 0.25), seat('c', 0.25), seat('d', 0.25, 'Human')];
  const votes = votesOf(board, ['approve', 'approve', 'abstain', 'against']);

  it('measures a threshold on the votes cast, the seats present or all seats, and says which', () => {
    const cast = applyVotingRule(votes, board, {
      threshold: 'two_thirds',
      base: 'votes_cast',
      aiSeats: 'voting',
    });
    expect(cast).toMatchObject({
      carried: true,
      rule: 'two thirds of the votes cast (by weight), AI seats voting',
    });
    const present = applyVotingRule(votes, board, {
      threshold: 'two_thirds',
      base: 'present',
      aiSeats: 'voting',
    });
    expect(present.carried).toBe(false);
    expect(present.explanation).toMatch(/50% approved against 67% needed/);
    expect(
      applyVotingRule(votes, board, { threshold: 'simple_majority', base: 'all_seats', aiSeats: 'voting' })
        .carried,
    ).toBe(false);
  });

  it('requires every counted vote for unanimity, and counts only humans when AI seats advise', () => {
    expect(
      applyVotingRule(votes, board, { threshold: 'unanimity', base: 'votes_cast', aiSeats: 'voting' })
        .carried,
    ).toBe(false);
    const advisory = applyVotingRule(votes, board, {
      threshold: 'simple_majority',
      base: 'votes_cast',
      aiSeats: 'advisory',
    });
    expect(advisory).toMatchObject({ carried: false, share: 0 });
    const noHumans = [seat('x', 1)];
    expect(
      applyVotingRule(votesOf(noHumans, ['approve']), noHumans, {
        threshold: 'simple_majority',
        base: 'votes_cast',
        aiSeats: 'advisory',
      }).explanation,
    ).toMatch(/Nobody who counts/);
  });
});
