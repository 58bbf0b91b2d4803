// SQL for outcome reviews and what track records are computed from.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { decisionNoticeSubject } from '../../db/decision-notice.ts';
import { displayName } from '../../db/person-columns.ts';
import {
  boardPositions,
  boards,
  decisionReviews,
  decisionSessions,
  organizationMembers,
  users,
} from '../../db/schema/index.ts';

export type ReviewRow = typeof decisionReviews.$inferSelect;

/** Still waiting to be told how it turned out: never recorded, or recorded as "not yet". */
const open = or(isNull(decisionReviews.action), eq(decisionReviews.action, 'not_yet'));

export function createReviewRepository(db: Db) {
  return {
    /** The review of a completed decision, made with its date if it has none yet. */
    async ensure(sessionId: string, boardId: string, dueAt: Date): Promise<ReviewRow> {
      await db.insert(decisionReviews).values({ sessionId, boardId, dueAt }).onConflictDoNothing();
      const [row] = await db.select().from(decisionReviews).where(eq(decisionReviews.sessionId, sessionId));
      return row!;
    },

    async find(sessionId: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(decisionReviews).where(eq(decisionReviews.sessionId, sessionId));
      return row;
    },

    async update(
      sessionId: string,
      values: Partial<typeof decisionReviews.$inferInsert>,
    ): Promise<ReviewRow> {
      const [row] = await db
        .update(decisionReviews)
        .set(values)
        .where(eq(decisionReviews.sessionId, sessionId))
        .returning();
      return row!;
    },

    /**
     * Claims the "How did it turn out?" notice for the review date `dueAt`: true for exactly one
     * caller, while that is still the review's date and nobody has said how it turned out.
     */
    async claimDueNotice(sessionId: string, dueAt: Date): Promise<boolean> {
      const rows = await db
        .update(decisionReviews)
        .set({ notifiedDueAt: dueAt })
        .where(
          and(
            eq(decisionReviews.sessionId, sessionId),
            eq(decisionReviews.dueAt, dueAt),
            sql`${decisionReviews.notifiedDueAt} is distinct from ${decisionReviews.dueAt}`,
            open,
          ),
        )
        .returning({ sessionId: decisionReviews.sessionId });
      return rows.length === 1;
    },

    /** Reviews whose date has come and whose notice has not gone out (a lost job, an old decision). */
    async dueUnnoticed(now: Date): Promise<{ sessionId: string; dueAt: Date }[]> {
      return db
        .select({ sessionId: decisionReviews.sessionId, dueAt: decisionReviews.dueAt })
        .from(decisionReviews)
        .where(
          and(
            lte(decisionReviews.dueAt, now),
            sql`${decisionReviews.notifiedDueAt} is distinct from ${decisionReviews.dueAt}`,
            open,
          ),
        )
        .orderBy(asc(decisionReviews.dueAt))
        .limit(500);
    },

    /**
     * Still open and due by `dueBy` (null: whenever due), for decisions this person asked or boards of
     * organizations they administer.
     */
    async pendingFor(userId: string, dueBy: Date | null) {
      const adminOrgs = db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, 'admin')));
      return db
        .select({ review: decisionReviews, session: decisionSessions, board: boards })
        .from(decisionReviews)
        .innerJoin(decisionSessions, eq(decisionSessions.id, decisionReviews.sessionId))
        .innerJoin(boards, eq(boards.id, decisionReviews.boardId))
        .where(
          and(
            dueBy ? lte(decisionReviews.dueAt, dueBy) : undefined,
            open,
            or(eq(decisionSessions.ownerId, userId), inArray(boards.organizationId, adminOrgs)),
          ),
        )
        .orderBy(asc(decisionReviews.dueAt))
        .limit(100);
    },

    /** The recorded reviews of these decisions, for the related-decisions search to show. */
    async recordedFor(sessionIds: readonly string[]) {
      if (sessionIds.length === 0) return [];
      return db
        .select()
        .from(decisionReviews)
        .where(
          and(
            inArray(decisionReviews.sessionId, [...sessionIds]),
            sql`${decisionReviews.action} is not null`,
          ),
        );
    },

    /** A board's reviews that say what was done, with the decisions they review (made before `before`). */
    async reviewedForBoard(boardId: string, before?: Date) {
      return db
        .select({
          review: decisionReviews,
          model: decisionSessions.model,
          snapshot: decisionSessions.boardSnapshot,
          result: decisionSessions.result,
        })
        .from(decisionReviews)
        .innerJoin(decisionSessions, eq(decisionSessions.id, decisionReviews.sessionId))
        .where(
          and(
            eq(decisionReviews.boardId, boardId),
            sql`${decisionReviews.action} is not null`,
            before ? lt(decisionSessions.completedAt, before) : undefined,
          ),
        )
        .orderBy(asc(decisionSessions.completedAt));
    },

    /** Sets seats' weights (accepted suggestions); only seats of this board. */
    async setWeights(boardId: string, weights: readonly { seatId: string; weight: number }[]) {
      for (const { seatId, weight } of weights) {
        await db
          .update(boardPositions)
          .set({ weight })
          .where(and(eq(boardPositions.id, seatId), eq(boardPositions.boardId, boardId)));
      }
    },

    async names(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: displayName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** What a review-due notice says of its decision: the question, the outcome, the board. */
    dueNoticeSubject: (sessionId: string) => decisionNoticeSubject(db, sessionId),

    /** Whether this person is still a member of the organization. */
    async isMember(organizationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
      return row !== undefined;
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
