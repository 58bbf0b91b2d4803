import {
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
import type { DecisionOptionDto, OptionRuleSetting } from '../../../contracts/options.ts';
import type { BoardPace } from '../../../contracts/pace.ts';
import type { VotingRuleSetting } from '../../../contracts/voting-rules.ts';
import { boardPositions, boardRef } from './boards.ts';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { userRef } from './users.ts';

export type SessionVotingRule = VotingRuleSetting & { source: 'board' | 'agenda_item' };

export type SessionStatus = 'starting' | 'in_progress' | 'completed' | 'failed';

export interface SessionConstraints {
  budget?: string | null;
  timeline?: string | null;
  other?: string | null;
  company_info?: string | null;
  meeting_id?: string | null;
  agenda_item_ids?: string[] | null;
}

export interface ProceededWithout {
  seat_id: string;
  seat_title: string;
  member_name: string | null;
  at: string;
  by: string;
}

/** A decision put to a board, run as a durable job. */
export const decisionSessions = pgTable(
  'decision_sessions',
  {
    id: primaryId(),
    boardId: boardRef(),
    ownerId: userRef('owner_id'),
    decisionTopic: text('decision_topic').notNull(),
    decisionContext: text('decision_context').notNull(),
    decisionType: text('decision_type').notNull().default('strategic'),
    constraints: jsonb('constraints').$type<SessionConstraints>().notNull().default({}),
    /** The seats (with personas) as they were when the session started. */
    boardSnapshot: jsonb('board_snapshot').$type<unknown[]>().notNull(),
    /** The voting rule fixed at start (the board's, or an agenda item's); null: the default reading. */
    votingRule: jsonb('voting_rule').$type<SessionVotingRule>(),
    /** The options the board chooses between, lettered (ADR 58); null for a yes/no decision. */
    options: jsonb('options').$type<DecisionOptionDto[]>(),
    /** How the options are counted, fixed at start; null for a yes/no decision. */
    optionRule: text('option_rule').$type<OptionRuleSetting>(),
    status: text('status').$type<SessionStatus>().notNull().default('starting'),
    phase: text('phase'),
    round: integer('round'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    /**
     * The provider chosen when the session started (null: the server's environment settings). Not
     * a foreign key: a provider deleted later leaves the recorded name for old sessions to show.
     */
    providerId: uuid('provider_id'),
    providerName: text('provider_name'),
    /** The deliberation result (positions, rounds, votes, synthesis, scores, usage). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    outcome: text('outcome'),
    confidenceScore: doublePrecision('confidence_score'),
    humanDeadline: timestamptz('human_deadline'),
    /** Human seats the session went on without before their deadline: who, when, and who decided. */
    proceededWithout: jsonb('proceeded_without').$type<ProceededWithout[]>(),
    /** The board's pace when the session started, and the human windows it fixed (ADR 35). */
    pace: text('pace').$type<BoardPace>().notNull().default('live'),
    /** Seconds of each consensus round and of the vote for human seats; null: the server's live windows. */
    humanWindows: jsonb('human_windows').$type<{ roundSeconds: number; voteSeconds: number }>(),
    /**
     * The worker that last claimed the session (its worker_heartbeats id): after a failover, the
     * one that took it over. Not a foreign key: a worker's heartbeat row goes when it stops.
     */
    workerId: uuid('worker_id'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('decision_sessions_board_idx').on(t.boardId, t.createdAt),
    index('decision_sessions_owner_idx').on(t.ownerId, t.status),
  ],
);

/** The session a row belongs to; the row goes with it. */
export const sessionRef = () =>
  uuid('session_id')
    .notNull()
    .references(() => decisionSessions.id, { onDelete: 'cascade' });

/** One row per completed (or failed) step: a resumed run never asks a completed step again. */
export const sessionCheckpoints = pgTable(
  'session_checkpoints',
  {
    sessionId: sessionRef(),
    phase: text('phase').notNull(),
    round: integer('round').notNull(),
    /** '' for the chair's synthesis. */
    seatId: text('seat_id').notNull(),
    status: text('status').$type<'completed' | 'failed'>().notNull(),
    output: jsonb('output'),
    usage: jsonb('usage')
      .$type<{ calls: number; prompt_tokens: number; completion_tokens: number }>()
      .notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.phase, t.round, t.seatId] })],
);

/** The ordered event log that drives live screens and the replay. */
export const sessionEvents = pgTable(
  'session_events',
  {
    sessionId: sessionRef(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    phase: text('phase'),
    round: integer('round'),
    seatId: text('seat_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    at: recordedAt('at'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
);

/** A human board member's perspective on a session, for the seat they hold. */
export const humanPerspectives = pgTable(
  'human_perspectives',
  {
    id: primaryId(),
    sessionId: sessionRef(),
    /** Null once the seat is removed from the board: the contribution itself stays on record. */
    positionId: uuid('position_id').references(() => boardPositions.id, { onDelete: 'set null' }),
    userId: userRef(),
    stance: text('stance').notNull(),
    perspective: text('perspective').notNull(),
    keyPoints: jsonb('key_points').$type<string[]>().notNull().default([]),
    confidence: doublePrecision('confidence').notNull(),
    questions: text('questions'),
    /** Questions to named AI seats: [{ seatId, question }]. */
    questionsTo: jsonb('questions_to').$type<{ seatId: string; question: string }[]>().notNull().default([]),
    /** On a decision with options: the ranking given in the portal, best first (ADR 61). */
    ranking: jsonb('ranking').$type<{ option: string; reason: string }[]>(),
    /** On a decision with options: the one option vetoed in the portal, on a duty named. */
    veto: jsonb('veto').$type<{ option: string; duty: string; reason: string }>(),
    submittedAt: recordedAt('submitted_at'),
  },
  (t) => [
    unique('human_perspectives_session_position_unique').on(t.sessionId, t.positionId),
    index('human_perspectives_user_idx').on(t.userId),
  ],
);
