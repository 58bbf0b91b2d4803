// What passkeys ask of two-factor before a passkey is removed: whether the account has an
// authenticator app, and which of its organizations require a second factor.
import type { Db } from '../../db/client.ts';
import { createTwoFactorRepository } from './repository.ts';

export function createAccountTwoFactor(db: Db) {
  const twoFactor = createTwoFactorRepository(db);
  return {
    async hasAuthenticatorApp(userId: string): Promise<boolean> {
      return Boolean((await twoFactor.findTotp(userId))?.secretSealed);
    },
    /** The names of the account's organizations that require two-factor. */
    organizationsRequiring: (userId: string) => twoFactor.organizationsRequiring(userId),
  };
}
