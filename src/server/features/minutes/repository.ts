// SQL for attendance, quorum and approval: who may be recorded at a meeting (the board's
// human-seat holders and the organization's people who see the board), what was recorded, the
// board's seats and quorum, and approving minutes once.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '../../../contracts/minutes.ts';
import type { Db } from '../../db/client.ts';
import {
  boardMembers,
  boardPositions,
  boards,
  meetingAttendance,
  meetingMinutes,
  organizationMembers,
  users,
} from '../../db/schema/index.ts';

export interface RosterPerson {
  userId: string;
  name: string;
}

const displayName = sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`;

export function createMinutesRepository(db: Db) {
  return {
    /** The board's seats (kind and holder) and the quorum it set. */
    async seatsOf(boardId: string) {
      const [board] = await db.select({ quorum: boards.quorum }).from(boards).where(eq(boards.id, boardId));
      const seats = await db
        .select({
          title: boardPositions.title,
          type: boardPositions.type,
          userId: boardPositions.assignedUserId,
        })
        .from(boardPositions)
        .where(eq(boardPositions.boardId, boardId))
        .orderBy(boardPositions.positionNumber);
      return { quorum: board?.quorum ?? null, seats };
    },

    /**
     * People who may be recorded: human-seat holders, the organization's Admins and Managers, and
     * Members added to the board.
     */
    async roster(boardId: string, organizationId: string): Promise<RosterPerson[]> {
      const seated = db
        .select({ userId: boardPositions.assignedUserId })
        .from(boardPositions)
        .where(and(eq(boardPositions.boardId, boardId), eq(boardPositions.type, 'Human')));
      const onBoard = db
        .select({ userId: boardMembers.userId })
        .from(boardMembers)
        .where(eq(boardMembers.boardId, boardId));
      const staff = db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            inArray(organizationMembers.role, ['admin', 'manager']),
          ),
        );
      return db
        .select({ userId: users.id, name: displayName })
        .from(users)
        .where(or(inArray(users.id, seated), inArray(users.id, onBoard), inArray(users.id, staff)))
        .orderBy(displayName);
    },

    async attendanceOf(meetingId: string): Promise<Map<string, AttendanceStatus>> {
      const rows = await db
        .select({ userId: meetingAttendance.userId, status: meetingAttendance.status })
        .from(meetingAttendance)
        .where(eq(meetingAttendance.meetingId, meetingId));
      return new Map(rows.map((r) => [r.userId, r.status as AttendanceStatus]));
    },

    async recordAttendance(meetingId: string, entries: { userId: string; status: AttendanceStatus }[]) {
      if (entries.length === 0) return;
      await db
        .insert(meetingAttendance)
        .values(entries.map((e) => ({ meetingId, userId: e.userId, status: e.status })))
        .onConflictDoUpdate({
          target: [meetingAttendance.meetingId, meetingAttendance.userId],
          set: { status: sql`excluded.status`, recordedAt: sql`now()` },
        });
    },

    /** Minutes of a meeting, with whether they are approved. */
    async minutesOfMeeting(meetingId: string) {
      const [row] = await db
        .select({ id: meetingMinutes.id, approvedAt: meetingMinutes.approvedAt })
        .from(meetingMinutes)
        .where(eq(meetingMinutes.meetingId, meetingId));
      return row;
    },

    /** Approves draft minutes; false when they were approved already (by someone else, at once). */
    async approve(
      minutesId: string,
      values: { approvedById: string; approvedByName: string; approvedAttendance: Record<string, unknown> },
    ): Promise<boolean> {
      const rows = await db
        .update(meetingMinutes)
        .set({ ...values, approvedAt: sql`now()` })
        .where(and(eq(meetingMinutes.id, minutesId), isNull(meetingMinutes.approvedAt)))
        .returning({ id: meetingMinutes.id });
      return rows.length === 1;
    },
  };
}
export type MinutesRepository = ReturnType<typeof createMinutesRepository>;
