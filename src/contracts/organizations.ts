// Organizations, their members, invitations, plans and audit trail: the wire shapes shared by
// the API, the OpenAPI document and the web app.
import { z } from 'zod';
import { emailBounceSchema } from './email.ts';
import { ORG_ACTIONS, orgRoleSchema, permissionMatrixSchema } from './permissions.ts';
import { idSchema, textSchema } from './text.ts';

export const INDUSTRIES = ['Technology', 'Finance', 'Healthcare', 'Education', 'Other'] as const;
export const BOARD_TYPES = ['Advisory Board', 'Board of Directors', 'Executive Committee'] as const;

/** Plans set the seat limit that invitations respect. There is no payment processor. */
export const PLANS = [
  { id: 'free', name: 'Free', seats: 10, priceNote: 'Free' },
  { id: 'team', name: 'Team', seats: 25, priceNote: 'Billed monthly by arrangement' },
  { id: 'business', name: 'Business', seats: 100, priceNote: 'Billed monthly by arrangement' },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];
export const planIdSchema = z.enum(PLAN_IDS, { error: 'Plan must be free, team or business' });
export const planOf = (id: string) => PLANS.find((p) => p.id === id) ?? PLANS[0];

export const INVITE_TTL_DAYS = 7;

const name = textSchema
  .trim()
  .min(1, 'Organization name is required')
  .max(120, 'Organization name must be at most 120 characters');

