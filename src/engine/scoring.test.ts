import { describe, expect, it } from 'vitest';
import {
  approveShare,
  computeScores,
  confidenceScore,
  consensusLevel,
  outcome,
  stanceScore,
  stanceToVote,
  voteBreakdown,
} from './scoring.ts';
import type { FinalVote, Seat, Stance, Vote } from './types.ts';
import { STANCES } from './types.ts';

function seat(id: string, weight: number): Seat {
  return { id, key: id.toUpperCase(), title: id, weight, kind: 'AI', persona: null };
}

function votesOf(board: Seat[], votes: (Vote | null)[], confidence = 0.8): { seat: Seat; vote: FinalVote }[] {
  return board.flatMap((s, i) => {
    const vote = votes[i];
    return vote ? [{ seat: s, vote: { vote, rationale: '', confidence } }] : [];
  });
}

const five = [seat('a', 0.2), seat('b', 0.2), seat('c', 0.2), seat('d', 0.2), seat('e', 0.2)];

describe('stances and votes', () => {
  it('scores the five-point scale from +2 to −2', () => {
    expect(STANCES.map(stanceScore)).toEqual([2, 1, 0, -1, -2]);
  });

  it('maps support to approve, opposition to against and neutral to abstain', () => {
    expect(STANCES.map(stanceToVote)).toEqual(['approve', 'approve', 'abstain', 'against', 'against']);
  });
});

describe('vote breakdown', () => {
  it('tallies headcount and weight as fractions of the whole board, and counts absent seats', () => {
    const board = [seat('a', 0.5), seat('b', 0.3), seat('c', 0.2)];
    const breakdown = voteBreakdown(votesOf(board, ['approve', 'abstain', null]), board);
    expect(breakdown.headcount).toEqual({ approve: 1, against: 0, abstain: 1 });
    expect(breakdown.weighted.approve).toBeCloseTo(0.5);
    expect(breakdown.weighted.abstain).toBeCloseTo(0.3);
    expect(breakdown.absent).toEqual({ count: 1, weight: expect.closeTo(0.2) });
  });

  it('normalizes by the board total when weights do not sum to 1, and ignores invalid or duplicate votes', () => {
    const board = [seat('a', 2), seat('b', 2)];
    const votes = [
      ...votesOf(board, ['approve', null]),
      { seat: board[0]!, vote: { vote: 'against' as Vote, rationale: '', confidence: 1 } },
      { seat: board[1]!, vote: { vote: 'maybe' as Vote, rationale: '', confidence: 1 } },
    ];
    const breakdown = voteBreakdown(votes, board);
    expect(breakdown.weighted).toEqual({ approve: 0.5, against: 0, abstain: 0 });
    expect(breakdown.absent).toEqual({ count: 1, weight: 0.5 });
  });
});

describe('outcome', () => {
  it('proceeds at exactly 60% of the non-abstaining weight approving', () => {
    const b = voteBreakdown(votesOf(five, ['approve', 'approve', 'approve', 'against', 'against']), five);
    expect(approveShare(b)).toBeCloseTo(0.6);
    expect(outcome(b)).toBe('proceed');
  });

  it('is against at exactly 40% approving and mixed in between', () => {
    expect(
      outcome(voteBreakdown(votesOf(five, ['approve', 'approve', 'against', 'against', 'against']), five)),
    ).toBe('against');
    const board = [seat('a', 0.5), seat('b', 0.5)];
    expect(outcome(voteBreakdown(votesOf(board, ['approve', 'against']), board))).toBe('mixed');
  });

  it('ignores abstentions and absences when computing the approve share', () => {
    const b = voteBreakdown(votesOf(five, ['approve', 'approve', 'against', 'abstain', null]), five);
    expect(approveShare(b)).toBeCloseTo(2 / 3);
    expect(outcome(b)).toBe('proceed');
  });

  it('weighs seats by weight, not headcount', () => {
    const board = [seat('ceo', 0.7), seat('a', 0.1), seat('b', 0.1), seat('c', 0.1)];
    expect(outcome(voteBreakdown(votesOf(board, ['approve', 'against', 'against', 'against']), board))).toBe(
      'proceed',
    );
  });

  it('is mixed when most of the voting weight abstains, whatever the few decided votes say', () => {
    const six = [0.2, 0.16, 0.16, 0.16, 0.16, 0.16].map((w, i) => seat(`s${i}`, w));
    const mostlyAbstaining = voteBreakdown(
      votesOf(six, ['approve', 'abstain', 'abstain', 'abstain', 'abstain', 'approve']),
      six,
    );
    expect(approveShare(mostlyAbstaining)).toBe(1);
    expect(outcome(mostlyAbstaining)).toBe('mixed');
    // Exactly half decided is enough.
    const half = voteBreakdown(votesOf(five, ['approve', 'against', 'abstain', 'abstain', null]), five);
    expect(outcome(half)).toBe('mixed');
    const decided = voteBreakdown(votesOf(five, ['approve', 'approve', 'abstain', 'abstain', null]), five);
    expect(outcome(decided)).toBe('proceed');
  });

  it('is mixed when nobody voted for or against', () => {
    expect(outcome(voteBreakdown(votesOf(five, ['abstain', 'abstain', null, null, null]), five))).toBe(
      'mixed',
    );
    expect(approveShare(voteBreakdown([], five))).toBeNull();
  });
});

