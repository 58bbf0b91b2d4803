// Passkeys (WebAuthn, ADR 40): an account's registered credentials, and the challenges a browser
// must sign, each kept server-side, short-lived and spent once.
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from './columns.ts';
import { userRef, users } from './users.ts';

/** One passkey: the public key the authenticator made, and what it last said about itself. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    userId: userRef(),
    /** The authenticator's credential id, base64url (what a browser names at sign-in). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen: one that does not move forward marks a cloned key. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** `multiDevice` passkeys may be synced (backup eligible); a flag that changes is refused. */
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * A challenge handed to a browser: to register a passkey, to sign in without a password, as the
 * second step of a password sign-in, or to re-authenticate. Only its SHA-256 is kept; it is
 * spent by one conditional UPDATE before the answer is checked, so it works once.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: primaryId(),
    challengeHash: text('challenge_hash').notNull(),
    purpose: text('purpose', { enum: ['register', 'sign_in', 'second_factor', 'reauth'] }).notNull(),
    /** Whose challenge it is; null for a passwordless sign-in, where the passkey names the user. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The auth session re-authenticating (`reauth`), so another session cannot use the answer. */
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('webauthn_challenges_hash_unique').on(t.challengeHash)],
);
