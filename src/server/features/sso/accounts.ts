// The accounts single sign-on creates and links. A new person of the domain gets an account
// without a password (the provider is how they sign in), their address proven by the provider on
// a domain the organization proved, a personal organization like every account, and membership
// of the organization with its default role. Linking an identity to an existing account happens
// only after that account's own credentials were given (link.ts): never by address alone.
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type AuditWho, recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import type { OrganizationService } from '../organizations/service.ts';
import type { ProvenIdentity } from './oidc-client.ts';
import { createSsoRepository, type SsoSettingsRow } from './repository.ts';

const usernameFor = (email: string) => {
  const local = email
    .slice(0, email.indexOf('@'))
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .slice(0, 30);
  return `${local || 'member'}_${randomBytes(3).toString('hex')}`;
};

export function createSsoAccounts(deps: { db: Db; now: () => Date; organizations: OrganizationService }) {
  const { db, now } = deps;

  /** Records that this provider identity signs in as `user`, for the organization's settings. */
  const linkIdentity = (
    tx: Db,
    settings: SsoSettingsRow,
    user: UserRow,
    identity: { issuer: string; subject: string },
  ) =>
    createSsoRepository(tx).insertIdentity({
      userId: user.id,
      organizationId: settings.organizationId,
      issuer: identity.issuer,
      subject: identity.subject,
      lastSignInAt: now(),
    });

  /** Joins the organization with its default role, if not a member already; audited. */
  async function joinByDefault(tx: Db, settings: SsoSettingsRow, user: UserRow, who: AuditWho) {
    const added = await deps.organizations.addMember(
      tx,
      settings.organizationId,
      user.id,
      settings.defaultRole,
    );
    if (added)
      await recordAudit(tx, who, {
        organizationId: settings.organizationId,
        action: 'member.joined_by_sso',
        targetType: 'user',
        targetId: user.id,
        summary: `${user.email} joined as ${settings.defaultRole} at their first single sign-on`,
      });
  }

  return {
    /** The provider's person, new to Boardwise: account, identity and membership, all or nothing. */
    async createFromIdentity(
      settings: SsoSettingsRow,
      identity: ProvenIdentity & { email: string },
      ip: string | null,
    ): Promise<UserRow> {
      return inTransaction(db, async (tx) => {
        const user = await createAccountDirectory(tx).insertUser({
          email: identity.email,
          username: usernameFor(identity.email),
          fullName: identity.name,
          passwordHash: null,
          isGuest: false,
          emailVerifiedAt: now(),
        });
        await deps.organizations.createPersonal(tx, user);
        await linkIdentity(tx, settings, user, identity);
        const who = { actorId: user.id, actorEmail: identity.email, ip };
        await recordAudit(tx, who, {
          action: 'auth.register',
          targetType: 'user',
          targetId: user.id,
          summary: `${identity.email} registered by single sign-on through ${identity.issuer}`,
        });
        await joinByDefault(tx, settings, user, who);
        return user;
      });
    },

    /** An existing account, its owner proven, gets the identity (and the membership). */
    async link(
      settings: SsoSettingsRow,
      user: UserRow,
      identity: { issuer: string; subject: string },
      ip: string | null,
    ) {
      await inTransaction(db, async (tx) => {
        await linkIdentity(tx, settings, user, identity);
        // The provider vouched for the address on a domain the organization proved.
        if (!user.emailVerifiedAt) await createAccountDirectory(tx).markEmailVerified(user.id, now());
        const who = { actorId: user.id, actorEmail: user.email, ip };
        await recordAudit(tx, who, {
          organizationId: settings.organizationId,
          action: 'auth.sso_linked',
          targetType: 'user',
          targetId: user.id,
          summary: `Linked the account to its identity at ${identity.issuer}, after giving its password`,
        });
        await joinByDefault(tx, settings, user, who);
      });
    },
  };
}
export type SsoAccounts = ReturnType<typeof createSsoAccounts>;
