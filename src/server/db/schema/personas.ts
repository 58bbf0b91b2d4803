import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { users } from './users.ts';

export interface PersonaInstructions {
  system: string;
  behavioral: string;
  conversation: string;
}

export const personas = pgTable(
  'personas',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('General'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    expertiseDomains: jsonb('expertise_domains').$type<string[]>().notNull().default([]),
    /** What the persona can do (the import format's `capabilities`). */
    capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
    /** The seat this persona is written for; built-in personas have one each. */
    positionKey: text('position_key'),
    instructions: jsonb('instructions').$type<PersonaInstructions>().notNull(),
    /** Structured lens (priorities, questions, red flags, signal terms) read by the offline engine. */
    lens: jsonb('lens').$type<Record<string, unknown>>(),
    isPublic: boolean('is_public').notNull().default(true),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    version: text('version').notNull().default('1.0'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('personas_builtin_position_unique').on(t.positionKey).where(sql`${t.isBuiltin}`)],
);
