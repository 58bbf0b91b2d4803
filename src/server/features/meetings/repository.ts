// SQL for meetings, their agenda items, action items and minutes.
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { boardScopeValues, visibleBoardsPlaceholders } from '../../db/actor-scope.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { flattenJoined } from '../../db/rows.ts';
import { agendaItems, boards, meetingActionItems, meetingMinutes, meetings } from '../../db/schema/index.ts';
import type { Actor } from '../../policy.ts';

/** A seat's vote as a recorded decision keeps it. */
export type { DecisionVoteRecord } from '../../db/schema/meetings.ts';

export type MeetingRow = typeof meetings.$inferSelect;
export type AgendaItemRow = typeof agendaItems.$inferSelect;
export type ActionItemRow = typeof meetingActionItems.$inferSelect;
export type MinutesRow = typeof meetingMinutes.$inferSelect;
export interface MeetingWithBoard extends MeetingRow {
  boardName: string;
  boardOrganizationId: string;
}

/** A line of the minutes list. */
export interface MinutesListRow {
  id: string;
  decisionCount: number;
  actionCount: number;
  createdAt: Date;
  meetingId: string;
  boardId: string;
  meetingTitle: string;
  meetingDate: Date;
  boardName: string;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters at ~25 columns a row. */
const INSERT_CHUNK = 100;

/**
 * A board (for the access check) and its meetings for the list, each with its agenda tally and
 * minutes, in one statement: one row per meeting, or one without a meeting when it has none. The
 * board's agenda items are counted once, grouped by meeting, not once per meeting and figure.
 */
function meetingsOfBoardStatement(db: Db) {
  const boardId = sql`${sql.placeholder('boardId')}::uuid`;
  const tallies = db.$with('tallies').as(
    db
      .select({
        meetingId: sql<string>`${agendaItems.meetingId}`.as('tally_meeting_id'),
        itemCount: count().as('item_count'),
        doneCount: sql<number>`count(*) filter (where ${agendaItems.status} = 'done')`.as('done_count'),
        durationMinutes: sql<number>`sum(${agendaItems.estimatedDurationMinutes})`.as('duration_minutes'),
      })
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.boardId, boardId))
      .groupBy(agendaItems.meetingId),
  );
  const zeroIfNone = (n: unknown) => sql<number>`coalesce(${n}, 0)`.mapWith(Number);
  return db
    .with(tallies)
    .select({
      board: { id: boards.id, organizationId: boards.organizationId, name: boards.name },
      meeting: meetings,
      itemCount: zeroIfNone(tallies.itemCount),
      doneCount: zeroIfNone(tallies.doneCount),
      durationMinutes: zeroIfNone(tallies.durationMinutes),
      minutesId: sql<string | null>`${meetingMinutes.id}`,
    })
    .from(boards)
    .leftJoin(meetings, and(eq(meetings.boardId, boards.id), eq(meetings.isPool, false)))
    .leftJoin(tallies, eq(tallies.meetingId, meetings.id))
    .leftJoin(meetingMinutes, eq(meetingMinutes.meetingId, meetings.id))
    .where(eq(boards.id, boardId))
    .orderBy(asc(meetings.scheduledDate), asc(meetings.createdAt))
    .prepare('meetings_of_board');
}

