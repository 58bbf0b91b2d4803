// Two-factor authentication (ADR 30): an account's authenticator app (TOTP), its recovery
// codes, the half-done sign-ins waiting for a second factor, and organizations requiring one.
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { organizations } from './organizations.ts';
import { userRef, users } from './users.ts';

/** One authenticator app per account. The secret is sealed like provider keys (secret-box.ts). */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret; null while only an enrolment is pending. */
  secretSealed: text('secret_sealed'),
  enabledAt: timestamptz('enabled_at'),
  /** The last 30-second step a code was accepted for: no code of that step or before works again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** An enrolment shown as a QR code, waiting for its first valid code. */
  pendingSecretSealed: text('pending_secret_sealed'),
  pendingCreatedAt: timestamptz('pending_created_at'),
});

/** Ten single-use codes per account; 120 random bits each, so a SHA-256 is all that is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and that still needs a second factor (`verify`) or, in an
 * organization requiring one, an enrolment (`enrol`). Only the token's SHA-256 is kept.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: primaryId(),
    userId: userRef(),
    kind: text('kind', { enum: ['verify', 'enrol'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** An organization whose members must use two-factor (a row: required). */
export const organizationTwoFactor = pgTable('organization_two_factor', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  requiredAt: recordedAt('required_at'),
  requiredBy: uuid('required_by').references(() => users.id, { onDelete: 'set null' }),
});
