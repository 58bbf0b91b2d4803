// Written resolutions: a proposal decided between meetings. An Admin or Manager circulates it
// (title, text, an optional link to a session's recommendation, a closing time) to the board's
// directors — the holders of its human seats — who approve, object or abstain with a reason on
// their own time. It passes by the board's threshold (or unanimity, when the circulator asks
// for it), closes as soon as the result can no longer change, else at its closing time, and is
// entered in the minutes of the board's next completed meeting (ADR 48).
import { z } from 'zod';
import { dateTimeSchema, idSchema, textSchema } from './text.ts';
import { THRESHOLD_LABELS, VOTING_THRESHOLD_OPTIONS, type VotingThresholdOption } from './voting-rules.ts';

export const RESOLUTION_VOTES = ['approve', 'object', 'abstain'] as const;
export type ResolutionVote = (typeof RESOLUTION_VOTES)[number];
export const RESOLUTION_VOTE_LABELS: Readonly<Record<ResolutionVote, string>> = {
  approve: 'Approve',
  object: 'Object',
  abstain: 'Abstain',
};

export const RESOLUTION_STATUSES = ['open', 'passed', 'failed', 'withdrawn'] as const;
export type ResolutionStatus = (typeof RESOLUTION_STATUSES)[number];
export const RESOLUTION_STATUS_LABELS: Readonly<Record<ResolutionStatus, string>> = {
  open: 'Open',
  passed: 'Passed',
  failed: 'Not passed',
  withdrawn: 'Withdrawn',
};

/** What the threshold is measured on: the votes cast (abstentions aside), or every director asked. */
export const RESOLUTION_BASES = ['votes_cast', 'all_directors'] as const;
export type ResolutionBase = (typeof RESOLUTION_BASES)[number];

export const RESOLUTION_MESSAGES = {
  notFound: 'Resolution not found',
  noDirectors:
    'This board has no directors to circulate a resolution to: give its human seats to people first',
  closed: 'This resolution is closed; votes can no longer be cast or changed',
  notDirector: 'Only the directors it was circulated to can vote on this resolution',
  onlyCirculator: 'Only the person who circulated this resolution, or an Admin, can withdraw it',
  sessionNotOnBoard: 'The linked recommendation must be a session of this board',
  tooSoon: 'The closing time must be at least 5 minutes from now',
  tooLate: 'The closing time must be within 90 days',
} as const;

export const RESOLUTION_MIN_MINUTES = 5;
export const RESOLUTION_MAX_DAYS = 90;

export const circulateResolutionSchema = z.strictObject({
  title: textSchema.trim().min(1, 'A title is required').max(200),
  text: textSchema.trim().min(1, 'The text of the resolution is required').max(20_000),
  /** The session whose recommendation the resolution acts on (the AI seats' view first). */
  session_id: idSchema.nullable().default(null),
  closes_at: dateTimeSchema('The closing time must be a date and time like 2026-12-31T10:00:00Z'),
  /** 'board': the board's voting threshold; 'unanimity': every director must approve. */
  rule: z.enum(['board', 'unanimity']).default('board'),
});
export type CirculateResolutionBody = z.input<typeof circulateResolutionSchema>;

export const castResolutionVoteSchema = z.strictObject({
  vote: z.enum(RESOLUTION_VOTES, { error: 'Vote must be approve, object or abstain' }),
  reason: textSchema.trim().max(2000).default(''),
});
export type CastResolutionVoteBody = z.input<typeof castResolutionVoteSchema>;

export const resolutionRuleSchema = z.object({
  threshold: z.enum(VOTING_THRESHOLD_OPTIONS),
  base: z.enum(RESOLUTION_BASES),
});
export type ResolutionRule = z.infer<typeof resolutionRuleSchema>;

export const resolutionDirectorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  seat_title: z.string(),
  vote: z.enum(RESOLUTION_VOTES).nullable(),
  reason: z.string(),
  voted_at: z.string().nullable(),
});
export type ResolutionDirector = z.infer<typeof resolutionDirectorSchema>;

export const tallySchema = z.object({
  approve: z.number().int(),
  object: z.number().int(),
  abstain: z.number().int(),
  pending: z.number().int(),
  directors: z.number().int(),
});
export type ResolutionTally = z.infer<typeof tallySchema>;

export const resolutionSummarySchema = z.object({
  id: z.string(),
  board_id: z.string(),
  title: z.string(),
  status: z.enum(RESOLUTION_STATUSES),
  rule: resolutionRuleSchema,
  rule_line: z.string(),
  closes_at: z.string(),
  closed_at: z.string().nullable(),
  circulated_at: z.string(),
  circulated_by: z.string(),
  tally: tallySchema,
  /** The caller's own vote, when they are one of the directors asked. */
  my_vote: z.enum(RESOLUTION_VOTES).nullable(),
  /** Whether the caller is asked and it is still open. */
  awaiting_me: z.boolean(),
});
export type ResolutionSummary = z.infer<typeof resolutionSummarySchema>;

