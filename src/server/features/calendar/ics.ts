// iCalendar text for meetings, through ical-generator (never by hand: escaping, folding and the
// iTIP rules are its job). One event per meeting with a UID that never changes, so an invitation,
// its moves and its cancellation land on the same calendar entry; SEQUENCE tells a calendar
// which version is newer. Times are written in UTC (`…Z`), the zone the app stores and shows
// them in: every calendar converts them to its reader's own zone (ADR 47).
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { PersonDeadline } from '../../lib/deadlines.ts';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarMeeting {
  id: string;
  title: string;
  description: string | null;
  boardName: string;
  start: Date;
  durationMinutes: number;
  location: string | null;
  /** The meeting's page in the app. */
  url: string;
  sequence: number;
  organizer: CalendarPerson | null;
  attendees: CalendarPerson[];
  status: 'scheduled' | 'held' | 'cancelled';
}

/** Something awaiting the feed's owner, due at a time (filled by the features that make people wait). */
export type CalendarDeadline = PersonDeadline;

/** How long a deadline's entry lasts on a calendar, ending at the time it is due. */
const DEADLINE_ENTRY_MINUTES = 30;

/** The meeting's event UID: the same in every invitation, update, cancellation and feed. */
export const meetingUid = (meetingId: string, host: string) => `meeting-${meetingId}@${host}`;

const PRODUCT = { company: 'Boardwise', product: 'Boardwise', language: 'EN' } as const;

function descriptionOf(meeting: CalendarMeeting): string {
  return [meeting.description?.trim(), `Board: ${meeting.boardName}`, `Open the meeting: ${meeting.url}`]
    .filter(Boolean)
    .join('\n\n');
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  meeting: CalendarMeeting,
  options: { host: string; stamp: Date; withPeople: boolean },
) {
  calendar.createEvent({
    id: meetingUid(meeting.id, options.host),
    sequence: meeting.sequence,
    stamp: options.stamp,
    start: meeting.start,
    end: new Date(meeting.start.getTime() + meeting.durationMinutes * 60_000),
    summary: `${meeting.title} (${meeting.boardName})`,
    description: descriptionOf(meeting),
    // A room when one was given; otherwise the meeting's page is where it happens.
    location: meeting.location ?? meeting.url,
    url: meeting.url,
    status: meeting.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(options.withPeople && meeting.organizer ? { organizer: meeting.organizer } : {}),
    ...(options.withPeople
      ? {
          attendees: meeting.attendees.map((person) => ({
            ...person,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            // Replies go nowhere the app reads: calendars should not offer to send one.
            rsvp: false,
          })),
        }
      : {}),
  });
}

/**
 * The invitation mailed with a meeting's e-mail: METHOD:REQUEST for a meeting scheduled or
 * moved, METHOD:CANCEL (same UID, higher SEQUENCE) for one cancelled.
 */
export function meetingInvitation(meeting: CalendarMeeting, options: { host: string; stamp: Date }): string {
  const cancelled = meeting.status === 'cancelled';
  const calendar = ical({
    prodId: PRODUCT,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, meeting, { ...options, withPeople: true });
  return calendar.toString();
}

/**
 * A person's private feed: their boards' meetings and what awaits them with a deadline, published
 * (no METHOD:REQUEST: a subscribed calendar is read-only, nobody is being invited by it).
 */
export function meetingFeed(
  meetings: CalendarMeeting[],
  options: { host: string; stamp: Date; name: string; deadlines?: CalendarDeadline[] },
): string {
  const calendar = ical({ prodId: PRODUCT, name: options.name, ttl: 60 * 15 });
  for (const meeting of meetings) addEvent(calendar, meeting, { ...options, withPeople: false });
  for (const deadline of options.deadlines ?? [])
    calendar.createEvent({
      id: `deadline-${deadline.key}@${options.host}`,
      stamp: options.stamp,
      // An entry that ends when it is due: a calendar shows it before the time, not after.
      start: new Date(deadline.due.getTime() - DEADLINE_ENTRY_MINUTES * 60_000),
      end: deadline.due,
      summary: `Due: ${deadline.title} (${deadline.boardName})`,
      description: [deadline.description, `Board: ${deadline.boardName}`, `Open it: ${deadline.url}`].join(
        '\n\n',
      ),
      location: deadline.url,
      url: deadline.url,
      status: ICalEventStatus.CONFIRMED,
    });
  return calendar.toString();
}
