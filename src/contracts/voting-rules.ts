// The voting rule a board may choose (Manage Members → PATCH /boards/{id}), which an agenda item
// requiring a vote overrides with its vote type: the threshold, what it is measured on, and
// whether AI seats vote or only advise. No rule means the default reading (60/40 of the decided
// weight). Mirrors the engine's VotingRule (src/engine/voting-rules.ts).
import { z } from 'zod';

/** Votes counted for, against and abstaining: by headcount, or as fractions of the weight. */
export const voteTallySchema = z.object({ approve: z.number(), against: z.number(), abstain: z.number() });

export const VOTING_THRESHOLD_OPTIONS = ['simple_majority', 'two_thirds', 'unanimity'] as const;
export type VotingThresholdOption = (typeof VOTING_THRESHOLD_OPTIONS)[number];
export const VOTING_BASE_OPTIONS = ['votes_cast', 'present', 'all_seats'] as const;
export const AI_SEAT_OPTIONS = ['voting', 'advisory'] as const;

export const votingRuleSchema = z.strictObject({
  threshold: z.enum(VOTING_THRESHOLD_OPTIONS),
  base: z.enum(VOTING_BASE_OPTIONS).default('votes_cast'),
  ai_seats: z.enum(AI_SEAT_OPTIONS).default('voting'),
});
export type VotingRuleBody = z.input<typeof votingRuleSchema>;
export type VotingRuleSetting = z.output<typeof votingRuleSchema>;

export const THRESHOLD_LABELS: Readonly<Record<VotingThresholdOption, string>> = {
  simple_majority: 'Simple majority',
  two_thirds: 'Two thirds',
  unanimity: 'Unanimity',
};
export const BASE_LABELS: Readonly<Record<(typeof VOTING_BASE_OPTIONS)[number], string>> = {
  votes_cast: 'of the votes cast',
  present: 'of the seats present',
  all_seats: 'of all seats',
};
export const AI_SEAT_LABELS: Readonly<Record<(typeof AI_SEAT_OPTIONS)[number], string>> = {
  voting: 'AI seats vote',
  advisory: 'AI seats advise only (human seats decide)',
};

/** An agenda item's vote type as a threshold, or null when it names none we apply. */
export function thresholdOfVoteType(voteType: string | null | undefined): VotingThresholdOption | null {
  const key = (voteType ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (VOTING_THRESHOLD_OPTIONS as readonly string[]).includes(key)
    ? (key as VotingThresholdOption)
    : null;
}

const STRICTNESS: Readonly<Record<VotingThresholdOption, number>> = {
  simple_majority: 0,
  two_thirds: 1,
  unanimity: 2,
};

/**
 * The rule a session applies: the board's, with the threshold of the agenda items it was asked
 * about that require a vote (the strictest, when several do). Null: the default reading.
 */
export function sessionVotingRule(
  board: VotingRuleSetting | null,
  items: readonly { requires_vote: boolean; vote_type: string }[],
): (VotingRuleSetting & { source: 'board' | 'agenda_item' }) | null {
  const thresholds = items.flatMap((i) => {
    const t = i.requires_vote ? thresholdOfVoteType(i.vote_type) : null;
    return t ? [t] : [];
  });
  const strictest = thresholds.sort((a, b) => STRICTNESS[b] - STRICTNESS[a])[0];
  if (strictest)
    return {
      threshold: strictest,
      base: board?.base ?? 'votes_cast',
      ai_seats: board?.ai_seats ?? 'voting',
      source: 'agenda_item',
    };
  return board ? { ...board, source: 'board' } : null;
}

/** 'Two thirds of the votes cast … (the agenda item's vote type). 60% approved … not carried.' */
export function votingRuleLine(rule: {
  rule: string;
  explanation: string;
  source: 'board' | 'agenda_item';
}): string {
  const source = rule.source === 'agenda_item' ? "the agenda item's vote type" : "the board's rule";
  return `${rule.rule.charAt(0).toUpperCase()}${rule.rule.slice(1)} (${source}). ${rule.explanation}`;
}
