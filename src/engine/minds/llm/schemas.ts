// Zod schemas for each step's structured output, used with `Output.object`. They parse into the
// step types of types.ts.
//
// Limits are declared in each field's description and enforced by clipping, not by JSON-schema
// keywords (maxLength, maxItems, minimum, …): strict structured-output modes reject or ignore
// several of those keywords depending on the provider, and a model that writes 1,300 characters
// where 1,200 were asked for should not cost a repair call. Enums and types stay strict.
import { z } from 'zod';
import type { FollowUpAnswer } from '../../follow-up.ts';
import type { DiscussionTurn, FinalVote, InitialPosition, Revision, Synthesis } from '../../types.ts';
import { STANCES, VOTES } from '../../types.ts';

export const LIMITS = {
  perspective: 1500,
  point: 300,
  points: 6,
  questions: 4,
  remarkSeat: 120,
  answers: 3,
  remarkPoint: 400,
  remarks: 4,
  summary: 800,
  reasoning: 1200,
  whatWouldChange: 600,
  rationale: 1200,
  recommendation: 600,
  executiveSummary: 1500,
  synthesis: 4000,
  actionItems: 8,
  action: 300,
  ownerRole: 80,
  horizon: 80,
  risks: 6,
  risk: 300,
  mitigation: 400,
  minorityReport: 1500,
  followUpAnswer: 1500,
} as const;

export function clipText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

/** A string of at most `max` characters (longer answers are clipped). */
const text = (max: number, description: string) =>
  z
    .string()
    .describe(`${description} At most ${max} characters.`)
    .transform((value) => clipText(value, max));

/** A list of at most `max` items (extra items are dropped). */
const list = <T extends z.ZodType>(item: T, max: number, description: string) =>
  z
    .array(item)
    .describe(`${description} At most ${max} items.`)
    .transform((items) => items.slice(0, max));

/** 0–1. A model answering in percent (e.g. 75) is read as 0.75; anything else is clamped. */
const confidence = z
  .number()
  .describe('Your confidence, a number from 0 (none) to 1 (certain).')
  .transform((value) => Math.min(1, Math.max(0, value > 1 && value <= 100 ? value / 100 : value)));

const stance = z.enum(STANCES).describe('Your position on the decision.');

const remark = z.object({
  seat: text(LIMITS.remarkSeat, 'The exact title of the board seat you address, as listed in <board>.'),
  point: text(LIMITS.remarkPoint, 'What you say to that seat, specific and short.'),
});

export const initialPositionSchema = z.object({
  stance,
  confidence,
  perspective: text(LIMITS.perspective, 'Your view of the decision from your seat, in a few sentences.'),
  key_points: list(
    text(LIMITS.point, 'One point.'),
    LIMITS.points,
    'Your most important points, most important first.',
  ),
  concerns: list(text(LIMITS.point, 'One concern.'), LIMITS.points, 'Your concerns or risks.'),
  recommendations: list(
    text(LIMITS.point, 'One recommendation.'),
    LIMITS.points,
    'What you recommend doing.',
  ),
  questions: list(text(LIMITS.point, 'One question.'), LIMITS.questions, 'Questions that must be answered.'),
}) satisfies z.ZodType<InitialPosition, unknown>;

export const discussionTurnWithoutAnswersSchema = z.object({
  agreements: list(remark, LIMITS.remarks, 'Points of other seats you agree with.'),
  rebuttals: list(remark, LIMITS.remarks, 'Points of other seats you challenge, and why.'),
  questions: list(remark, LIMITS.remarks, 'Questions you put to other seats.'),
  summary: text(LIMITS.summary, 'Your contribution to the discussion in two or three sentences.'),
});

export const discussionTurnSchema = z.object({
  agreements: list(remark, LIMITS.remarks, 'Points of other seats you agree with.'),
  rebuttals: list(remark, LIMITS.remarks, 'Points of other seats you challenge, and why.'),
  questions: list(remark, LIMITS.remarks, 'Questions you put to other seats.'),
  summary: text(LIMITS.summary, 'Your contribution to the discussion in two or three sentences.'),
  answers: list(
    z.object({
      seat: text(LIMITS.remarkSeat, 'Who asked.'),
      answer: text(LIMITS.remarkPoint, 'Your answer.'),
    }),
    LIMITS.answers,
    'Answers to <questions_for_you>, or none.',
  ),
}) satisfies z.ZodType<
  Omit<DiscussionTurn, 'answers'> & { answers: { seat: string; answer: string }[] },
  unknown
>;

export const revisionSchema = z.object({
  stance,
  confidence,
  reasoning: text(LIMITS.reasoning, 'Why you hold (or changed) your position after this round.'),
  what_would_change_my_mind: text(
    LIMITS.whatWouldChange,
    'The evidence or condition that would change your mind.',
  ),
}) satisfies z.ZodType<Revision, unknown>;

export const finalVoteSchema = z.object({
  vote: z.enum(VOTES).describe('Your final vote on the decision as proposed.'),
  rationale: text(LIMITS.rationale, 'The reasons for your vote.'),
  confidence,
}) satisfies z.ZodType<FinalVote, unknown>;

/** The final vote on a decision with options (ADR 58): every option ranked with a reason, and at most one veto. */
export const finalVoteWithOptionsSchema = finalVoteSchema.extend({
  ranking: z
    .array(
      z.object({
        option: z.string().max(2).describe("The option's letter."),
        reason: text(LIMITS.rationale, 'Why it is placed here, through your lens.'),
      }),
    )
    .max(5)
    .describe('Every option, best first.'),
  veto: z
    .object({
      option: z.string().max(2).describe("The vetoed option's letter."),
      duty: text(200, 'The duty your seat owns that the option would breach.'),
      reason: text(LIMITS.rationale, 'Why the option breaches it.'),
    })
    .nullable()
    .describe('At most one option vetoed on a duty your seat owns; null for none.'),
});

export const synthesisSchema = z.object({
  recommendation: text(LIMITS.recommendation, "The board's recommendation in one or two sentences."),
  executive_summary: text(LIMITS.executiveSummary, 'A short summary for the founder.'),
  synthesis: text(LIMITS.synthesis, 'How the board reasoned: where it agreed, where it split, and why.'),
  action_items: list(
    z.object({
      action: text(LIMITS.action, 'A concrete next step.'),
      owner_role: text(LIMITS.ownerRole, 'The role that owns it, e.g. CFO.'),
      horizon: text(LIMITS.horizon, 'When, e.g. "next 30 days".'),
    }),
    LIMITS.actionItems,
    'Next steps.',
  ),
  critical_risks: list(
    z.object({
      risk: text(LIMITS.risk, 'The risk.'),
      severity: z.enum(['low', 'medium', 'high', 'critical']).describe('How severe the risk is.'),
      mitigation: text(LIMITS.mitigation, 'How to mitigate it.'),
    }),
    LIMITS.risks,
    'The most important risks.',
  ),
  minority_report: text(
    LIMITS.minorityReport,
    'The strongest dissenting view and who held it; an empty string if the board was unanimous.',
  ),
}) satisfies z.ZodType<Synthesis, unknown>;

export const followUpAnswerSchema = z.object({
  answer: text(
    LIMITS.followUpAnswer,
    'Your answer to the follow-up question, in character, in a few sentences.',
  ),
}) satisfies z.ZodType<FollowUpAnswer, unknown>;
