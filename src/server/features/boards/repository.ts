// SQL for boards and their seats.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardPositions, boards, boardTemplates, personas, users } from '../../db/schema/index.ts';

export type BoardRow = typeof boards.$inferSelect;
export type NewSeat = Omit<typeof boardPositions.$inferInsert, 'boardId'>;

export interface SeatRow {
  id: string;
  boardId: string;
  positionNumber: number;
  key: string;
  title: string;
  weight: number;
  type: 'AI' | 'Human';
  personaId: string | null;
  personaName: string | null;
  assignedUserId: string | null;
  assignedUserEmail: string | null;
  model: string | null;
}

export interface BoardListRow extends BoardRow {
  templateSlug: string | null;
}

export function createBoardRepository(db: Db) {
  async function seatsOf(boardIds: string[]): Promise<SeatRow[]> {
    if (boardIds.length === 0) return [];
    return db
      .select({
        id: boardPositions.id,
        boardId: boardPositions.boardId,
        positionNumber: boardPositions.positionNumber,
        key: boardPositions.key,
        title: boardPositions.title,
        weight: boardPositions.weight,
        type: boardPositions.type,
        personaId: boardPositions.personaId,
        personaName: personas.name,
        assignedUserId: boardPositions.assignedUserId,
        assignedUserEmail: users.email,
        model: boardPositions.model,
      })
      .from(boardPositions)
      .leftJoin(personas, eq(personas.id, boardPositions.personaId))
      .leftJoin(users, eq(users.id, boardPositions.assignedUserId))
      .where(inArray(boardPositions.boardId, boardIds))
      .orderBy(asc(boardPositions.boardId), asc(boardPositions.positionNumber));
  }

  const boardColumns = { board: boards, templateSlug: boardTemplates.slug };
  const flatten = (r: { board: BoardRow; templateSlug: string | null }): BoardListRow => ({
    ...r.board,
    templateSlug: r.templateSlug,
  });

  return {
    seatsOf,

    async listOwnedBy(ownerId: string): Promise<BoardListRow[]> {
      const rows = await db
        .select(boardColumns)
        .from(boards)
        .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId))
        .where(eq(boards.ownerId, ownerId))
        .orderBy(desc(boards.createdAt));
      return rows.map(flatten);
    },

    async findById(id: string): Promise<BoardListRow | undefined> {
      const [row] = await db
        .select(boardColumns)
        .from(boards)
        .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId))
        .where(eq(boards.id, id))
        .limit(1);
      return row ? flatten(row) : undefined;
    },

    /** Creates a board and its seats in one transaction: all or nothing. */
    async insertWithSeats(board: typeof boards.$inferInsert, seats: NewSeat[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(boards).values(board).returning({ id: boards.id });
        await tx.insert(boardPositions).values(seats.map((seat) => ({ ...seat, boardId: created!.id })));
        return created!.id;
      });
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(boards).where(eq(boards.id, id));
    },

    async assignSeat(seatId: string, userId: string | null): Promise<void> {
      await db.update(boardPositions).set({ assignedUserId: userId }).where(eq(boardPositions.id, seatId));
    },

    async countSeats(boardId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(boardPositions)
        .where(eq(boardPositions.boardId, boardId));
      return row?.n ?? 0;
    },
  };
}
export type BoardRepository = ReturnType<typeof createBoardRepository>;
