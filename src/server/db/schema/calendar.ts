import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One private calendar feed per user. The URL's secret is 256 random bits and only its SHA-256 is
 * kept (like API tokens): a calendar app fetches it without a cookie, so the URL is the credential.
 * Regenerating replaces the row, which ends the old URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_unique').on(t.tokenHash)],
);