export function createMeetingRepository(db: Db) {
  const withBoard = () =>
    db
      .select({ meeting: meetings, boardName: boards.name, boardOrganizationId: boards.organizationId })
      .from(meetings)
      .innerJoin(boards, eq(boards.id, meetings.boardId));

  return {
    async findById(id: string): Promise<MeetingWithBoard | undefined> {
      const [row] = await withBoard().where(eq(meetings.id, id)).limit(1);
      return row ? flattenJoined('meeting', row) : undefined;
    },
    /** A board's meetings for the list, each with its agenda tally and minutes, in one statement. */
    /** The board (undefined when there is none) and its meetings: see meetingsOfBoardStatement. */
    async boardWithMeetings(boardId: string) {
      const rows = await prepared(db, 'meetings_of_board', meetingsOfBoardStatement).execute({ boardId });
      const board = rows[0]?.board;
      const listed = rows.flatMap((r) =>
        r.meeting
          ? [
              {
                ...r.meeting,
                boardName: r.board.name,
                boardOrganizationId: r.board.organizationId,
                tally: { itemCount: r.itemCount, doneCount: r.doneCount, durationMinutes: r.durationMinutes },
                minutesId: r.minutesId,
              },
            ]
          : [],
      );
      return { board, meetings: listed };
    },
    async findPool(boardId: string): Promise<MeetingWithBoard | undefined> {
      const [row] = await withBoard()
        .where(and(eq(meetings.boardId, boardId), eq(meetings.isPool, true)))
        .limit(1);
      return row ? flattenJoined('meeting', row) : undefined;
    },
    async insert(values: typeof meetings.$inferInsert): Promise<MeetingRow> {
      const [row] = await db.insert(meetings).values(values).returning();
      return row!;
    },
    /** Creates the board's pool unless it exists (the unique index settles a race). */
    async ensurePool(values: typeof meetings.$inferInsert): Promise<void> {
      await db.insert(meetings).values(values).onConflictDoNothing();
    },
    /** Moves a meeting from one status to another; false when it no longer had `from`. */
    async transition(
      id: string,
      from: string,
      values: Partial<typeof meetings.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(meetings)
        .set(values)
        .where(and(eq(meetings.id, id), eq(meetings.status, from)))
        .returning({ id: meetings.id });
      return rows.length > 0;
    },
    async update(id: string, values: Partial<typeof meetings.$inferInsert>): Promise<void> {
      await db.update(meetings).set(values).where(eq(meetings.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(meetings).where(eq(meetings.id, id));
    },
    /** Meetings per board, the pool excluded (for board cards). */
    async countsByBoard(boardIds: string[]): Promise<Map<string, number>> {
      if (boardIds.length === 0) return new Map();
      const rows = await db
        .select({ boardId: meetings.boardId, n: count() })
        .from(meetings)
        .where(and(inArray(meetings.boardId, boardIds), eq(meetings.isPool, false)))
        .groupBy(meetings.boardId);
      return new Map(rows.map((r) => [r.boardId, r.n]));
    },

    itemsOf(meetingIds: string[]): Promise<AgendaItemRow[]> {
      if (meetingIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(agendaItems)
        .where(inArray(agendaItems.meetingId, meetingIds))
        .orderBy(asc(agendaItems.meetingId), asc(agendaItems.position), asc(agendaItems.createdAt));
    },
    async nextPosition(meetingId: string): Promise<number> {
      const [row] = await db
        .select({ last: max(agendaItems.position) })
        .from(agendaItems)
        .where(eq(agendaItems.meetingId, meetingId));
      return (row?.last ?? 0) + 1;
    },
    async countItems(meetingId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agendaItems)
        .where(eq(agendaItems.meetingId, meetingId));
      return row?.n ?? 0;
    },
    /** All or nothing, in chunks: one statement per item list would overflow bind parameters. */
    async insertItems(values: (typeof agendaItems.$inferInsert)[]): Promise<AgendaItemRow[]> {
      if (values.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows: AgendaItemRow[] = [];
        for (let start = 0; start < values.length; start += INSERT_CHUNK) {
          rows.push(
            ...(await tx
              .insert(agendaItems)
              .values(values.slice(start, start + INSERT_CHUNK))
              .returning()),
          );
        }
        return rows;
      });
    },
    async updateItem(id: string, values: Partial<typeof agendaItems.$inferInsert>): Promise<AgendaItemRow> {
      const [row] = await db.update(agendaItems).set(values).where(eq(agendaItems.id, id)).returning();
      return row!;
    },
    async deleteItem(id: string): Promise<void> {
      await db.delete(agendaItems).where(eq(agendaItems.id, id));
    },
    /** Sets every item's position at once, in one transaction. */
    async setPositions(positions: { id: string; position: number }[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { id, position } of positions) {
          await tx.update(agendaItems).set({ position }).where(eq(agendaItems.id, id));
        }
      });
    },
    /** Moves items to another meeting, appended after its items in their current order. */
    async moveItems(itemIds: string[], targetMeetingId: string, firstPosition: number): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: agendaItems.id })
          .from(agendaItems)
          .where(inArray(agendaItems.id, itemIds))
          .orderBy(asc(agendaItems.position));
        for (const [index, row] of rows.entries()) {
          await tx
            .update(agendaItems)
            .set({ meetingId: targetMeetingId, position: firstPosition + index })
            .where(eq(agendaItems.id, row.id));
        }
      });
    },
    /** Records the board's decision on items of a meeting, from a completed session. */
    async recordDecision(
      meetingId: string,
      itemIds: string[],
      decision: Pick<
        typeof agendaItems.$inferInsert,
        | 'decisionSessionId'
        | 'decisionWording'
        | 'decisionResult'
        | 'decisionHeadcount'
        | 'decisionWeighted'
        | 'decidedAt'
        | 'decisionVotes'
        | 'decisionRule'
        | 'decisionConditions'
      >,
    ): Promise<number> {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .update(agendaItems)
        .set(decision)
        .where(and(eq(agendaItems.meetingId, meetingId), inArray(agendaItems.id, itemIds)))
        .returning({ id: agendaItems.id });
      return rows.length;
    },

    actionItemsOf(meetingId: string): Promise<ActionItemRow[]> {
      return db
        .select()
        .from(meetingActionItems)
        .where(eq(meetingActionItems.meetingId, meetingId))
        .orderBy(asc(meetingActionItems.createdAt));
    },
    async insertActionItem(values: typeof meetingActionItems.$inferInsert): Promise<ActionItemRow> {
      const [row] = await db.insert(meetingActionItems).values(values).returning();
      return row!;
    },
    async updateActionItem(
      id: string,
      values: Partial<typeof meetingActionItems.$inferInsert>,
    ): Promise<ActionItemRow> {
      const [row] = await db
        .update(meetingActionItems)
        .set(values)
        .where(eq(meetingActionItems.id, id))
        .returning();
      return row!;
    },
    async deleteActionItem(id: string): Promise<void> {
      await db.delete(meetingActionItems).where(eq(meetingActionItems.id, id));
    },

    async minutesOfMeetings(meetingIds: string[]): Promise<Map<string, string>> {
      if (meetingIds.length === 0) return new Map();
      const rows = await db
        .select({ id: meetingMinutes.id, meetingId: meetingMinutes.meetingId })
        .from(meetingMinutes)
        .where(inArray(meetingMinutes.meetingId, meetingIds));
      return new Map(rows.map((r) => [r.meetingId, r.id]));
    },
    async insertMinutes(values: typeof meetingMinutes.$inferInsert): Promise<MinutesRow> {
      const [row] = await db.insert(meetingMinutes).values(values).returning();
      return row!;
    },
    async findMinutes(id: string) {
      const [row] = await db
        .select({
          minutes: meetingMinutes,
          meeting: meetings,
          boardName: boards.name,
          boardId: boards.id,
          boardOrganizationId: boards.organizationId,
        })
        .from(meetingMinutes)
        .innerJoin(meetings, eq(meetings.id, meetingMinutes.meetingId))
        .innerJoin(boards, eq(boards.id, meetings.boardId))
        .where(eq(meetingMinutes.id, id))
        .limit(1);
      return row;
    },
    /** Minutes of the boards an actor may see, newest meeting first: what the list shows. */
    listMinutesVisibleTo(actor: Actor): Promise<MinutesListRow[]> {
      return prepared(db, 'minutes_visible', (d) =>
        d
          .select({
            id: meetingMinutes.id,
            decisionCount: meetingMinutes.decisionCount,
            actionCount: meetingMinutes.actionCount,
            createdAt: meetingMinutes.createdAt,
            meetingId: meetings.id,
            boardId: meetings.boardId,
            meetingTitle: meetings.title,
            meetingDate: meetings.scheduledDate,
            boardName: boards.name,
          })
          .from(meetingMinutes)
          .innerJoin(meetings, eq(meetings.id, meetingMinutes.meetingId))
          .innerJoin(boards, eq(boards.id, meetings.boardId))
          .where(visibleBoardsPlaceholders)
          .orderBy(sql`${meetings.scheduledDate} desc`)
          .prepare('minutes_visible'),
      ).execute(boardScopeValues(actor));
    },
  };
}
export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
