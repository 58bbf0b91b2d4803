// The only SQL of board papers: metadata and extraction results in board_papers, the bytes in
// board_paper_contents (read only to serve or extract the file).
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Paper, PaperDetail, PaperKind } from '../../../contracts/papers.ts';
import type { Db } from '../../db/client.ts';
import {
  agendaItems,
  boardPaperContents,
  boardPapers,
  boards,
  decisionSessions,
  meetings,
  sessionPapers,
} from '../../db/schema/index.ts';
import type { Extraction } from './extract/index.ts';

export type PaperRow = typeof boardPapers.$inferSelect;

const READ_CHUNK_BYTES = 1024 * 1024;

export interface NewPaper {
  boardId: string;
  meetingId: string | null;
  agendaItemId: string | null;
  sessionId: string | null;
  name: string;
  kind: PaperKind;
  mediaType: string;
  bytes: Buffer;
  uploadedBy: string;
  extractionStatus: 'queued' | 'none';
}

const metadata = {
  id: boardPapers.id,
  boardId: boardPapers.boardId,
  meetingId: boardPapers.meetingId,
  agendaItemId: boardPapers.agendaItemId,
  sessionId: boardPapers.sessionId,
  name: boardPapers.name,
  kind: boardPapers.kind,
  mediaType: boardPapers.mediaType,
  sizeBytes: boardPapers.sizeBytes,
  uploadedBy: boardPapers.uploadedBy,
  extractionStatus: boardPapers.extractionStatus,
  extractionProgress: boardPapers.extractionProgress,
  extractionError: boardPapers.extractionError,
  pages: boardPapers.pages,
  extractionMs: boardPapers.extractionMs,
  createdAt: boardPapers.createdAt,
};
type PaperMeta = Omit<PaperRow, 'extractedText' | 'sheets'>;

export function toPaper(row: PaperMeta): Paper {
  return {
    id: row.id,
    board_id: row.boardId,
    meeting_id: row.meetingId,
    agenda_item_id: row.agendaItemId,
    session_id: row.sessionId,
    name: row.name,
    kind: row.kind as PaperKind,
    media_type: row.mediaType,
    size_bytes: row.sizeBytes,
    uploaded_by: row.uploadedBy,
    extraction_status: row.extractionStatus as Paper['extraction_status'],
    extraction_progress: row.extractionProgress,
    extraction_error: row.extractionError,
    pages: row.pages,
    extraction_ms: row.extractionMs,
    created_at: row.createdAt.toISOString(),
  };
}

export function toPaperDetail(row: PaperRow): PaperDetail {
  return { ...toPaper(row), extracted_text: row.extractedText, sheets: row.sheets };
}

