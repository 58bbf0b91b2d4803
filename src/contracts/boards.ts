// Board, seat and template contracts.
// Weights travel as fractions (0.01–0.50, summing to 1.0); the form shows them in percent.
import { z } from 'zod';
import { optionRuleSchema } from './options.ts';
import { boardPaceSchema } from './pace.ts';
import { POSITION_KEYS } from './positions.ts';
import { textSchema } from './text.ts';
import { votingRuleSchema } from './voting-rules.ts';

export const seatTypeSchema = z.enum(['AI', 'Human']);
export type SeatType = z.infer<typeof seatTypeSchema>;

export const customPositionSchema = z.strictObject({
  key: z.enum(POSITION_KEYS, { error: 'Unknown position key' }),
  title: textSchema.trim().min(1, 'Seat title is required').max(80),
  weight: z
    .number()
    .min(0.01, 'Each weight must be between 1% and 50%')
    .max(0.5, 'Each weight must be between 1% and 50%'),
  type: seatTypeSchema.default('AI'),
  is_human: z.boolean().default(false),
  /** For a human seat: the registered user who holds it. */
  human_email: textSchema.trim().max(320).nullish(),
  /** For an AI seat on an LLM provider: a model of its own (else the provider's default). */
  model: textSchema.trim().max(200).nullish(),
  /** For an AI seat: the persona that speaks for it (else the seat's built-in persona). */
  persona_id: textSchema.trim().max(100).nullish(),
});
export type CustomPosition = z.infer<typeof customPositionSchema>;

export const createBoardBodySchema = z.strictObject({
  name: textSchema
    .trim()
    .min(1, 'Board name is required')
    .max(120, 'Board name must be at most 120 characters'),
  description: textSchema.trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  board_type: textSchema.trim().min(1).max(40).default('directors'),
  template_slug: textSchema.trim().max(80).nullish(),
  custom_positions: z.array(customPositionSchema).max(50),
  /** The organization the board belongs to; the caller's personal organization when absent. */
  organization_id: textSchema.trim().max(100).nullish(),
});
export type CreateBoardBody = z.input<typeof createBoardBodySchema>;

export const BOARD_STATUSES = ['active', 'inactive'] as const;

/** Manage Members: the board and its seats, changed all at once or not at all. */
export const updateBoardBodySchema = z.strictObject({
  name: createBoardBodySchema.shape.name.optional(),
  description: createBoardBodySchema.shape.description,
  status: z.enum(BOARD_STATUSES).optional(),
  positions: z.array(customPositionSchema).max(50).optional(),
  /** null: back to the default reading. */
  voting_rule: votingRuleSchema.nullable().optional(),
  /** Seats that must be present for a meeting to be quorate; null: a majority of the seats. */
  quorum: z.number().int().min(1, 'Quorum must be at least 1 seat').max(50).nullable().optional(),
  /** Live: short windows; asynchronous: human seats get hours for each step. */
  pace: boardPaceSchema.optional(),
  /** How a decision's options are counted: weighted Borda or instant-runoff (ADR 58). */
  option_rule: optionRuleSchema.optional(),
});
export type UpdateBoardBody = z.input<typeof updateBoardBodySchema>;

/** What the caller may do on a board, so the web app shows only those actions. */
export const BOARD_ABILITIES = ['edit', 'delete', 'start_sessions', 'manage_meetings'] as const;
export type BoardAbility = (typeof BOARD_ABILITIES)[number];

export const positionSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  weight: z.number(),
  type: seatTypeSchema,
  is_human: z.boolean(),
  position_number: z.number().int(),
  persona_id: z.string().nullable(),
  persona_name: z.string().nullable(),
  assigned_user_email: z.string().nullable(),
  assigned_user_id: z.string().nullable(),
  assigned_user_name: z.string().nullable(),
  /** A human seat kept for someone invited to the organization who has not joined yet. */
  pending_invite_email: z.string().nullable(),
  model: z.string().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

