// Meeting minutes (spec §3 Minutes, §7): the list, one set of minutes, and its PDF/Markdown export.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import { apiFetch, apiResponse } from './api-client.ts';

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

/** The exported file, fetched with the bearer token; the name comes from Content-Disposition. */
export async function exportMinutes(
  id: string,
  format: MinutesFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse(`/minutes/${encodeURIComponent(id)}/export?format=${format}`, {
    headers: { Accept: format === 'pdf' ? 'application/pdf' : 'text/markdown' },
  });
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const fileName = match?.[1] ? decodeURIComponent(match[1]) : `minutes.${format}`;
  return { blob, fileName };
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
