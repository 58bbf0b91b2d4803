import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; null for guest accounts until they register. */
    email: text('email'),
    username: text('username').notNull(),
    fullName: text('full_name'),
    /** scrypt hash (see passwords.ts); null for guests. */
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    /** When the address in `email` was proven by a link sent to it; null: not (yet) verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The mail service reported that `email` bounced permanently: mail about boards is not sent to
     * it until the person confirms the address again or changes it (both clear these two).
     */
    emailBouncedAt: timestamp('email_bounced_at', { withTimezone: true }),
    emailBounceReason: text('email_bounce_reason'),
    /** A super-admin disabled the account: it cannot sign in and its sessions were ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The person deleted their account: the row stays as a "Former member" with no personal data,
     * so that their votes and perspectives in others' boards keep their place (ADR 46).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Last authenticated request, kept to the minute or so (Members tab 'Last Active'). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  ],
);

/** The person a row belongs to; the row goes when the account does. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per issued token: logout revokes it, so a stolen token dies with the session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was ended (a code, see account/session-end.ts): the open tab says so when it is signed out. */
    endedReason: text('ended_reason'),
    /** Where and with what the session was opened, for the list of one's sessions. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Last authenticated request, kept to the minute (like users.last_active_at). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The last time the password was given in this session: sensitive changes need it recent. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets sent by e-mail: a password reset, or the proof of an address (at
 * registration or for a change of address). Only a SHA-256 of the token is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text('purpose', { enum: ['password_reset', 'verify_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** verify_email: the address being proven (the account's, or the one it changes to). */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);
