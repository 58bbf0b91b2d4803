// Attendance at a meeting and the quorum it makes: read by whoever sees the board, recorded by
// whoever manages its meetings from the start of the meeting until its minutes are approved.
import {
  type Attendance,
  type AttendanceStatus,
  MINUTES_MESSAGES,
  quorumOf,
  type RecordAttendanceBody,
} from '../../../contracts/minutes.ts';
import type { Db } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { auditedChange } from '../audit/audit-log.ts';
import { type BoardPeople, createBoardPeople } from '../boards/people.ts';
import { createMeetingReader, loadMeeting, type MeetingWithBoard } from '../meetings/access.ts';
import { createMinutesRepository, type MinutesRepository } from './repository.ts';

const RECORDABLE = new Set(['IN_PROGRESS', 'COMPLETED']);

/** The roster with what was recorded, and the quorum; `editable` for this actor now. */
export async function readAttendance(
  { repository, people }: { repository: MinutesRepository; people: Pick<BoardPeople, 'roster'> },
  actor: Actor,
  meeting: MeetingWithBoard,
): Promise<Attendance> {
  const roster = await people.roster(meeting.boardId, meeting.boardOrganizationId);
  const recorded = await repository.attendanceOf(meeting.id);
  const { seats, quorum } = await repository.seatsOf(meeting.boardId);
  const filed = await repository.minutesOfMeeting(meeting.id);
  const humans = seats.filter((s) => s.type === 'Human');
  const seatOf = new Map(humans.flatMap((s) => (s.userId ? [[s.userId, s.title] as const] : [])));
  const board = { id: meeting.boardId, organizationId: meeting.boardOrganizationId };
  return {
    entries: roster.map((person) => ({
      user_id: person.userId,
      name: person.name,
      seat_title: seatOf.get(person.userId) ?? null,
      status: recorded.get(person.userId) ?? null,
    })),
    quorum: quorumOf({
      aiSeats: seats.length - humans.length,
      humanSeatHolders: humans.map((s) => s.userId),
      boardQuorum: quorum,
      statuses: recorded,
    }),
    editable:
      RECORDABLE.has(meeting.status) && !filed?.approvedAt && canOnBoard(actor, 'manage_meetings', board),
  };
}

export function createAttendanceService(db: Db) {
  const meetings = createMeetingReader(db);
  const minutes = createMinutesRepository(db);
  const sources = { repository: minutes, people: createBoardPeople(db) };

  return {
    async get(actor: Actor, meetingId: string): Promise<Attendance> {
      return readAttendance(sources, actor, await loadMeeting(meetings, actor, meetingId));
    },

    async record(actor: Actor, meetingId: string, body: RecordAttendanceBody): Promise<Attendance> {
      const meeting = await loadMeeting(meetings, actor, meetingId, 'manage_meetings');
      if (meeting.isPool || !RECORDABLE.has(meeting.status)) throw conflict(MINUTES_MESSAGES.notRunning);
      if ((await minutes.minutesOfMeeting(meeting.id))?.approvedAt) throw conflict(MINUTES_MESSAGES.approved);
      const roster = new Set(
        (await sources.people.roster(meeting.boardId, meeting.boardOrganizationId)).map((p) => p.userId),
      );
      if (body.entries.some((e) => !roster.has(e.user_id))) throw unprocessable(MINUTES_MESSAGES.notOnRoster);
      const entries = [...new Map(body.entries.map((e) => [e.user_id, e.status as AttendanceStatus]))].map(
        ([userId, status]) => ({ userId, status }),
      );
      await auditedChange(
        db,
        actor,
        (tx) => createMinutesRepository(tx).recordAttendance(meeting.id, entries),
        () => ({
          organizationId: meeting.boardOrganizationId,
          action: 'meeting.attendance_recorded',
          targetType: 'meeting',
          targetId: meeting.id,
          summary: `Recorded attendance of ${entries.length} ${entries.length === 1 ? 'person' : 'people'} at ${meeting.title} (${meeting.boardName})`,
        }),
      );
      return readAttendance(sources, actor, meeting);
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
