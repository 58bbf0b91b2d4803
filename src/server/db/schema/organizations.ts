import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionMatrix } from '../../../contracts/permissions.ts';
import { createdAt, primaryId, recordedAt, timestamptz } from './columns.ts';
import { userRef, users } from './users.ts';

/** A team: its members, boards, templates, plan and permission matrix. */
export const organizations = pgTable(
  'organizations',
  {
    id: primaryId(),
    name: text('name').notNull(),
    industry: text('industry').notNull().default('Technology'),
    defaultBoardType: text('default_board_type').notNull().default('Advisory Board'),
    plan: text('plan').notNull().default('free'),
    planStartedAt: recordedAt('plan_started_at'),
    /** The account whose personal organization this is (every account gets one). */
    personalOwnerId: uuid('personal_owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The role × action matrix as last saved; null keeps the defaults. */
    permissions: jsonb('permissions').$type<Partial<PermissionMatrix>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_personal_owner_unique').on(t.personalOwnerId)],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text('role').$type<'admin' | 'manager' | 'member'>().notNull(),
    joinedAt: recordedAt('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
  ],
);

/** A single-use, expiring invitation; only the token's hash is stored. */
export const invites = pgTable(
  'invites',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'manager' | 'member'>().notNull(),
    boardIds: jsonb('board_ids').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSentAt: recordedAt('last_sent_at'),
    /** The current token went out by e-mail (not handed to the inviter): accepting proves the address. */
    emailedAt: timestamptz('emailed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('invites_token_hash_unique').on(t.tokenHash),
    index('invites_organization_idx').on(t.organizationId),
  ],
);

/** Who did what, when and from where: written in the same transaction as the change. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: primaryId(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the trail still names someone whose account is gone. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    ip: text('ip'),
    at: recordedAt('at'),
  },
  (t) => [index('audit_events_org_idx').on(t.organizationId, t.at), index('audit_events_at_idx').on(t.at)],
);

/** 'Upgrade Plan' records a request; a super-admin grants or declines it. */
export const planUpgradeRequests = pgTable(
  'plan_upgrade_requests',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    note: text('note'),
    status: text('status').$type<'pending' | 'granted' | 'declined'>().notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('plan_upgrade_requests_org_idx').on(t.organizationId)],
);
