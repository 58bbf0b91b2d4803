// Notifications: what a person is told about (a session starting on their board, a vote, a
// decision, a deadline, an invitation), read under the bell, on /notifications and live.
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'board_invite',
  'session_start',
  'vote_required',
  'decision_made',
  'deadline_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  board_invite: 'Invitations',
  session_start: 'Sessions started',
  vote_required: 'Votes required',
  decision_made: 'Decisions made',
  deadline_reminder: 'Deadline reminders',
};

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
