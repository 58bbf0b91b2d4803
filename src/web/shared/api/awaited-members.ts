// Whom a running session waits for (their perspective) and until when; going on without them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AwaitedMembers } from '../../../contracts/sessions.ts';
import { apiFetch } from './api-client.ts';

const key = (sessionId: string) => ['sessions', sessionId, 'awaited'] as const;
const path = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}`;

/** Polled while shown: a perspective given or the deadline passing changes it. */
export function useAwaitedMembers(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: key(sessionId),
    queryFn: () => apiFetch<AwaitedMembers>(`${path(sessionId)}/awaited`),
    enabled,
    refetchInterval: 5_000,
  });
}

export function useProceedWithout(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AwaitedMembers>(`${path(sessionId)}/proceed-without`, { method: 'POST' }),
    onSuccess: (awaited) => client.setQueryData(key(sessionId), awaited),
  });
}
