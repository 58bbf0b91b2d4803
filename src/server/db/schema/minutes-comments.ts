// Comments on draft minutes: the board's people point out what to correct before the chair
// approves them; once approved, the minutes and their comments are read-only.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetingMinutes } from './meetings.ts';
import { users } from './users.ts';

export const minutesComments = pgTable(
  'minutes_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    minutesId: uuid('minutes_id')
      .notNull()
      .references(() => meetingMinutes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was when written: the record reads the same later. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('minutes_comments_minutes_idx').on(t.minutesId, t.createdAt)],
);
