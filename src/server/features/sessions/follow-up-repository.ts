// SQL for follow-up questions kept with a session.
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFollowUps } from '../../db/schema/index.ts';

export type FollowUpRow = typeof sessionFollowUps.$inferSelect;

export function createFollowUpRepository(db: Db) {
  return {
    listForSession(sessionId: string): Promise<FollowUpRow[]> {
      return db
        .select()
        .from(sessionFollowUps)
        .where(eq(sessionFollowUps.sessionId, sessionId))
        .orderBy(asc(sessionFollowUps.createdAt), asc(sessionFollowUps.id));
    },
    async countForSession(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessionFollowUps)
        .where(eq(sessionFollowUps.sessionId, sessionId));
      return row?.n ?? 0;
    },
    /** Follow-ups a person asked since `since`, on any session. */
    async countByAskerSince(askerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessionFollowUps)
        .where(and(eq(sessionFollowUps.askerId, askerId), gte(sessionFollowUps.createdAt, since)));
      return row?.n ?? 0;
    },
    async insert(values: typeof sessionFollowUps.$inferInsert): Promise<FollowUpRow> {
      const [row] = await db.insert(sessionFollowUps).values(values).returning();
      return row!;
    },
  };
}
