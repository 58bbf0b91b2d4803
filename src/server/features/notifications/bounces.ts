// E-mail that bounced after the SMTP server took it: the mail service reports it (a webhook, or
// a relay reading the bounce mailbox), signed with a shared secret. The bounce is recorded in the
// audit trail of every organization the address's owner belongs to, where the Admins see it next
// to the sends that failed outright (`mail.failed`). A permanent bounce also marks the address on
// the user: notification mail skips it (members lists and the awaited seats say why) until the
// person confirms the address again or changes it. Unknown addresses are accepted and dropped,
// so a report never tells whether an address has an account.
import { timingSafeEqual } from 'node:crypto';
import {
  type MailBounceBody,
  type MailBounceReport,
  mailBounceReportSchema,
  mailBounceSchema,
} from '../../../contracts/mail-bounces.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createBounceRepository } from './bounce-repository.ts';

const SYSTEM = { actorId: null, actorEmail: 'system', ip: null };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createBounceService(deps: { db: Db; secret: string | undefined }) {
  const bounces = createBounceRepository(deps.db);

  /** Records the bounce for the Admins of the owner's organizations; returns how many were told. */
  async function record(input: MailBounceBody): Promise<number> {
    const body = mailBounceSchema.parse(input);
    const address = body.recipient.toLowerCase();
    const owner = await bounces.ownerOf(address);
    if (!owner) return 0;
    const kind = body.permanent
      ? 'bounced (permanent: the address does not accept mail)'
      : 'bounced (temporary)';
    await inTransaction(deps.db, async (tx) => {
      // A hard bounce stops mail about boards to the address until it is confirmed or changed.
      if (body.permanent)
        await createBounceRepository(tx).markBounced(owner.userId, address, body.reason, new Date());
      for (const organizationId of owner.organizationIds)
        await recordAudit(tx, SYSTEM, {
          organizationId,
          action: 'mail.bounced',
          targetType: 'user',
          targetId: owner.userId,
          summary: `E-mail to ${address} ${kind}: ${body.reason}`,
        });
    });
    return owner.organizationIds.length;
  }

  return {
    record,
    /** Whether this request may report bounces: off (404) without a configured secret. */
    authorize(given: string | undefined): void {
      if (!deps.secret) throw notFound();
      if (!given || !sameSecret(given, deps.secret)) throw unauthorized('A valid bounce secret is required');
    },

    /** Records one bounce or several (a delivery status notification may name many recipients). */
    async report(input: MailBounceReport): Promise<void> {
      const report = mailBounceReportSchema.parse(input);
      for (const bounce of 'bounces' in report ? report.bounces : [report]) await record(bounce);
    },
  };
}
export type BounceService = ReturnType<typeof createBounceService>;
