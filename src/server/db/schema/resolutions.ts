// Written resolutions (ADR 48): a proposal circulated between meetings to a board's directors,
// each director's vote with its reason, and the minutes it is entered in once closed.
import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ResolutionRule, ResolutionStatus, ResolutionVote } from '../../../contracts/resolutions.ts';
import { boardRef } from './boards.ts';
import { createdAt, primaryId, timestamptz } from './columns.ts';
import { meetingMinutes } from './meetings.ts';
import { decisionSessions } from './sessions.ts';
import { users } from './users.ts';

export const resolutions = pgTable(
  'resolutions',
  {
    id: primaryId(),
    boardId: boardRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The session whose recommendation it acts on, if any. */
    sessionId: uuid('session_id').references(() => decisionSessions.id, { onDelete: 'set null' }),
    /** The rule fixed at circulation: a later change of the board's rule does not move it. */
    rule: jsonb('rule').$type<ResolutionRule>().notNull(),
    status: text('status').$type<ResolutionStatus>().notNull().default('open'),
    closesAt: timestamptz('closes_at').notNull(),
    closedAt: timestamptz('closed_at'),
    closedReason: text('closed_reason').$type<'decided' | 'deadline' | 'withdrawn'>(),
    circulatedById: uuid('circulated_by_id').references(() => users.id, { onDelete: 'set null' }),
    circulatedByName: text('circulated_by_name').notNull(),
    createdAt: createdAt(),
    /** The minutes of the board's next completed meeting after it closed. */
    minutesId: uuid('minutes_id').references(() => meetingMinutes.id, { onDelete: 'set null' }),
  },
  (t) => [index('resolutions_board_idx').on(t.boardId, t.createdAt)],
);

/** The directors a resolution was circulated to (fixed then) and each one's vote. */
export const resolutionDirectors = pgTable(
  'resolution_directors',
  {
    id: primaryId(),
    resolutionId: uuid('resolution_id')
      .notNull()
      .references(() => resolutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Name and seat as they were at circulation: the record reads the same later. */
    name: text('name').notNull(),
    seatTitle: text('seat_title').notNull(),
    vote: text('vote').$type<ResolutionVote>(),
    reason: text('reason').notNull().default(''),
    votedAt: timestamptz('voted_at'),
  },
  (t) => [
    unique('resolution_directors_user_unique').on(t.resolutionId, t.userId),
    index('resolution_directors_user_idx').on(t.userId),
  ],
);
