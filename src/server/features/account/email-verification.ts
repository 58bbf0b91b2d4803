// Proof of an address: a single-use link sent at registration, on request, and to the new
// address when the account's address changes (which needs the password again, and tells the
// old address). The address changes only when the link sent to the new one is followed.
// Without e-mail on this server nothing can be proven: a change applies at once (ADR 27).
import { EMAIL_VERIFICATION_TTL_HOURS, type VerifiedEmail } from '../../../contracts/account.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, uniqueViolation, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { EMAIL_TAKEN } from '../auth/service.ts';
import { type AttemptLimiter, takeAttempt } from './attempt-limiter.ts';
import { issueLinkToken } from './link-tokens.ts';
import { type Background, noEmail, tooManyAttempts } from './mail-delivery.ts';
import type { Reauth } from './reauth.ts';
import { hashLinkToken } from './secret-links.ts';
import { createTokenRepository } from './token-repository.ts';
import { createUserRepository } from './user-repository.ts';

export interface EmailVerificationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** Links sent per account. */
  limiter: AttemptLimiter;
  background: Background;
  reauth: Reauth;
}

export const VERIFY_LINK_INVALID =
  'This link is not valid: it was used, has expired or was replaced by a newer one. Ask for a new link.';

const whoIs = (user: UserRow, ip: string | null) => ({ actorId: user.id, actorEmail: user.email, ip });

export function createEmailVerification(deps: EmailVerificationDeps) {
  const { db, now, mailer } = deps;

  /** Stores a new link for `email` (earlier ones stop working) and sends it after the answer. */
  async function sendLink(tx: Db, user: UserRow, email: string, reason: 'welcome' | 'change' | 'again') {
    const token = await issueLinkToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      email,
      at: now(),
      validForMs: EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
    });
    const opening =
      reason === 'change'
        ? `You asked to sign in to Boardwise with ${email} from now on.`
        : `Please confirm that ${email} is your address for Boardwise.`;
    return () =>
      deps.background(`verification mail to ${user.id}`, () =>
        mailer.send({
          to: email,
          subject:
            reason === 'change' ? 'Confirm your new Boardwise address' : 'Confirm your Boardwise address',
          text: [
            opening,
            '',
            `Confirm: ${deps.publicUrl}/verify-email/${token}`,
            '',
            `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
            reason === 'change'
              ? 'Until you confirm, your account keeps its current address.'
              : 'Until you confirm, you can use Boardwise but cannot be given a seat on a board.',
          ].join('\n'),
        }),
      );
  }

  /** Sets the new address (proven at `provenAt`, or unproven when null) with its audit entry. */
  async function applyChange(user: UserRow, email: string, provenAt: Date | null, ip: string | null) {
    try {
      await inTransaction(db, async (tx) => {
        const users = createUserRepository(tx);
        await users.changeEmail(user.id, email, provenAt);
        await recordAudit(tx, whoIs(user, ip), {
          action: 'auth.email_changed',
          targetType: 'user',
          targetId: user.id,
          summary: `Changed the address from ${user.email} to ${email}`,
        });
      });
    } catch (error) {
      if (uniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  return {
    /** At registration: the first link, when this server sends e-mail. */
    async welcome(user: UserRow): Promise<void> {
      if (!mailer.enabled || !user.email) return;
      const send = await sendLink(db, user, user.email, 'welcome');
      send();
    },

    async resend(identity: Identity): Promise<string> {
      const user = identity.user;
      if (!user.email) throw unprocessable('This account has no e-mail address');
      // A bounced address may be confirmed again: following the link shows it takes mail now.
      if (user.emailVerifiedAt && !user.emailBouncedAt) throw conflict('Your address is already confirmed');
      if (!mailer.enabled) throw noEmail();
      const wait = takeAttempt([[deps.limiter, user.id]]);
      if (wait > 0) throw tooManyAttempts(wait);
      const send = await sendLink(db, user, user.email, 'again');
      send();
      return `A new link was sent to ${user.email}.`;
    },

    async requestChange(identity: Identity, rawEmail: string, password: string | undefined): Promise<string> {
      const user = identity.user;
      if (user.isGuest) throw unprocessable('Create an account first');
      await deps.reauth.require(identity, password);
      const email = rawEmail.trim().toLowerCase();
      if (email === user.email) throw unprocessable('This is already your address');
      if (await createAccountDirectory(db).findUserByEmail(email)) throw conflict(EMAIL_TAKEN);
      const ip = identity.actor.ip;
      if (!mailer.enabled) {
        await applyChange(user, email, null, ip);
        return `Your address is now ${email}. This server sends no e-mail, so it was not confirmed.`;
      }
      const wait = takeAttempt([[deps.limiter, user.id]]);
      if (wait > 0) throw tooManyAttempts(wait);
      const send = await inTransaction(db, async (tx) => {
        await recordAudit(tx, whoIs(user, ip), {
          action: 'auth.email_change_requested',
          targetType: 'user',
          targetId: user.id,
          summary: `Asked to change the address to ${email}`,
        });
        return sendLink(tx, user, email, 'change');
      });
      send();
      // The old address hears of it at once: if someone else asked, its owner can act now.
      if (user.email)
        deps.background(`address change notice to ${user.id}`, () =>
          mailer.send({
            to: user.email!,
            subject: 'Your Boardwise address is being changed',
            text: [
              `Someone signed in to your Boardwise account asked to change its address to ${email}.`,
              `It changes when the link sent to ${email} is followed.`,
              '',
              'If this was not you, reset your password and end your other sessions in Settings → Security.',
            ].join('\n'),
          }),
        );
      return `A link was sent to ${email}. Your address changes when you follow it.`;
    },

    /** Follows a link: proves the account's address, or moves the account to the new one. */
    async confirm(token: string, ip: string | null): Promise<VerifiedEmail> {
      const at = now();
      const found = await createTokenRepository(db).findByHash(hashLinkToken(token), 'verify_email');
      if (!found?.email || found.usedAt || found.expiresAt.getTime() <= at.getTime())
        throw new AppError(400, VERIFY_LINK_INVALID);
      const email = found.email;
      try {
        await inTransaction(db, async (tx) => {
          const users = createUserRepository(tx);
          const user = await createAccountDirectory(tx).findUserById(found.userId);
          if (!user || user.disabledAt) throw new AppError(400, VERIFY_LINK_INVALID);
          if (!(await createTokenRepository(tx).spend(found.id, at)))
            throw new AppError(400, VERIFY_LINK_INVALID);
          if (user.email === email) {
            await users.markVerified(user.id, at);
            await recordAudit(tx, whoIs(user, ip), {
              action: 'auth.email_verified',
              targetType: 'user',
              targetId: user.id,
              summary: `Confirmed the address ${email}`,
            });
            return;
          }
          await users.changeEmail(user.id, email, at);
          await recordAudit(tx, whoIs(user, ip), {
            action: 'auth.email_changed',
            targetType: 'user',
            targetId: user.id,
            summary: `Changed the address from ${user.email} to ${email} (confirmed by link)`,
          });
        });
      } catch (error) {
        // Someone registered the address between the request and the confirmation.
        if (uniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      return { email, message: `${email} is confirmed.` };
    },
  };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
