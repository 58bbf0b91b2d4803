// Display names and colours for meeting statuses and agenda item statuses, and date formatting
// (agenda item type labels are shared: src/web/shared/lib/agenda-items.ts).
import type { MeetingStatus } from '../../../../contracts/meetings.ts';

export const STATUS_LABELS: Record<MeetingStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  IN_PROGRESS: { label: 'In Progress', color: 'orange' },
  COMPLETED: { label: 'Completed', color: 'green' },
};

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
