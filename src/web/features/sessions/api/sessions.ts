// Decision sessions over the API: start one, list a board's, read the detail (the status is read
// by the one session-stream client, shared/session-stream).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSessionBody,
  SessionDetail,
  SessionSummary,
  StartSessionResponse,
} from '../../../../contracts/sessions.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { apiPath } from '../../../shared/api/api-path.ts';
import { boardsQueryKey } from '../../../shared/api/boards.ts';
import { dashboardStatsQueryKey } from '../../../shared/api/dashboard.ts';

export const sessionsQueryKey = ['sessions'] as const;
export const boardSessionsQueryKey = (boardId: string) => [...sessionsQueryKey, 'board', boardId] as const;
export const sessionDetailQueryKey = (sessionId: string) =>
  [...sessionsQueryKey, 'detail', sessionId] as const;

export function startSession(boardId: string, body: CreateSessionBody): Promise<StartSessionResponse> {
  return apiFetch<StartSessionResponse>(apiPath`/boards/${boardId}/sessions`, { method: 'POST', body });
}

export function listBoardSessions(boardId: string): Promise<SessionSummary[]> {
  return apiFetch<SessionSummary[]>(apiPath`/boards/${boardId}/sessions`);
}

export function getSessionDetail(sessionId: string): Promise<SessionDetail> {
  return apiFetch<SessionDetail>(apiPath`/sessions/${sessionId}`);
}

function isFinished(detail: SessionDetail | undefined): boolean {
  return detail?.session.status === 'completed' || detail?.session.status === 'failed';
}

export function sessionDetailQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: sessionDetailQueryKey(sessionId),
    queryFn: () => getSessionDetail(sessionId),
    // A finished session never changes; a running one is read again whenever it is asked for.
    staleTime: (query) => (isFinished(query.state.data) ? Number.POSITIVE_INFINITY : 0),
  });
}

export function useSessionDetail(sessionId: string, enabled = true) {
  return useQuery({ ...sessionDetailQueryOptions(sessionId), enabled });
}

export function useBoardSessions(boardId: string) {
  return useQuery({ queryKey: boardSessionsQueryKey(boardId), queryFn: () => listBoardSessions(boardId) });
}

/** Everything that counts sessions is stale once one starts or ends. */
export function useInvalidateSessionLists() {
  const client = useQueryClient();
  return (boardId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: boardSessionsQueryKey(boardId) }),
      client.invalidateQueries({ queryKey: boardsQueryKey }),
      client.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
    ]);
}

export function useStartSession(boardId: string) {
  const invalidate = useInvalidateSessionLists();
  return useMutation({
    mutationFn: (body: CreateSessionBody) => startSession(boardId, body),
    onSuccess: () => invalidate(boardId),
  });
}
