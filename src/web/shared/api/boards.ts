// Boards: list (all visible, or one organization's), read, create, change, delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardListItem, CreateBoardBody, UpdateBoardBody } from '../../../contracts/boards.ts';
import { apiFetch } from './api-client.ts';
import { dashboardStatsQueryKey } from './dashboard.ts';
import { organizationsQueryKey } from './organizations.ts';

export const boardsQueryKey = ['boards'] as const;
const boardPath = (id: string) => `/boards/${encodeURIComponent(id)}`;

export function listBoards(organizationId?: string): Promise<BoardListItem[]> {
  const query = organizationId ? `?organization_id=${encodeURIComponent(organizationId)}` : '';
  return apiFetch<BoardListItem[]>(`/boards${query}`);
}

export function getBoard(id: string): Promise<Board> {
  return apiFetch<Board>(boardPath(id));
}

export function createBoard(body: CreateBoardBody): Promise<Board> {
  return apiFetch<Board>('/boards', { method: 'POST', body });
}

export function updateBoard(id: string, body: UpdateBoardBody): Promise<Board> {
  return apiFetch<Board>(boardPath(id), { method: 'PATCH', body });
}

export function deleteBoard(id: string): Promise<void> {
  return apiFetch(boardPath(id), { method: 'DELETE' });
}

export function boardsQueryOptions() {
  return queryOptions({ queryKey: boardsQueryKey, queryFn: () => listBoards() });
}

export function boardQueryOptions(id: string) {
  return queryOptions({ queryKey: [...boardsQueryKey, id], queryFn: () => getBoard(id) });
}

export function useBoards() {
  return useQuery(boardsQueryOptions());
}

export function useOrganizationBoards(organizationId: string) {
  return useQuery({
    queryKey: [...boardsQueryKey, 'organization', organizationId],
    queryFn: () => listBoards(organizationId),
  });
}

export function useBoard(id: string) {
  return useQuery(boardQueryOptions(id));
}

function useInvalidateBoards() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: boardsQueryKey }),
      client.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
      client.invalidateQueries({ queryKey: organizationsQueryKey }),
    ]);
}

export function useCreateBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: createBoard, onSuccess: invalidate });
}

export function useUpdateBoard(id: string) {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: (body: UpdateBoardBody) => updateBoard(id, body), onSuccess: invalidate });
}

export function useDeleteBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: deleteBoard, onSuccess: invalidate });
}
