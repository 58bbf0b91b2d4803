// Choices offered by the seat editor: who may hold a human seat in an organization (its members,
// and people invited who have not joined yet), the personas an AI seat may speak with and the
// models its board's provider lists.
import { useMemo } from 'react';
import { useInvites } from '../../../shared/api/invites.ts';
import { useOrganization, useOrgMembers } from '../../../shared/api/organizations.ts';
import {
  useBoardProvider,
  useOrganizationProviders,
  useProviderModels,
} from '../../../shared/api/providers.ts';
import { usePersonas } from '../api/personas.ts';
import type { SeatOption } from '../components/seat-row.tsx';

export function useHolderOptions(organizationId: string | undefined): SeatOption[] {
  const organization = useOrganization(organizationId);
  const members = useOrgMembers(organizationId);
  const mayListInvites = organization.data?.allowed_actions.includes('invite_members') ?? false;
  const invites = useInvites(organizationId ?? '', !!organizationId && mayListInvites);
  return useMemo(() => {
    const joined = (members.data ?? [])
      .filter((m) => m.email)
      .map((m) =>
        m.can_hold_seat
          ? { value: m.email ?? '', label: `${m.name} (${m.email})` }
          : {
              value: m.email ?? '',
              label: `${m.name} (${m.email}) — e-mail not confirmed: cannot hold a seat yet`,
              disabled: true,
            },
      );
    const invited = (invites.data ?? [])
      .filter((invite) => !joined.some((m) => m.value.toLowerCase() === invite.email.toLowerCase()))
      .map((invite) => ({ value: invite.email, label: `${invite.email} (invited)` }));
    return [...joined, ...invited];
  }, [members.data, invites.data]);
}

export function usePersonaOptions(): SeatOption[] | undefined {
  const personas = usePersonas();
  return useMemo(
    () => personas.data?.map((p) => ({ value: p.id, label: `${p.name} · ${p.category}` })),
    [personas.data],
  );
}

/** The models the board's provider lists (for the seat's model picker); empty when it lists none. */
export function useSeatModelOptions(boardId: string, organizationId: string | undefined): string[] {
  const providers = useOrganizationProviders(organizationId);
  const own = useBoardProvider(boardId);
  const providerId = own.data ? (own.data.provider_id ?? providers.data?.effective_id ?? null) : null;
  const models = useProviderModels(
    { kind: 'organization', organizationId: organizationId ?? '' },
    organizationId ? providerId : null,
  );
  return models.data?.models ?? [];
}
