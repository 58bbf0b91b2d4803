import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { personas } from './personas.ts';
import { users } from './users.ts';

export const boardTemplates = pgTable('board_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  purpose: text('purpose').notNull().default(''),
  /** Position keys in seat order. */
  positionKeys: jsonb('position_keys').$type<string[]>().notNull(),
  isBuiltin: boolean('is_builtin').notNull().default(false),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Filled once organizations exist. */
    organizationId: uuid('organization_id'),
    name: text('name').notNull(),
    description: text('description'),
    boardType: text('board_type').notNull().default('directors'),
    templateId: uuid('template_id').references(() => boardTemplates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boards_owner_idx').on(t.ownerId)],
);

export const boardPositions = pgTable(
  'board_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    unique('board_positions_board_key_unique').on(t.boardId, t.key),
    unique('board_positions_board_number_unique').on(t.boardId, t.positionNumber),
    index('board_positions_assignee_idx').on(t.assignedUserId),
  ],
);
