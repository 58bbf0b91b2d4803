import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from './columns.ts';
import { userRef } from './users.ts';

/**
 * Personal API tokens. Only a SHA-256 of the secret is kept (the secret is 256 random bits, so a
 * fast hash is enough); `prefix` is its first characters, shown in the list to tell tokens
 * apart. Revoked tokens stay, so a request with one is told why it fails.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: primaryId(),
    userId: userRef(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'ask', 'manage'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Kept to the minute or so: a busy integration does not write on every request. */
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);
