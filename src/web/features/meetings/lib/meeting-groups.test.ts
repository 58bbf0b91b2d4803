import { describe, expect, it } from 'vitest';
import { groupMeetings, meetingActions } from './meeting-groups.ts';

const at = (iso: string) => iso;
const meeting = (id: string, status: 'DRAFT' | 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED', date: string) => ({
  id,
  status,
  scheduled_date: at(date),
  agenda_item_count: 0,
});

describe('groupMeetings', () => {
  it('puts each meeting under its tabs, sorted by scheduled date', () => {
    const groups = groupMeetings([
      meeting('later', 'SCHEDULED', '2026-05-02T10:00:00Z'),
      meeting('draft', 'DRAFT', '2026-05-01T10:00:00Z'),
      meeting('live', 'IN_PROGRESS', '2026-04-01T10:00:00Z'),
      meeting('done', 'COMPLETED', '2026-03-01T10:00:00Z'),
      meeting('soon', 'SCHEDULED', '2026-04-30T10:00:00Z'),
    ]);
    expect(groups.upcoming.map((m) => m.id)).toEqual(['soon', 'draft', 'later']);
    expect(groups.drafts.map((m) => m.id)).toEqual(['draft']);
    expect(groups.in_progress.map((m) => m.id)).toEqual(['live']);
    expect(groups.completed.map((m) => m.id)).toEqual(['done']);
  });

  it('gives empty lists when there are no meetings', () => {
    expect(groupMeetings([])).toEqual({ upcoming: [], in_progress: [], completed: [], drafts: [] });
  });
});

describe('meetingActions', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('offers Start from 15 minutes before a scheduled meeting', () => {
    expect(meetingActions(meeting('a', 'SCHEDULED', '2026-05-01T10:15:00Z'), now)).toMatchObject({
      start: true,
      startsLater: false,
      delete: false,
    });
    expect(meetingActions(meeting('a', 'SCHEDULED', '2026-05-01T10:16:00Z'), now)).toMatchObject({
      start: false,
      startsLater: true,
    });
  });

  it('names the agenda action after the item count and hides it once completed', () => {
    expect(meetingActions(meeting('a', 'DRAFT', '2026-06-01T10:00:00Z'), now).agenda).toBe('Add Items');
    expect(
      meetingActions({ ...meeting('a', 'SCHEDULED', '2026-06-01T10:00:00Z'), agenda_item_count: 2 }, now)
        .agenda,
    ).toBe('Manage Agenda');
    expect(meetingActions(meeting('a', 'COMPLETED', '2026-04-01T10:00:00Z'), now)).toMatchObject({
      agenda: null,
      minutes: true,
      start: false,
    });
  });

  it('continues in-progress meetings and deletes only drafts', () => {
    expect(meetingActions(meeting('a', 'IN_PROGRESS', '2026-04-01T10:00:00Z'), now)).toMatchObject({
      continue: true,
      delete: false,
    });
    expect(meetingActions(meeting('a', 'DRAFT', '2026-04-01T10:00:00Z'), now)).toMatchObject({
      delete: true,
      start: false,
    });
  });

  it('offers someone without Manage Meetings only what they may read', () => {
    expect(meetingActions(meeting('a', 'SCHEDULED', '2026-05-01T10:15:00Z'), now, false)).toEqual({
      agenda: 'View Agenda',
      start: false,
      startsLater: false,
      continue: false,
      minutes: false,
      delete: false,
    });
    expect(meetingActions(meeting('a', 'DRAFT', '2026-06-01T10:00:00Z'), now, false).delete).toBe(false);
    expect(meetingActions(meeting('a', 'COMPLETED', '2026-04-01T10:00:00Z'), now, false)).toMatchObject({
      agenda: null,
      minutes: true,
    });
  });
});
