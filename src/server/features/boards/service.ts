// Boards: create from a template and weighted seats, list, read, delete, assign human seats.
// Every read goes through `can(...)`; a board the caller may not see is simply not found.
import type { Board, CustomPosition, DashboardStats, Position } from '../../../contracts/boards.ts';
import { isPositionKey, POSITION_BY_KEY } from '../../../contracts/positions.ts';
import { autoBalance, checkSeatWeights } from '../../../contracts/weights.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { can } from '../../policy.ts';
import { createAuthRepository, type UserRow } from '../auth/repository.ts';
import { createMeetingRepository } from '../meetings/repository.ts';
import { createPersonaRepository } from '../personas/repository.ts';
import { createSessionRepository } from '../sessions/repository.ts';
import { createTemplateRepository } from '../templates/repository.ts';
import { type BoardListRow, createBoardRepository, type NewSeat, type SeatRow } from './repository.ts';

export interface CreateBoardInput {
  name: string;
  description?: string | null | undefined;
  board_type: string;
  template_slug?: string | null | undefined;
  custom_positions: CustomPosition[];
}

const BOARD_NOT_FOUND = 'Board not found';

/** A template's seats at their auto-balanced default weights (when no seats were sent). */
function templateSeats(keys: string[]): CustomPosition[] {
  const known = keys.filter(isPositionKey);
  const weights = autoBalance(known.map((key) => POSITION_BY_KEY[key].defaultWeight));
  return known.map((key, i) => ({
    key,
    title: POSITION_BY_KEY[key].title,
    weight: (weights[i] ?? 0) / 100,
    type: 'AI' as const,
    is_human: false,
  }));
}