export function createPaperRepository(db: Db) {
  return {
    /** The paper with its board's organization (for the access check). */
    async find(id: string) {
      const [row] = await db
        .select({ paper: boardPapers, organizationId: boards.organizationId })
        .from(boardPapers)
        .innerJoin(boards, eq(boards.id, boardPapers.boardId))
        .where(eq(boardPapers.id, id));
      return row;
    },

    async list(
      boardId: string,
      target: { meetingId?: string; agendaItemId?: string; sessionId?: string },
    ): Promise<PaperMeta[]> {
      const where = [eq(boardPapers.boardId, boardId)];
      if (target.meetingId) where.push(eq(boardPapers.meetingId, target.meetingId));
      if (target.agendaItemId) where.push(eq(boardPapers.agendaItemId, target.agendaItemId));
      // A session's papers: attached to it, or chosen when it was asked.
      if (target.sessionId)
        where.push(
          or(
            eq(boardPapers.sessionId, target.sessionId),
            inArray(
              boardPapers.id,
              db
                .select({ id: sessionPapers.paperId })
                .from(sessionPapers)
                .where(eq(sessionPapers.sessionId, target.sessionId)),
            ),
          )!,
        );
      return db
        .select(metadata)
        .from(boardPapers)
        .where(and(...where))
        .orderBy(desc(boardPapers.createdAt));
    },

    async usedBytes(boardId: string): Promise<number> {
      const [row] = await db
        .select({ used: sql<string>`coalesce(sum(${boardPapers.sizeBytes}), 0)` })
        .from(boardPapers)
        .where(eq(boardPapers.boardId, boardId));
      return Number(row?.used ?? 0);
    },

    /** Serialises uploads to one board, so two at once cannot both pass its limit. */
    async lockBoard(boardId: string): Promise<void> {
      await db.execute(sql`select 1 from ${boards} where ${boards.id} = ${boardId} for update`);
    },

    async meetingOnBoard(meetingId: string, boardId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.boardId, boardId)));
      return Boolean(row);
    },

    async agendaItemOnBoard(itemId: string, boardId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
        .where(and(eq(agendaItems.id, itemId), eq(meetings.boardId, boardId)));
      return Boolean(row);
    },

    /** How many of these papers are this board's. */
    async countOnBoard(paperIds: string[], boardId: string): Promise<number> {
      if (paperIds.length === 0) return 0;
      const rows = await db
        .select({ id: boardPapers.id })
        .from(boardPapers)
        .where(and(eq(boardPapers.boardId, boardId), inArray(boardPapers.id, paperIds)));
      return rows.length;
    },

    /** The ids of the papers attached to these agenda items. */
    async idsOfAgendaItems(itemIds: string[]): Promise<string[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .select({ id: boardPapers.id })
        .from(boardPapers)
        .where(inArray(boardPapers.agendaItemId, itemIds));
      return rows.map((row) => row.id);
    },

    /** Records the papers a decision was asked with. */
    async linkToSession(sessionId: string, paperIds: string[]): Promise<void> {
      if (paperIds.length === 0) return;
      await db
        .insert(sessionPapers)
        .values(paperIds.map((paperId) => ({ sessionId, paperId })))
        .onConflictDoNothing();
    },

    async sessionOnBoard(sessionId: string, boardId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: decisionSessions.id })
        .from(decisionSessions)
        .where(and(eq(decisionSessions.id, sessionId), eq(decisionSessions.boardId, boardId)));
      return Boolean(row);
    },

    async insert(paper: NewPaper): Promise<PaperRow> {
      const { bytes, ...rest } = paper;
      const [row] = await db
        .insert(boardPapers)
        .values({ ...rest, sizeBytes: bytes.length })
        .returning();
      await db.insert(boardPaperContents).values({ paperId: row!.id, bytes });
      return row!;
    },

    /**
     * The bytes, read a megabyte per statement: on the embedded database (one connection) other
     * requests go between the chunks instead of waiting for a 20 MB read.
     */
    async bytesOf(id: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ size: sql<number>`octet_length(${boardPaperContents.bytes})` })
        .from(boardPaperContents)
        .where(eq(boardPaperContents.paperId, id));
      if (!row) return undefined;
      const parts: Buffer[] = [];
      for (let offset = 0; offset < Number(row.size); offset += READ_CHUNK_BYTES) {
        const [chunk] = await db
          .select({
            part: sql<Buffer>`substring(${boardPaperContents.bytes} from ${offset + 1} for ${READ_CHUNK_BYTES})`,
          })
          .from(boardPaperContents)
          .where(eq(boardPaperContents.paperId, id));
        // Removed while it was being read.
        if (!chunk) return undefined;
        parts.push(chunk.part);
      }
      return Buffer.concat(parts);
    },

    async remove(id: string): Promise<void> {
      await db.delete(boardPapers).where(eq(boardPapers.id, id));
    },

    async markRunning(id: string): Promise<boolean> {
      const rows = await db
        .update(boardPapers)
        .set({ extractionStatus: 'running', extractionProgress: 0, extractionError: null })
        .where(eq(boardPapers.id, id))
        .returning({ id: boardPapers.id });
      return rows.length > 0;
    },

    async setProgress(id: string, percent: number): Promise<void> {
      await db
        .update(boardPapers)
        .set({ extractionProgress: Math.max(0, Math.min(99, Math.round(percent))) })
        .where(and(eq(boardPapers.id, id), eq(boardPapers.extractionStatus, 'running')));
    },

    async saveExtraction(id: string, result: Extraction, ms: number): Promise<void> {
      await db
        .update(boardPapers)
        .set({
          extractionStatus: 'done',
          extractionProgress: 100,
          extractedText: result.text,
          sheets: result.sheets,
          pages: result.pages,
          extractionMs: Math.round(ms),
        })
        .where(eq(boardPapers.id, id));
    },

    async failExtraction(id: string, message: string): Promise<void> {
      await db
        .update(boardPapers)
        .set({ extractionStatus: 'failed', extractionError: message.slice(0, 500) })
        .where(eq(boardPapers.id, id));
    },
  };
}

export type PaperRepository = ReturnType<typeof createPaperRepository>;
