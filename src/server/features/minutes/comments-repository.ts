// SQL for comments on draft minutes and amendments to approved ones.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { minutesAmendments, minutesComments } from '../../db/schema/index.ts';

export type MinutesCommentRow = typeof minutesComments.$inferSelect;
export type MinutesAmendmentRow = typeof minutesAmendments.$inferSelect;

export function createMinutesCommentRepository(db: Db) {
  return {
    async commentsOf(minutesId: string): Promise<MinutesCommentRow[]> {
      return db
        .select()
        .from(minutesComments)
        .where(eq(minutesComments.minutesId, minutesId))
        .orderBy(asc(minutesComments.createdAt));
    },

    async addComment(values: typeof minutesComments.$inferInsert): Promise<void> {
      await db.insert(minutesComments).values(values);
    },

    /** The amendments of approved minutes, by version. */
    async amendmentsOf(minutesId: string): Promise<MinutesAmendmentRow[]> {
      return db
        .select()
        .from(minutesAmendments)
        .where(eq(minutesAmendments.minutesId, minutesId))
        .orderBy(asc(minutesAmendments.version));
    },

    /** Records the next version (the approved minutes are 1); the unique version refuses a race. */
    async addAmendment(
      minutesId: string,
      values: { authorId: string; authorName: string; body: string },
    ): Promise<number> {
      const [row] = await db
        .insert(minutesAmendments)
        .values({
          minutesId,
          ...values,
          version: sql`(select coalesce(max(${minutesAmendments.version}), 1) + 1 from ${minutesAmendments} where ${minutesAmendments.minutesId} = ${minutesId})`,
        })
        .returning({ version: minutesAmendments.version });
      return row!.version;
    },
  };
}
