// One's own two-factor, from account settings: start an enrolment (QR code and key), confirm it
// with a first code, regenerate recovery codes, turn it off. Each needs re-authentication and
// ends the account's other sessions: whoever was signed in before the factor changed is out.

import type { ReauthStatus } from '../../../contracts/account.ts';
import type { RecoveryCodes, TotpEnrolment, TwoFactorStatus } from '../../../contracts/two-factor.ts';
import { WRONG_CODE } from '../../../contracts/two-factor.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { Reauth } from '../account/reauth.ts';
import { recordFactorChange } from '../account/sign-in-sessions.ts';
import type { AuditAction } from '../audit/audit-log.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { createTwoFactorRepository } from './repository.ts';
import { newTotpSecret, otpauthUrl, qrDataUrl } from './totp.ts';
import type { CodeVerifier } from './verifier.ts';

export const NOT_ENABLED = 'Two-factor is not turned on for this account';
export const NO_PENDING = 'Start again: scan a new QR code first';

const labelOf = (user: UserRow) => user.email ?? user.username;

export function createTwoFactorService(deps: {
  db: Db;
  box: SecretBox;
  now: () => Date;
  reauth: Reauth;
  verifier: CodeVerifier;
}) {
  const { db, box, now, reauth, verifier } = deps;
  const repository = createTwoFactorRepository(db);

  /** A new secret waiting for its first code; any earlier pending one is replaced. */
  async function startEnrolment(user: UserRow): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    await repository.setPending(user.id, box.seal(secret), now());
    const url = otpauthUrl(secret, labelOf(user));
    return { secret, otpauth_url: url, qr_data_url: await qrDataUrl(url) };
  }

  /**
   * Confirms the pending secret with a code from the app: it becomes the account's, with ten new
   * recovery codes (returned once). `keepSessionId`: the session that stays; none at sign-in.
   */
  async function finishEnrolment(user: UserRow, code: string, audit: (tx: Db) => Promise<void>) {
    const row = await repository.findTotp(user.id);
    if (!row?.pendingSecretSealed) throw conflict(NO_PENDING);
    const step = verifier.pendingStep(user.id, row.pendingSecretSealed, code);
    if (step === null) throw unprocessable(WRONG_CODE);
    const codes = newRecoveryCodes();
    const hashes = codes.map(hashRecoveryCode);
    await inTransaction(db, async (tx) => {
      const scoped = createTwoFactorRepository(tx);
      if (!(await scoped.confirmPending(user.id, row.pendingSecretSealed!, step, now())))
        throw conflict(NO_PENDING);
      await scoped.replaceRecoveryCodes(user.id, hashes, now());
      await audit(tx);
    });
    return codes;
  }

  /** Records a change of factor and ends every other session of the account, in `tx`. */
  const factorChanged = (tx: Db, identity: Identity, action: AuditAction, summary: string) =>
    recordFactorChange(tx, identity, now(), action, summary);

  return {
    startEnrolment,
    finishEnrolment,

    async status(identity: Identity): Promise<TwoFactorStatus> {
      const row = await repository.findTotp(identity.user.id);
      const enabled = Boolean(row?.secretSealed);
      return {
        enabled,
        enabled_at: enabled ? (row?.enabledAt?.toISOString() ?? null) : null,
        recovery_codes_left: enabled ? await repository.countUnusedRecoveryCodes(identity.user.id) : 0,
        required_by: await repository.organizationsRequiring(identity.user.id),
      };
    },

    async begin(identity: Identity, password: string | undefined): Promise<TotpEnrolment> {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      await reauth.require(identity, password);
      return startEnrolment(identity.user);
    },

    async confirm(identity: Identity, code: string, password: string | undefined): Promise<RecoveryCodes> {
      await reauth.require(identity, password);
      const wasEnabled = Boolean((await repository.findTotp(identity.user.id))?.secretSealed);
      const codes = await finishEnrolment(identity.user, code, (tx) =>
        factorChanged(
          tx,
          identity,
          'auth.two_factor_enabled',
          wasEnabled ? 'Moved two-factor to a new authenticator app' : 'Turned on two-factor',
        ),
      );
      return { recovery_codes: codes };
    },

    async regenerate(identity: Identity, password: string | undefined): Promise<RecoveryCodes> {
      await reauth.require(identity, password);
      if (!(await repository.findTotp(identity.user.id))?.secretSealed) throw conflict(NOT_ENABLED);
      const codes = newRecoveryCodes();
      const hashes = codes.map(hashRecoveryCode);
      await inTransaction(db, async (tx) => {
        await createTwoFactorRepository(tx).replaceRecoveryCodes(identity.user.id, hashes, now());
        await factorChanged(tx, identity, 'auth.recovery_codes_regenerated', 'Made new recovery codes');
      });
      return { recovery_codes: codes };
    },

    /**
     * Re-authentication by a code (app or recovery) instead of the password: the way an account
     * that signs in with a passkey proves itself again. Wrong codes count to the same limit.
     */
    async reauthenticate(identity: Identity, code: string): Promise<ReauthStatus> {
      if (!(await repository.findTotp(identity.user.id))?.secretSealed) throw conflict(NOT_ENABLED);
      if (!(await verifier.verify(identity.user.id, code))) throw new AppError(403, WRONG_CODE);
      await reauth.markRecent(identity);
      return reauth.status(identity);
    },

    async disable(identity: Identity, password: string | undefined): Promise<void> {
      await reauth.require(identity, password);
      if (!(await repository.findTotp(identity.user.id))?.secretSealed) throw conflict(NOT_ENABLED);
      // A passkey still meets the organizations' requirement without the app.
      const requiring = (await repository.hasPasskey(identity.user.id))
        ? []
        : await repository.organizationsRequiring(identity.user.id);
      if (requiring.length > 0)
        throw conflict(
          `${requiring.join(', ')} require${requiring.length === 1 ? 's' : ''} two-factor: it stays on`,
        );
      await inTransaction(db, async (tx) => {
        await createTwoFactorRepository(tx).removeTotp(identity.user.id);
        await factorChanged(tx, identity, 'auth.two_factor_disabled', 'Turned off two-factor');
      });
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
