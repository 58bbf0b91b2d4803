// SQL for boards, their seats and their members.
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { visibleBoards } from '../../db/actor-scope.ts';
import type { Db } from '../../db/client.ts';
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

/** What a board card shows beyond the board row: its seats and counts. */
export interface BoardDetails {
  seats: SeatRow[];
  sessionTotal: number;
  sessionCompleted: number;
  meetingCount: number;
  memberCount: number;
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

  const boardColumns = {
    board: boards,
    templateSlug: boardTemplates.slug,
    organizationName: organizations.name,
  };
  const withDetails = () =>
    db
      .select(boardColumns)
      .from(boards)
      .innerJoin(organizations, eq(organizations.id, boards.organizationId))
      .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId));
  const flatten = (r: {
    board: BoardRow;
    templateSlug: string | null;
    organizationName: string;
  }): BoardListRow => ({
    ...r.board,
    templateSlug: r.templateSlug,
    organizationName: r.organizationName,
  });

  return {
    seatsOf,

    /**
     * The boards an actor may see (policy's rule, in SQL), optionally of one organization, with
     * their seats and counts in one statement (seats as a JSON array,
     * counts as subqueries): the list route's five statements were most of its time.
     */
    async listVisibleWithDetails(
      actor: Actor,
      organizationId?: string,
    ): Promise<(BoardListRow & BoardDetails)[]> {
      const rows = await db
        .select({
          ...boardColumns,
          seats: sql<SeatRow[]>`(
            select coalesce(json_agg(json_build_object(
              'id', bp.id, 'boardId', bp.board_id, 'positionNumber', bp.position_number, 'key', bp.key,
              'title', bp.title, 'weight', bp.weight, 'type', bp.type, 'personaId', bp.persona_id,
              'personaName', p.name, 'assignedUserId', bp.assigned_user_id, 'assignedUserEmail', u.email,
              'assignedUserName', u.full_name, 'pendingInviteId', bp.pending_invite_id,
              'pendingInviteEmail', i.email, 'model', bp.model) order by bp.position_number), '[]'::json)
            from ${boardPositions} bp
            left join ${personas} p on p.id = bp.persona_id
            left join ${users} u on u.id = bp.assigned_user_id
            left join ${invites} i on i.id = bp.pending_invite_id
            where bp.board_id = ${boards.id})`,
          sessionTotal:
            sql<number>`(select count(*) from ${decisionSessions} s where s.board_id = ${boards.id})`.mapWith(
              Number,
            ),
          sessionCompleted:
            sql<number>`(select count(*) from ${decisionSessions} s where s.board_id = ${boards.id} and s.status = 'completed')`.mapWith(
              Number,
            ),
          meetingCount:
            sql<number>`(select count(*) from ${meetings} m where m.board_id = ${boards.id} and not m.is_pool)`.mapWith(
              Number,
            ),
          memberCount:
            sql<number>`(select count(*) from ${boardMembers} bm where bm.board_id = ${boards.id})`.mapWith(
              Number,
            ),
        })
        .from(boards)
        .innerJoin(organizations, eq(organizations.id, boards.organizationId))
        .leftJoin(boardTemplates, eq(boardTemplates.id, boards.templateId))
        .where(visibleBoards(actor, { organizationId }))
        .orderBy(desc(boards.createdAt));
      return rows.map((r) => ({
        ...flatten(r),
        seats: r.seats,
        sessionTotal: r.sessionTotal,
        sessionCompleted: r.sessionCompleted,
        meetingCount: r.meetingCount,
        memberCount: r.memberCount,
      }));
    },

    async findById(id: string): Promise<BoardListRow | undefined> {
      const [row] = await withDetails().where(eq(boards.id, id)).limit(1);
      return row ? flatten(row) : undefined;
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
        .select({
          userId: users.id,
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          role: organizationMembers.role,
          addedAt: boardMembers.addedAt,
        })
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
