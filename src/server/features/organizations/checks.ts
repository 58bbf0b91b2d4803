// The organizations' answer to what account and two-factor ask of them (account/organization-checks.ts),
// handed in by app.ts: the same load and member lookup the organizations' own routes use.
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import type { OrganizationChecks } from '../account/organization-checks.ts';
import { loadOrganization } from './access.ts';
import { createOrganizationRepository } from './repository.ts';

const MEMBER_NOT_FOUND = 'Member not found';

export function createOrganizationChecks(db: Db): OrganizationChecks {
  const organizations = createOrganizationRepository(db);
  return {
    visible: (actor, organizationId) => loadOrganization(organizations, actor, organizationId),
    async administeredMember(actor, organizationId, userId) {
      const org = await loadOrganization(organizations, actor, organizationId, 'administer');
      const member = isUuid(userId) ? await organizations.findMember(org.id, userId) : undefined;
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      return { organizationId: org.id, email: member.email };
    },
  };
}
