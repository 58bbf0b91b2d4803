// An organization's Admin requires two-factor of its members. Members without it are signed out
// everywhere at once, and their next sign-in walks them through enrolment before any session
// opens (sign-in.ts), so nobody uses the organization without a second factor from then on.
import type { OrganizationTwoFactor } from '../../../contracts/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { type Actor, canInOrganization } from '../../policy.ts';
import type { OrganizationChecks } from '../account/organization-checks.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createTwoFactorRepository } from './repository.ts';

export const ADMIN_NEEDS_TWO_FACTOR =
  'Turn on two-factor or add a passkey for your own account first (Settings → Security)';

export function createOrganizationTwoFactor(deps: {
  db: Db;
  now: () => Date;
  /** The organization the actor sees (organizations sit above two-factor). */
  organizations: OrganizationChecks;
}) {
  const { db, now } = deps;
  const repository = createTwoFactorRepository(db);
  const visibleOrganization = (actor: Actor, organizationId: string) =>
    deps.organizations.visible(actor, organizationId);

  async function read(organizationId: string): Promise<OrganizationTwoFactor> {
    return {
      required: await repository.isRequired(organizationId),
      members_without: (await repository.membersWithout(organizationId)).length,
    };
  }

  return {
    async get(actor: Actor, organizationId: string): Promise<OrganizationTwoFactor> {
      const org = await visibleOrganization(actor, organizationId);
      return read(org.id);
    },

    async set(actor: Actor, organizationId: string, required: boolean): Promise<OrganizationTwoFactor> {
      const org = await visibleOrganization(actor, organizationId);
      if (!canInOrganization(actor, 'administer', org.id)) throw forbidden();
      // The Admin would otherwise be signed out by their own setting.
      if (required && !(await repository.hasSecondFactor(actor.user.id)))
        throw conflict(ADMIN_NEEDS_TWO_FACTOR);
      if ((await repository.isRequired(org.id)) === required) return read(org.id);
      await inTransaction(db, async (tx) => {
        const scoped = createTwoFactorRepository(tx);
        await scoped.setRequired(org.id, required, actor.user.id, now());
        const ended = required ? await scoped.endSessionsOf(await scoped.membersWithout(org.id), now()) : 0;
        await recordAudit(tx, auditorOf(actor), {
          organizationId: org.id,
          action: 'organization.two_factor_required',
          targetType: 'organization',
          targetId: org.id,
          summary: required
            ? `Required two-factor of every member; ${ended} session(s) of members without it ended`
            : 'Stopped requiring two-factor',
        });
      });
      return read(org.id);
    },
  };
}
export type OrganizationTwoFactorService = ReturnType<typeof createOrganizationTwoFactor>;
