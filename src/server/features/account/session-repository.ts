// SQL for one's sign-in sessions: the list, ending some or all, and when the password was
// last given in one.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import type { SessionEndReason } from './session-end.ts';

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
    async revokeOne(userId: string, sessionId: string, at: Date, reason: SessionEndReason): Promise<boolean> {
      const ended = await db
        .update(authSessions)
        .set({ revokedAt: at, endedReason: reason })
        .where(and(eq(authSessions.id, sessionId), live(userId, at)))
        .returning({ id: authSessions.id });
      return ended.length === 1;
    },
    /** Ends every live session of the user but `keep` (none kept when absent); how many ended. */
    async revokeAll(userId: string, at: Date, reason: SessionEndReason, keep?: string): Promise<number> {
      const ended = await db
        .update(authSessions)
        .set({ revokedAt: at, endedReason: reason })
        .where(and(live(userId, at), keep ? ne(authSessions.id, keep) : undefined))
        .returning({ id: authSessions.id });
      return ended.length;
    },
    /**
     * Whether the session is still live and, when not, why it ended (a disabled account first:
     * that is what the person must be told).
     */
    async endState(sessionId: string, at: Date): Promise<{ live: boolean; reason: string | null }> {
      const [row] = await db
        .select({
          revokedAt: authSessions.revokedAt,
          expiresAt: authSessions.expiresAt,
          reason: authSessions.endedReason,
          disabledAt: users.disabledAt,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, sessionId))
        .limit(1);
      if (!row) return { live: false, reason: 'account_deleted' };
      if (row.disabledAt) return { live: false, reason: 'account_disabled' };
      if (row.revokedAt) return { live: false, reason: row.reason };
      return { live: row.expiresAt > at, reason: null };
    },
    async markAuthenticated(sessionId: string, at: Date): Promise<void> {
      await db.update(authSessions).set({ authenticatedAt: at }).where(eq(authSessions.id, sessionId));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
