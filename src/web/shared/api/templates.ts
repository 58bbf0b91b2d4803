// Board templates (built-in and custom) offered when creating a board.
import { useQuery } from '@tanstack/react-query';
import type { Template } from '../../../contracts/boards.ts';
import { apiFetch } from './api-client.ts';

export const templatesQueryKey = ['templates'] as const;

export function listTemplates(): Promise<Template[]> {
  return apiFetch<Template[]>('/templates');
}

export function useTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: listTemplates, staleTime: 10 * 60_000 });
}
