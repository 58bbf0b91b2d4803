// Comments on draft minutes (the board's people point out what to correct before the chair
// approves them) and amendments to approved ones (each a new version; ADR 48).
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { meetingMinutes } from './meetings.ts';
import { users } from './users.ts';

export const minutesComments = pgTable(
  'minutes_comments',
  {
    id: primaryId(),
    minutesId: uuid('minutes_id')
      .notNull()
      .references(() => meetingMinutes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was when written: the record reads the same later. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('minutes_comments_minutes_idx').on(t.minutesId, t.createdAt)],
);

/**
 * Amendments to approved minutes: the approved text never changes; each correction after
 * approval is a new version (2, 3, …) recorded with who made it and when.
 */
export const minutesAmendments = pgTable(
  'minutes_amendments',
  {
    id: primaryId(),
    minutesId: uuid('minutes_id')
      .notNull()
      .references(() => meetingMinutes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('minutes_amendments_version_unique').on(t.minutesId, t.version)],
);
