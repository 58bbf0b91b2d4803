// The iCalendar text of meetings, read back with another library (ical.js) the way a calendar
// would: the method, one UID per meeting whatever the version, SEQUENCE, times in UTC, the
// organizer and attendees, and text with commas, semicolons and line breaks unharmed.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarMeeting, meetingFeed, meetingInvitation } from './ics.ts';

const meeting = (overrides: Partial<CalendarMeeting> = {}): CalendarMeeting => ({
  id: '6f1c2b0e-5a8d-4f7e-9b1a-2c3d4e5f6a7b',
  title: 'Budget, review; Q4',
  description: 'First line\nSecond line, with a comma; and a semicolon',
  boardName: 'Seed Board',
  start: new Date('2026-12-01T14:00:00Z'),
  durationMinutes: 90,
  location: 'Berlin, Room 2',
  url: 'https://boardwise.test/board/b/meeting/m/agenda',
  sequence: 3,
  organizer: { name: 'Olga Owner', email: 'olga@example.com' },
  attendees: [
    { name: 'Olga Owner', email: 'olga@example.com' },
    { name: 'Dan Director', email: 'dan@example.com' },
  ],
  status: 'scheduled',
  ...overrides,
});
const options = { host: 'boardwise.test', stamp: new Date('2026-11-25T10:00:00Z') };

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: new ICAL.Event(events[0]!) };
}

describe('a meeting invitation', () => {
  it('is a REQUEST with the meeting, its times in UTC, organizer and attendees', () => {
    const { calendar, events, event } = read(meetingInvitation(meeting(), options));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(events).toHaveLength(1);
    expect(event.uid).toBe('meeting-6f1c2b0e-5a8d-4f7e-9b1a-2c3d4e5f6a7b@boardwise.test');
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.summary).toBe('Budget, review; Q4 (Seed Board)');
    expect(event.location).toBe('Berlin, Room 2');
    expect(event.description).toContain('First line\nSecond line, with a comma; and a semicolon');
    expect(event.description).toContain('https://boardwise.test/board/b/meeting/m/agenda');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://boardwise.test/board/b/meeting/m/agenda',
    );
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(event.organizer).toLowerCase()).toBe('mailto:olga@example.com');
    const attendees = event.attendees.map((a) => String(a.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(['mailto:olga@example.com', 'mailto:dan@example.com']);
    expect(event.attendees[1]!.getParameter('cn')).toBe('Dan Director');
  });

  it('without a place, the meeting page is where it happens', () => {
    const { event } = read(meetingInvitation(meeting({ location: null }), options));
    expect(event.location).toBe('https://boardwise.test/board/b/meeting/m/agenda');
  });

  it('a cancellation is a CANCEL of the same UID with a higher SEQUENCE', () => {
    const invited = read(meetingInvitation(meeting(), options)).event;
    const { calendar, event } = read(
      meetingInvitation(meeting({ status: 'cancelled', sequence: 4 }), options),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(invited.uid);
    expect(event.sequence).toBeGreaterThan(invited.sequence);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('a calendar feed', () => {
  it('publishes every meeting once, without a method or the people', () => {
    const other = meeting({ id: 'a5b0f3c2-0000-4000-8000-000000000001', title: 'Strategy', status: 'held' });
    const { calendar, events } = read(
      meetingFeed([meeting(), other], { ...options, name: 'Boardwise meetings' }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Boardwise meetings');
    const read2 = events.map((e) => new ICAL.Event(e));
    expect(read2.map((e) => e.uid)).toEqual([
      'meeting-6f1c2b0e-5a8d-4f7e-9b1a-2c3d4e5f6a7b@boardwise.test',
      'meeting-a5b0f3c2-0000-4000-8000-000000000001@boardwise.test',
    ]);
    expect(read2.every((e) => e.attendees.length === 0 && e.organizer === null)).toBe(true);
  });

  it('an empty feed is still a calendar', () => {
    const { calendar, events } = read(meetingFeed([], { ...options, name: 'Boardwise meetings' }));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
  });
});
