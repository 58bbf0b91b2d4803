// SQL for boards, their seats and their members.
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { boardScopeValues, visibleBoards, visibleBoardsPlaceholders } from '../../db/actor-scope.ts';
import type { Db } from '../../db/client.ts';
import { personColumns } from '../../db/person-columns.ts';
import { prepared } from '../../db/prepared.ts';
import { flattenJoined } from '../../db/rows.ts';
import {
  boardMembers,
  boardPositions,
  boards,
  boardTemplates,
  decisionSessions,
  invites,
  meetings,
  organizationMembers,
  organizations,
  personas,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../policy.ts';

export type BoardRow = typeof boards.$inferSelect;
export type NewSeat = Omit<typeof boardPositions.$inferInsert, 'boardId'>;

export interface SeatRow {
  id: string;
  boardId: string;
  positionNumber: number;
  key: string;
  title: string;
  weight: number;
  type: 'AI' | 'Human';
  personaId: string | null;
  personaName: string | null;
  assignedUserId: string | null;
  assignedUserEmail: string | null;
  assignedUserName: string | null;
  pendingInviteId: string | null;
  pendingInviteEmail: string | null;
  model: string | null;
}

export interface BoardListRow extends BoardRow {
  templateSlug: string | null;
  organizationName: string;
}

/** A seat as a board card shows it: its title and weight, in seat order. */
export type SeatCard = Pick<SeatRow, 'positionNumber' | 'title' | 'weight'>;

/** What a board card shows beyond the board row: its seats and counts. */
export interface BoardDetails<Seat extends SeatCard = SeatRow> {
  seats: Seat[];
  sessionTotal: number;
  sessionCompleted: number;
  meetingCount: number;
  memberCount: number;
}

const boardColumns = {
  board: boards,
  templateSlug: boardTemplates.slug,
  organizationName: organizations.name,
};

/** A board as the list shows it: what its card reads, not how the board votes or deliberates. */
export type BoardCardRow = Pick<
  BoardListRow,
  | 'id'
  | 'organizationId'
  | 'name'
  | 'description'
  | 'boardType'
  | 'status'
  | 'createdAt'
  | 'templateSlug'
  | 'organizationName'
>;

/** A board of the list with its seats and counts (the completed sessions are the board's own page's). */
export type BoardCard = BoardCardRow & Omit<BoardDetails<SeatCard>, 'sessionCompleted'>;

const boardCardColumns = {
  id: boards.id,
  organizationId: boards.organizationId,
  name: boards.name,
  description: boards.description,
  boardType: boards.boardType,
  status: boards.status,
  createdAt: boards.createdAt,
  templateSlug: boardTemplates.slug,
  organizationName: organizations.name,
};

/** A seat of the board list, as its statement aggregates it: position number, title, weight. */
type SeatCardTuple = [number, string, number];

const seatCardOfTuple = (t: SeatCardTuple): SeatCard => ({ positionNumber: t[0], title: t[1], weight: t[2] });

/** The list's seats in seat order: put in order here, as ordering inside the aggregate costs more. */
const seatCardsOf = (tuples: SeatCardTuple[] | null): SeatCard[] =>
  (tuples ?? []).map(seatCardOfTuple).sort((a, b) => a.positionNumber - b.positionNumber);

/** The ids of the boards a statement is about, computed once for all its parts. */
function visibleBoardsCte(db: Db, where: SQL) {
  return db.$with('visible_boards').as(
    db
      .select({ id: sql<string>`${boards.id}`.as('visible_id') })
      .from(boards)
      .where(where),
  );
}

/** Sessions per visible board: all of them, and those completed (decisions). */
function sessionCountsCte(db: Db, visible: ReturnType<typeof visibleBoardsCte>) {
  return db.$with('session_counts').as(
    db
      .select({
        boardId: sql<string>`${decisionSessions.boardId}`.as('sessions_board_id'),
        total: count().as('session_total'),
        completed: sql<number>`count(*) filter (where ${decisionSessions.status} = 'completed')`.as(
          'session_completed',
        ),
      })
      .from(decisionSessions)
      .innerJoin(visible, eq(visible.id, decisionSessions.boardId))
      .groupBy(decisionSessions.boardId),
  );
}

/**
 * The boards an actor may see (policy's rule, in SQL), optionally of one organization (a
 * super-admin may name any), with their seats and counts: one statement, the dashboard's. Seats
 * and counts are aggregated once per table over the visible boards and joined, rather than
 * recomputed per board; seats travel as JSON arrays, which the database builds and the driver
 * parses far faster than objects naming every field. Only the columns a card shows are read.
 */
function listVisibleStatement(db: Db) {
  const organizationId = sql`${sql.placeholder('organizationId')}::uuid`;
  const visible = visibleBoardsCte(
    db,
    sql`(${visibleBoardsPlaceholders} or (${sql.placeholder('superadmin')}::boolean and ${organizationId} is not null))
      and (${organizationId} is null or ${boards.organizationId} = ${organizationId})`,
  );
  const seatLists = db.$with('seat_lists').as(
    db
      .select({
        boardId: sql<string>`${boardPositions.boardId}`.as('seats_board_id'),
        seats: sql<SeatCardTuple[]>`json_agg(json_build_array(
            ${boardPositions.positionNumber}, ${boardPositions.title}, ${boardPositions.weight}))`.as(
          'seat_list',
        ),
      })
      .from(boardPositions)
      .innerJoin(visible, eq(visible.id, boardPositions.boardId))
      .groupBy(boardPositions.boardId),
  );
  const sessionCounts = sessionCountsCte(db, visible);
  const meetingCounts = db.$with('meeting_counts').as(
    db
      .select({
        boardId: sql<string>`${meetings.boardId}`.as('meetings_board_id'),
        n: count().as('meeting_count'),
      })
      .from(meetings)
      .innerJoin(visible, eq(visible.id, meetings.boardId))
      .where(eq(meetings.isPool, false))
      .groupBy(meetings.boardId),
  );
  const memberCounts = db.$with('member_counts').as(
    db
      .select({
        boardId: sql<string>`${boardMembers.boardId}`.as('members_board_id'),
        n: count().as('member_count'),
      })
      .from(boardMembers)
      .innerJoin(visible, eq(visible.id, boardMembers.boardId))
      .groupBy(boardMembers.boardId),
  );
  const zeroIfNone = (n: unknown) => sql<number>`coalesce(${n}, 0)`.mapWith(Number);
  return db
    .with(visible, seatLists, sessionCounts, meetingCounts, memberCounts)
    .select({
      ...boardCardColumns,
      seats: seatLists.seats,
      sessionTotal: zeroIfNone(sessionCounts.total),
      meetingCount: zeroIfNone(meetingCounts.n),
      memberCount: zeroIfNone(memberCounts.n),
    })
    .from(boards)
    .innerJoin(visible, eq(visible.id, boards.id))
    .innerJoin(organizations, eq(organizations.id, boards.organizationId))
    .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId))
    .leftJoin(seatLists, eq(seatLists.boardId, boards.id))
    .leftJoin(sessionCounts, eq(sessionCounts.boardId, boards.id))
    .leftJoin(meetingCounts, eq(meetingCounts.boardId, boards.id))
    .leftJoin(memberCounts, eq(memberCounts.boardId, boards.id))
    .orderBy(desc(boards.createdAt))
    .prepare('boards_visible_with_details');
}

