import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationType } from '../../../contracts/notifications.ts';
import { boards } from './boards.ts';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { decisionSessions } from './sessions.ts';
import { userRef } from './users.ts';

/** Something that happened that one person should know about, shown under the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: userRef(),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A relative app URL the notification opens. */
    actionUrl: text('action_url').notNull(),
    /** What it is about: deleting the board or the session takes its notifications with it. */
    boardId: uuid('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => decisionSessions.id, { onDelete: 'cascade' }),
    /** Set for notifications that must exist at most once per person (a session's reminder). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    /** When it was also sent by e-mail (reminders): a retried job sends only what is left. */
    emailedAt: timestamptz('emailed_at'),
    /** False when its owner hears of this type by e-mail only: kept to mail it, not shown under the bell. */
    inApp: boolean('in_app').notNull().default(true),
    /** The deadline it is about (a response window), for the e-mail and the reminder. */
    deadline: timestamptz('deadline'),
  },
  (t) => [
    unique('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A person's channel for one type of notification; no row: the default (both). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userRef(),
    type: text('type').$type<NotificationType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    updatedAt: recordedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
