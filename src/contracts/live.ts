// The live deliberation room: what a board member sees and does while a session runs — human
// seats revising and voting in their windows, interjections (short, with a cooldown the server
// enforces) and quick reactions to any message of the session's event log.
import { z } from 'zod';
import { decisionOptionSchema, humanRankingSchema, humanVetoSchema } from './options.ts';
import { sequenceSchema, textSchema } from './text.ts';

export const INTERJECTION_MAX = 200;
export const INTERJECTION_COOLDOWN_SECONDS = 30;
export const REACTION_KINDS = ['agree', 'disagree', 'question', 'concern'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const STANCE_VALUES = ['strongly_support', 'support', 'neutral', 'oppose', 'strongly_oppose'] as const;
export const VOTE_VALUES = ['approve', 'against', 'abstain'] as const;

export const interjectionBodySchema = z.strictObject({
  text: textSchema
    .trim()
    .min(1, 'Write your interjection first')
    .max(INTERJECTION_MAX, `Keep an interjection to ${INTERJECTION_MAX} characters`),
});

export const reactionBodySchema = z.strictObject({
  /** The message (event) reacted to. */
  event_seq: sequenceSchema.refine((n) => n >= 1, 'Choose a message to react to'),
  kind: z.enum(REACTION_KINDS),
});

export const reactionResultSchema = z.object({
  event_seq: z.number().int(),
  kind: z.enum(REACTION_KINDS),
  /** Whether the caller's reaction is now on (a second tap takes it back). */
  active: z.boolean(),
  count: z.number().int(),
});

export const revisionBodySchema = z.strictObject({
  stance: z.enum(STANCE_VALUES),
  confidence: z.number().min(0).max(1),
  reasoning: textSchema.trim().max(1000).default(''),
});

export const voteBodySchema = z.strictObject({
  vote: z.enum(VOTE_VALUES),
  rationale: textSchema.trim().max(1000).default(''),
  confidence: z.number().min(0).max(1).default(0.7),
  /** On a decision with options: every option, best first, with a reason each (ADR 58). */
  ranking: humanRankingSchema.optional(),
  /** On a decision with options: one option vetoed, on a duty named. */
  veto: humanVetoSchema.nullish(),
});
export type VoteBody = z.output<typeof voteBodySchema>;

/** Joining or leaving the live room: announced on the session's log while the session runs. */
export const presenceBodySchema = z.strictObject({ present: z.boolean() });

/** The status shown in the room: 'voting' while the human voting window is open. */
export const roomStatusSchema = z.enum(['starting', 'active', 'voting', 'completed', 'failed']);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

export const roomWindowSchema = z.object({
  step: z.enum(['consensus', 'final_vote']),
  round: z.number().int(),
  closes_at: z.string(),
  seat_ids: z.array(z.string()),
  /** Seats that have acted in it — who voted, never how, until the vote closes. */
  acted_seat_ids: z.array(z.string()),
});
export type RoomWindow = z.infer<typeof roomWindowSchema>;

export const roomSeatSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['AI', 'Human']),
  weight: z.number(),
  /** The human holding the seat today (human seats only). */
  holder_name: z.string().nullable(),
  is_mine: z.boolean(),
});

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  decision_context: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  status: roomStatusSchema,
  seats: z.array(roomSeatSchema),
  my_seat_id: z.string().nullable(),
  /** Whether the caller may interject and react (board members and seat holders). */
  can_take_part: z.boolean(),
  /** When the caller may interject again (ISO), null when now. */
  interjection_ready_at: z.string().nullable(),
  /** The human response window of the opening (perspectives), when one is set. */
  perspective_deadline: z.string().nullable(),
  window: roomWindowSchema.nullable(),
  /** The caller's seat's vote, once cast. */
  my_vote: z.enum(VOTE_VALUES).nullable(),
  /**
   * The caller's seat's ranking of the options so far: the one cast with its vote, else the one it
   * gave in the portal; the live room's ranker starts from it. Null without one.
   */
  my_ranking: z
    .object({ ranking: humanRankingSchema, veto: humanVetoSchema.nullable() })
    .nullable()
    .default(null),
  /** The caller's seat's revision in the open consensus round, once made. */
  my_revision: z.enum(STANCE_VALUES).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  outcome: z.string().nullable(),
  /** The options the board chooses between; empty for a yes/no decision (ADR 58). */
  options: z.array(decisionOptionSchema).default([]),
  /** The board's choice once the session completes, by its rule; null before or for a yes/no decision. */
  option_winner: z.string().nullable().default(null),
  vote_breakdown: z
    .object({
      headcount: z.object({ approve: z.number(), against: z.number(), abstain: z.number() }),
      weighted: z.object({ approve: z.number(), against: z.number(), abstain: z.number() }),
      absent: z.object({ count: z.number(), weight: z.number() }),
    })
    .nullable(),
});
export type Room = z.infer<typeof roomSchema>;

export const REACTION_LABELS: Readonly<Record<ReactionKind, string>> = {
  agree: 'Agree',
  disagree: 'Disagree',
  question: 'Question',
  concern: 'Concern',
};
