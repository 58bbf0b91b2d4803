// SQL for written resolutions: the directors a board would circulate to, the resolutions of a
// board with their tallies, one with its directors' votes, voting and closing once, and entering
// closed resolutions in the minutes of the board's next completed meeting.
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type {
  ResolutionRule,
  ResolutionStatus,
  ResolutionTally,
  ResolutionVote,
} from '../../../contracts/resolutions.ts';
import type { Db } from '../../db/client.ts';
import { displayName } from '../../db/person-columns.ts';
import {
  boardPositions,
  boards,
  decisionSessions,
  meetingMinutes,
  meetings,
  resolutionDirectors,
  resolutions,
  users,
} from '../../db/schema/index.ts';

export type ResolutionRow = typeof resolutions.$inferSelect;
export type DirectorRow = typeof resolutionDirectors.$inferSelect;

export function tallyOf(directors: readonly Pick<DirectorRow, 'vote'>[]): ResolutionTally {
  const count = (vote: ResolutionVote | null) => directors.filter((d) => d.vote === vote).length;
  return {
    approve: count('approve'),
    object: count('object'),
    abstain: count('abstain'),
    pending: count(null),
    directors: directors.length,
  };
}

export function createResolutionRepository(db: Db) {
  return {
    /** The people holding the board's human seats now, once each (their seats' titles joined). */
    async boardDirectors(boardId: string) {
      const rows = await db
        .select({ userId: users.id, name: displayName, seatTitle: boardPositions.title })
        .from(boardPositions)
        .innerJoin(users, eq(users.id, boardPositions.assignedUserId))
        .where(and(eq(boardPositions.boardId, boardId), eq(boardPositions.type, 'Human')))
        .orderBy(asc(boardPositions.positionNumber));
      const byUser = new Map<string, { userId: string; name: string; seatTitle: string }>();
      for (const row of rows) {
        const seen = byUser.get(row.userId);
        if (seen) seen.seatTitle = `${seen.seatTitle}, ${row.seatTitle}`;
        else byUser.set(row.userId, { ...row });
      }
      return [...byUser.values()];
    },

    async sessionOfBoard(sessionId: string, boardId: string) {
      const [row] = await db
        .select({ id: decisionSessions.id })
        .from(decisionSessions)
        .where(and(eq(decisionSessions.id, sessionId), eq(decisionSessions.boardId, boardId)));
      return row;
    },

    async insert(
      values: typeof resolutions.$inferInsert,
      directors: { userId: string; name: string; seatTitle: string }[],
    ): Promise<ResolutionRow> {
      const [row] = await db.insert(resolutions).values(values).returning();
      await db.insert(resolutionDirectors).values(directors.map((d) => ({ ...d, resolutionId: row!.id })));
      return row!;
    },

    /** A resolution with its board (for access), the linked session's topic and the minutes it is in. */
    async find(id: string) {
      const [row] = await db
        .select({
          resolution: resolutions,
          boardName: boards.name,
          organizationId: boards.organizationId,
          sessionTopic: decisionSessions.decisionTopic,
          minutesMeetingId: meetingMinutes.meetingId,
          minutesMeetingTitle: meetings.title,
        })
        .from(resolutions)
        .innerJoin(boards, eq(boards.id, resolutions.boardId))
        .leftJoin(decisionSessions, eq(decisionSessions.id, resolutions.sessionId))
        .leftJoin(meetingMinutes, eq(meetingMinutes.id, resolutions.minutesId))
        .leftJoin(meetings, eq(meetings.id, meetingMinutes.meetingId))
        .where(eq(resolutions.id, id));
      return row;
    },

    /** Locks the resolution for a vote or a close, so two of them at once see each other. */
    async lock(id: string): Promise<ResolutionRow | undefined> {
      const [row] = await db.select().from(resolutions).where(eq(resolutions.id, id)).for('update');
      return row;
    },

    async directorsOf(resolutionIds: string[]): Promise<DirectorRow[]> {
      if (resolutionIds.length === 0) return [];
      return db
        .select()
        .from(resolutionDirectors)
        .where(inArray(resolutionDirectors.resolutionId, resolutionIds))
        .orderBy(asc(resolutionDirectors.name));
    },

    /**
     * The resolutions circulated to this person, with their board: every open one, and the
     * `closedLimit` most recently closed (withdrawn ones aside).
     */
    async ofDirector(userId: string, closedLimit: number) {
      const columns = {
        resolution: resolutions,
        boardName: boards.name,
        organizationId: boards.organizationId,
      };
      const mine = and(
        eq(resolutionDirectors.resolutionId, resolutions.id),
        eq(resolutionDirectors.userId, userId),
      );
      const [open, closed] = await Promise.all([
        db
          .select(columns)
          .from(resolutions)
          .innerJoin(resolutionDirectors, mine)
          .innerJoin(boards, eq(boards.id, resolutions.boardId))
          .where(eq(resolutions.status, 'open'))
          .orderBy(asc(resolutions.closesAt))
          .limit(200),
        db
          .select(columns)
          .from(resolutions)
          .innerJoin(resolutionDirectors, mine)
          .innerJoin(boards, eq(boards.id, resolutions.boardId))
          .where(and(ne(resolutions.status, 'open'), ne(resolutions.status, 'withdrawn')))
          .orderBy(desc(resolutions.closedAt))
          .limit(closedLimit),
      ]);
      return { open, closed };
    },

    async listOfBoard(boardId: string): Promise<ResolutionRow[]> {
      return db
        .select()
        .from(resolutions)
        .where(eq(resolutions.boardId, boardId))
        .orderBy(desc(resolutions.createdAt))
        .limit(200);
    },

    /** Records a director's vote (a changed mind replaces it); false if they are not asked. */
    async vote(resolutionId: string, userId: string, vote: ResolutionVote, reason: string): Promise<boolean> {
      const rows = await db
        .update(resolutionDirectors)
        .set({ vote, reason, votedAt: sql`now()` })
        .where(
          and(eq(resolutionDirectors.resolutionId, resolutionId), eq(resolutionDirectors.userId, userId)),
        )
        .returning({ id: resolutionDirectors.id });
      return rows.length === 1;
    },

    /** Closes an open resolution; false when it was closed already. */
    async close(
      id: string,
      status: Exclude<ResolutionStatus, 'open'>,
      reason: 'decided' | 'deadline' | 'withdrawn',
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(resolutions)
        .set({ status, closedReason: reason, closedAt: at })
        .where(and(eq(resolutions.id, id), eq(resolutions.status, 'open')))
        .returning({ id: resolutions.id });
      return rows.length === 1;
    },

    /** Enters the board's decided resolutions not yet in any minutes into these minutes. */
    async enterInMinutes(boardId: string, minutesId: string): Promise<void> {
      await db
        .update(resolutions)
        .set({ minutesId })
        .where(
          and(
            eq(resolutions.boardId, boardId),
            isNull(resolutions.minutesId),
            isNotNull(resolutions.closedAt),
            ne(resolutions.status, 'withdrawn'),
          ),
        );
    },

    async ofMinutes(minutesId: string): Promise<ResolutionRow[]> {
      return db
        .select()
        .from(resolutions)
        .where(eq(resolutions.minutesId, minutesId))
        .orderBy(asc(resolutions.closedAt));
    },
  };
}
export type ResolutionRepository = ReturnType<typeof createResolutionRepository>;
export type { ResolutionRule };
