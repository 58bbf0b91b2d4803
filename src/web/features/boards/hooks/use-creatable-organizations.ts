// The organizations where the user may create boards: each summary says what the user's role
// allows there under that organization's own matrix.
import type { OrganizationSummary } from '../../../../contracts/organizations.ts';
import { useOrganizations } from '../../../shared/api/organizations.ts';

export function useCreatableOrganizations(): { organizations: OrganizationSummary[]; isPending: boolean } {
  const summaries = useOrganizations();
  return {
    organizations: (summaries.data ?? []).filter((org) => org.allowed_actions.includes('create_boards')),
    isPending: summaries.isPending,
  };
}
