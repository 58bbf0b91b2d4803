// A member lost their phone or security key: an Admin of an organization they belong to, or the
// super-admin, removes their second factor (authenticator and its recovery codes, passkeys) after
// proving themselves again. Every session of the member ends (a factor change, ASVS V7.4.3), the
// member is e-mailed, and the change is audited — in the organization's trail when an Admin did it.
import type { FactorsReset } from '../../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, isUuid, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import type { Background } from './mail-delivery.ts';
import type { OrganizationChecks } from './organization-checks.ts';
import type { Reauth } from './reauth.ts';
import { createSessionRepository } from './session-repository.ts';

export const NO_FACTORS = 'This person has no second factor to remove';
export const OWN_FACTORS = 'Manage your own second factors in Settings → Security';

/**
 * Removes every second factor of the account in the caller's transaction: the authenticator app
 * with its recovery codes (whether there was one) and the passkeys (how many). Those rows belong
 * to two-factor and passkeys, above account: app.ts hands their removal in.
 */
export type RemoveSecondFactors = (
  tx: Db,
  userId: string,
) => Promise<{ authenticatorApp: boolean; passkeys: number }>;

export function createFactorReset(deps: {
  db: Db;
  now: () => Date;
  reauth: Reauth;
  mailer: Mailer;
  publicUrl: string;
  background: Background;
  organizations: OrganizationChecks;
  removeSecondFactors: RemoveSecondFactors;
}) {
  const { db, now, reauth, mailer } = deps;

  async function reset(
    identity: Identity,
    userId: string,
    organizationId: string | null,
  ): Promise<FactorsReset> {
    const user = await createAccountDirectory(db).findUserById(userId);
    if (!user) throw notFound('Member not found');
    const result = await inTransaction(db, async (tx) => {
      const removed = await deps.removeSecondFactors(tx, userId);
      if (!removed.authenticatorApp && removed.passkeys === 0) throw conflict(NO_FACTORS);
      const ended = await createSessionRepository(tx).revokeAll(userId, now(), 'factors_reset');
      await recordAudit(tx, auditorOf(identity.actor), {
        organizationId,
        action: organizationId ? 'member.factors_reset' : 'user.factors_reset',
        targetType: 'user',
        targetId: userId,
        summary: `Removed the second factor of ${user.email ?? user.username} (${
          removed.authenticatorApp ? 'authenticator app, recovery codes' : 'no authenticator app'
        }, ${removed.passkeys} passkey(s)); ${ended} session(s) ended`,
      });
      return {
        totp_removed: removed.authenticatorApp,
        passkeys_removed: removed.passkeys,
        sessions_ended: ended,
      };
    });
    const to = user.email;
    if (mailer.enabled && to) {
      deps.background(`factor reset notice to ${user.id}`, () =>
        mailer.send({
          to,
          subject: 'Your Boardwise second factor was removed',
          text: [
            `An administrator removed the second factor of your Boardwise account (${to}):`,
            result.totp_removed ? '- the authenticator app and its recovery codes' : null,
            result.passkeys_removed ? `- ${result.passkeys_removed} passkey(s)` : null,
            '',
            'You were signed out everywhere. Sign in with your password and set up a second factor again:',
            `${deps.publicUrl}/settings/security`,
            '',
            'If you did not ask for this, tell your organization’s administrator at once.',
          ]
            .filter((line) => line !== null)
            .join('\n'),
        }),
      );
    }
    return result;
  }

  return {
    /** An organization's Admin, for one of its members. */
    async byOrganizationAdmin(
      identity: Identity,
      organizationId: string,
      userId: string,
      password: string | undefined,
    ): Promise<FactorsReset> {
      const { actor } = identity;
      const member = await deps.organizations.administeredMember(actor, organizationId, userId);
      if (userId === actor.user.id) throw conflict(OWN_FACTORS);
      // An organization's Admin cannot weaken the account that administers the whole platform.
      const target = await createAccountDirectory(db).findUserById(userId);
      if (target?.isSuperadmin)
        throw forbidden('Only a super-admin can remove a super-admin’s second factor');
      await reauth.require(identity, password);
      return reset(identity, userId, member.organizationId);
    },

    /** The super-admin, for any account. */
    async bySuperadmin(
      identity: Identity,
      userId: string,
      password: string | undefined,
    ): Promise<FactorsReset> {
      if (!identity.actor.isSuperadmin) throw forbidden();
      const target = isUuid(userId) ? await createAccountDirectory(db).findUserById(userId) : undefined;
      if (!target) throw notFound('User not found');
      if (userId === identity.user.id) throw conflict(OWN_FACTORS);
      await reauth.require(identity, password);
      return reset(identity, userId, null);
    },
  };
}
export type FactorReset = ReturnType<typeof createFactorReset>;
