// SQL for human board members: the perspectives they give (and their drafts on the server) and
// the sessions awaiting them.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  boardPositions,
  boards,
  decisionSessions,
  humanDrafts,
  humanPerspectives,
  type PerspectiveDraft,
} from '../../db/schema/index.ts';

export type HumanPerspectiveRow = typeof humanPerspectives.$inferSelect;

export function createHumanRepository(db: Db) {
  return {
    listForSession(sessionId: string): Promise<HumanPerspectiveRow[]> {
      return db.select().from(humanPerspectives).where(eq(humanPerspectives.sessionId, sessionId));
    },
    async insert(values: typeof humanPerspectives.$inferInsert): Promise<HumanPerspectiveRow | null> {
      const [row] = await db.insert(humanPerspectives).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Human seats a user holds, with their boards. */
    seatsHeldBy(userId: string) {
      return db
        .select({
          positionId: boardPositions.id,
          title: boardPositions.title,
          boardId: boards.id,
          boardName: boards.name,
        })
        .from(boardPositions)
        .innerJoin(boards, eq(boards.id, boardPositions.boardId))
        .where(and(eq(boardPositions.assignedUserId, userId), eq(boardPositions.type, 'Human')))
        .orderBy(boards.name, boardPositions.title);
    },
    sessionsOfBoards(boardIds: string[]) {
      if (boardIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(decisionSessions)
        .where(inArray(decisionSessions.boardId, boardIds))
        .orderBy(desc(decisionSessions.createdAt));
    },
    contributionsOf(userId: string): Promise<HumanPerspectiveRow[]> {
      return db
        .select()
        .from(humanPerspectives)
        .where(eq(humanPerspectives.userId, userId))
        .orderBy(desc(humanPerspectives.submittedAt));
    },

    async draft(sessionId: string, seatId: string) {
      const [row] = await db
        .select()
        .from(humanDrafts)
        .where(and(eq(humanDrafts.sessionId, sessionId), eq(humanDrafts.seatId, seatId)));
      return row ?? null;
    },
    async saveDraft(values: { sessionId: string; seatId: string; userId: string; draft: PerspectiveDraft }) {
      const [row] = await db
        .insert(humanDrafts)
        .values(values)
        .onConflictDoUpdate({
          target: [humanDrafts.sessionId, humanDrafts.seatId],
          set: { draft: values.draft, userId: values.userId, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('draft not stored');
      return row;
    },
  };
}
export type HumanRepository = ReturnType<typeof createHumanRepository>;