describe('consensus level', () => {
  const at = (stances: Stance[], weights?: number[]) =>
    consensusLevel(stances.map((stance, i) => ({ stance, weight: weights?.[i] ?? 1 })));

  it('is 1 for unanimity for or against', () => {
    for (const s of STANCES.filter((x) => x !== 'neutral')) expect(at([s, s, s])).toBe(1);
  });

  it('is 0 for a board of undecided seats, and undecided seats lower it in proportion', () => {
    expect(at(['neutral', 'neutral', 'neutral'])).toBe(0);
    expect(at(['support', 'neutral'])).toBeCloseTo(0.5);
    expect(at(['support', 'support', 'support', 'neutral'])).toBeCloseTo(0.75);
  });

  it('is 0 for an even split between the two extremes', () => {
    expect(at(['strongly_support', 'strongly_oppose'])).toBeCloseTo(0);
    expect(at(['strongly_support', 'strongly_support', 'strongly_oppose', 'strongly_oppose'])).toBeCloseTo(0);
  });

  it('follows 1 − σ_w / 2 for a weighted spread', () => {
    // scores 1 and −1 with weights 0.75 / 0.25: mean 0.5, variance 0.75 → σ ≈ 0.866
    expect(at(['support', 'oppose'], [0.75, 0.25])).toBeCloseTo(1 - Math.sqrt(0.75) / 2);
  });

  it('is 0 with no stances and ignores zero-weight seats', () => {
    expect(consensusLevel([])).toBe(0);
    expect(at(['support', 'strongly_oppose'], [1, 0])).toBe(1);
  });
});

describe('confidence score', () => {
  it('is the voters’ confidence when everyone agrees with the outcome', () => {
    const b = five.slice(0, 3);
    expect(confidenceScore(votesOf(b, ['approve', 'approve', 'approve'], 0.9), b, 'proceed')).toBeCloseTo(
      0.9,
    );
  });

  it('counts dissent and abstention 0, normalized by the voting weight', () => {
    const board = [seat('a', 0.5), seat('b', 0.25), seat('c', 0.25)];
    const votes = votesOf(board, ['approve', 'abstain', 'against'], 1);
    expect(confidenceScore(votes, board, 'proceed')).toBeCloseTo(0.5);
  });

  it('is 0 for a board that only abstains, and for cannot_judge', () => {
    const board = [seat('a', 0.5), seat('b', 0.5)];
    expect(confidenceScore(votesOf(board, ['abstain', 'abstain'], 0.9), board, 'mixed')).toBe(0);
    expect(confidenceScore(votesOf(board, ['approve', 'approve'], 0.9), board, 'cannot_judge')).toBe(0);
  });

  it('counts every decided vote 0.5 for a mixed outcome and stays within [0, 1]', () => {
    const board = [seat('a', 0.5), seat('b', 0.5)];
    expect(confidenceScore(votesOf(board, ['approve', 'against'], 1), board, 'mixed')).toBeCloseTo(0.5);
    const wild = votesOf(board, ['approve', 'approve'], 7);
    expect(confidenceScore(wild, board, 'proceed')).toBe(1);
    expect(confidenceScore(votesOf(board, ['approve', 'approve'], -3), board, 'proceed')).toBe(0);
    expect(confidenceScore([], board, 'mixed')).toBe(0);
  });
});

describe('computeScores', () => {
  it('combines breakdown, outcome, consensus over final stances and confidence', () => {
    const board = [seat('a', 0.5), seat('b', 0.3), seat('c', 0.2)];
    const scores = computeScores(
      votesOf(board, ['approve', 'approve', 'against'], 0.8),
      [
        { seatId: 'a', stance: 'support' },
        { seatId: 'b', stance: 'support' },
        { seatId: 'c', stance: 'oppose' },
        { seatId: 'stranger', stance: 'strongly_oppose' },
      ],
      board,
    );
    expect(scores.outcome).toBe('proceed');
    expect(scores.vote_breakdown.headcount).toEqual({ approve: 2, against: 1, abstain: 0 });
    // scores 1,1,−1 weighted .5,.3,.2: mean 0.6, variance 0.64 → σ 0.8
    expect(scores.consensus_level).toBeCloseTo(0.6);
    expect(scores.confidence_score).toBeCloseTo(0.8 * 0.8);
  });
});
