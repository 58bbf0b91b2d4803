// The Schedule Meeting form: title, date and time required; duration
// 15–480 minutes (default 60); type REGULAR by default, shown uppercase, sent lowercase.
import {
  type CreateMeetingBody,
  MEETING_DURATION,
  MEETING_TYPES,
  type MeetingType,
} from '../../../../contracts/meetings.ts';
import { durationError } from './duration.ts';

export interface MeetingFormValues {
  title: string;
  /** yyyy-mm-dd (local) */
  date: string;
  /** hh:mm (local) */
  time: string;
  duration: number | string;
  meeting_type: MeetingType;
  location: string;
  description: string;
}

export const MEETING_TYPE_OPTIONS = MEETING_TYPES.map((value) => ({ value, label: value.toUpperCase() }));

export function emptyMeetingValues(title = ''): MeetingFormValues {
  return {
    title,
    date: '',
    time: '',
    duration: MEETING_DURATION.default,
    meeting_type: 'regular',
    location: '',
    description: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as a date input's value (yyyy-mm-dd). */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local time as a time input's value (hh:mm). */
export function toTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date and time inputs as one instant, or null when either is missing or invalid. */
export function combineDateTime(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const value = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(value.getTime()) ? null : value;
}

export function validateMeetingForm(
  values: MeetingFormValues,
): Partial<Record<keyof MeetingFormValues, string>> {
  const errors: Partial<Record<keyof MeetingFormValues, string>> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  else if (values.title.trim().length > 200) errors.title = 'Keep the title to 200 characters';
  if (!values.date.trim()) errors.date = 'Date is required';
  if (!values.time.trim()) errors.time = 'Time is required';
  if (!errors.date && !errors.time && !combineDateTime(values.date, values.time)) {
    errors.date = 'Enter a valid date';
  }
  errors.duration = durationError(values.duration, MEETING_DURATION);
  return errors;
}

/** The request body for valid form values (`status` DRAFT keeps it a draft). */
export function toMeetingBody(
  boardId: string,
  values: MeetingFormValues,
  status: 'DRAFT' | 'SCHEDULED',
): CreateMeetingBody {
  const when = combineDateTime(values.date, values.time);
  if (!when) throw new Error('The meeting needs a date and time');
  return {
    board_id: boardId,
    title: values.title.trim(),
    description: values.description.trim() || null,
    meeting_type: values.meeting_type,
    scheduled_date: when.toISOString(),
    scheduled_duration_minutes: Number(values.duration),
    location: values.location.trim() || null,
    status,
  };
}
