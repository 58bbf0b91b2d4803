// What other features read of an organization's people (a board's seats and members must be
// among them): a narrow port over the organizations' and invitations' repositories, so their SQL
// stays in this feature.
import type { Db } from '../../db/client.ts';
import { portOf } from '../../lib/port.ts';
import { createInviteRepository } from './invites-repository.ts';
import { createOrganizationRepository, type OrganizationRepository } from './repository.ts';

export interface OrganizationRoster
  extends Pick<OrganizationRepository, 'findById' | 'findPersonal' | 'findMember' | 'findMemberByEmail'> {
  /** An invitation to this address still open (neither accepted, revoked nor expired). */
  findOpenInviteByEmail(organizationId: string, email: string): Promise<{ id: string } | undefined>;
}

export function createOrganizationRoster(db: Db): OrganizationRoster {
  const organizations = createOrganizationRepository(db);
  const invites = createInviteRepository(db);
  return {
    ...portOf(organizations, ['findById', 'findPersonal', 'findMember', 'findMemberByEmail']),
    findOpenInviteByEmail: (organizationId, email) => invites.findOpenByEmail(organizationId, email),
  };
}
