// Password reset by e-mail: a single-use link valid PASSWORD_RESET_TTL_MINUTES, the same answer
// whether or not the address has an account, limited per address and per client. A reset ends
// every session of the account and never signs anyone in: the new password is used at the
// sign-in page, so a second factor, once accounts can have one, is still asked there.
import {
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirm,
} from '../../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type AttemptLimiter, takeAttempt } from './attempt-limiter.ts';
import { issueLinkToken } from './link-tokens.ts';
import { type Background, noEmail, tooManyAttempts } from './mail-delivery.ts';
import { hashLinkToken } from './secret-links.ts';
import { createSessionRepository } from './session-repository.ts';
import { createTokenRepository } from './token-repository.ts';
import { createUserRepository } from './user-repository.ts';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** Requests per address, and per client. */
  limits: { perAddress: AttemptLimiter; perClient: AttemptLimiter };
  background: Background;
}

export const RESET_LINK_INVALID =
  'This reset link is not valid: it was used, has expired or was replaced by a newer one. Ask for a new link.';

export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, now } = deps;
  const accounts = createAccountDirectory(db);

  return {
    async request(rawEmail: string, ip: string | null): Promise<string> {
      if (!deps.mailer.enabled) throw noEmail();
      const email = rawEmail.trim().toLowerCase();
      const wait = takeAttempt([
        [deps.limits.perAddress, email],
        [deps.limits.perClient, ip ?? 'unknown'],
      ]);
      if (wait > 0) throw tooManyAttempts(wait);
      const user = await accounts.findUserByEmail(email);
      if (!user || user.isGuest || user.disabledAt || !user.passwordHash) return PASSWORD_RESET_REQUESTED;
      const token = await inTransaction(db, async (tx) => {
        const issued = await issueLinkToken(tx, {
          userId: user.id,
          purpose: 'password_reset',
          email,
          at: now(),
          validForMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
        });
        await recordAudit(
          tx,
          { actorId: user.id, actorEmail: email, ip },
          {
            action: 'auth.password_reset_requested',
            targetType: 'user',
            targetId: user.id,
            summary: 'A password reset link was sent',
          },
        );
        return issued;
      });
      // Sent after answering, so the answer takes as long whether or not the account exists.
      deps.background(`password reset mail to ${user.id}`, () =>
        deps.mailer.send({
          to: email,
          subject: 'Reset your Boardwise password',
          text: [
            'Someone (we hope you) asked to reset the password of your Boardwise account.',
            '',
            `Choose a new password: ${deps.publicUrl}/reset-password/${token}`,
            '',
            `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs you out everywhere.`,
            'If you did not ask, ignore this message: your password stays as it is.',
          ].join('\n'),
        }),
      );
      return PASSWORD_RESET_REQUESTED;
    },

    async confirm(body: PasswordResetConfirm, ip: string | null): Promise<void> {
      const at = now();
      const found = await createTokenRepository(db).findByHash(hashLinkToken(body.token), 'password_reset');
      if (!found || found.usedAt || found.expiresAt.getTime() <= at.getTime())
        throw new AppError(400, RESET_LINK_INVALID);
      const passwordHash = await hashPassword(body.password);
      await inTransaction(db, async (tx) => {
        const users = createUserRepository(tx);
        const user = await createAccountDirectory(tx).findUserById(found.userId);
        // The link was sent to an address: once the account moved to another, it opens nothing.
        if (!user || user.disabledAt || user.email !== found.email)
          throw new AppError(400, RESET_LINK_INVALID);
        if (!(await createTokenRepository(tx).spend(found.id, at)))
          throw new AppError(400, RESET_LINK_INVALID);
        await users.setPassword(user.id, passwordHash);
        // Following a link sent to the address proves it.
        if (!user.emailVerifiedAt) await users.markVerified(user.id, at);
        const ended = await createSessionRepository(tx).revokeAll(user.id, at, 'password_reset');
        await recordAudit(
          tx,
          { actorId: user.id, actorEmail: user.email, ip },
          {
            action: 'auth.password_reset',
            targetType: 'user',
            targetId: user.id,
            summary: `Password reset by e-mail link; ${ended} session(s) ended`,
          },
        );
      });
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
