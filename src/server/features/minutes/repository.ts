// SQL for attendance, quorum and approval: what was recorded at a meeting (of the board's roster,
// boards/people.ts), the board's seats and quorum, and approving minutes once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '../../../contracts/minutes.ts';
import type { Db } from '../../db/client.ts';
import { boardPositions, boards, meetingAttendance, meetingMinutes } from '../../db/schema/index.ts';

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
