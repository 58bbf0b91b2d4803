// How a resolution's status reads and looks, shared by the register and the resolution page.
import type { ResolutionStatus } from '../../../../contracts/resolutions.ts';

export const STATUS_COLORS: Readonly<Record<ResolutionStatus, string>> = {
  open: 'blue',
  passed: 'teal',
  failed: 'red',
  withdrawn: 'gray',
};

/** A date and time in the reader's zone, with the day: 'Wed 25 Nov 2026, 14:02'. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The value a datetime-local input takes for a date, in the reader's zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
