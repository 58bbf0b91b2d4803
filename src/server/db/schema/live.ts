// Human board members at the table while a session runs: the windows they act in, their drafts,
// revisions and votes, and reactions of watching members (interjections are events of the log). Human steps are
// keyed by the seat of the session's snapshot (a text id), like the engine's checkpoints.
import { doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ReactionKind } from '../../../contracts/live.ts';
import { createdAt, recordedAt, timestamptz } from './columns.ts';
import { sessionRef } from './sessions.ts';
import { userRef } from './users.ts';

/** A window human seats act in (a consensus round, the final vote): its deadline survives restarts. */
export const sessionWindows = pgTable(
  'session_windows',
  {
    sessionId: sessionRef(),
    step: text('step').$type<'consensus' | 'final_vote'>().notNull(),
    round: integer('round').notNull(),
    /** The seats asked to act in it. */
    seatIds: jsonb('seat_ids').$type<string[]>().notNull(),
    opensAt: recordedAt('opens_at'),
    closesAt: timestamptz('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.step, t.round] })],
);

export interface PerspectiveDraft {
  stance?: string | null;
  perspective?: string;
  key_points?: string;
  confidence?: number;
  questions?: string;
  questions_to?: { seat_id: string; question: string }[];
}

/** A perspective being written, kept on the server so it follows the member across devices. */
export const humanDrafts = pgTable(
  'human_drafts',
  {
    sessionId: sessionRef(),
    seatId: text('seat_id').notNull(),
    userId: userRef(),
    draft: jsonb('draft').$type<PerspectiveDraft>().notNull(),
    updatedAt: recordedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seatId] })],
);

/** A human seat's stance in one consensus round (one per seat and round). */
export const humanRevisions = pgTable(
  'human_revisions',
  {
    sessionId: sessionRef(),
    seatId: text('seat_id').notNull(),
    round: integer('round').notNull(),
    userId: userRef(),
    stance: text('stance').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    reasoning: text('reasoning').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seatId, t.round] })],
);

/** A human seat's final vote, cast in the voting window (one per seat). */
export const humanVotes = pgTable(
  'human_votes',
  {
    sessionId: sessionRef(),
    seatId: text('seat_id').notNull(),
    userId: userRef(),
    vote: text('vote').$type<'approve' | 'against' | 'abstain'>().notNull(),
    rationale: text('rationale').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    /** On a decision with options: the seat's ranking, best first, with reasons (ADR 58). */
    ranking: jsonb('ranking').$type<{ option: string; reason: string }[]>(),
    /** On a decision with options: the one option vetoed, on a duty named. */
    veto: jsonb('veto').$type<{ option: string; duty: string; reason: string }>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seatId] })],
);

/** One reaction of each kind per person per message (a message is an event of the log). */
export const sessionReactions = pgTable(
  'session_reactions',
  {
    sessionId: sessionRef(),
    eventSeq: integer('event_seq').notNull(),
    userId: userRef(),
    kind: text('kind').$type<ReactionKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.eventSeq, t.userId, t.kind] })],
);
