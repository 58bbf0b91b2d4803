// Board papers: files attached to a board (for its next question), a meeting, an agenda item or a
// decision session. The bytes live in the database (ADR 37), apart from the metadata so that a
// list never reads them; what extraction found is kept beside the metadata.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PaperSheetPreview } from '../../../contracts/papers.ts';
import { boardRef } from './boards.ts';
import { bytea, createdAt, primaryId } from './columns.ts';
import { agendaItems, meetings } from './meetings.ts';
import { decisionSessions, sessionRef } from './sessions.ts';
import { users } from './users.ts';

export const boardPapers = pgTable(
  'board_papers',
  {
    id: primaryId(),
    boardId: boardRef(),
    /** At most one of these three: none means the paper belongs to the board itself. */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    agendaItemId: uuid('agenda_item_id').references(() => agendaItems.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => decisionSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the bytes are, judged from their content at upload (never from the name). */
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued → running → done | failed; 'none' for kinds with no text to extract (images). */
    extractionStatus: text('extraction_status').notNull().default('queued'),
    extractionProgress: integer('extraction_progress').notNull().default(0),
    extractionError: text('extraction_error'),
    extractedText: text('extracted_text'),
    /** The first rows of each sheet of a spreadsheet or CSV, for reading it as a table. */
    sheets: jsonb('sheets').$type<PaperSheetPreview[]>(),
    pages: integer('pages'),
    extractionMs: integer('extraction_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_papers_board_idx').on(t.boardId, t.createdAt),
    check(
      'board_papers_one_target',
      sql`num_nonnulls(${t.meetingId}, ${t.agendaItemId}, ${t.sessionId}) <= 1`,
    ),
  ],
);

/** A paper's bytes, read only to serve the file or to extract from it. */
export const boardPaperContents = pgTable('board_paper_contents', {
  paperId: uuid('paper_id')
    .primaryKey()
    .references(() => boardPapers.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * The papers a decision was asked with (chosen on the Ask form, wherever they are attached): with
 * the papers attached to the session itself, they are the decision's papers.
 */
export const sessionPapers = pgTable(
  'session_papers',
  {
    sessionId: sessionRef(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => boardPapers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.paperId] }), index('session_papers_paper_idx').on(t.paperId)],
);
