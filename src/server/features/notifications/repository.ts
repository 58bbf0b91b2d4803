// SQL for notifications: always scoped to one user, so another person's id simply finds nothing.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { createNotificationSettingsRepository, hearsInApp } from './settings-repository.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export interface NotificationFilter {
  type?: NotificationType | undefined;
  unreadOnly?: boolean;
}

function conditions(userId: string, filter: NotificationFilter): SQL {
  const parts: SQL[] = [eq(notifications.userId, userId), eq(notifications.inApp, true)];
  if (filter.type) parts.push(eq(notifications.type, filter.type));
  if (filter.unreadOnly) parts.push(isNull(notifications.readAt));
  return and(...parts)!;
}

export function createNotificationRepository(db: Db) {
  return {
    /**
     * Inserts, as each person chose for the type: not at all when off, hidden from the bell when
     * by e-mail only (kept so the e-mail job sends it). A row whose (user, dedupe key) exists
     * already is skipped. Returns what was new and shows in the app.
     */
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      const channelOf = await createNotificationSettingsRepository(db).channels(
        rows.map((r) => r.userId),
        rows.map((r) => r.type),
      );
      const kept = rows.flatMap((row) => {
        const channel = channelOf(row.userId, row.type);
        if (channel === 'off') return [];
        return [{ ...row, inApp: hearsInApp(channel) }];
      });
      if (kept.length === 0) return [];
      const created = await db.insert(notifications).values(kept).onConflictDoNothing().returning();
      return created.filter((row) => row.inApp);
    },

    async page(userId: string, filter: NotificationFilter, limit: number, offset: number) {
      const where = conditions(userId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    latest(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)),
        );
      return row?.n ?? 0;
    },

    async findOwn(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.inApp, true)),
        );
      return row;
    },

    async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.userId, userId),
            eq(notifications.inApp, true),
            isNull(notifications.readAt),
          ),
        )
        .returning();
      return row ?? this.findOwn(userId, id);
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Notifications with this dedupe key not yet e-mailed (a session's reminders, say). */
    unmailed(dedupeKey: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.dedupeKey, dedupeKey), isNull(notifications.emailedAt)));
    },

    async markEmailed(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(notifications).set({ emailedAt: new Date() }).where(inArray(notifications.id, ids));
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