export const resolutionSchema = resolutionSummarySchema.extend({
  board_name: z.string(),
  text: z.string(),
  session: z.object({ id: z.string(), topic: z.string() }).nullable(),
  directors: z.array(resolutionDirectorSchema),
  /** 'decided': closed once the result could not change; 'deadline': at its closing time. */
  closed_reason: z.enum(['decided', 'deadline', 'withdrawn']).nullable(),
  /** The minutes it was entered in (the board's next meeting completed after it closed). */
  minutes: z.object({ id: z.string(), meeting_id: z.string(), meeting_title: z.string() }).nullable(),
  result_line: z.string(),
  can_vote: z.boolean(),
  can_withdraw: z.boolean(),
});
export type Resolution = z.infer<typeof resolutionSchema>;

/** A resolution in a director's portal: what it says, and their own vote and reason. */
export const myResolutionSchema = resolutionSummarySchema.extend({
  board_name: z.string(),
  text: z.string(),
  my_reason: z.string(),
  result_line: z.string(),
});
export type MyResolution = z.infer<typeof myResolutionSchema>;

/** The written resolutions circulated to the caller: open ones soonest closing first, then recent closed ones. */
export const myResolutionsSchema = z.object({
  open: z.array(myResolutionSchema),
  closed: z.array(myResolutionSchema),
});
export type MyResolutions = z.infer<typeof myResolutionsSchema>;

/** A resolution as the minutes print it. */
export const minutesResolutionSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  status: z.enum(RESOLUTION_STATUSES),
  circulated_at: z.string(),
  closed_at: z.string().nullable(),
  rule_line: z.string(),
  result_line: z.string(),
  votes: z.array(z.string()),
});
export type MinutesResolution = z.infer<typeof minutesResolutionSchema>;

/** The rule a resolution applies: the board's threshold and base, or unanimity of every director. */
export function resolutionRuleOf(
  choice: 'board' | 'unanimity',
  board: { threshold: VotingThresholdOption; base: string } | null,
): ResolutionRule {
  if (choice === 'unanimity') return { threshold: 'unanimity', base: 'all_directors' };
  if (!board) return { threshold: 'simple_majority', base: 'votes_cast' };
  return { threshold: board.threshold, base: board.base === 'votes_cast' ? 'votes_cast' : 'all_directors' };
}

/** 'Two thirds of the votes cast' / 'Unanimity of all directors asked'. */
export function resolutionRuleLine(rule: ResolutionRule): string {
  const base = rule.base === 'votes_cast' ? 'of the votes cast' : 'of all directors asked';
  return `${THRESHOLD_LABELS[rule.threshold]} ${base}`;
}

function carries(threshold: VotingThresholdOption, approvals: number, base: number): boolean {
  if (base === 0 || approvals === 0) return false;
  if (threshold === 'simple_majority') return approvals * 2 > base;
  if (threshold === 'two_thirds') return approvals * 3 >= base * 2;
  return approvals === base;
}

/** Whether the votes carry the rule, as they stand when the resolution is closed. */
function carriedWith(rule: ResolutionRule, tally: Omit<ResolutionTally, 'pending'>): boolean {
  const base = rule.base === 'votes_cast' ? tally.approve + tally.object : tally.directors;
  return carries(rule.threshold, tally.approve, base);
}

/**
 * The result so far: 'passed' or 'failed' once no vote still to come can change it (so it closes
 * early), else 'pending'. `final`: the closing time came, and the votes as they stand decide.
 */
export function resolutionOutcome(
  rule: ResolutionRule,
  tally: ResolutionTally,
  final = false,
): 'passed' | 'failed' | 'pending' {
  const cast = { ...tally };
  if (final || tally.pending === 0) return carriedWith(rule, cast) ? 'passed' : 'failed';
  // The pending directors all approving is the best case, all objecting the worst.
  const best = carriedWith(rule, { ...cast, approve: cast.approve + tally.pending });
  const worst = carriedWith(rule, { ...cast, object: cast.object + tally.pending });
  if (worst) return 'passed';
  if (!best) return 'failed';
  return 'pending';
}

/** 'Passed: 2 approve, 0 object, 1 abstains of 3 directors.' */
export function resolutionResultLine(status: ResolutionStatus, tally: ResolutionTally): string {
  const counts = `${tally.approve} approve, ${tally.object} object, ${tally.abstain} abstain${
    tally.pending ? `, ${tally.pending} did not vote` : ''
  } of ${tally.directors} director${tally.directors === 1 ? '' : 's'}`;
  if (status === 'open') return `Open: ${counts}.`;
  return `${RESOLUTION_STATUS_LABELS[status]}: ${counts}.`;
}

/** 'Jane Doe (Audit Chair): Object — not before the audit'. */
export function resolutionVoteLine(d: Pick<ResolutionDirector, 'name' | 'seat_title' | 'vote' | 'reason'>) {
  const vote = d.vote ? RESOLUTION_VOTE_LABELS[d.vote] : 'Did not vote';
  return `${d.name} (${d.seat_title}): ${vote}${d.reason ? ` — ${d.reason}` : ''}`;
}
