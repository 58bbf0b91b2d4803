// Wiring of passkeys: the relying party (from config), the account's passkeys and the sign-ins.
import type { Db } from '../../db/client.ts';
import type { Reauth } from '../account/reauth.ts';
import type { TwoFactorSignIn } from '../two-factor/sign-in.ts';
import { createRelyingParty, type RelyingPartyConfig } from './relying-party.ts';
import { createPasskeyRepository } from './repository.ts';
import { createPasskeyService } from './service.ts';
import { createPasskeySignIn } from './sign-in.ts';

/**
 * Removes every passkey of the account in the caller's transaction (an Admin's reset of a member's
 * lost factors): how many went.
 */
export function removePasskeysOf(tx: Db, userId: string): Promise<number> {
  return createPasskeyRepository(tx).removeAllOf(userId);
}

export function createPasskeys(deps: {
  db: Db;
  now: () => Date;
  reauth: Reauth;
  config: RelyingPartyConfig;
}) {
  const relyingParty = createRelyingParty(deps);
  const repository = createPasskeyRepository(deps.db);
  return {
    service: createPasskeyService({ ...deps, relyingParty }),
    hasPasskey: async (userId: string) => (await repository.countFor(userId)) > 0,
    signIn: (twoFactor: TwoFactorSignIn) => createPasskeySignIn({ db: deps.db, relyingParty, twoFactor }),
  };
}
