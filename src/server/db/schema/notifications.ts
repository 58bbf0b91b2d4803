import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { NotificationType } from '../../../contracts/notifications.ts';
import { boards } from './boards.ts';
import { decisionSessions } from './sessions.ts';
import { users } from './users.ts';

/** Something that happened that one person should know about, shown under the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was also sent by e-mail (reminders): a retried job sends only what is left. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
