// SQL for the zip exports of one's data (account-exports.ts is their service).
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountExports, users } from '../../db/schema/index.ts';

export type ExportRow = typeof accountExports.$inferSelect;

export function createExportRepository(db: Db) {
  return {
    async pendingOf(userId: string): Promise<{ id: string } | undefined> {
      const [pending] = await db
        .select({ id: accountExports.id })
        .from(accountExports)
        .where(and(eq(accountExports.userId, userId), eq(accountExports.status, 'pending')))
        .limit(1);
      return pending;
    },
    async insert(userId: string, requestedAt: Date): Promise<ExportRow> {
      const [row] = await db.insert(accountExports).values({ userId, requestedAt }).returning();
      return row!;
    },
    /** The latest five, newest first. */
    latestOf(userId: string): Promise<ExportRow[]> {
      return db
        .select()
        .from(accountExports)
        .where(eq(accountExports.userId, userId))
        .orderBy(desc(accountExports.requestedAt))
        .limit(5);
    },
    async findOwn(id: string, userId: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(accountExports)
        .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
      return row;
    },
    async findByLink(linkHash: string, now: Date): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(accountExports)
        .where(and(eq(accountExports.linkHash, linkHash), gt(accountExports.expiresAt, now)));
      return row;
    },
    async find(id: string): Promise<ExportRow | undefined> {
      const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id));
      return row;
    },
    async ownerOf(row: ExportRow) {
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      return user;
    },
    /** Keeps the archive of a pending export, now ready. */
    async markReady(
      id: string,
      values: { archive: Buffer; readyAt: Date; expiresAt: Date; linkHash: string },
    ) {
      await db
        .update(accountExports)
        .set({ status: 'ready', sizeBytes: values.archive.length, ...values })
        .where(and(eq(accountExports.id, id), eq(accountExports.status, 'pending')));
    },
    async markFailed(id: string): Promise<void> {
      await db
        .update(accountExports)
        .set({ status: 'failed' })
        .where(and(eq(accountExports.id, id), eq(accountExports.status, 'pending')));
    },
    /** Drops the archives of the account's exports past their time. */
    async dropExpiredArchives(userId: string, at: Date): Promise<void> {
      await db
        .update(accountExports)
        .set({ archive: null })
        .where(and(eq(accountExports.userId, userId), lt(accountExports.expiresAt, at)));
    },
  };
}
