// SQL for people's notification settings: one row per person and type they changed; a type
// without a row is heard of in the app and by e-mail (the default).
import { and, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  type NotificationChannel,
  type NotificationType,
} from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';

export type ChannelOf = (userId: string, type: NotificationType) => NotificationChannel;

export function createNotificationSettingsRepository(db: Db) {
  return {
    /** The channels of these people for these types, as a lookup that answers the default when unset. */
    async channels(userIds: readonly string[], types: readonly NotificationType[]): Promise<ChannelOf> {
      const found = new Map<string, NotificationChannel>();
      if (userIds.length > 0 && types.length > 0) {
        const rows = await db
          .select()
          .from(notificationSettings)
          .where(
            and(
              inArray(notificationSettings.userId, [...new Set(userIds)]),
              inArray(notificationSettings.type, [...new Set(types)]),
            ),
          );
        for (const row of rows) found.set(`${row.userId}:${row.type}`, row.channel);
      }
      return (userId, type) => found.get(`${userId}:${type}`) ?? DEFAULT_NOTIFICATION_CHANNEL;
    },

    /** Sets some of one person's channels (others keep theirs). */
    async save(userId: string, settings: { type: NotificationType; channel: NotificationChannel }[]) {
      if (settings.length === 0) return;
      await db
        .insert(notificationSettings)
        .values(settings.map((s) => ({ userId, type: s.type, channel: s.channel })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.type],
          set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
        });
    },
  };
}

export const hearsInApp = (channel: NotificationChannel) => channel === 'both' || channel === 'in_app';
export const hearsByEmail = (channel: NotificationChannel) => channel === 'both' || channel === 'email';
