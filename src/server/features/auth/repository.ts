// SQL for accounts and their sign-in sessions.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },
    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async setSuperadmin(email: string, value: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ isSuperadmin: value })
        .where(eq(users.email, email.toLowerCase()))
        .returning();
      return row;
    },
    async createSession(userId: string, expiresAt: Date): Promise<string> {
      const [row] = await db
        .insert(authSessions)
        .values({ userId, expiresAt })
        .returning({ id: authSessions.id });
      return row!.id;
    },
    /** The user behind a live (unrevoked, unexpired) session. */
    async findLiveSessionUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(
          and(
            eq(authSessions.id, sessionId),
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.user;
    },
    /** A guest becomes an account and its sign-ins end (it signs in afresh), both or neither. */
    async convertGuest(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
        await tx
          .update(authSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));
        return row!;
      });
    },
    async revokeSession(sessionId: string): Promise<void> {
      await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
