import { describe, expect, it } from 'vitest';
import { sensitivityOf } from './sensitivity.ts';
import type { Seat, Vote } from './types.ts';

const seat = (id: string, weight: number): Seat => ({
  id,
  key: id,
  title: id.toUpperCase(),
  weight,
  kind: 'AI',
  persona: null,
});
const votesOf = (board: Seat[], votes: Vote[]) =>
  board.map((s, i) => ({ seat: s, vote: { vote: votes[i] ?? 'abstain', rationale: 'r', confidence: 0.7 } }));

describe('would it flip?', () => {
  it('names the seat whose vote alone flips a narrow outcome, and the weight that would have to move', () => {
    const board = [seat('a', 0.35), seat('b', 0.3), seat('c', 0.35)];
    const s = sensitivityOf(votesOf(board, ['approve', 'approve', 'against']), board);
    // approve 0.65 of 1: moving 0.05 makes the share 0.6 exactly (still proceed); just past it, mixed.
    expect(s.pivotal.map((p) => p.seat)).toEqual(['A', 'B']);
    expect(s.weight_to_flip).toBeGreaterThan(0.05);
    expect(s.weight_to_flip).toBeLessThanOrEqual(0.06);
    expect(s.summary).toMatch(/A voting .* would make it/);
  });

  it('finds no pivotal seat on a unanimous large board, but still the weight that would change it', () => {
    const board = ['a', 'b', 'c', 'd', 'e'].map((id) => seat(id, 0.2));
    const s = sensitivityOf(votesOf(board, ['approve', 'approve', 'approve', 'approve', 'approve']), board);
    expect(s.pivotal).toEqual([]);
    expect(s.weight_to_flip).toBeCloseTo(0.405, 2);
  });
});
