// A board's members: people of its organization who may see and use it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardMember } from '../../../../contracts/organizations.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { boardsQueryKey } from '../../../shared/api/boards.ts';
import { organizationsQueryKey } from '../../../shared/api/organizations.ts';

const membersPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}/members`;
const membersKey = (boardId: string) => [...boardsQueryKey, boardId, 'members'] as const;

export function useBoardMembers(boardId: string) {
  return useQuery({
    queryKey: membersKey(boardId),
    queryFn: () => apiFetch<BoardMember[]>(membersPath(boardId)),
  });
}

function useInvalidateBoardMembers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: boardsQueryKey }),
      client.invalidateQueries({ queryKey: organizationsQueryKey }),
    ]);
}

export function useAddBoardMember(boardId: string) {
  const invalidate = useInvalidateBoardMembers();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<BoardMember>(membersPath(boardId), { method: 'POST', body: { user_id: userId } }),
    onSuccess: invalidate,
  });
}

export function useRemoveBoardMember(boardId: string) {
  const invalidate = useInvalidateBoardMembers();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`${membersPath(boardId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
