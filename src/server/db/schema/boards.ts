import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OptionRuleSetting } from '../../../contracts/options.ts';
import type { BoardPace } from '../../../contracts/pace.ts';
import type { VotingRuleSetting } from '../../../contracts/voting-rules.ts';
import { createdAt, primaryId, recordedAt } from './columns.ts';
import { invites, organizations } from './organizations.ts';
import { personas } from './personas.ts';
import { aiProviders } from './providers.ts';
import { userRef, users } from './users.ts';

export const boardTemplates = pgTable('board_templates', {
  id: primaryId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  purpose: text('purpose').notNull().default(''),
  /** Position keys in seat order. */
  positionKeys: jsonb('position_keys').$type<string[]>().notNull(),
  isBuiltin: boolean('is_builtin').notNull().default(false),
  /** Who created a custom template. */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** The organization a custom template belongs to (null for built-ins). */
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  icon: text('icon').notNull().default('📋'),
  /** A custom template's seats with their weights; built-ins use default weights. */
  seats: jsonb('seats').$type<{ key: string; title: string; weight: number; type: 'AI' | 'Human' }[]>(),
  /** Shared templates appear in every organization's marketplace. */
  isShared: boolean('is_shared').notNull().default(false),
  usesCount: integer('uses_count').notNull().default(0),
  createdAt: createdAt(),
});

export const boards = pgTable(
  'boards',
  {
    id: primaryId(),
    /** Who created the board; access comes from its organization, not from this. */
    ownerId: userRef('owner_id'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    boardType: text('board_type').notNull().default('directors'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    templateId: uuid('template_id').references(() => boardTemplates.id, { onDelete: 'set null' }),
    /** The AI provider this board deliberates with, overriding its organization's choice. */
    aiProviderId: uuid('ai_provider_id').references(() => aiProviders.id, { onDelete: 'set null' }),
    /** The board's voting rule (contracts/voting-rules.ts); null for the default reading. */
    votingRule: jsonb('voting_rule').$type<VotingRuleSetting>(),
    /** How the board counts a decision's options: weighted Borda (default) or instant-runoff (ADR 58). */
    optionRule: text('option_rule').$type<OptionRuleSetting>().notNull().default('borda'),
    /** Seats that must be present for a meeting to be quorate; null: a majority of the seats (ADR 28). */
    quorum: integer('quorum'),
    /** How the board deliberates with its human seats: short live windows or hours (ADR 35). */
    pace: text('pace').$type<BoardPace>().notNull().default('live'),
    createdAt: createdAt(),
  },
  (t) => [index('boards_owner_idx').on(t.ownerId), index('boards_organization_idx').on(t.organizationId)],
);

/** The board a row belongs to; the row goes with it. */
export const boardRef = () =>
  uuid('board_id')
    .notNull()
    .references(() => boards.id, { onDelete: 'cascade' });

/** People of the board's organization who may see and use the board. */
export const boardMembers = pgTable(
  'board_members',
  {
    boardId: boardRef(),
    userId: userRef(),
    addedAt: recordedAt('added_at'),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('board_members_user_idx').on(t.userId)],
);

export const boardPositions = pgTable(
  'board_positions',
  {
    id: primaryId(),
    boardId: boardRef(),
    positionNumber: integer('position_number').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** Fraction of the board's vote, 0–1; a board's seats sum to 1. */
    weight: doublePrecision('weight').notNull(),
    type: text('type').$type<'AI' | 'Human'>().notNull().default('AI'),
    personaId: uuid('persona_id').references(() => personas.id, { onDelete: 'set null' }),
    /** A model of its own for this seat (LLM engine); null uses the provider default. */
    model: text('model'),
    /** The registered user holding a human seat. */
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A human seat kept for an invitation until it is accepted. */
    pendingInviteId: uuid('pending_invite_id').references(() => invites.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('board_positions_board_key_unique').on(t.boardId, t.key),
    unique('board_positions_board_number_unique').on(t.boardId, t.positionNumber),
    index('board_positions_assignee_idx').on(t.assignedUserId),
  ],
);
