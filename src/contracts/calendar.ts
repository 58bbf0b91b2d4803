// A person's private calendar feed: a secret address a calendar app subscribes to, listing the
// meetings of every board they see. Shared by the routes, the OpenAPI document and Settings.
import { z } from 'zod';

/** The feed's address ends with 43 base64url characters (256 bits) and `.ics`. */
export const CALENDAR_FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
export const CALENDAR_FEED_PATH = '/api/v1/calendar/';
export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

export const calendarFeedSchema = z.object({
  /** Whether a feed address exists (its secret is shown once, when made). */
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const createdCalendarFeedSchema = z.object({
  active: z.literal(true),
  created_at: z.string(),
  /** The whole private address; shown this once. */
  url: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;
