// 'Would it flip?': how robust the computed outcome is. The single seats whose change of vote
// alone would change the outcome, and the smallest share of the board's weight that would have
// to move from the prevailing side to the other for the outcome to change. Computed from the
// same votes and rules as the outcome (scoring.ts), never asked of a model.
import { computeScores, outcome, voteBreakdown } from './scoring.ts';
import type { Outcome, Seat, Vote, VoteBreakdown, VoteRecord } from './types.ts';
import { describeRule, type VotingRule } from './voting-rules.ts';

export interface SeatFlip {
  seat: string;
  from: Vote;
  to: Vote;
  outcome: Outcome;
}

export interface Sensitivity {
  /** Seats whose different vote alone would change the outcome, in board order. */
  pivotal: SeatFlip[];
  /** Smallest share of the board's weight (0–1) moving between approve and against that changes the outcome; null if none can. */
  weight_to_flip: number | null;
  summary: string;
}

const STEP = 0.005;

function shifted(b: VoteBreakdown, delta: number, from: 'approve' | 'against'): VoteBreakdown {
  const to = from === 'approve' ? 'against' : 'approve';
  return {
    ...b,
    weighted: { ...b.weighted, [from]: b.weighted[from] - delta, [to]: b.weighted[to] + delta },
  };
}

function smallestShift(b: VoteBreakdown, current: Outcome): number | null {
  let best: number | null = null;
  for (const from of ['approve', 'against'] as const) {
    for (let delta = STEP; delta <= b.weighted[from] + 1e-9; delta += STEP) {
      if (outcome(shifted(b, delta, from)) !== current) {
        if (best === null || delta < best) best = delta;
        break;
      }
    }
  }
  return best === null ? null : Math.round(best * 1000) / 1000;
}

/**
 * Under a voting rule the outcome depends on which seats count (AI seats advisory, the base), not
 * on the weighted tally alone: the pivotal seats are recomputed under the rule, and the weight
 * shift — a measure of the default 60/40 reading — is left out.
 */
export function sensitivityOf(
  votes: readonly VoteRecord[],
  board: readonly Seat[],
  rule?: VotingRule | null,
): Sensitivity {
  const outcomeOf = (list: readonly VoteRecord[]) =>
    rule ? computeScores(list, [], board, rule).outcome : outcome(voteBreakdown(list, board));
  const current = outcomeOf(votes);
  const pivotal: SeatFlip[] = [];
  for (const record of votes) {
    for (const to of ['approve', 'against', 'abstain'] as const) {
      if (to === record.vote.vote) continue;
      const changed = votes.map((v) => (v === record ? { ...v, vote: { ...v.vote, vote: to } } : v));
      const result = outcomeOf(changed);
      if (result !== current) {
        pivotal.push({ seat: record.seat.title, from: record.vote.vote, to, outcome: result });
        break;
      }
    }
  }
  const weight = rule ? null : smallestShift(voteBreakdown(votes, board), current);
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const seats = pivotal.map(
    (p) => `${p.seat} voting ${p.to} instead of ${p.from} would make it ${p.outcome}`,
  );
  const summary =
    rule && pivotal.length === 0
      ? `No single seat changing its vote changes the outcome (${current}) under ${describeRule(rule)}.`
      : pivotal.length === 0 && weight === null
        ? `No single vote and no shift of weight between approve and against changes the outcome (${current}).`
        : [
            seats.length ? `${seats.join('; ')}.` : 'No single seat changing its vote changes the outcome.',
            weight !== null
              ? `Moving ${pct(weight)} of the board’s weight between approve and against would change it.`
              : '',
          ]
            .filter(Boolean)
            .join(' ');
  return { pivotal, weight_to_flip: weight, summary };
}
