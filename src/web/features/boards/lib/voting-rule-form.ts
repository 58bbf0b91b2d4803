// The voting-rule settings of Manage Members: the form's draft ('default' or a threshold, the base,
// the AI seats' role) to and from the board's rule, with the options in words.
import {
  AI_SEAT_LABELS,
  AI_SEAT_OPTIONS,
  BASE_LABELS,
  THRESHOLD_LABELS,
  VOTING_BASE_OPTIONS,
  VOTING_THRESHOLD_OPTIONS,
  type VotingRuleSetting,
} from '../../../../contracts/voting-rules.ts';

export const DEFAULT_RULE = 'default';

export interface VotingRuleDraft {
  threshold: VotingRuleSetting['threshold'] | typeof DEFAULT_RULE;
  base: VotingRuleSetting['base'];
  ai_seats: VotingRuleSetting['ai_seats'];
}

export const THRESHOLD_CHOICES = [
  { value: DEFAULT_RULE, label: 'Default: proceed at 60% of the weight that took a side' },
  ...VOTING_THRESHOLD_OPTIONS.map((value) => ({ value, label: THRESHOLD_LABELS[value] })),
];
export const BASE_CHOICES = VOTING_BASE_OPTIONS.map((value) => ({ value, label: BASE_LABELS[value] }));
export const AI_SEAT_CHOICES = AI_SEAT_OPTIONS.map((value) => ({ value, label: AI_SEAT_LABELS[value] }));

export function draftOfRule(rule: VotingRuleSetting | null): VotingRuleDraft {
  return rule ? { ...rule } : { threshold: DEFAULT_RULE, base: 'votes_cast', ai_seats: 'voting' };
}

/** The PATCH value: null puts the board back on the default reading. */
export function ruleOfDraft(draft: VotingRuleDraft): VotingRuleSetting | null {
  return draft.threshold === DEFAULT_RULE
    ? null
    : { threshold: draft.threshold, base: draft.base, ai_seats: draft.ai_seats };
}

export function sameRule(a: VotingRuleSetting | null, b: VotingRuleSetting | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A rule under which no vote could count on this board, said before it is saved. */
export function ruleWarning(
  rule: VotingRuleSetting | null,
  seats: readonly { type: string }[],
): string | null {
  if (rule?.ai_seats === 'advisory' && !seats.some((s) => s.type === 'Human'))
    return 'This board has no human seats: with AI seats advising only, no vote would count and no motion could carry.';
  return null;
}
