// A person's own notifications: list (by type, page), the unread count, mark read. Nobody reads
// anyone else's: every query is scoped to the caller, so a foreign id is simply not found.
import {
  BELL_LATEST,
  type MarkAllReadResponse,
  type Notification,
  type NotificationPage,
  type NotificationQuery,
  type NotificationStreamFrame,
} from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import type { UserWake } from './notify.ts';
import { createNotificationRepository, type NotificationRow } from './repository.ts';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    action_url: row.actionUrl,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export function createNotificationService(deps: { db: Db; wake: UserWake }) {
  const notifications = createNotificationRepository(deps.db);

  return {
    async list(actor: Actor, query: NotificationQuery): Promise<NotificationPage> {
      const userId = actor.user.id;
      const filter = { type: query.type, unreadOnly: query.unread_only === 'true' };
      const [{ rows, total }, unread] = await Promise.all([
        notifications.page(userId, filter, query.page_size, (query.page - 1) * query.page_size),
        notifications.unreadCount(userId),
      ]);
      return {
        notifications: rows.map(presentNotification),
        total,
        unread_count: unread,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async unreadCount(actor: Actor): Promise<{ unread_count: number }> {
      return { unread_count: await notifications.unreadCount(actor.user.id) };
    },

    async markRead(actor: Actor, id: string): Promise<Notification> {
      const row = isUuid(id) ? await notifications.markRead(actor.user.id, id) : undefined;
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      deps.wake([actor.user.id]);
      return presentNotification(row);
    },

    async markAllRead(actor: Actor): Promise<MarkAllReadResponse> {
      const marked = await notifications.markAllRead(actor.user.id);
      if (marked > 0) deps.wake([actor.user.id]);
      return { marked, unread_count: await notifications.unreadCount(actor.user.id) };
    },

    /** What a live stream sends: the bell's number and its dropdown. */
    async streamFrame(userId: string): Promise<NotificationStreamFrame> {
      const [unread, latest] = await Promise.all([
        notifications.unreadCount(userId),
        notifications.latest(userId, BELL_LATEST),
      ]);
      return { unread_count: unread, latest: latest.map(presentNotification) };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
