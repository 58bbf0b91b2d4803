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

export const mailBounceAnswerSchema = z.object({ accepted: z.literal(true) });

/** The header the mail service signs its reports with: the shared secret of MAIL_BOUNCE_SECRET. */
export const MAIL_BOUNCE_SECRET_HEADER = 'x-boardwise-bounce-secret';
