// The super-admin area's API: platform figures, directories of every organization's boards,
// meetings and minutes, the platform-wide audit trail, billing, health and configuration. All
// figures are computed on the server from the database.
import { z } from 'zod';
import { personaSchema } from './boards.ts';
import { auditEventSchema, PLAN_IDS } from './organizations.ts';
import { trackRecordSchema } from './reviews.ts';
import { dateSchema, textSchema } from './text.ts';

const count = z.number().int();
const pageQuery = {
  q: textSchema.trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};
export const directoryQuerySchema = z.object({
  ...pageQuery,
  organization_id: textSchema.trim().max(100).optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: count, page: count, page_size: count });

export const dayCountSchema = z.object({ day: z.string(), count });

export const overviewSchema = z.object({
  counts: z.object({
    users: count,
    organizations: count,
    boards: count,
    sessions: count,
    meetings: count,
    minutes: count,
  }),
  /** The last 30 days, oldest first, every day present (0 when none). */
  sessions_per_day: z.array(dayCountSchema),
  outcomes: z.array(z.object({ outcome: z.string(), count })),
  /** Failed sessions among those that ended, 0–1; null when none ended. */
  failure_rate: z.number().nullable(),
  engines: z.array(
    z.object({ engine: z.string(), model: z.string(), provider: z.string().nullable(), count }),
  ),
  tokens: z.object({ prompt: count, completion: count, calls: count }),
});
export type Overview = z.infer<typeof overviewSchema>;

export const adminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  is_personal: z.boolean(),
  seats_used: count,
  seats_total: count,
  members: count,
  boards: count,
  created_at: z.string(),
});
export const adminOrganizationPageSchema = page(adminOrganizationSchema);

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  is_superadmin: z.boolean(),
  disabled: z.boolean(),
  two_factor: z.boolean(),
  passkeys: count,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = page(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  status: z.string(),
  seats: count,
  sessions: count,
  created_at: z.string(),
});
export const adminBoardPageSchema = page(adminBoardSchema);

export const adminMeetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  organization_name: z.string(),
  status: z.string(),
  scheduled_date: z.string(),
  has_minutes: z.boolean(),
});
export const adminMeetingPageSchema = page(adminMeetingSchema);

export const adminMinutesSchema = z.object({
  id: z.string(),
  meeting_id: z.string(),
  meeting_title: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  organization_name: z.string(),
  decision_count: count,
  action_count: count,
  created_at: z.string(),
});
export const adminMinutesPageSchema = page(adminMinutesSchema);

/** Each directory's page of rows, by the directory's name in the route. */
export type DirectoryPages = {
  users: AdminUserPage;
  organizations: z.infer<typeof adminOrganizationPageSchema>;
  boards: z.infer<typeof adminBoardPageSchema>;
  meetings: z.infer<typeof adminMeetingPageSchema>;
  minutes: z.infer<typeof adminMinutesPageSchema>;
};
export type DirectoryKind = keyof DirectoryPages;
export type DirectoryRow<K extends DirectoryKind> = DirectoryPages[K]['items'][number];

export const platformAuditQuerySchema = z.object({
  organization_id: textSchema.trim().max(100).optional(),
  actor: textSchema.trim().max(200).optional(),
  action: textSchema.trim().max(60).optional(),
  from: dateSchema().optional(),
  to: dateSchema().optional(),
  page: pageQuery.page,
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type PlatformAuditQuery = z.infer<typeof platformAuditQuerySchema>;

export const platformAuditEventSchema = auditEventSchema.extend({
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
});
export const platformAuditPageSchema = page(platformAuditEventSchema);
export type PlatformAuditEvent = z.infer<typeof platformAuditEventSchema>;
export type PlatformAuditPage = z.infer<typeof platformAuditPageSchema>;

export const analyticsSchema = z.object({
  /** Per week, the last 12 weeks, oldest first. */
  weeks: z.array(z.object({ week: z.string(), sessions: count, decisions: count })),
  by_outcome: z.array(z.object({ outcome: z.string(), count })),
  average_confidence: z.number().nullable(),
  average_consensus: z.number().nullable(),
  /** Sessions with a human perspective among sessions with human seats, 0–1. */
  human_participation_rate: z.number().nullable(),
  median_duration_seconds: z.number().nullable(),
  tokens_per_session: z.number().nullable(),
  /** Outcome reviews recorded, and those due and still open. */
  reviews: z.object({ recorded: count, due: count }),
  /** Across every board: one record per AI persona and model, the most reviewed first. */
  track_records: z.array(trackRecordSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const billingRowSchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  plan: z.string(),
  plan_name: z.string(),
  seats_used: count,
  seats_total: count,
  pending_request: z
    .object({
      id: z.string(),
      plan: z.string(),
      note: z.string().nullable(),
      requested_by: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
});
export const billingSchema = z.object({ organizations: z.array(billingRowSchema) });
export type BillingRow = z.infer<typeof billingRowSchema>;
export type Billing = z.infer<typeof billingSchema>;

export const decideUpgradeSchema = z.strictObject({ decision: z.enum(['grant', 'decline']) });
export const setPlanSchema = z.strictObject({ plan: z.enum(PLAN_IDS) });

export const healthReportSchema = z.object({
  database: z.object({ kind: z.string(), round_trip_ms: z.number() }),
  queue: z.object({ queued: count, active: count, failed_last_hour: count }),
  workers: z.object({ alive: count, hosts: z.array(z.string()) }),
  providers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ok: z.boolean(),
      latency_ms: z.number().int(),
      error: z.string().nullable(),
      checked_at: z.string(),
    }),
  ),
  version: z.string(),
  uptime_seconds: z.number().int(),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

export const configurationSchema = z.object({
  entries: z.array(
    z.object({
      name: z.string(),
      /** What the setting is for, in one line. */
      description: z.string(),
      /** The effective value; for a secret, 'set' or 'unset' only. */
      value: z.string(),
      secret: z.boolean(),
    }),
  ),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const adminPersonaUsageSchema = z.object({ board_id: z.string(), board_name: z.string() });

/** A persona as the super-admin sees it: whether it is built in, and (in detail) the boards using it. */
export const adminPersonaSchema = personaSchema.extend({ is_builtin: z.boolean() });
export type AdminPersona = z.infer<typeof adminPersonaSchema>;
export const adminPersonaDetailSchema = adminPersonaSchema.extend({
  used_by: z.array(adminPersonaUsageSchema),
});
export type AdminPersonaDetail = z.infer<typeof adminPersonaDetailSchema>;
