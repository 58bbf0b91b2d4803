// Written resolutions over the API: a board's register, one resolution, circulating one, a
// director's vote and withdrawing it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CastResolutionVoteBody,
  CirculateResolutionBody,
  Resolution,
  ResolutionSummary,
} from '../../../../contracts/resolutions.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { apiPath } from '../../../shared/api/api-path.ts';

export const resolutionsQueryKey = ['resolutions'] as const;

export interface ResolutionRegister {
  board_id: string;
  board_name: string;
  can_circulate: boolean;
  resolutions: ResolutionSummary[];
}

export function useResolutionRegister(boardId: string) {
  return useQuery({
    queryKey: [...resolutionsQueryKey, 'board', boardId],
    queryFn: () => apiFetch<ResolutionRegister>(apiPath`/boards/${boardId}/resolutions`),
  });
}

export function useResolution(resolutionId: string) {
  return useQuery({
    queryKey: [...resolutionsQueryKey, 'one', resolutionId],
    queryFn: () => apiFetch<Resolution>(apiPath`/resolutions/${resolutionId}`),
  });
}

function useResolutionChange<B>(request: (body: B) => Promise<Resolution>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (resolution) => {
      client.setQueryData([...resolutionsQueryKey, 'one', resolution.id], resolution);
      void client.invalidateQueries({ queryKey: resolutionsQueryKey });
    },
  });
}

export function useCirculateResolution(boardId: string) {
  return useResolutionChange((body: CirculateResolutionBody) =>
    apiFetch<Resolution>(apiPath`/boards/${boardId}/resolutions`, { method: 'POST', body }),
  );
}

export function useVoteOnResolution(resolutionId: string) {
  return useResolutionChange((body: CastResolutionVoteBody) =>
    apiFetch<Resolution>(apiPath`/resolutions/${resolutionId}/vote`, { method: 'POST', body }),
  );
}

export function useWithdrawResolution(resolutionId: string) {
  return useResolutionChange((_: undefined) =>
    apiFetch<Resolution>(apiPath`/resolutions/${resolutionId}/withdraw`, { method: 'POST' }),
  );
}

export const resolutionPaths = {
  register: (boardId: string) => `/board/${boardId}/resolutions`,
  one: (resolutionId: string) => `/resolutions/${resolutionId}`,
};
