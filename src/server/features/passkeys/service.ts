// One's own passkeys, from account settings: register one (after re-authentication), list,
// rename, remove (after re-authentication); and re-authenticating with a passkey, the way an
// account that signs in without its password proves itself again before a sensitive change.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ReauthStatus } from '../../../contracts/account.ts';
import {
  MAX_PASSKEYS_PER_USER,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_UNKNOWN,
  type Passkey,
} from '../../../contracts/passkeys.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, isUuid, notFound, uniqueViolation, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { Reauth } from '../account/reauth.ts';
import { recordFactorChange } from '../account/sign-in-sessions.ts';
import { type AuditAction, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createAccountTwoFactor } from '../two-factor/requirement-of-account.ts';
import type { RelyingParty } from './relying-party.ts';
import { createPasskeyRepository, type PasskeyRow } from './repository.ts';

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const TOO_MANY_PASSKEYS = `An account holds at most ${MAX_PASSKEYS_PER_USER} passkeys: remove one first`;
export const PASSKEY_ALREADY_ADDED = 'This passkey is already registered';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
  backed_up: row.backedUp,
});

/** A name the person will recognise until they choose one: the kind of device and the date. */
function defaultName(attachment: string | undefined, at: Date): string {
  const kind = attachment === 'cross-platform' ? 'Security key' : 'Passkey';
  return `${kind} added ${at.toISOString().slice(0, 10)}`;
}

export function createPasskeyService(deps: {
  db: Db;
  now: () => Date;
  reauth: Reauth;
  relyingParty: RelyingParty;
}) {
  const { db, now, reauth, relyingParty } = deps;
  const repository = createPasskeyRepository(db);

  /** Records a change of factor and ends every other session of the account, in `tx`. */
  const factorChanged = (tx: Db, identity: Identity, action: AuditAction, summary: string) =>
    recordFactorChange(tx, identity, now(), action, summary);

  /** The last passkey of an account without an authenticator app is its only second factor. */
  async function refuseLastFactorWhileRequired(userId: string) {
    const twoFactor = createAccountTwoFactor(db);
    if (await twoFactor.hasAuthenticatorApp(userId)) return;
    if ((await repository.countFor(userId)) > 1) return;
    const requiring = await twoFactor.organizationsRequiring(userId);
    if (requiring.length > 0)
      throw conflict(
        `${requiring.join(', ')} require${requiring.length === 1 ? 's' : ''} two-factor: set up an authenticator app or add another passkey first`,
      );
  }

  return {
    async list(identity: Identity): Promise<Passkey[]> {
      return (await repository.listFor(identity.user.id)).map(toPasskey);
    },

    async registrationOptions(identity: Identity, password: string | undefined) {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      await reauth.require(identity, password);
      const existing = await repository.listFor(identity.user.id);
      if (existing.length >= MAX_PASSKEYS_PER_USER) throw conflict(TOO_MANY_PASSKEYS);
      return relyingParty.registrationOptions(identity.user, existing);
    },

    /** The browser's new credential, over a challenge this account was given (under re-authentication). */
    async add(
      identity: Identity,
      credential: RegistrationResponseJSON,
      name: string | undefined,
    ): Promise<Passkey> {
      const { row: challengeRow, challenge } = await relyingParty.spend(
        'register',
        credential.response.clientDataJSON,
      );
      if (challengeRow.userId !== identity.user.id) throw new AppError(422, PASSKEY_NOT_VERIFIED);
      const info = await relyingParty.verifyRegistration(credential, challenge);
      const at = now();
      try {
        return await inTransaction(db, async (tx) => {
          const scoped = createPasskeyRepository(tx);
          if ((await scoped.countFor(identity.user.id)) >= MAX_PASSKEYS_PER_USER)
            throw conflict(TOO_MANY_PASSKEYS);
          const row = await scoped.insert({
            userId: identity.user.id,
            credentialId: info.credential.id,
            publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
            signCount: info.credential.counter,
            deviceType: info.credentialDeviceType,
            backedUp: info.credentialBackedUp,
            transports: info.credential.transports ?? credential.response.transports ?? [],
            name: name ?? defaultName(credential.authenticatorAttachment, at),
            createdAt: at,
          });
          await factorChanged(tx, identity, 'auth.passkey_added', `Added the passkey “${row.name}”`);
          return toPasskey(row);
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(PASSKEY_ALREADY_ADDED);
        throw error;
      }
    },

    async rename(identity: Identity, id: string, name: string): Promise<Passkey> {
      if (!isUuid(id)) throw notFound(PASSKEY_NOT_FOUND);
      const row = await repository.rename(identity.user.id, id, name);
      if (!row) throw notFound(PASSKEY_NOT_FOUND);
      return toPasskey(row);
    },

    async remove(identity: Identity, id: string, password: string | undefined): Promise<void> {
      if (!isUuid(id)) throw notFound(PASSKEY_NOT_FOUND);
      const row = await repository.findOwned(identity.user.id, id);
      if (!row) throw notFound(PASSKEY_NOT_FOUND);
      await reauth.require(identity, password);
      await refuseLastFactorWhileRequired(identity.user.id);
      await inTransaction(db, async (tx) => {
        if (!(await createPasskeyRepository(tx).remove(identity.user.id, id)))
          throw notFound(PASSKEY_NOT_FOUND);
        await factorChanged(tx, identity, 'auth.passkey_removed', `Removed the passkey “${row.name}”`);
      });
    },

    /** Options to re-authenticate this session with one of the account's passkeys. */
    async reauthOptions(identity: Identity) {
      const allow = await repository.listFor(identity.user.id);
      if (allow.length === 0) throw conflict('This account has no passkey');
      return relyingParty.authenticationOptions('reauth', {
        userId: identity.user.id,
        sessionId: identity.sessionId,
        allow,
      });
    },

    /** A passkey signature over this session's challenge: sensitive changes are open for a while. */
    async reauthenticate(identity: Identity, credential: AuthenticationResponseJSON): Promise<ReauthStatus> {
      const { row, challenge } = await relyingParty.spend('reauth', credential.response.clientDataJSON);
      if (row.userId !== identity.user.id || row.sessionId !== identity.sessionId)
        throw new AppError(401, PASSKEY_NOT_VERIFIED);
      const passkey = await repository.findByCredentialId(credential.id);
      if (!passkey || passkey.userId !== identity.user.id) throw new AppError(401, PASSKEY_UNKNOWN);
      await relyingParty.verifyAuthentication(credential, challenge, passkey, false);
      await reauth.markRecent(identity);
      await recordAudit(db, auditorOf(identity.actor), {
        action: 'auth.reauthenticated',
        summary: 'Confirmed it is them with a passkey',
      });
      return reauth.status(identity);
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