/** Boards with at least one seat: how many, their sessions, decisions and seats. */
function dashboardFiguresStatement(db: Db) {
  const visible = visibleBoardsCte(db, visibleBoardsPlaceholders);
  // Boards without seats are not counted: a board appears here only through its seats.
  const seated = db.$with('seated').as(
    db
      .select({
        boardId: sql<string>`${boardPositions.boardId}`.as('seated_board_id'),
        seats: count().as('seat_count'),
      })
      .from(boardPositions)
      .innerJoin(visible, eq(visible.id, boardPositions.boardId))
      .groupBy(boardPositions.boardId),
  );
  const asked = sessionCountsCte(db, visible);
  return db
    .with(visible, seated, asked)
    .select({
      boards: count(),
      sessions: sql<number>`coalesce(sum(${asked.total}), 0)`.mapWith(Number),
      decisions: sql<number>`coalesce(sum(${asked.completed}), 0)`.mapWith(Number),
      seats: sql<number>`coalesce(sum(${seated.seats}), 0)`.mapWith(Number),
    })
    .from(seated)
    .leftJoin(asked, eq(asked.boardId, seated.boardId))
    .prepare('dashboard_figures');
}

export function createBoardRepository(db: Db) {
  async function seatsOf(boardIds: string[]): Promise<SeatRow[]> {
    if (boardIds.length === 0) return [];
    return db
      .select({
        id: boardPositions.id,
        boardId: boardPositions.boardId,
        positionNumber: boardPositions.positionNumber,
        key: boardPositions.key,
        title: boardPositions.title,
        weight: boardPositions.weight,
        type: boardPositions.type,
        personaId: boardPositions.personaId,
        personaName: personas.name,
        assignedUserId: boardPositions.assignedUserId,
        assignedUserEmail: users.email,
        assignedUserName: users.fullName,
        pendingInviteId: boardPositions.pendingInviteId,
        pendingInviteEmail: invites.email,
        model: boardPositions.model,
      })
      .from(boardPositions)
      .leftJoin(personas, eq(personas.id, boardPositions.personaId))
      .leftJoin(users, eq(users.id, boardPositions.assignedUserId))
      .leftJoin(invites, eq(invites.id, boardPositions.pendingInviteId))
      .where(inArray(boardPositions.boardId, boardIds))
      .orderBy(asc(boardPositions.boardId), asc(boardPositions.positionNumber));
  }

  const withDetailsOn = (d: Db) =>
    d
      .select(boardColumns)
      .from(boards)
      .innerJoin(organizations, eq(organizations.id, boards.organizationId))
      .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId));

  return {
    seatsOf,

    /** See listVisibleStatement. */
    async listVisibleWithDetails(actor: Actor, organizationId?: string): Promise<BoardCard[]> {
      const rows = await prepared(db, 'boards_visible_with_details', listVisibleStatement).execute({
        ...boardScopeValues(actor),
        superadmin: actor.isSuperadmin,
        organizationId: organizationId ?? null,
      });
      return rows.map((row) => ({ ...row, seats: seatCardsOf(row.seats) }));
    },

    /** The dashboard's four figures over the boards the actor may see, in one statement. */
    async dashboardFigures(actor: Actor) {
      const [row] = await prepared(db, 'dashboard_figures', dashboardFiguresStatement).execute(
        boardScopeValues(actor),
      );
      return row!;
    },

    async findById(id: string): Promise<BoardListRow | undefined> {
      const [row] = await prepared(db, 'board_by_id', (d) =>
        withDetailsOn(d)
          .where(eq(boards.id, sql.placeholder('id')))
          .limit(1)
          .prepare('board_by_id'),
      ).execute({ id });
      return row ? flattenJoined('board', row) : undefined;
    },

    /** The ids of the human seats a person holds today, on any board. */
    async humanSeatIdsHeldBy(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: boardPositions.id })
        .from(boardPositions)
        .where(and(eq(boardPositions.assignedUserId, userId), eq(boardPositions.type, 'Human')));
      return new Set(rows.map((row) => row.id));
    },

    /** Creates a board and its seats in one transaction: all or nothing. */
    async insertWithSeats(board: typeof boards.$inferInsert, seats: NewSeat[]): Promise<string> {
      const [created] = await db.insert(boards).values(board).returning({ id: boards.id });
      await db.insert(boardPositions).values(seats.map((seat) => ({ ...seat, boardId: created!.id })));
      return created!.id;
    },

    async update(id: string, values: Partial<typeof boards.$inferInsert>): Promise<void> {
      await db.update(boards).set(values).where(eq(boards.id, id));
    },

    /**
     * Seats by key: kept keys keep their seat id (their human contributions stay linked), gone
     * keys are removed, new ones added. Numbers move through negatives so the unique
     * (board, number) constraint never sees two seats on one number midway.
     */
    async replaceSeats(boardId: string, seats: NewSeat[]): Promise<void> {
      const current = await db
        .select({ id: boardPositions.id, key: boardPositions.key })
        .from(boardPositions)
        .where(eq(boardPositions.boardId, boardId));
      const wanted = new Set(seats.map((s) => s.key));
      const gone = current.filter((c) => !wanted.has(c.key)).map((c) => c.id);
      if (gone.length > 0) await db.delete(boardPositions).where(inArray(boardPositions.id, gone));
      await db
        .update(boardPositions)
        .set({ positionNumber: sql`-${boardPositions.positionNumber}` })
        .where(eq(boardPositions.boardId, boardId));
      const byKey = new Map(current.map((c) => [c.key, c.id]));
      for (const seat of seats) {
        const id = byKey.get(seat.key);
        if (id) await db.update(boardPositions).set(seat).where(eq(boardPositions.id, id));
        else await db.insert(boardPositions).values({ ...seat, boardId });
      }
    },

    async deleteById(id: string): Promise<void> {
      await db.delete(boards).where(eq(boards.id, id));
    },

    async assignSeat(
      seatId: string,
      holder: { userId: string | null; inviteId: string | null },
    ): Promise<void> {
      await db
        .update(boardPositions)
        .set({ assignedUserId: holder.userId, pendingInviteId: holder.inviteId })
        .where(eq(boardPositions.id, seatId));
    },

    members(boardId: string) {
      return db
        .select({ ...personColumns, role: organizationMembers.role, addedAt: boardMembers.addedAt })
        .from(boardMembers)
        .innerJoin(boards, eq(boards.id, boardMembers.boardId))
        .innerJoin(users, eq(users.id, boardMembers.userId))
        .innerJoin(
          organizationMembers,
          and(
            eq(organizationMembers.userId, users.id),
            eq(organizationMembers.organizationId, boards.organizationId),
          ),
        )
        .where(eq(boardMembers.boardId, boardId))
        .orderBy(asc(boardMembers.addedAt));
    },
    async addMember(boardId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(boardMembers)
        .values({ boardId, userId })
        .onConflictDoNothing()
        .returning({ userId: boardMembers.userId });
      return rows.length > 0;
    },
    /** Adds a user to those of the given boards that still exist in the organization. */
    async addMembers(boardIds: string[], userId: string, organizationId: string): Promise<void> {
      if (boardIds.length === 0) return;
      const existing = await db
        .select({ id: boards.id })
        .from(boards)
        .where(and(inArray(boards.id, boardIds), eq(boards.organizationId, organizationId)));
      if (existing.length === 0) return;
      await db
        .insert(boardMembers)
        .values(existing.map((b) => ({ boardId: b.id, userId })))
        .onConflictDoNothing();
    },
    async removeMember(boardId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(boardMembers)
        .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)))
        .returning({ userId: boardMembers.userId });
      return rows.length > 0;
    },
    async memberCounts(boardIds: string[]): Promise<Map<string, number>> {
      if (boardIds.length === 0) return new Map();
      const rows = await db
        .select({ boardId: boardMembers.boardId, n: count() })
        .from(boardMembers)
        .where(inArray(boardMembers.boardId, boardIds))
        .groupBy(boardMembers.boardId);
      return new Map(rows.map((r) => [r.boardId, r.n]));
    },

    /** The organization dashboard's figures, over the boards the actor may see there. */
    async organizationStats(actor: Actor, organizationId: string) {
      const scope = visibleBoards(actor, { organizationId });
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      const [boardRow] = await db
        .select({ n: count() })
        .from(boards)
        .where(and(scope, eq(boards.status, 'active')));
      const [sessionRow] = await db
        .select({
          thisMonth:
            sql<number>`count(*) filter (where ${gte(decisionSessions.createdAt, monthStart)})`.mapWith(
              Number,
            ),
          decided: sql<number>`count(*) filter (where ${decisionSessions.status} = 'completed')`.mapWith(
            Number,
          ),
        })
        .from(decisionSessions)
        .innerJoin(boards, eq(boards.id, decisionSessions.boardId))
        .where(scope);
      return {
        activeBoards: boardRow?.n ?? 0,
        sessionsThisMonth: sessionRow?.thisMonth ?? 0,
        decisionsMade: sessionRow?.decided ?? 0,
      };
    },

    async countSeats(boardId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(boardPositions)
        .where(eq(boardPositions.boardId, boardId));
      return row?.n ?? 0;
    },
  };
}
export type BoardRepository = ReturnType<typeof createBoardRepository>;
