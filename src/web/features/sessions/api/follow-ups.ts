// Follow-up questions after a session: the list kept with it, and asking one seat.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskFollowUpBody, FollowUp } from '../../../../contracts/follow-ups.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { apiPath } from '../../../shared/api/api-path.ts';
import { sessionsQueryKey } from './sessions.ts';

export const followUpsQueryKey = (sessionId: string) =>
  [...sessionsQueryKey, 'follow-ups', sessionId] as const;

export function useFollowUps(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: followUpsQueryKey(sessionId),
    queryFn: ({ signal }) => apiFetch<FollowUp[]>(apiPath`/sessions/${sessionId}/follow-ups`, { signal }),
    enabled,
  });
}

export function useAskFollowUp(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AskFollowUpBody) =>
      apiFetch<FollowUp>(apiPath`/sessions/${sessionId}/follow-ups`, { method: 'POST', body }),
    onSuccess: (asked) =>
      client.setQueryData<FollowUp[]>(followUpsQueryKey(sessionId), (list) => [...(list ?? []), asked]),
  });
}