export function createBoardService(db: Db) {
  const boards = createBoardRepository(db);
  const templates = createTemplateRepository(db);
  const personas = createPersonaRepository(db);
  const accounts = createAuthRepository(db);
  const sessions = createSessionRepository(db);
  const meetings = createMeetingRepository(db);

  function presentSeat(seat: SeatRow): Position {
    return {
      id: seat.id,
      key: seat.key,
      title: seat.title,
      weight: seat.weight,
      type: seat.type,
      is_human: seat.type === 'Human',
      position_number: seat.positionNumber,
      persona_id: seat.personaId,
      persona_name: seat.personaName,
      assigned_user_email: seat.assignedUserEmail,
      model: seat.model,
    };
  }

  function presentBoard(
    board: BoardListRow,
    seats: SeatRow[],
    counts = { total: 0, completed: 0 },
    meetingCount = 0,
  ): Board {
    return {
      id: board.id,
      name: board.name,
      description: board.description,
      board_type: board.boardType,
      template_id: board.templateSlug,
      template_slug: board.templateSlug,
      organization_name: null,
      created_at: board.createdAt.toISOString(),
      positions: seats.map(presentSeat),
      memberCount: seats.length,
      meeting_count: meetingCount,
      session_count: counts.total,
      completed_session_count: counts.completed,
    };
  }

  /** Boards with their seats and their session and meeting counts, in three queries. */
  async function presentBoards(rows: BoardListRow[]): Promise<Board[]> {
    const ids = rows.map((b) => b.id);
    const [seats, sessionCounts, meetingCounts] = await Promise.all([
      boards.seatsOf(ids),
      sessions.countsByBoard(ids),
      meetings.countsByBoard(ids),
    ]);
    return rows.map((board) =>
      presentBoard(
        board,
        seats.filter((s) => s.boardId === board.id),
        sessionCounts.get(board.id),
        meetingCounts.get(board.id),
      ),
    );
  }

  async function loadBoard(user: UserRow, id: string, action: 'read' | 'delete' | 'update' = 'read') {
    const board = isUuid(id) ? await boards.findById(id) : undefined;
    if (!board || !can(user, action, 'board', board)) throw notFound(BOARD_NOT_FOUND);
    return board;
  }

  async function resolveSeats(input: CreateBoardInput, templateKeys: string[] | null): Promise<NewSeat[]> {
    const seats =
      input.custom_positions.length > 0 ? input.custom_positions : templateSeats(templateKeys ?? []);
    const problem = checkSeatWeights(seats.map((seat) => seat.weight * 100));
    if (problem) throw unprocessable(problem.message);
    const seen = new Set<string>();
    for (const seat of seats) {
      if (seen.has(seat.key))
        throw unprocessable(`Each position can be on the board once (${seat.key} appears twice)`);
      seen.add(seat.key);
    }
    const personaIds = await personas.builtinIdsByKey();
    const result: NewSeat[] = [];
    for (const [index, seat] of seats.entries()) {
      const isHuman = seat.type === 'Human' || seat.is_human;
      let assignedUserId: string | null = null;
      if (isHuman && seat.human_email) {
        const holder = await accounts.findUserByEmail(seat.human_email);
        if (!holder) throw unprocessable(`No registered user has the email ${seat.human_email}`);
        assignedUserId = holder.id;
      }
      result.push({
        positionNumber: index + 1,
        key: seat.key,
        title: seat.title,
        weight: seat.weight,
        type: isHuman ? 'Human' : 'AI',
        personaId: personaIds.get(seat.key) ?? null,
        assignedUserId,
        model: isHuman ? null : seat.model?.trim() || null,
      });
    }
    return result;
  }

  return {
    async createBoard(user: UserRow, input: CreateBoardInput): Promise<Board> {
      let templateId: string | null = null;
      let templateKeys: string[] | null = null;
      if (input.template_slug && input.template_slug !== 'custom') {
        const template = await templates.findBySlug(input.template_slug);
        if (!template || !can(user, 'read', 'template', template)) {
          throw unprocessable(`Unknown template '${input.template_slug}'`);
        }
        templateId = template.id;
        templateKeys = template.positionKeys;
      }
      const seats = await resolveSeats(input, templateKeys);
      const id = await boards.insertWithSeats(
        {
          ownerId: user.id,
          name: input.name,
          description: input.description?.trim() ? input.description.trim() : null,
          boardType: input.board_type,
          templateId,
        },
        seats,
      );
      return this.getBoard(user, id);
    },

    async listBoards(user: UserRow): Promise<Board[]> {
      return presentBoards(await boards.listOwnedBy(user.id));
    },

    async getBoard(user: UserRow, id: string): Promise<Board> {
      const [board] = await presentBoards([await loadBoard(user, id)]);
      return board!;
    },

    async listPositions(user: UserRow, id: string): Promise<Position[]> {
      const board = await loadBoard(user, id);
      return (await boards.seatsOf([board.id])).map(presentSeat);
    },

    async deleteBoard(user: UserRow, id: string): Promise<void> {
      const board = await loadBoard(user, id, 'delete');
      await boards.deleteById(board.id);
    },

    /** Gives a human seat to a registered user (or frees it with null). */
    async assignSeat(
      user: UserRow,
      boardId: string,
      seatId: string,
      email: string | null,
    ): Promise<Position> {
      const board = await loadBoard(user, boardId, 'update');
      const seat = (await boards.seatsOf([board.id])).find((s) => s.id === seatId);
      if (!seat) throw notFound('Seat not found');
      if (seat.type !== 'Human') throw unprocessable('Only a human seat can be assigned to a person');
      let holderId: string | null = null;
      if (email) {
        const holder = await accounts.findUserByEmail(email);
        if (!holder) throw unprocessable(`No registered user has the email ${email}`);
        holderId = holder.id;
      }
      await boards.assignSeat(seat.id, holderId);
      const updated = (await boards.seatsOf([board.id])).find((s) => s.id === seatId)!;
      return presentSeat(updated);
    },

    async dashboardStats(user: UserRow): Promise<DashboardStats> {
      const listed = (await this.listBoards(user)).filter((b) => b.memberCount > 0);
      const totalSessions = listed.reduce((sum, b) => sum + b.session_count, 0);
      const decisions = listed.reduce((sum, b) => sum + b.completed_session_count, 0);
      const seatTotal = listed.reduce((sum, b) => sum + b.memberCount, 0);
      return {
        board_count: listed.length,
        total_sessions: totalSessions,
        // A decision is made when a session completes with a recommendation.
        decisions_made: decisions,
        avg_board_size: listed.length ? Math.round((seatTotal / listed.length) * 10) / 10 : 0,
      };
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
