// The super-admin area's API: figures, directories, audit trail, billing, health, configuration
// and persona management. Every call answers 403 to anyone but a super-admin.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactorsReset } from '../../../../contracts/account.ts';
import type { PersonaExport, PersonaImportResult } from '../../../../contracts/persona-import.ts';
import type {
  AdminPersona,
  AdminPersonaDetail,
  Analytics,
  Billing,
  Configuration,
  DirectoryKind,
  DirectoryPages,
  HealthReport,
  Overview,
  PlatformAuditPage,
} from '../../../../contracts/superadmin.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { downloadFile } from '../../../shared/api/download.ts';

const base = '/superadmin';
export const superadminKey = ['superadmin'] as const;

const query = (params: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search.toString();
};

export const useOverview = () =>
  useQuery({
    queryKey: [...superadminKey, 'overview'],
    queryFn: () => apiFetch<Overview>(`${base}/overview`),
  });
export const useAnalytics = () =>
  useQuery({
    queryKey: [...superadminKey, 'analytics'],
    queryFn: () => apiFetch<Analytics>(`${base}/analytics`),
  });
export const useHealth = () =>
  useQuery({
    queryKey: [...superadminKey, 'health'],
    queryFn: () => apiFetch<HealthReport>(`${base}/health`),
  });
export const useConfiguration = () =>
  useQuery({
    queryKey: [...superadminKey, 'configuration'],
    queryFn: () => apiFetch<Configuration>(`${base}/configuration`),
  });

/** One of the directories: users, organizations, boards, meetings, minutes. */
export function useDirectory<K extends DirectoryKind>(
  kind: K,
  params: Record<string, string | number | undefined>,
) {
  return useQuery({
    queryKey: [...superadminKey, kind, params],
    queryFn: () => apiFetch<DirectoryPages[K]>(`${base}/${kind}?${query(params)}`),
    placeholderData: keepPreviousData,
  });
}

export interface PlatformAuditFilter {
  organization_id?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
export const PLATFORM_AUDIT_PAGE_SIZE = 25;

export function usePlatformAudit(filter: PlatformAuditFilter, page: number) {
  return useQuery({
    queryKey: [...superadminKey, 'audit', filter, page],
    queryFn: () =>
      apiFetch<PlatformAuditPage>(
        `${base}/audit?${query({ ...filter, page, page_size: PLATFORM_AUDIT_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered trail as CSV. */
export function downloadAuditCsv(filter: PlatformAuditFilter): Promise<string> {
  return downloadFile(`${base}/audit/export?${query({ ...filter })}`, {
    accept: 'text/csv',
    fallbackName: 'boardwise-audit.csv',
  });
}

export const useBilling = () =>
  useQuery({
    queryKey: [...superadminKey, 'billing'],
    queryFn: () => apiFetch<Billing>(`${base}/billing`),
  });

export function useDecideUpgrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'grant' | 'decline' }) =>
      apiFetch(`${base}/upgrade-requests/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: { decision },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: superadminKey }),
  });
}

export function useSetPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, plan }: { organizationId: string; plan: string }) =>
      apiFetch(`${base}/organizations/${encodeURIComponent(organizationId)}/plan`, {
        method: 'PUT',
        body: { plan },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: superadminKey }),
  });
}

const personasKey = [...superadminKey, 'personas'] as const;
export const useAdminPersonas = () =>
  useQuery({ queryKey: personasKey, queryFn: () => apiFetch<AdminPersona[]>(`${base}/personas`) });
export const useAdminPersona = (id: string | null) =>
  useQuery({
    queryKey: [...personasKey, id],
    queryFn: () => apiFetch<AdminPersonaDetail>(`${base}/personas/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
  });
export const exportPersona = (id: string) =>
  apiFetch<PersonaExport>(`${base}/personas/${encodeURIComponent(id)}/export`);

export function useImportPersona() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { universal_json: string; make_public: boolean }) =>
      apiFetch<PersonaImportResult>(`${base}/personas/import`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: personasKey });
      void client.invalidateQueries({ queryKey: ['personas'] });
    },
  });
}

export function useDeletePersona() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${base}/personas/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: personasKey });
      void client.invalidateQueries({ queryKey: ['personas'] });
    },
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export function useSetUserDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) =>
      apiFetch<{ disabled: boolean }>(`${base}/users/${userId}/disabled`, {
        method: 'PUT',
        body: { disabled },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...superadminKey, 'users'] }),
  });
}

/** Removes an account's lost second factor (the super-admin's password again). */
export function useResetUserFactors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      apiFetch<FactorsReset>(`${base}/users/${userId}/factors/reset`, {
        method: 'POST',
        body: password ? { current_password: password } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...superadminKey, 'users'] }),
  });
}
