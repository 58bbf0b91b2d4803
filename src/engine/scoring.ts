// The numbers of a deliberation — vote breakdown, outcome, consensus and confidence — are
// computed here from stances, votes and seat weights, never asked of a model, so two runs with
// the same votes always report the same figures. Formulas and thresholds: docs/adr/0005.
import { DECIDED_QUORUM } from '../contracts/consensus.ts';
import type { FinalVote, Outcome, Scores, Seat, Stance, Vote, VoteBreakdown, VoteTally } from './types.ts';
import { STANCES, VOTES } from './types.ts';
import { decideByRule, type VotingRule } from './voting-rules.ts';

// The consensus label is shown by the app and the exports too: one rule, in the contracts.
export { consensusLabel, DECIDED_QUORUM, decidedShare } from '../contracts/consensus.ts';

/** Weighted approve share (of non-abstaining weight) at or above which the board proceeds. */
export const PROCEED_THRESHOLD = 0.6;
/** Weighted approve share at or below which the board is against. */
export const AGAINST_THRESHOLD = 0.4;
/** Floating-point slack so that e.g. 0.3 / 0.5 counts as exactly 0.6. */
const EPSILON = 1e-9;

const STANCE_SCORES: Readonly<Record<Stance, number>> = {
  strongly_support: 2,
  support: 1,
  neutral: 0,
  oppose: -1,
  strongly_oppose: -2,
};

export function isStance(value: unknown): value is Stance {
  return typeof value === 'string' && (STANCES as readonly string[]).includes(value);
}

export function isVote(value: unknown): value is Vote {
  return typeof value === 'string' && (VOTES as readonly string[]).includes(value);
}

/** The five-point scale: strongly_support 2 … strongly_oppose −2. */
export function stanceScore(stance: Stance): number {
  return STANCE_SCORES[stance];
}

/** Support and strong support approve, oppose and strong opposition are against, neutral abstains. */
export function stanceToVote(stance: Stance): Vote {
  const score = stanceScore(stance);
  if (score > 0) return 'approve';
  if (score < 0) return 'against';
  return 'abstain';
}

export function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(1, value));
}

function totalWeight(board: readonly Seat[]): number {
  return board.reduce((sum, seat) => sum + Math.max(0, seat.weight), 0);
}

/** The board's seats that cast a valid vote, first vote per seat, in board order. */
function validVotes(votes: readonly { seat: Seat; vote: FinalVote }[], board: readonly Seat[]) {
  const bySeat = new Map<string, FinalVote>();
  for (const { seat, vote } of votes) {
    if (!bySeat.has(seat.id) && isVote(vote.vote)) bySeat.set(seat.id, vote);
  }
  return board.flatMap((seat) => {
    const vote = bySeat.get(seat.id);
    return vote ? [{ seat, vote }] : [];
  });
}

/** Headcount and weight tallies; weights are fractions of the WHOLE board's weight. */
export function voteBreakdown(
  votes: readonly { seat: Seat; vote: FinalVote }[],
  board: readonly Seat[],
): VoteBreakdown {
  const total = totalWeight(board) || 1;
  const headcount: VoteTally = { approve: 0, against: 0, abstain: 0 };
  const weighted: VoteTally = { approve: 0, against: 0, abstain: 0 };
  const valid = validVotes(votes, board);
  for (const { seat, vote } of valid) {
    headcount[vote.vote] += 1;
    weighted[vote.vote] += Math.max(0, seat.weight) / total;
  }
  const voted = new Set(valid.map((v) => v.seat.id));
  const absentSeats = board.filter((seat) => !voted.has(seat.id));
  return {
    headcount,
    weighted,
    absent: {
      count: absentSeats.length,
      weight: absentSeats.reduce((sum, seat) => sum + Math.max(0, seat.weight), 0) / total,
    },
  };
}

/** Share of non-abstaining weight that approves, or null when nobody voted for or against. */
export function approveShare(breakdown: VoteBreakdown): number | null {
  const decided = breakdown.weighted.approve + breakdown.weighted.against;
  return decided > EPSILON ? breakdown.weighted.approve / decided : null;
}

/**
 * ≥ 0.6 of the decided weight approves → proceed; ≤ 0.4 → against; otherwise mixed. A board
 * whose voting weight mostly abstained has not decided either way: mixed too.
 */
