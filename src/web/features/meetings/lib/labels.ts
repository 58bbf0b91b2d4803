// Display names and colours for meeting statuses and agenda item types, and date formatting.
import type { AgendaItemType, MeetingStatus } from '../../../../contracts/meetings.ts';

export const STATUS_LABELS: Record<MeetingStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  IN_PROGRESS: { label: 'In Progress', color: 'orange' },
  COMPLETED: { label: 'Completed', color: 'green' },
};

export const ITEM_TYPE_OPTIONS: { value: AgendaItemType; label: string }[] = [
  { value: 'DISCUSSION', label: 'Discussion' },
  { value: 'DECISION', label: 'Decision' },
  { value: 'INFORMATION', label: 'Information' },
  { value: 'APPROVAL', label: 'Approval' },
];

export const ITEM_TYPE_LABELS = Object.fromEntries(
  ITEM_TYPE_OPTIONS.map((o) => [o.value, o.label]),
) as Record<AgendaItemType, string>;

export const ITEM_STATUS_LABELS = { pending: 'Pending', in_progress: 'In progress', done: 'Done' } as const;

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Fri, May 1, 2026' */
export function formatLongDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString(undefined, {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : 'No date';
}

/** '9:30 AM' */
export function formatTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }) : '—';
}

/** 'Fri, May 1, 2026 at 9:30 AM' */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatLongDate(value)} at ${formatTime(value)}` : 'Not recorded';
}
