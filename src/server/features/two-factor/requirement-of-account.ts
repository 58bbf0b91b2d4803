// What other features ask of an account's two-factor: whether it has an authenticator app or any
// second factor (passkeys before the last one goes, invitations to an organization requiring one,
// single sign-on), which of its organizations require one, and removing the app (an Admin's reset
// of a lost factor, in the caller's transaction).
import type { Db } from '../../db/client.ts';
import { createTwoFactorRepository } from './repository.ts';

export function createAccountTwoFactor(db: Db) {
  const twoFactor = createTwoFactorRepository(db);
  return {
    async hasAuthenticatorApp(userId: string): Promise<boolean> {
      return Boolean((await twoFactor.findTotp(userId))?.secretSealed);
    },
    /** An authenticator app or a passkey: what an organization's requirement accepts. */
    hasSecondFactor: (userId: string) => twoFactor.hasSecondFactor(userId),
    /** The names of the account's organizations that require two-factor. */
    organizationsRequiring: (userId: string) => twoFactor.organizationsRequiring(userId),
    /** Whether this organization requires two-factor of its members. */
    requiredIn: (organizationId: string) => twoFactor.isRequired(organizationId),
    /** Removes the app (a pending enrolment too) and its recovery codes: whether there was one. */
    removeAuthenticatorApp: (userId: string) => twoFactor.removeTotp(userId),
  };
}
