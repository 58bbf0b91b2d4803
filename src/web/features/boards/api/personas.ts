// Personas that can speak for an AI seat.
import { useQuery } from '@tanstack/react-query';
import type { Persona } from '../../../../contracts/boards.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';

export function usePersonas() {
  return useQuery({
    queryKey: ['personas'],
    queryFn: () => apiFetch<Persona[]>('/personas'),
    staleTime: 10 * 60_000,
  });
}