export function outcome(breakdown: VoteBreakdown): Outcome {
  const share = approveShare(breakdown);
  if (share === null) return 'mixed';
  const { approve, against, abstain } = breakdown.weighted;
  if (approve + against < DECIDED_QUORUM * (approve + against + abstain) - EPSILON) return 'mixed';
  if (share >= PROCEED_THRESHOLD - EPSILON) return 'proceed';
  if (share <= AGAINST_THRESHOLD + EPSILON) return 'against';
  return 'mixed';
}

/**
 * (1 − σ_w / 2) × decided share: σ_w is the weight-normalized standard deviation of the DECIDED
 * stances (not neutral) on the five-point scale, and the decided share is their part of the
 * weight. Unanimity for or against gives 1, an even split between the extremes 0 — and a board of
 * undecided seats 0 too: seats that do not take a side do not count as agreeing (docs/adr/0005).
 */
export function consensusLevel(entries: readonly { stance: Stance; weight: number }[]): number {
  const weighted = entries.filter((e) => e.weight > 0);
  const total = weighted.reduce((sum, e) => sum + e.weight, 0);
  if (total <= 0) return 0;
  const decided = weighted.filter((e) => stanceScore(e.stance) !== 0);
  const decidedWeight = decided.reduce((sum, e) => sum + e.weight, 0);
  if (decidedWeight <= 0) return 0;
  const mean = decided.reduce((sum, e) => sum + e.weight * stanceScore(e.stance), 0) / decidedWeight;
  const variance =
    decided.reduce((sum, e) => sum + e.weight * (stanceScore(e.stance) - mean) ** 2, 0) / decidedWeight;
  return clamp01((1 - Math.sqrt(variance) / 2) * (decidedWeight / total));
}

/**
 * How far a vote backs the outcome: agree 1, dissent 0, abstain 0 (an abstainer backs nothing);
 * for a mixed outcome every approve or against vote counts 0.5; nothing counts for cannot_judge.
 */
export function agreement(vote: Vote, result: Outcome): number {
  if (result === 'cannot_judge' || result === 'needs_information' || vote === 'abstain') return 0;
  if (result === 'mixed') return 0.5;
  const agrees = (vote === 'approve' && result === 'proceed') || (vote === 'against' && result === 'against');
  return agrees ? 1 : 0;
}

/**
 * Σ wᵢ·cᵢ·aᵢ / Σ wᵢ over the seats that cast a valid vote: each voter's confidence cᵢ, weighted
 * by its seat weight wᵢ and its agreement aᵢ with the outcome. A confident, united board scores
 * near 1; a confident but split board, or a hesitant one, scores lower.
 */
export function confidenceScore(
  votes: readonly { seat: Seat; vote: FinalVote }[],
  board: readonly Seat[],
  result: Outcome,
): number {
  const valid = validVotes(votes, board);
  const votingWeight = valid.reduce((sum, v) => sum + Math.max(0, v.seat.weight), 0);
  if (votingWeight <= 0) return 0;
  const sum = valid.reduce(
    (acc, { seat, vote }) =>
      acc + Math.max(0, seat.weight) * clamp01(vote.confidence) * agreement(vote.vote, result),
    0,
  );
  return clamp01(sum / votingWeight);
}

/**
 * Every figure of a result, from the final votes and final stances of the board's seats. A voting
 * rule, when the board or agenda item chose one, decides the outcome and is recorded with it.
 */
export function computeScores(
  votes: readonly { seat: Seat; vote: FinalVote }[],
  finalStances: readonly { seatId: string; stance: Stance }[],
  board: readonly Seat[],
  rule?: VotingRule | null,
): Scores {
  const breakdown = voteBreakdown(votes, board);
  const ruled = rule ? decideByRule(validVotes(votes, board), board, rule) : null;
  const result = ruled ? ruled.outcome : outcome(breakdown);
  const weightOf = new Map(board.map((seat) => [seat.id, Math.max(0, seat.weight)]));
  const seen = new Set<string>();
  const stances = finalStances.flatMap((s) => {
    const weight = weightOf.get(s.seatId);
    if (weight === undefined || seen.has(s.seatId) || !isStance(s.stance)) return [];
    seen.add(s.seatId);
    return [{ stance: s.stance, weight }];
  });
  return {
    vote_breakdown: breakdown,
    outcome: result,
    consensus_level: consensusLevel(stances),
    confidence_score: confidenceScore(votes, board, result),
    ...(ruled ? { voting_rule: ruled.applied } : {}),
  };
}