export const boardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  board_type: z.string(),
  template_id: z.string().nullable(),
  template_slug: z.string().nullable(),
  organization_id: z.string(),
  organization_name: z.string().nullable(),
  status: z.enum(BOARD_STATUSES),
  created_at: z.string(),
  positions: z.array(positionSchema),
  memberCount: z.number().int(),
  meeting_count: z.number().int(),
  session_count: z.number().int(),
  /** Sessions that reached a recommendation. */
  completed_session_count: z.number().int(),
  /** People of the organization who may use this board. */
  board_member_count: z.number().int(),
  abilities: z.array(z.enum(BOARD_ABILITIES)),
  /** The board's voting rule; null for the default reading. */
  voting_rule: votingRuleSchema.nullable(),
  /** Seats a meeting needs present; null: a majority of the seats. */
  quorum: z.number().int().nullable(),
  /** How long its human seats have to act: live windows or hours (asynchronous). */
  pace: boardPaceSchema,
  /** How a decision's options are counted (ADR 58). */
  option_rule: optionRuleSchema.default('borda'),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * A seat as the board list carries it: its title, weight and place in seat order — what a board card
 * and the MCP board list show. Its key, kind, holder, persona and model are on the board's own
 * answer (GET /boards/{id}), read where seats are managed.
 */
export const seatSummarySchema = positionSchema.pick({
  title: true,
  weight: true,
  position_number: true,
});
export type SeatSummary = z.infer<typeof seatSummarySchema>;

/**
 * A board in the list (GET /boards): what the board cards show (the dashboard's and an
 * organization's), the invite form's board picker and the MCP board list read. How it votes
 * (voting rule, quorum, pace, option rule) and its seats' holders are on GET /boards/{id}.
 */
export const boardListItemSchema = boardSchema
  .pick({
    id: true,
    name: true,
    description: true,
    board_type: true,
    template_slug: true,
    organization_name: true,
    status: true,
    created_at: true,
    memberCount: true,
    meeting_count: true,
    session_count: true,
    board_member_count: true,
    abilities: true,
  })
  .extend({ positions: z.array(seatSummarySchema) });
export type BoardListItem = z.infer<typeof boardListItemSchema>;

export const dashboardStatsSchema = z.object({
  board_count: z.number().int(),
  total_sessions: z.number().int(),
  decisions_made: z.number().int(),
  avg_board_size: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const templateSeatSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Auto-balanced default weight as a fraction. */
  weight: z.number(),
  default_weight_percent: z.number(),
  type: seatTypeSchema,
});

export const templateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  purpose: z.string(),
  icon: z.string(),
  is_builtin: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  is_shared: z.boolean(),
  uses_count: z.number().int(),
  positions_count: z.number().int(),
  positions: z.array(templateSeatSchema),
});
export type Template = z.infer<typeof templateSchema>;

export const personaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  expertise_domains: z.array(z.string()),
  capabilities: z.array(z.string()),
  position_key: z.string().nullable(),
  instructions: z.object({ system: z.string(), behavioral: z.string(), conversation: z.string() }),
  is_public: z.boolean(),
  version: z.string(),
  owner_email: z.string().nullable(),
  created_at: z.string(),
});
export type Persona = z.infer<typeof personaSchema>;

/** A custom template: the same seats and weights rules as a board. */
export const templateBodySchema = z.strictObject({
  organization_id: textSchema.trim().max(100),
  name: textSchema
    .trim()
    .min(1, 'Template name is required')
    .max(80, 'Template name must be at most 80 characters'),
  icon: textSchema.trim().max(8).default('📋'),
  description: textSchema.trim().max(500, 'Description must be at most 500 characters').default(''),
  positions: z.array(customPositionSchema.pick({ key: true, title: true, weight: true, type: true })).max(50),
});
export type TemplateBody = z.input<typeof templateBodySchema>;
export const updateTemplateBodySchema = templateBodySchema.omit({ organization_id: true }).partial();
export const shareTemplateBodySchema = z.strictObject({ shared: z.boolean() });