export const createOrganizationBodySchema = z.strictObject({
  name,
  industry: z.enum(INDUSTRIES).default('Technology'),
  default_board_type: z.enum(BOARD_TYPES).default('Advisory Board'),
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBodySchema>;

/** Deleting an organization: its name typed out, and the password unless given in the last 10 minutes. */
export const deleteOrganizationBodySchema = z.strictObject({
  confirmation: z.string().max(200),
  current_password: z.string().max(256).optional(),
});
export type DeleteOrganizationBody = z.infer<typeof deleteOrganizationBodySchema>;
export const DELETE_ORGANIZATION_MESSAGES = {
  mismatch: 'Type the organization’s name exactly to confirm',
  personal: 'A personal organization goes only with its account (Settings → Your data)',
} as const;

export const updateOrganizationBodySchema = z.strictObject({
  name: name.optional(),
  industry: z.enum(INDUSTRIES).optional(),
  default_board_type: z.enum(BOARD_TYPES).optional(),
  permissions: permissionMatrixSchema.optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBodySchema>;

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  is_personal: z.boolean(),
  role: orgRoleSchema,
  /** What the caller's role allows there, under that organization's matrix. */
  allowed_actions: z.array(z.enum(ORG_ACTIONS)),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  default_board_type: z.string(),
  plan: z.string(),
  plan_name: z.string(),
  is_personal: z.boolean(),
  seats_used: z.number().int(),
  seats_total: z.number().int(),
  next_billing: z.string().nullable(),
  board_count: z.number().int(),
  member_count: z.number().int(),
  sessions_this_month: z.number().int(),
  decisions_made: z.number().int(),
  created_at: z.string(),
  /** The caller's role and what it allows, so the web app hides what it may not do. */
  role: orgRoleSchema,
  allowed_actions: z.array(z.enum(ORG_ACTIONS)),
  /** Whether the caller administers it: settings, the matrix, the audit trail, making Admins. */
  can_administer: z.boolean(),
  permissions: permissionMatrixSchema,
  email_enabled: z.boolean(),
  pending_upgrade: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export { type EmailBounce, emailBounceSchema } from './email.ts';

export const orgMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: orgRoleSchema,
  board_count: z.number().int(),
  last_active: z.string().nullable(),
  joined_at: z.string(),
  /** False while their address is unconfirmed on a server that sends e-mail: no seat for them yet. */
  can_hold_seat: z.boolean(),
  /** Their address bounced permanently: board mail is not sent to it until they confirm or change it. */
  email_bounce: emailBounceSchema.nullable(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const updateMemberBodySchema = z.strictObject({ role: orgRoleSchema });

/** The invite modal's addresses: split on commas, trimmed, empties dropped. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const createInvitesBodySchema = z.strictObject({
  emails: z
    .array(textSchema.trim().max(320))
    .min(1, 'Enter at least one e-mail address')
    .max(50, 'Invite at most 50 people at once'),
  role: orgRoleSchema.default('member'),
  board_ids: z.array(textSchema.max(100)).max(100).default([]),
});
export type CreateInvitesBody = z.input<typeof createInvitesBodySchema>;

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  board_ids: z.array(z.string()),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  last_sent_at: z.string(),
  /** Only when e-mail is not configured: the link for the inviter to pass on. */
  link: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const createInvitesResponseSchema = z.object({
  invited: z.array(inviteSchema),
  rejected: z.array(z.object({ email: z.string(), reason: z.string() })),
  message: z.string(),
  email_sent: z.boolean(),
});
export type CreateInvitesResponse = z.infer<typeof createInvitesResponseSchema>;

export const invitePreviewSchema = z.object({
  organization_name: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
  /** Whether an account with the invited address exists (the invitee may sign in instead). */
  has_account: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteResponseSchema = z.object({ organization_id: z.string(), message: z.string() });

/** Every action the audit trail records, for the trail's filter. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.register',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_changed',
  'auth.email_verified',
  'auth.email_change_requested',
  'auth.email_changed',
  'auth.reauthenticated',
  'auth.session_ended',
  'auth.sessions_ended',
  'member.sessions_ended',
  'member.factors_reset',
  'user.factors_reset',
  'user.data_exported',
  'user.deleted',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_failed',
  'auth.recovery_codes_regenerated',
  'auth.recovery_code_used',
  'auth.passkey_added',
  'auth.passkey_removed',
  'organization.two_factor_required',
  'organization.sso_changed',
  'organization.sso_removed',
  'organization.sso_domain_proof_sent',
  'organization.sso_domain_verified',
  'auth.sso_sign_in_failed',
  'auth.sso_linked',
  'member.joined_by_sso',
  'user.disabled',
  'user.enabled',
  'api_token.created',
  'api_token.revoked',
  'calendar_feed.created',
  'calendar_feed.regenerated',
  'calendar_feed.removed',
  'organization.created',
  'organization.deleted',
  'organization.settings_changed',
  'organization.permissions_changed',
  'organization.upgrade_requested',
  'invite.sent',
  'invite.resent',
  'invite.accepted',
  'invite.revoked',
  'member.role_changed',
  'member.removed',
  'board.created',
  'board.updated',
  'board.weights_accepted',
  'board.deleted',
  'board.member_added',
  'board.member_removed',
  'session.started',
  'session.follow_up',
  'review.recorded',
  'review.updated',
  'review.date_changed',
  'meeting.started',
  'meeting.completed',
  'meeting.cancelled',
  'meeting.attendance_recorded',
  'paper.attached',
  'paper.removed',
  'minutes.approved',
  'minutes.commented',
  'minutes.amended',
  'resolution.circulated',
  'resolution.voted',
  'resolution.closed',
  'resolution.withdrawn',
  'mail.failed',
  'mail.bounced',
  'template.created',
  'template.updated',
  'template.shared',
  'template.unshared',
  'template.deleted',
  'organization.plan_changed',
  'organization.upgrade_granted',
  'organization.upgrade_declined',
  'persona.imported',
  'persona.deleted',
  'provider.created',
  'provider.updated',
  'provider.deleted',
  'provider.default_changed',
  'board.provider_changed',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.replayed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  action: textSchema.trim().max(60).optional(),
  actor_id: textSchema.trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const upgradeRequestBodySchema = z.strictObject({
  plan: planIdSchema,
  note: textSchema.trim().max(500).nullish(),
});
export const upgradeRequestSchema = z.object({
  id: z.string(),
  plan: z.string(),
  status: z.enum(['pending', 'granted', 'declined']),
  note: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const boardMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: orgRoleSchema,
  added_at: z.string(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;
export const addBoardMemberBodySchema = z.strictObject({ user_id: textSchema.trim().max(100) });

/** A list across the caller's organizations, or narrowed to one: `?organization_id=`. */
export const organizationFilterSchema = z.object({ organization_id: idSchema.optional() });
