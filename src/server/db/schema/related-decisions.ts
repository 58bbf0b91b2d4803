// Related past decisions (ADR 50). A session's words as a full-text document, kept by a trigger
// on decision_sessions (drizzle/0024), so a board's past decisions are searched without
// re-reading their texts; and the past decisions handed to each session, as they were handed.
import { customType, index, integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { RelatedDecision } from '../../../contracts/related-decisions.ts';
import { boardRef } from './boards.ts';
import { decisionSessions, sessionRef } from './sessions.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One row per session: its topic (weight A) and context (weight B) as an English tsvector. */
export const decisionSearch = pgTable(
  'decision_search',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => decisionSessions.id, { onDelete: 'cascade' }),
    boardId: boardRef(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('decision_search_board_idx').on(t.boardId),
    index('decision_search_document_idx').using('gin', t.document),
  ],
);

/**
 * The past decisions a session was handed when it started, in rank order, each as it was handed
 * (a later review or deletion of the past session does not rewrite what the seats saw).
 */
export const sessionRelatedDecisions = pgTable(
  'session_related_decisions',
  {
    sessionId: sessionRef(),
    rank: integer('rank').notNull(),
    /** The past session; null once it is deleted (the snapshot stays). */
    relatedSessionId: uuid('related_session_id').references(() => decisionSessions.id, {
      onDelete: 'set null',
    }),
    snapshot: jsonb('snapshot').$type<RelatedDecision>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.rank] }),
    index('session_related_decisions_related_idx').on(t.relatedSessionId),
  ],
);
