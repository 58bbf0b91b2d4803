// Meeting minutes (spec §3 Minutes, §7): the list, one set of minutes, and its PDF/Markdown export.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import { apiFetch } from './api-client.ts';
import { downloadFile } from './download.ts';

export const minutesQueryKey = ['minutes'] as const;

export type MinutesFormat = 'pdf' | 'md';

export function listMinutes(): Promise<MinutesSummary[]> {
  return apiFetch<MinutesSummary[]>('/minutes');
}

export function getMinutes(id: string): Promise<Minutes> {
  return apiFetch<Minutes>(`/minutes/${encodeURIComponent(id)}`);
}

export function minutesQueryOptions(id: string) {
  return queryOptions({ queryKey: [...minutesQueryKey, id], queryFn: () => getMinutes(id) });
}

export function useMinutes(id: string | null) {
  return useQuery({ ...minutesQueryOptions(id ?? ''), enabled: id !== null });
}

export function useMinutesList() {
  return useQuery({ queryKey: minutesQueryKey, queryFn: listMinutes });
}

/** Downloads the minutes as a PDF or Markdown file. */
export function downloadMinutes(id: string, format: MinutesFormat): Promise<string> {
  return downloadFile(`/minutes/${encodeURIComponent(id)}/export?format=${format}`, {
    accept: format === 'pdf' ? 'application/pdf' : 'text/markdown',
    fallbackName: `minutes.${format}`,
  });
}
