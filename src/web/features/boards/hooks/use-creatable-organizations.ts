// The organizations where the user may create boards: their role must allow it under each
// organization's own matrix, which only the organization itself reports.
import { useQueries } from '@tanstack/react-query';
import type { Organization } from '../../../../contracts/organizations.ts';
import { organizationQueryOptions, useOrganizations } from '../../../shared/api/organizations.ts';

export function useCreatableOrganizations(): { organizations: Organization[]; isPending: boolean } {
  const summaries = useOrganizations();
  const details = useQueries({
    queries: (summaries.data ?? []).map((org) => organizationQueryOptions(org.id)),
  });
  return {
    organizations: details
      .map((query) => query.data)
      .filter((org): org is Organization => !!org && org.allowed_actions.includes('create_boards')),
    isPending: summaries.isPending || details.some((query) => query.isPending),
  };
}
