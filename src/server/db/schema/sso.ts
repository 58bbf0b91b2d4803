// Single sign-on (ADR 41): an organization's OpenID Connect identity provider and e-mail domain,
// the sign-ins on their way through the provider, and the identities linked to accounts.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { organizations } from './organizations.ts';
import { authSessions, userRef, users } from './users.ts';

/** One identity provider per organization. The client secret is sealed like provider keys. */
export const organizationSso = pgTable(
  'organization_sso',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    clientSecretLast4: text('client_secret_last4').notNull(),
    /** Lower-case e-mail domain whose people sign in here once it is verified. */
    domain: text('domain').notNull(),
    domainVerifiedAt: timestamptz('domain_verified_at'),
    /** A verification link in flight: its SHA-256, the address it went to, and its expiry. */
    domainProofHash: text('domain_proof_hash'),
    domainProofEmail: text('domain_proof_email'),
    domainProofExpiresAt: timestamptz('domain_proof_expires_at'),
    /** Password sign-in is refused for addresses at the domain. */
    mandatoryAt: timestamptz('mandatory_at'),
    defaultRole: text('default_role').$type<'member' | 'manager'>().notNull().default('member'),
    updatedAt: recordedAt('updated_at'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // A verified domain belongs to one organization: nobody else can route its people. Unverified
  // claims may overlap, so nobody can squat a domain by merely typing it.
  (t) => [
    uniqueIndex('organization_sso_verified_domain_unique')
      .on(t.domain)
      .where(sql`${t.domainVerifiedAt} is not null`),
  ],
);

/**
 * A sign-in sent to the identity provider: state (kept hashed), nonce and PKCE verifier, bound to
 * the browser that started it. After the provider answers for an account that exists but is not
 * linked, the row waits for that account's password (`pending_*`).
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    /** SHA-256 of the random value in the starting browser's cookie. */
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Answered for an existing, unlinked account: the link waits for its password. */
    pendingUserId: uuid('pending_user_id').references(() => users.id, { onDelete: 'cascade' }),
    pendingIssuer: text('pending_issuer'),
    pendingSubject: text('pending_subject'),
    linkTokenHash: text('link_token_hash'),
    /**
     * Set when a signed-in session proves itself again through the provider (re-authentication
     * of an account that signs in by SSO): the answer then opens that session's window instead
     * of signing anyone in.
     */
    reauthSessionId: uuid('reauth_session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('sso_sign_ins_state_unique').on(t.stateHash),
    uniqueIndex('sso_sign_ins_link_unique').on(t.linkTokenHash),
  ],
);

/** An account's identity at a provider: the issuer is the namespace of the subject (ASVS V6.8.1). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: primaryId(),
    userId: userRef(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('sso_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('sso_identities_user_idx').on(t.userId),
  ],
);
