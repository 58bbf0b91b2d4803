// The calendar invitation (.ics) sent with a meeting's e-mail. Built when the mail job runs, from
// the change's dedupe key (which meeting, which SEQUENCE) and the meeting as it is then; the same
// file goes to every person told of that change.
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { parseMeetingChangeKey } from '../notifications/notify-meetings.ts';
import { type CalendarMeeting, meetingInvitation } from './ics.ts';
import { type CalendarMeetingRow, createCalendarRepository } from './repository.ts';

export const meetingPath = (meeting: { id: string; boardId: string }) =>
  `/board/${meeting.boardId}/meeting/${meeting.id}/agenda`;

export const calendarHost = (publicUrl: string) => new URL(publicUrl).host;

export function toCalendarMeeting(
  row: CalendarMeetingRow,
  publicUrl: string,
  extra: Partial<CalendarMeeting> = {},
): CalendarMeeting {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    boardName: row.boardName,
    start: row.scheduledDate,
    durationMinutes: row.durationMinutes,
    location: row.location,
    url: `${publicUrl}${meetingPath(row)}`,
    sequence: row.sequence,
    organizer: null,
    attendees: [],
    status: row.status === 'SCHEDULED' ? 'scheduled' : 'held',
    ...extra,
  };
}

export function createMeetingInvitations(deps: { db: Db; publicUrl: string; now?: () => Date }) {
  const calendars = createCalendarRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    /** The invitation for the change this dedupe key names; null for other keys. */
    async forKey(dedupeKey: string): Promise<MailAttachment | null> {
      const change = parseMeetingChangeKey(dedupeKey);
      if (!change) return null;
      const row = await calendars.meeting(change.meetingId);
      // Deleted since, or cancelled since an invitation was queued: a REQUEST would revive it.
      if (!row || row.isPool) return null;
      const cancelled = change.change === 'meeting_cancelled';
      if (!cancelled && row.status === 'DRAFT') return null;
      const [owner, attendees] = await Promise.all([
        calendars.ownerOf(row.boardId),
        calendars.attendees(row.boardId, row.organizationId),
      ]);
      const meeting = toCalendarMeeting(row, deps.publicUrl, {
        sequence: change.sequence,
        organizer: owner?.email ? { name: owner.name, email: owner.email } : null,
        attendees,
        status: cancelled ? 'cancelled' : 'scheduled',
      });
      const method = cancelled ? 'CANCEL' : 'REQUEST';
      return {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        content: meetingInvitation(meeting, { host: calendarHost(deps.publicUrl), stamp: now() }),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      };
    },
  };
}
export type MeetingInvitations = ReturnType<typeof createMeetingInvitations>;
