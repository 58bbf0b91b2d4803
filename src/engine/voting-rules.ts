// Quorum and threshold rules a board (or an agenda item's vote_type) may choose instead of the
// default 60/40 reading of scoring.ts: a simple majority, two thirds or unanimity, measured on the
// votes cast, the seats present or all seats, with AI seats voting or only advising. The result
// says which rule it applied. A board chooses its rule and an agenda item's vote type overrides
// the threshold; without a rule the default reading applies, unchanged (docs/adr/0005).
import type { FinalVote, Outcome, Seat } from './types.ts';

export const VOTING_THRESHOLDS = ['simple_majority', 'two_thirds', 'unanimity'] as const;
export type VotingThreshold = (typeof VOTING_THRESHOLDS)[number];
export const VOTING_BASES = ['votes_cast', 'present', 'all_seats'] as const;
export type VotingBase = (typeof VOTING_BASES)[number];

export interface VotingRule {
  threshold: VotingThreshold;
  base: VotingBase;
  /** 'advisory': AI seats speak but do not vote; only human seats count. */
  aiSeats: 'voting' | 'advisory';
}

export interface RuleOutcome {
  carried: boolean;
  /** Approving weight as a share of the base. */
  share: number;
  /** Share the threshold needs (exclusive for a simple majority). */
  needed: number;
  /** The rule in words, for the result: 'two thirds of the votes cast, AI seats advisory'. */
  rule: string;
  explanation: string;
}

const EPSILON = 1e-9;

const THRESHOLD_WORDS: Readonly<Record<VotingThreshold, string>> = {
  simple_majority: 'a simple majority',
  two_thirds: 'two thirds',
  unanimity: 'unanimity',
};
const BASE_WORDS: Readonly<Record<VotingBase, string>> = {
  votes_cast: 'of the votes cast',
  present: 'of the seats present',
  all_seats: 'of all seats',
};

export function describeRule(rule: VotingRule): string {
  return `${THRESHOLD_WORDS[rule.threshold]} ${BASE_WORDS[rule.base]} (by weight), AI seats ${rule.aiSeats}`;
}

export function applyVotingRule(
  votes: readonly { seat: Seat; vote: FinalVote }[],
  board: readonly Seat[],
  rule: VotingRule,
): RuleOutcome {
  const counts = (seat: Seat) => rule.aiSeats === 'voting' || seat.kind === 'Human';
  const members = board.filter(counts);
  const cast = votes.filter((v) => counts(v.seat) && members.some((m) => m.id === v.seat.id));
  const weight = (list: readonly Seat[]) => list.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  const approve = weight(cast.filter((v) => v.vote.vote === 'approve').map((v) => v.seat));
  const against = weight(cast.filter((v) => v.vote.vote === 'against').map((v) => v.seat));
  const base =
    rule.base === 'votes_cast'
      ? approve + against
      : rule.base === 'present'
        ? weight(cast.map((v) => v.seat))
        : weight(members);
  const share = base > EPSILON ? approve / base : 0;
  const needed = rule.threshold === 'simple_majority' ? 0.5 : rule.threshold === 'two_thirds' ? 2 / 3 : 1;
  const carried =
    base > EPSILON &&
    (rule.threshold === 'simple_majority' ? share > needed + EPSILON : share >= needed - EPSILON);
  const words = describeRule(rule);
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const explanation =
    base <= EPSILON
      ? `Nobody who counts under ${words} voted, so the motion is not carried.`
      : `${pct(share)} approved against ${rule.threshold === 'simple_majority' ? 'more than ' : ''}${pct(needed)} needed under ${words}: ${carried ? 'carried' : 'not carried'}.`;
  return { carried, share, needed, rule: words, explanation };
}

/** The rule a session applied, as its result records it (snake_case like the rest of Scores). */
export interface AppliedVotingRule {
  threshold: VotingThreshold;
  base: VotingBase;
  ai_seats: VotingRule['aiSeats'];
  carried: boolean;
  /** The rule in words. */
  rule: string;
  explanation: string;
}

/**
 * The outcome under a rule: carried → proceed. A motion not carried is 'against' when more of the
 * counted weight voted against than for it, and otherwise 'mixed' — a majority short of the
 * threshold (or an even split) gives no mandate, which is not the same as a board against it.
 */
export function decideByRule(
  votes: readonly { seat: Seat; vote: FinalVote }[],
  board: readonly Seat[],
  rule: VotingRule,
): { outcome: Outcome; applied: AppliedVotingRule } {
  const result = applyVotingRule(votes, board, rule);
  const counts = (seat: Seat) => rule.aiSeats === 'voting' || seat.kind === 'Human';
  const weightOf = (vote: 'approve' | 'against') =>
    votes
      .filter((v) => counts(v.seat) && v.vote.vote === vote)
      .reduce((sum, v) => sum + Math.max(0, v.seat.weight), 0);
  const outcome: Outcome = result.carried
    ? 'proceed'
    : weightOf('against') > weightOf('approve') + EPSILON
      ? 'against'
      : 'mixed';
  return {
    outcome,
    applied: {
      threshold: rule.threshold,
      base: rule.base,
      ai_seats: rule.aiSeats,
      carried: result.carried,
      rule: result.rule,
      explanation: result.explanation,
    },
  };
}
