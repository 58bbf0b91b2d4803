// Outcome reviews: one per completed decision, due on its review date (90 days after the decision
// unless moved). Filled in by the asker or an Admin; every change is in the audit trail.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReviewAction, ReviewResult } from '../../../contracts/reviews.ts';
import { boardRef } from './boards.ts';
import { createdAt, timestamptz } from './columns.ts';
import { decisionSessions } from './sessions.ts';
import { users } from './users.ts';

export const decisionReviews = pgTable(
  'decision_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => decisionSessions.id, { onDelete: 'cascade' }),
    boardId: boardRef(),
    dueAt: timestamptz('due_at').notNull(),
    /**
     * The review date the "How did it turn out?" notice went out for: a date moved later asks
     * again on the new date, a job for an older date does nothing.
     */
    notifiedDueAt: timestamptz('notified_due_at'),
    action: text('action').$type<ReviewAction>(),
    result: text('result').$type<ReviewResult>(),
    notes: text('notes').notNull().default(''),
    figures: jsonb('figures').$type<{ label: string; value: string }[]>().notNull().default([]),
    /** Ticks by the place of the risk in the result's critical risks. */
    risks: jsonb('risks').$type<{ index: number; happened: boolean }[]>().notNull().default([]),
    /** Null once the account is deleted; the name as it was stays on record. */
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name'),
    recordedAt: timestamptz('recorded_at'),
    updatedAt: timestamptz('updated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('decision_reviews_board_idx').on(t.boardId), index('decision_reviews_due_idx').on(t.dueAt)],
);
