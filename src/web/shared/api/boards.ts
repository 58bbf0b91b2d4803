// Boards: list, read, create, delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, CreateBoardBody } from '../../../contracts/boards.ts';
import { apiFetch } from './api-client.ts';
import { dashboardStatsQueryKey } from './dashboard.ts';

export const boardsQueryKey = ['boards'] as const;

export function listBoards(): Promise<Board[]> {
  return apiFetch<Board[]>('/boards');
}

export function getBoard(id: string): Promise<Board> {
  return apiFetch<Board>(`/boards/${encodeURIComponent(id)}`);
}

export function createBoard(body: CreateBoardBody): Promise<Board> {
  return apiFetch<Board>('/boards', { method: 'POST', body });
}

export function deleteBoard(id: string): Promise<void> {
  return apiFetch(`/boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function boardsQueryOptions() {
  return queryOptions({ queryKey: boardsQueryKey, queryFn: listBoards });
}

export function boardQueryOptions(id: string) {
  return queryOptions({ queryKey: [...boardsQueryKey, id], queryFn: () => getBoard(id) });
}

export function useBoards() {
  return useQuery(boardsQueryOptions());
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
    ]);
}

export function useCreateBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: createBoard, onSuccess: invalidate });
}

export function useDeleteBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: deleteBoard, onSuccess: invalidate });
}
