// Invitations: sent, listed, resent and revoked from an organization; previewed and accepted from
// the link (the token is the secret, so the preview needs no account).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvitesBody,
  CreateInvitesResponse,
  Invite,
  InvitePreview,
} from '../../../contracts/organizations.ts';
import { apiFetch } from './api-client.ts';
import { organizationsQueryKey, useInvalidateOrganizations } from './organizations.ts';

const invitesPath = (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/invites`;
const invitesKey = (orgId: string) => [...organizationsQueryKey, orgId, 'invites'] as const;

export function useInvites(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitesKey(orgId),
    queryFn: () => apiFetch<Invite[]>(invitesPath(orgId)),
    enabled,
  });
}

export function useCreateInvites(orgId: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (body: CreateInvitesBody) =>
      apiFetch<CreateInvitesResponse>(invitesPath(orgId), { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useResendInvite(orgId: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiFetch<Invite>(`${invitesPath(orgId)}/${encodeURIComponent(inviteId)}/resend`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useRevokeInvite(orgId: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiFetch(`${invitesPath(orgId)}/${encodeURIComponent(inviteId)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['invite-preview', token],
    queryFn: () => apiFetch<InvitePreview>(`/invites/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ organization_id: string; message: string }>(`/invites/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
    // A new membership changes what every list shows.
    onSuccess: () => client.invalidateQueries(),
  });
}
