import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './users.ts';

/**
 * Personal API tokens. Only a SHA-256 of the secret is kept (the secret is 256 random bits, so a
 * fast hash is enough); `prefix` is its first characters, shown in the list to tell tokens
 * apart. Revoked tokens stay, so a request with one is told why it fails.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'ask', 'manage'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Kept to the minute or so: a busy integration does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);
