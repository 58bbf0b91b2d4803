import { describe, expect, it } from 'vitest';
import { createOfflineMind } from './minds/offline/offline-mind.ts';
import { runDeliberation } from './protocol.ts';
import { computeScores } from './scoring.ts';
import { sensitivityOf } from './sensitivity.ts';
import { createEventLog, createMemoryStore } from './test-support/memory-store.ts';
import { EU_ACQUISITION, sampleBoard, bareSeat as seat } from './test-support/sample-board.ts';
import type { Seat, Vote } from './types.ts';
import { applyVotingRule, type VotingRule } from './voting-rules.ts';

const votesOf = (board: Seat[], votes: Vote[]) =>
  board.map((s, i) => ({ seat: s, vote: { vote: votes[i] ?? 'abstain', rationale: '', confidence: 0.5 } }));

const rule = (
  threshold: VotingRule['threshold'],
  base: VotingRule['base'] = 'votes_cast',
  aiSeats: VotingRule['aiSeats'] = 'voting',
): VotingRule => ({ threshold, base, aiSeats });

describe('voting rules', () => {
  const board = [seat('a', 0.25), seat('b', 0.25), seat('c', 0.25), seat('d', 0.25, 'Human')];
  const votes = votesOf(board, ['approve', 'approve', 'abstain', 'against']);

  it('measures a threshold on the votes cast, the seats present or all seats, and says which', () => {
    const cast = applyVotingRule(votes, board, rule('two_thirds'));
    expect(cast).toMatchObject({
      carried: true,
      rule: 'two thirds of the votes cast (by weight), AI seats voting',
    });
    const present = applyVotingRule(votes, board, rule('two_thirds', 'present'));
    expect(present.carried).toBe(false);
    expect(present.explanation).toMatch(/50% approved against 67% needed/);
    expect(applyVotingRule(votes, board, rule('simple_majority', 'all_seats')).carried).toBe(false);
  });

  it('requires every counted vote for unanimity, and counts only humans when AI seats advise', () => {
    expect(applyVotingRule(votes, board, rule('unanimity')).carried).toBe(false);
    const advisory = applyVotingRule(votes, board, rule('simple_majority', 'votes_cast', 'advisory'));
    expect(advisory).toMatchObject({ carried: false, share: 0 });
    const noHumans = [seat('x', 1)];
    expect(
      applyVotingRule(
        votesOf(noHumans, ['approve']),
        noHumans,
        rule('simple_majority', 'votes_cast', 'advisory'),
      ).explanation,
    ).toMatch(/Nobody who counts/);
  });
});

describe('the outcome under a chosen rule', () => {
  const board = [seat('a', 0.3), seat('b', 0.3), seat('c', 0.4, 'Human')];
  const stances = board.map((s) => ({ seatId: s.id, stance: 'support' as const }));
  // The two AI seats approve (60% of the weight), the human seat is against.
  const votes = votesOf(board, ['approve', 'approve', 'against']);

  it('keeps the default reading, and no rule in the scores, when none is chosen', () => {
    const scores = computeScores(votes, stances, board);
    expect(scores.outcome).toBe('proceed'); // 60% of the decided weight meets the default 60%
    expect('voting_rule' in scores).toBe(false);
    expect(computeScores(votes, stances, board, null)).toEqual(scores);
  });

  it('applies the rule and records which one, with its explanation', () => {
    const twoThirds = computeScores(votes, stances, board, rule('two_thirds'));
    // 60% approve is short of two thirds, but more approved than opposed: no mandate, not 'against'.
    expect(twoThirds.outcome).toBe('mixed');
    expect(twoThirds.voting_rule).toMatchObject({
      threshold: 'two_thirds',
      base: 'votes_cast',
      ai_seats: 'voting',
      carried: false,
      rule: 'two thirds of the votes cast (by weight), AI seats voting',
    });
    expect(twoThirds.voting_rule?.explanation).toMatch(/60% approved against 67% needed/);
    const majority = computeScores(votes, stances, board, rule('simple_majority'));
    expect(majority.outcome).toBe('proceed');
  });

  it('counts only the human seats when AI seats advise, so the human vote decides', () => {
    const advisory = computeScores(votes, stances, board, rule('simple_majority', 'votes_cast', 'advisory'));
    expect(advisory.outcome).toBe('against');
    expect(advisory.voting_rule?.carried).toBe(false);
  });

  it("finds the pivotal seats under the rule for 'Would it flip?'", () => {
    const flip = sensitivityOf(votes, board, rule('unanimity'));
    expect(flip.weight_to_flip).toBeNull();
    // Mixed now (a majority short of unanimity): one more 'against' makes it against, the human's approval carries it.
    expect(flip.pivotal).toEqual([
      { seat: 'a', from: 'approve', to: 'against', outcome: 'against' },
      { seat: 'b', from: 'approve', to: 'against', outcome: 'against' },
      { seat: 'c', from: 'against', to: 'approve', outcome: 'proceed' },
    ]);
    expect(flip.summary).toContain('c voting approve instead of against would make it proceed');
  });
});

describe('a deliberation under a rule', () => {
  it('decides the outcome by the rule and says so in the scores and the synthesis', async () => {
    const board = sampleBoard();
    const run = (votingRule?: VotingRule) =>
      runDeliberation({
        board,
        decision: EU_ACQUISITION,
        mind: createOfflineMind(),
        store: createMemoryStore(),
        emit: createEventLog().emit,
        signal: new AbortController().signal,
        ...(votingRule ? { votingRule } : {}),
      });
    const plain = await run();
    expect(plain.scores.voting_rule).toBeUndefined();
    const ruled = await run(rule('unanimity', 'all_seats'));
    expect(ruled.scores.voting_rule?.rule).toBe('unanimity of all seats (by weight), AI seats voting');
    expect(ruled.scores.voting_rule?.carried).toBe(false);
    expect(ruled.synthesis.synthesis).toContain(ruled.scores.voting_rule!.explanation.replace(/\.$/, ''));
  });
});
