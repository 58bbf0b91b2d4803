// Meeting minutes: the list, one set of minutes, approving it, its PDF/Markdown export, and a
// meeting's attendance (read and recorded).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import type { Attendance, RecordAttendanceBody } from '../../../contracts/minutes.ts';
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

export function useApproveMinutes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Minutes>(`/minutes/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
    onSuccess: (minutes) => {
      client.setQueryData(minutesQueryOptions(id).queryKey, minutes);
      void client.invalidateQueries({ queryKey: minutesQueryKey });
    },
  });
}

const attendanceKey = (meetingId: string) => ['attendance', meetingId] as const;

export function useAttendance(meetingId: string) {
  return useQuery({
    queryKey: attendanceKey(meetingId),
    queryFn: () => apiFetch<Attendance>(`/meetings/${encodeURIComponent(meetingId)}/attendance`),
  });
}

export function useRecordAttendance(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordAttendanceBody) =>
      apiFetch<Attendance>(`/meetings/${encodeURIComponent(meetingId)}/attendance`, { method: 'PUT', body }),
    onSuccess: (attendance) => {
      client.setQueryData(attendanceKey(meetingId), attendance);
      // The minutes show the attendance while they are a draft.
      void client.invalidateQueries({ queryKey: minutesQueryKey });
    },
  });
}
