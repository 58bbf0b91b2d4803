import { describe, expect, it } from 'vitest';
import type { MeetingDetail } from '../../../contracts/meetings.ts';
import { minutesSnapshot, readMinutesSnapshot, UnreadableMinutesError } from './minutes-snapshot.ts';

const meeting: MeetingDetail = {
  id: 'm1',
  board_id: 'b1',
  board_name: 'Board',
  title: 'Q4',
  description: null,
  meeting_type: 'regular',
  scheduled_date: '2026-12-01T10:00:00.000Z',
  scheduled_duration_minutes: 60,
  location: null,
  status: 'COMPLETED',
  attendees: [],
  started_at: null,
  ended_at: null,
  agenda_item_count: 0,
  completed_item_count: 0,
  agenda_count: 0,
  total_duration_minutes: 0,
  minutes_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  agenda_items: [],
  action_items: [],
};

describe('minutes snapshots', () => {
  it('reads what it writes', () => {
    expect(readMinutesSnapshot(JSON.parse(JSON.stringify(minutesSnapshot(meeting))))).toEqual(meeting);
  });

  it('reads minutes filed before snapshots had a version', () => {
    expect(readMinutesSnapshot(JSON.parse(JSON.stringify(meeting)))).toEqual(meeting);
  });

  it('refuses content of another shape instead of passing it on', () => {
    expect(() => readMinutesSnapshot({ version: 2, meeting: { title: 'Q4' } })).toThrow(
      UnreadableMinutesError,
    );
    expect(() => readMinutesSnapshot({ title: 'Q4' })).toThrow(UnreadableMinutesError);
  });
});
