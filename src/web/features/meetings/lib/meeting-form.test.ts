import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  emptyMeetingValues,
  MEETING_TYPE_OPTIONS,
  toDateInput,
  toMeetingBody,
  toTimeInput,
  validateMeetingForm,
} from './meeting-form.ts';

describe('meeting form', () => {
  it('defaults to 60 minutes and REGULAR, types shown uppercase', () => {
    const values = emptyMeetingValues();
    expect(values.duration).toBe(60);
    expect(values.meeting_type).toBe('regular');
    expect(MEETING_TYPE_OPTIONS[0]).toEqual({ value: 'regular', label: 'REGULAR' });
  });

  it('requires title, date and time, and a duration from 15 to 480', () => {
    expect(validateMeetingForm(emptyMeetingValues())).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    const valid = { ...emptyMeetingValues('Q2 board'), date: '2026-05-01', time: '09:30' };
    expect(validateMeetingForm(valid)).toEqual({});
    expect(validateMeetingForm({ ...valid, duration: 10 }).duration).toMatch(/between 15 and 480/);
    expect(validateMeetingForm({ ...valid, duration: 481 }).duration).toMatch(/between 15 and 480/);
    expect(validateMeetingForm({ ...valid, duration: '' }).duration).toBe('Duration must be a number');
  });

  it('round-trips local date and time inputs', () => {
    const when = new Date(2026, 4, 1, 9, 5);
    expect(toDateInput(when)).toBe('2026-05-01');
    expect(toTimeInput(when)).toBe('09:05');
    expect(combineDateTime('2026-05-01', '09:05')?.getTime()).toBe(when.getTime());
    expect(combineDateTime('2026-05-01', '')).toBeNull();
  });

  it('builds the request body with an ISO date and trimmed optional fields', () => {
    const body = toMeetingBody(
      'b1',
      {
        ...emptyMeetingValues(' Q2 board '),
        date: '2026-05-01',
        time: '09:30',
        duration: '90',
        location: ' ',
      },
      'DRAFT',
    );
    expect(body).toEqual({
      board_id: 'b1',
      title: 'Q2 board',
      description: null,
      meeting_type: 'regular',
      scheduled_date: new Date(2026, 4, 1, 9, 30).toISOString(),
      scheduled_duration_minutes: 90,
      location: null,
      status: 'DRAFT',
    });
  });
});
