// Follow-up questions after a session: a person asks one seat 'why?' or a new question and the
// seat answers from its record. Kept with the session (deleted with it), shown in the analysis
// and the exports. The seat is the session snapshot's seat id, like the engine's checkpoints.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { sessionRef } from './sessions.ts';
import { users } from './users.ts';

export const sessionFollowUps = pgTable(
  'session_follow_ups',
  {
    id: primaryId(),
    sessionId: sessionRef(),
    seatId: text('seat_id').notNull(),
    /** Null once the asker's account is deleted; their name as it was stays on record. */
    askerId: uuid('asker_id').references(() => users.id, { onDelete: 'set null' }),
    askerName: text('asker_name').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The mind that answered: the session's own engine and model. */
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    usage: jsonb('usage')
      .$type<{ calls: number; prompt_tokens: number; completion_tokens: number }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_follow_ups_session_idx').on(t.sessionId, t.createdAt),
    index('session_follow_ups_asker_idx').on(t.askerId, t.createdAt),
  ],
);
