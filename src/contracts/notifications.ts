// Notifications: what a person is told about (a session starting on their board, a vote, a
// decision, a deadline, an invitation), read under the bell, on /notifications and live.
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'board_invite',
  'session_start',
  'vote_required',
  'round_open',
  'decision_made',
  'deadline_reminder',
  'meeting_scheduled',
  'meeting_changed',
  'meeting_cancelled',
  'minutes_approval',
  'resolution_circulated',
  'resolution_closed',
  'review_due',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  board_invite: 'Invitations',
  session_start: 'Sessions started',
  vote_required: 'Votes required',
  round_open: 'Consensus rounds (asynchronous boards)',
  decision_made: 'Decisions made',
  deadline_reminder: 'Deadline reminders',
  meeting_scheduled: 'Meetings scheduled',
  meeting_changed: 'Meetings moved',
  meeting_cancelled: 'Meetings cancelled',
  minutes_approval: 'Minutes to approve',
  resolution_circulated: 'Written resolutions to vote on',
  resolution_closed: 'Written resolutions decided',
  review_due: 'Decision reviews due',
};

/** Where a person hears of one type of notification: the bell, e-mail, both, or not at all. */
export const NOTIFICATION_CHANNELS = ['both', 'in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'both';
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  both: 'In the app and by e-mail',
  in_app: 'In the app only',
  email: 'By e-mail only',
  off: 'Off',
};

export const notificationSettingsSchema = z.object({
  settings: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), channel: z.enum(NOTIFICATION_CHANNELS) })),
  /** Whether this server sends e-mail at all (SMTP configured). */
  email_enabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Changes some types' channels; types not named keep theirs. */
export const updateNotificationSettingsSchema = z.strictObject({
  settings: z
    .array(z.strictObject({ type: z.enum(NOTIFICATION_TYPES), channel: z.enum(NOTIFICATION_CHANNELS) }))
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** A relative app URL (e.g. /session/…) the notification opens. */
  action_url: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE_MAX = 100;

export const notificationQuerySchema = z.object({
  type: notificationTypeSchema.optional(),
  unread_only: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(20),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** How many match the filter. */
  total: z.number().int(),
  /** Unread notifications of every type (the bell's number). */
  unread_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markAllReadResponseSchema = z.object({
  marked: z.number().int(),
  unread_count: z.number().int(),
});
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** How many of the newest notifications the bell's dropdown (and the live stream) carries. */
export const BELL_LATEST = 5;

/** One frame of the live stream: sent on open and whenever the caller's notifications change. */
export const notificationStreamFrameSchema = z.object({
  unread_count: z.number().int(),
  latest: z.array(notificationSchema),
});
export type NotificationStreamFrame = z.infer<typeof notificationStreamFrameSchema>;
