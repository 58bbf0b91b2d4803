// Board templates: built-in and organizations' own (offered when creating a board), the
// marketplace of shared ones, and custom templates' create / edit / share / delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Template, TemplateBody } from '../../../contracts/boards.ts';
import { apiFetch } from './api-client.ts';

export const templatesQueryKey = ['templates'] as const;
const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;

export function listTemplates(organizationId?: string): Promise<Template[]> {
  const query = organizationId ? `?organization_id=${encodeURIComponent(organizationId)}` : '';
  return apiFetch<Template[]>(`/templates${query}`);
}

/** Every template the caller may use: built-ins and those of all their organizations. */
export function useTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: () => listTemplates(), staleTime: 60_000 });
}

export function useOrganizationTemplates(organizationId: string) {
  return useQuery({
    queryKey: [...templatesQueryKey, 'organization', organizationId],
    queryFn: () => listTemplates(organizationId),
  });
}

export function useMarketplaceTemplates(enabled = true) {
  return useQuery({
    queryKey: [...templatesQueryKey, 'marketplace'],
    queryFn: () => apiFetch<Template[]>('/templates/marketplace'),
    enabled,
  });
}

/** One template by slug (built-in, one of the caller's organizations', or shared). */
export function useTemplate(slug: string | null) {
  return useQuery({
    queryKey: [...templatesQueryKey, 'one', slug],
    queryFn: () => apiFetch<Template>(templatePath(slug ?? '')),
    enabled: !!slug,
    retry: false,
  });
}

function useInvalidateTemplates() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: templatesQueryKey });
}

export function useCreateTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: TemplateBody) => apiFetch<Template>('/templates', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Omit<TemplateBody, 'organization_id'> }) =>
      apiFetch<Template>(templatePath(id), { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useShareTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      apiFetch<Template>(`${templatePath(id)}/share`, { method: 'POST', body: { shared } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: string) => apiFetch(templatePath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
