// SQL for who hears about a board: its members, the people holding its human seats today and its
// organization's Admins.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { decisionNoticeSubject } from '../../db/decision-notice.ts';
import { boardMembers, boardPositions, boards, organizationMembers, users } from '../../db/schema/index.ts';

export interface SeatHolder {
  userId: string;
  positionId: string;
  title: string;
}

export function createAudienceRepository(db: Db) {
  return {
    async boardName(boardId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: boards.name }).from(boards).where(eq(boards.id, boardId));
      return row?.name;
    },

    /** The organization a board belongs to (a failed e-mail goes to its audit trail). */
    async organizationOf(boardId: string): Promise<string | null> {
      const [row] = await db.select({ id: boards.organizationId }).from(boards).where(eq(boards.id, boardId));
      return row?.id ?? null;
    },

    session: (sessionId: string) => decisionNoticeSubject(db, sessionId),

    async memberIds(boardId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: boardMembers.userId })
        .from(boardMembers)
        .where(eq(boardMembers.boardId, boardId));
      return rows.map((r) => r.userId);
    },

    /** The board's human seats that someone holds, as the board is now. */
    async seatHolders(boardId: string): Promise<SeatHolder[]> {
      const rows = await db
        .select({
          userId: boardPositions.assignedUserId,
          positionId: boardPositions.id,
          title: boardPositions.title,
        })
        .from(boardPositions)
        .where(
          and(
            eq(boardPositions.boardId, boardId),
            eq(boardPositions.type, 'Human'),
            isNotNull(boardPositions.assignedUserId),
          ),
        );
      return rows.flatMap((r) => (r.userId ? [{ ...r, userId: r.userId }] : []));
    },

    /** The organization's Admins. */
    async adminIds(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'admin')),
        );
      return rows.map((r) => r.userId);
    },

    /** The addresses mail may go to: none for an address that bounced permanently. */
    async emails(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email, bouncedAt: users.emailBouncedAt })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.flatMap((r) => (r.email && !r.bouncedAt ? [[r.id, r.email] as const] : [])));
    },
  };
}
export type AudienceRepository = ReturnType<typeof createAudienceRepository>;
