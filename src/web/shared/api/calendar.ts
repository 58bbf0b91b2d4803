// One's private calendar feed address: whether it exists, make (or remake) it, turn it off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CreatedCalendarFeed } from '../../../contracts/calendar.ts';
import { apiFetch } from './api-client.ts';

const feedKey = ['auth', 'calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: feedKey, queryFn: () => apiFetch<CalendarFeed>('/auth/calendar-feed') });
}

/** The address comes back this once: the server keeps only a hash of its secret. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CreatedCalendarFeed>('/auth/calendar-feed', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRemoveCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/auth/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}
