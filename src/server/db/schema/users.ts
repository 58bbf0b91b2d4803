import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Stored lower-case; null for guest accounts until they register. */
    email: text('email'),
    username: text('username').notNull(),
    fullName: text('full_name'),
    /** scrypt hash (see passwords.ts); null for guests. */
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    /** When the address in `email` was proven by a link sent to it; null: not (yet) verified. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * The mail service reported that `email` bounced permanently: mail about boards is not sent to
     * it until the person confirms the address again or changes it (both clear these two).
     */
    emailBouncedAt: timestamptz('email_bounced_at'),
    emailBounceReason: text('email_bounce_reason'),
    /** A super-admin disabled the account: it cannot sign in and its sessions were ended. */
    disabledAt: timestamptz('disabled_at'),
    /**
     * The person deleted their account: the row stays as a "Former member" with no personal data,
     * so that their votes and perspectives in others' boards keep their place (ADR 46).
     */
    deletedAt: timestamptz('deleted_at'),
    /** Last authenticated request, kept to the minute or so (Members tab 'Last Active'). */
    lastActiveAt: timestamptz('last_active_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  ],
);

/** The person a row belongs to (its user, or its owner); the row goes when the account does. */
export const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per issued token: logout revokes it, so a stolen token dies with the session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: primaryId(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Why it was ended (a code, see account/session-end.ts): the open tab says so when it is signed out. */
    endedReason: text('ended_reason'),
    /** Where and with what the session was opened, for the list of one's sessions. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Last authenticated request, kept to the minute (like users.last_active_at). */
    lastSeenAt: timestamptz('last_seen_at'),
    /** The last time the password was given in this session: sensitive changes need it recent. */
    authenticatedAt: recordedAt('authenticated_at'),
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
    id: primaryId(),
    userId: userRef(),
    purpose: text('purpose', { enum: ['password_reset', 'verify_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** verify_email: the address being proven (the account's, or the one it changes to). */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);
