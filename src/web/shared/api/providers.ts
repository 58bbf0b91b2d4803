// AI providers: the platform's (super-admin area), an organization's own (its Settings) and a
// board's override. Keys go in only; the API shows '…last 4'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Provider,
  ProviderCreateBody,
  ProviderTestResult,
  ProviderUpdateBody,
} from '../../../contracts/providers.ts';
import { apiFetch } from './api-client.ts';

/** Where a scope's providers live: the platform's, or one organization's. */
export type ProviderScope = { kind: 'platform' } | { kind: 'organization'; organizationId: string };

const scopePath = (scope: ProviderScope) =>
  scope.kind === 'platform'
    ? '/superadmin/providers'
    : `/organizations/${encodeURIComponent(scope.organizationId)}/providers`;
const scopeKey = (scope: ProviderScope) =>
  scope.kind === 'platform' ? ['providers', 'platform'] : ['providers', scope.organizationId];

export const usePlatformProviders = (enabled = true) =>
  useQuery({
    queryKey: scopeKey({ kind: 'platform' }),
    queryFn: () => apiFetch<Provider[]>('/superadmin/providers'),
    enabled,
  });

export const useOrganizationProviders = (organizationId: string | undefined) =>
  useQuery({
    queryKey: ['providers', organizationId],
    queryFn: () =>
      apiFetch<{ providers: Provider[]; effective: string; effective_id: string }>(
        scopePath({ kind: 'organization', organizationId: organizationId ?? '' }),
      ),
    enabled: !!organizationId,
  });

function useInvalidate(scope: ProviderScope) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: scopeKey(scope) });
}

export function useCreateProvider(scope: ProviderScope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: (body: ProviderCreateBody) => apiFetch<Provider>(scopePath(scope), { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProvider(scope: ProviderScope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProviderUpdateBody }) =>
      apiFetch<Provider>(`${scopePath(scope)}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProvider(scope: ProviderScope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${scopePath(scope)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useTestProvider(scope: ProviderScope) {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ProviderTestResult>(`${scopePath(scope)}/${encodeURIComponent(id)}/test`, { method: 'POST' }),
  });
}

/** Platform: make a provider (or 'environment') the default. Organization: choose one (null: the platform's). */
export function useChooseDefault(scope: ProviderScope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: (id: string | null) =>
      scope.kind === 'platform'
        ? apiFetch(`/superadmin/providers/${encodeURIComponent(id ?? 'environment')}/default`, {
            method: 'POST',
          })
        : apiFetch(`/organizations/${encodeURIComponent(scope.organizationId)}/provider-choice`, {
            method: 'PUT',
            body: { provider_id: id },
          }),
    onSuccess: invalidate,
  });
}

export function useProviderModels(scope: ProviderScope, id: string | null) {
  return useQuery({
    queryKey: [...scopeKey(scope), id, 'models'],
    queryFn: () =>
      apiFetch<{ models: string[] }>(`${scopePath(scope)}/${encodeURIComponent(id ?? '')}/models`),
    enabled: !!id,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useBoardProvider(boardId: string | undefined) {
  return useQuery({
    queryKey: ['providers', 'board', boardId],
    queryFn: () =>
      apiFetch<{ provider_id: string | null }>(`/boards/${encodeURIComponent(boardId ?? '')}/provider`),
    enabled: !!boardId,
  });
}

export function useSetBoardProvider(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string | null) =>
      apiFetch<{ provider_id: string | null }>(`/boards/${encodeURIComponent(boardId)}/provider`, {
        method: 'PUT',
        body: { provider_id: providerId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['providers', 'board', boardId] }),
  });
}
