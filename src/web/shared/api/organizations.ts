// Organizations: the switcher's list, one organization with its figures, settings, members and
// plan upgrade requests. Invitations live in invites.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  CreateOrganizationBody,
  Organization,
  OrganizationSummary,
  OrgMember,
  UpdateOrganizationBody,
  UpgradeRequest,
} from '../../../contracts/organizations.ts';
import type { OrgRole } from '../../../contracts/permissions.ts';
import { apiFetch } from './api-client.ts';

export const organizationsQueryKey = ['organizations'] as const;
const orgPath = (id: string) => `/organizations/${encodeURIComponent(id)}`;

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsQueryKey,
    queryFn: () => apiFetch<OrganizationSummary[]>('/organizations'),
  });
}

export function organizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...organizationsQueryKey, id],
    queryFn: () => apiFetch<Organization>(orgPath(id)),
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}

export function useOrganization(id: string | undefined) {
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: !!id });
}

export function useOrgMembers(id: string | undefined) {
  return useQuery({
    queryKey: [...organizationsQueryKey, id, 'members'],
    queryFn: () => apiFetch<OrgMember[]>(`${orgPath(id ?? '')}/members`),
    enabled: !!id,
  });
}

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilter {
  action?: string;
  actorId?: string;
  page: number;
}

export function useAuditTrail(id: string, filter: AuditFilter, enabled: boolean) {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(AUDIT_PAGE_SIZE) });
  if (filter.action) query.set('action', filter.action);
  if (filter.actorId) query.set('actor_id', filter.actorId);
  return useQuery({
    queryKey: [...organizationsQueryKey, id, 'audit', filter],
    queryFn: () => apiFetch<AuditPage>(`${orgPath(id)}/audit?${query}`),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useUpgradeRequests(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...organizationsQueryKey, id, 'upgrade-requests'],
    queryFn: () => apiFetch<UpgradeRequest[]>(`${orgPath(id)}/upgrade-requests`),
    enabled,
  });
}

/** Every organization query (list, figures, members, audit) is refreshed after a change. */
export function useInvalidateOrganizations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organizationsQueryKey });
}

export function useCreateOrganization() {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (body: CreateOrganizationBody) =>
      apiFetch<Organization>('/organizations', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateOrganization(id: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) =>
      apiFetch<Organization>(orgPath(id), { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

/** Deletes the organization with its boards: its name typed out, and the password when asked. */
export function useDeleteOrganization(id: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation: string }) =>
      apiFetch<null>(orgPath(id), {
        method: 'DELETE',
        body: { confirmation, ...(password ? { current_password: password } : {}) },
      }),
    onSuccess: invalidate,
  });
}

export function useChangeMemberRole(id: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: OrgRole }) =>
      apiFetch<OrgMember>(`${orgPath(id)}/members/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: { role },
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveMember(id: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`${orgPath(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useRequestUpgrade(id: string) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (plan: string) =>
      apiFetch<UpgradeRequest>(`${orgPath(id)}/upgrade-requests`, { method: 'POST', body: { plan } }),
    onSuccess: invalidate,
  });
}
