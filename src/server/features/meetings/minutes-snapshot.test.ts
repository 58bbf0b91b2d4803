import { describe, expect, it } from 'vitest';
import { completedMeetingDetail } from '../../test/meetings.ts';
import { minutesSnapshot, readMinutesSnapshot, UnreadableMinutesError } from './minutes-snapshot.ts';

const meeting = completedMeetingDetail();

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
