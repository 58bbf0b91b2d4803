// Sends the e-mail of notifications already written: all those sharing one dedupe key (a step
// of a session, a reminder, a decision, a meeting change, minutes to approve) not mailed yet, to
// the people who hear of that type by e-mail. Run by a durable job; safe to run again: each
// notification is marked when mailed, so a retry mails only those not reached. A failed send is
// recorded in the organization's audit trail (the Admins see it) and fails the job, to retry.
import type { Db } from '../../db/client.ts';
import type { MailAttachment, Mailer } from '../../lib/mailer.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createAudienceRepository } from './audience-repository.ts';
import { composeNotificationMail } from './mail-templates.ts';
import { createNotificationRepository } from './repository.ts';
import { createNotificationSettingsRepository, hearsByEmail } from './settings-repository.ts';

/** The audit trail's system actor for what the server does on its own. */
const SYSTEM = { actorId: null, actorEmail: 'system', ip: null };

export class MailDeliveryError extends Error {}

/**
 * The file the e-mail of the notifications with this dedupe key carries, the same for everyone:
 * a meeting change's calendar invitation (calendar/invitations.ts, handed in by the worker's
 * composition); null for other keys.
 */
export type AttachmentFor = (dedupeKey: string) => Promise<MailAttachment | null>;

export function createNotificationMail(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Absent where no key it mails carries a file (a session's steps, its reminders). */
  attachmentFor?: AttachmentFor;
}) {
  const audience = createAudienceRepository(deps.db);
  const notifications = createNotificationRepository(deps.db);
  const settings = createNotificationSettingsRepository(deps.db);
  const attachmentFor: AttachmentFor = deps.attachmentFor ?? (async () => null);

  return {
    /**
     * Mails the notifications with this key not mailed yet (only `onlyUsers`, when given); returns
     * the addresses reached. `deadline` overrides the one stored on a notification.
     */
    async send(
      dedupeKey: string,
      options: { deadline?: Date | null; onlyUsers?: ReadonlySet<string> } = {},
    ): Promise<string[]> {
      if (!deps.mailer.enabled) return [];
      const unsent = (await notifications.unmailed(dedupeKey)).filter(
        (n) => !options.onlyUsers || options.onlyUsers.has(n.userId),
      );
      if (unsent.length === 0) return [];
      const channelOf = await settings.channels(
        unsent.map((n) => n.userId),
        unsent.map((n) => n.type),
      );
      const wanted = unsent.filter((n) => hearsByEmail(channelOf(n.userId, n.type)));
      const emails = await audience.emails(wanted.map((n) => n.userId));
      // A meeting's change carries its calendar invitation, the same file for everyone told.
      const invitation = wanted.length > 0 ? await attachmentFor(dedupeKey) : null;
      const sent: string[] = [];
      const failures: string[] = [];
      for (const notification of wanted) {
        const to = emails.get(notification.userId);
        if (!to) continue;
        const message = composeNotificationMail(notification, {
          to,
          publicUrl: deps.publicUrl,
          deadline: options.deadline ?? notification.deadline,
          invitation,
        });
        try {
          await deps.mailer.send(message);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          failures.push(to);
          await recordAudit(deps.db, SYSTEM, {
            organizationId: notification.boardId ? await audience.organizationOf(notification.boardId) : null,
            action: 'mail.failed',
            targetType: 'notification',
            targetId: notification.id,
            summary: `E-mail “${notification.title}” to ${to} failed: ${reason}`,
          });
          continue;
        }
        // Marked one by one: a retry after a failure mails only those not reached yet.
        await notifications.markEmailed([notification.id]);
        sent.push(to);
      }
      if (failures.length > 0)
        throw new MailDeliveryError(`E-mail to ${failures.length} recipient(s) failed; the job retries`);
      return sent;
    },
  };
}
export type NotificationMail = ReturnType<typeof createNotificationMail>;
