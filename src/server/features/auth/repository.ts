// SQL for accounts and their sign-in sessions.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type ActorRow, actorColumns, type UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { CachedActorRow } from './actor-cache.ts';

// The actor's columns are shared with other features' selects (calendar feeds, API tokens).
export { type ActorRow, actorColumns, type UserRow } from '../../db/actor-columns.ts';

export function createAuthRepository(db: Db) {
  // Every authenticated request runs this: prepared once, so its SQL is not rebuilt each time.
  const liveSessionActor = db
    .select({
      user: users,
      sessionExpiresAt: authSessions.expiresAt,
      sessionLastSeenAt: authSessions.lastSeenAt,
      ...actorColumns,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        // Disabling ends the sessions too; this keeps a disabled account out even if one was missed.
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('live_session_actor');

  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
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
    async createSession(
      userId: string,
      expiresAt: Date,
      opened: { at: Date; ip: string | null; userAgent: string | null },
    ): Promise<string> {
      const [row] = await db
        .insert(authSessions)
        .values({
          userId,
          expiresAt,
          createdAt: opened.at,
          authenticatedAt: opened.at,
          lastSeenAt: opened.at,
          ip: opened.ip,
          userAgent: opened.userAgent,
        })
        .returning({ id: authSessions.id });
      return row!.id;
    },
    /**
     * The user behind a live session with everything authorization needs — memberships and the
     * organizations' matrices, board memberships, seats held — in one statement.
     */
    async findLiveSessionActor(sessionId: string, userId: string): Promise<CachedActorRow | undefined> {
      const [row] = await liveSessionActor.execute({ sessionId, userId, now: new Date() });
      return row;
    },
    /**
     * A person with what authorization needs, outside any request (jobs acting on their behalf,
     * such as the export of their data). A deleted account has none.
     */
    async findActorOfUser(userId: string): Promise<ActorRow | undefined> {
      const [row] = await db
        .select({ user: users, ...actorColumns })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    /** 'Last Active' of the user and 'last seen' of the session, together. */
    async touchLastActive(userId: string, sessionId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
      await db.update(authSessions).set({ lastSeenAt: at }).where(eq(authSessions.id, sessionId));
    },
    /** SUPERADMIN_EMAILS grants the flag in the database, the one place it is read from. */
    async grantSuperadmins(emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      await db
        .update(users)
        .set({ isSuperadmin: true })
        .where(
          inArray(
            users.email,
            emails.map((e) => e.toLowerCase()),
          ),
        );
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
    async markEmailVerified(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: at, emailBouncedAt: null, emailBounceReason: null })
        .where(eq(users.id, id));
    },
    async revokeSession(sessionId: string, reason: 'signed_out' | 'inactive' = 'signed_out'): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), endedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
