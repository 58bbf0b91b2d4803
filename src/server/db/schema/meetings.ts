import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DecisionVoteLine } from '../../../contracts/minutes.ts';
import { boardRef } from './boards.ts';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { decisionSessions } from './sessions.ts';
import { userRef, users } from './users.ts';

export const meetings = pgTable(
  'meetings',
  {
    id: primaryId(),
    boardId: boardRef(),
    title: text('title').notNull(),
    description: text('description'),
    meetingType: text('meeting_type').notNull().default('regular'),
    scheduledDate: timestamptz('scheduled_date').notNull(),
    scheduledDurationMinutes: integer('scheduled_duration_minutes').notNull().default(60),
    location: text('location'),
    status: text('status').notNull().default('SCHEDULED'),
    /** The board's hidden holder of unassigned agenda items ('Agenda Items Pool'). */
    isPool: boolean('is_pool').notNull().default(false),
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    /**
     * The SEQUENCE of the meeting's calendar event: raised at every change people are told of, so
     * calendars apply a move or a cancellation over the invitation they hold (same UID).
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    startedAt: timestamptz('started_at'),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('meetings_board_idx').on(t.boardId, t.scheduledDate),
    uniqueIndex('meetings_one_pool_per_board').on(t.boardId).where(sql`${t.isPool}`),
  ],
);

export interface DecisionTally {
  approve: number;
  against: number;
  abstain: number;
}

/** One seat's vote on a recorded decision: kept as the minutes print it. */
export type DecisionVoteRecord = DecisionVoteLine;

export const agendaItems = pgTable(
  'agenda_items',
  {
    id: primaryId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    background: text('background'),
    proposal: text('proposal'),
    recommendation: text('recommendation'),
    itemType: text('item_type').notNull().default('DISCUSSION'),
    estimatedDurationMinutes: integer('estimated_duration_minutes').notNull().default(10),
    requiresVote: boolean('requires_vote').notNull().default(false),
    voteType: text('vote_type').notNull().default('simple_majority'),
    position: integer('position').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    /** The board's decision on this item, recorded when its session completes. */
    decisionSessionId: uuid('decision_session_id').references(() => decisionSessions.id, {
      onDelete: 'set null',
    }),
    decisionWording: text('decision_wording'),
    decisionResult: text('decision_result'),
    decisionHeadcount: jsonb('decision_headcount').$type<DecisionTally>(),
    decisionWeighted: jsonb('decision_weighted').$type<DecisionTally>(),
    decidedAt: timestamptz('decided_at'),
    decisionVotes: jsonb('decision_votes').$type<DecisionVoteRecord[]>(),
    /** The voting rule the outcome applied, in words (null: the default reading). */
    decisionRule: text('decision_rule'),
    /** The conditions the board set with its recommendation (its action items), printed in full. */
    decisionConditions: jsonb('decision_conditions').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('agenda_items_meeting_idx').on(t.meetingId, t.position)],
);

export const meetingActionItems = pgTable(
  'meeting_action_items',
  {
    id: primaryId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    agendaItemId: uuid('agenda_item_id').references(() => agendaItems.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    owner: text('owner').notNull(),
    dueDate: date('due_date'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_action_items_meeting_idx').on(t.meetingId)],
);

/** Minutes, generated when a meeting completes: a frozen record of the meeting as it ended. */
export const meetingMinutes = pgTable('meeting_minutes', {
  id: primaryId(),
  meetingId: uuid('meeting_id')
    .notNull()
    .unique()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  decisionCount: integer('decision_count').notNull(),
  actionCount: integer('action_count').notNull(),
  createdAt: createdAt(),
  /** Approval freezes the minutes: who approved, when, and the attendance as it then stood. */
  approvedAt: timestamptz('approved_at'),
  approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
  approvedByName: text('approved_by_name'),
  approvedAttendance: jsonb('approved_attendance').$type<Record<string, unknown>>(),
});

/** Who attended a meeting: one row per person recorded (present, remote, absent, apologies). */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    id: primaryId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: userRef(),
    status: text('status').notNull(),
    recordedAt: recordedAt('recorded_at'),
  },
  (t) => [uniqueIndex('meeting_attendance_person').on(t.meetingId, t.userId)],
);
