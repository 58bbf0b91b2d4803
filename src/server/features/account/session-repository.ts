// SQL for one's sign-in sessions: the list, ending some or all, and when the password was
// last given in one.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/index.ts';

export type AuthSessionRow = typeof authSessions.$inferSelect;

const live = (userId: string, at: Date) =>
  and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, at));

export function createSessionRepository(db: Db) {
  return {
    async listLive(userId: string, at: Date): Promise<AuthSessionRow[]> {
      return db
        .select()
        .from(authSessions)
        .where(live(userId, at))
        .orderBy(desc(authSessions.createdAt))
        .limit(200);
    },
    async find(sessionId: string): Promise<AuthSessionRow | undefined> {
      const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
      return row;
    },
    /** Ends one of the user's live sessions; false when it is not theirs or already over. */
    async revokeOne(userId: string, sessionId: string, at: Date): Promise<boolean> {
      const ended = await db
        .update(authSessions)
        .set({ revokedAt: at })
        .where(and(eq(authSessions.id, sessionId), live(userId, at)))
        .returning({ id: authSessions.id });
      return ended.length === 1;
    },
    /** Ends every live session of the user but `keep` (none kept when absent); how many ended. */
    async revokeAll(userId: string, at: Date, keep?: string): Promise<number> {
      const ended = await db
        .update(authSessions)
        .set({ revokedAt: at })
        .where(and(live(userId, at), keep ? ne(authSessions.id, keep) : undefined))
        .returning({ id: authSessions.id });
      return ended.length;
    },
    async markAuthenticated(sessionId: string, at: Date): Promise<void> {
      await db.update(authSessions).set({ authenticatedAt: at }).where(eq(authSessions.id, sessionId));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
