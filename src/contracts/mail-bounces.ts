// A bounce reported by the mail service (its webhook, or a relay reading the bounce mailbox's
// delivery status notifications): which address, why, and whether it will never deliver.
import { z } from 'zod';

export const mailBounceSchema = z.strictObject({
  recipient: z.email().max(320),
  reason: z.string().trim().min(1).max(1000),
  /** A hard bounce (no such mailbox, domain gone); false for a soft one (mailbox full, greylisted). */
  permanent: z.boolean().default(true),
});
export type MailBounceBody = z.input<typeof mailBounceSchema>;

/**
 * What the route takes: one bounce, or several at once. A standard delivery status notification
 * (RFC 3464: `multipart/report; report-type=delivery-status`, posted as it arrived with
 * `Content-Type: message/rfc822`, or its body with its own `multipart/report` type) is read into
 * the second form, one entry per recipient whose delivery failed.
 */
export const mailBounceReportSchema = z.union([
  mailBounceSchema,
  z.strictObject({ bounces: z.array(mailBounceSchema).max(100) }),
]);
export type MailBounceReport = z.input<typeof mailBounceReportSchema>;

/** The largest delivery status notification read: the report and the returned headers, not a whole message. */
export const DSN_MAX_BYTES = 256 * 1024;

export const mailBounceAnswerSchema = z.object({ accepted: z.literal(true) });

/** The header the mail service signs its reports with: the shared secret of MAIL_BOUNCE_SECRET. */
export const MAIL_BOUNCE_SECRET_HEADER = 'x-boardwise-bounce-secret';
