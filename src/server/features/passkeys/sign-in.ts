// Signing in with a passkey. Without a password: the browser offers the passkeys it holds for
// this site, the one chosen names its account, and a verified user (PIN, fingerprint, face) is
// required, so the passkey alone is two factors. As the second step of a password sign-in: one
// of the account's passkeys answers instead of an authenticator code.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_NOT_VERIFIED, PASSKEY_UNKNOWN } from '../../../contracts/passkeys.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { ACCOUNT_DISABLED, type SignInOrigin } from '../auth/service.ts';
import type { OpenSession, TwoFactorSignIn } from '../two-factor/sign-in.ts';
import type { RelyingParty } from './relying-party.ts';
import { createPasskeyRepository } from './repository.ts';

export function createPasskeySignIn(deps: {
  db: Db;
  relyingParty: RelyingParty;
  twoFactor: TwoFactorSignIn;
}) {
  const { db, relyingParty, twoFactor } = deps;
  const repository = createPasskeyRepository(db);
  const accounts = createAccountDirectory(db);

  return {
    /** Options for a passwordless sign-in: no account named, the browser offers its passkeys. */
    options: () => relyingParty.authenticationOptions('sign_in', null),

    /** A signature over a sign-in challenge: a session's token for the passkey's account. */
    async signIn(
      credential: AuthenticationResponseJSON,
      origin: SignInOrigin,
      open: OpenSession,
    ): Promise<string> {
      const { challenge } = await relyingParty.spend('sign_in', credential.response.clientDataJSON);
      const passkey = await repository.findByCredentialId(credential.id);
      if (!passkey) throw new AppError(401, PASSKEY_UNKNOWN);
      await relyingParty.verifyAuthentication(credential, challenge, passkey, true);
      const user = await accounts.findUserById(passkey.userId);
      if (!user) throw new AppError(401, PASSKEY_UNKNOWN);
      // Only whoever holds the passkey learns this, as with the password (auth/service.ts).
      if (user.disabledAt) throw new AppError(403, ACCOUNT_DISABLED);
      await recordAudit(
        db,
        { actorId: user.id, actorEmail: user.email ?? user.username, ip: origin.ip },
        { action: 'auth.sign_in', summary: `Signed in with the passkey “${passkey.name}”` },
      );
      return open(user.id, origin);
    },

    /** Options for the second step of a password sign-in: the account's own passkeys. */
    async secondStepOptions(token: string) {
      const user = await twoFactor.userOf(token);
      const allow = await repository.listFor(user.id);
      if (allow.length === 0) throw new AppError(409, 'This account has no passkey: use a code');
      return relyingParty.authenticationOptions('second_factor', { userId: user.id, allow });
    },

    /** The second step answered by a passkey of the account the password was right for. */
    async secondStep(
      token: string,
      credential: AuthenticationResponseJSON,
      open: OpenSession,
    ): Promise<string> {
      return twoFactor.verifyWith(
        token,
        async (user) => {
          const { row, challenge } = await relyingParty.spend(
            'second_factor',
            credential.response.clientDataJSON,
          );
          if (row.userId !== user.id) throw new AppError(401, PASSKEY_NOT_VERIFIED);
          const passkey = await repository.findByCredentialId(credential.id);
          if (!passkey || passkey.userId !== user.id) throw new AppError(401, PASSKEY_UNKNOWN);
          await relyingParty.verifyAuthentication(credential, challenge, passkey, false);
          return `Signed in with a password and the passkey “${passkey.name}”`;
        },
        open,
      );
    },
  };
}
export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
