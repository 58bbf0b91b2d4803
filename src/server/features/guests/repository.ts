// SQL for guest accounts: what a guest holds, and removing guests that were never claimed.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boards, decisionSessions, users } from '../../db/schema/index.ts';

export function createGuestRepository(db: Db) {
  return {
    async countBoards(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(boards).where(eq(boards.ownerId, ownerId));
      return row?.n ?? 0;
    },
    async countSessionsSince(ownerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(decisionSessions)
        .where(and(eq(decisionSessions.ownerId, ownerId), gte(decisionSessions.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Deletes guests created before `cutoff`; their boards, sessions and meetings go with them. */
    async deleteGuestsCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.isGuest, true), lt(users.createdAt, cutoff)))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}
