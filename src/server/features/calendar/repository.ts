// SQL for calendars: a person's feed secret, the meetings their feed lists, and what a meeting's
// invitation names (its board's owner as organizer, the people told of its changes as attendees).
import { and, asc, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { type ActorRow, actorColumns } from '../../db/actor-columns.ts';
import { visibleBoards } from '../../db/actor-scope.ts';
import type { Db } from '../../db/client.ts';
import { displayName } from '../../db/person-columns.ts';
import { boards, calendarFeeds, meetings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../policy.ts';
import { createBoardPeople } from '../boards/people.ts';

/** Meetings a calendar shows: scheduled, under way or held (drafts and the agenda pool are not meetings yet). */
const ON_CALENDAR = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'];
/** How far back a feed reaches: a year of meetings is history enough for a calendar. */
const FEED_HISTORY_DAYS = 366;
/** A bound on one feed, whatever happens. */
const FEED_MAX_MEETINGS = 2000;

export interface CalendarMeetingRow {
  id: string;
  boardId: string;
  organizationId: string;
  boardName: string;
  title: string;
  description: string | null;
  scheduledDate: Date;
  durationMinutes: number;
  location: string | null;
  status: string;
  sequence: number;
  isPool: boolean;
}

const meetingColumns = {
  id: meetings.id,
  boardId: meetings.boardId,
  organizationId: boards.organizationId,
  boardName: boards.name,
  title: meetings.title,
  description: meetings.description,
  scheduledDate: meetings.scheduledDate,
  durationMinutes: meetings.scheduledDurationMinutes,
  location: meetings.location,
  status: meetings.status,
  sequence: meetings.calendarSequence,
  isPool: meetings.isPool,
};

export function createCalendarRepository(db: Db) {
  return {
    async feedOf(userId: string): Promise<{ createdAt: Date } | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row;
    },

    /** Sets the user's one feed secret: a new one replaces (and so ends) the old. */
    async replaceFeed(userId: string, tokenHash: string, at: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
    },

    async removeFeed(userId: string): Promise<boolean> {
      const rows = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId });
      return rows.length > 0;
    },

    /** The feed's owner with what authorization needs; a disabled account has no feed. */
    async actorOfFeed(tokenHash: string): Promise<ActorRow | undefined> {
      const [row] = await db
        .select({ user: users, ...actorColumns })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.disabledAt)))
        .limit(1);
      return row;
    },

    /** The meetings of every board the actor sees (the same rule as the board list), oldest first. */
    async meetingsVisibleTo(actor: Actor, since: Date): Promise<CalendarMeetingRow[]> {
      const from = new Date(since.getTime() - FEED_HISTORY_DAYS * 86_400_000);
      return db
        .select(meetingColumns)
        .from(meetings)
        .innerJoin(boards, eq(boards.id, meetings.boardId))
        .where(
          and(
            visibleBoards(actor),
            eq(meetings.isPool, false),
            inArray(meetings.status, ON_CALENDAR),
            gte(meetings.scheduledDate, from),
          ),
        )
        .orderBy(asc(meetings.scheduledDate), asc(meetings.id))
        .limit(FEED_MAX_MEETINGS);
    },

    async meeting(id: string): Promise<CalendarMeetingRow | undefined> {
      const [row] = await db
        .select(meetingColumns)
        .from(meetings)
        .innerJoin(boards, eq(boards.id, meetings.boardId))
        .where(eq(meetings.id, id));
      return row;
    },

    /** The board's owner, who stands as the organizer of its meetings. */
    async ownerOf(boardId: string): Promise<{ name: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ name: displayName, email: users.email })
        .from(boards)
        .innerJoin(users, eq(users.id, boards.ownerId))
        .where(eq(boards.id, boardId));
      return row;
    },

    /** The people told of the meeting's changes (its roster), with an address. */
    async attendees(boardId: string, organizationId: string): Promise<{ name: string; email: string }[]> {
      const roster = await createBoardPeople(db).roster(boardId, organizationId);
      if (roster.length === 0) return [];
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            inArray(
              users.id,
              roster.map((p) => p.userId),
            ),
            ne(users.isGuest, true),
          ),
        );
      const emailOf = new Map(rows.map((r) => [r.id, r.email]));
      return roster.flatMap((p) => {
        const email = emailOf.get(p.userId);
        return email ? [{ name: p.name, email }] : [];
      });
    },
  };
}
