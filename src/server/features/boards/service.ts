// Boards: create in an organization from a template and weighted seats, list what the actor may
// see, read, edit (board and seats all at once), delete, and the board's members.
import type {
  Board,
  BoardListItem,
  CreateBoardBody,
  CustomPosition,
  DashboardStats,
  Position,
  SeatSummary,
  UpdateBoardBody,
} from '../../../contracts/boards.ts';
import type { BoardMember } from '../../../contracts/organizations.ts';
import { isPositionKey, POSITION_BY_KEY } from '../../../contracts/positions.ts';
import { votingRuleSchema } from '../../../contracts/voting-rules.ts';
import { autoBalance, checkSeatWeights } from '../../../contracts/weights.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { type Actor, boardAbilities, canOnTemplate, canReadPersona } from '../../policy.ts';
import { type AuditAction, auditedChange } from '../audit/audit-log.ts';
import { describeChanges, describeSeatChanges } from '../audit/changes.ts';
import { notifyAddedToBoard, notifySeatGiven, type UserWake } from '../notifications/notify.ts';
import { checkOrganization, ORGANIZATION_NOT_FOUND } from '../organizations/access.ts';
import { createOrganizationRoster } from '../organizations/roster.ts';
import { createPersonaReader } from '../personas/reader.ts';
import { createTemplateCatalog } from '../templates/catalog.ts';
import { loadBoard } from './access.ts';
import {
  type BoardDetails,
  type BoardListRow,
  createBoardRepository,
  type NewSeat,
  type SeatRow,
} from './repository.ts';

type SeatInput = Omit<CustomPosition, 'key' | 'type' | 'is_human'> & {
  key: string;
  type?: 'AI' | 'Human';
  is_human?: boolean;
};

/** A template's seats: its own weights (custom), or the auto-balanced defaults (built-in). */
function templateSeats(template: { positionKeys: string[]; seats: SeatInput[] | null }): SeatInput[] {
  if (template.seats?.length) return template.seats;
  const known = template.positionKeys.filter(isPositionKey);
  const weights = autoBalance(known.map((key) => POSITION_BY_KEY[key].defaultWeight));
  return known.map((key, i) => ({ key, title: POSITION_BY_KEY[key].title, weight: (weights[i] ?? 0) / 100 }));
}

export function presentSeat(seat: SeatRow): Position {
  return {
    ...presentSeatSummary(seat),
    persona_id: seat.personaId,
    persona_name: seat.personaName,
    assigned_user_email: seat.assignedUserEmail,
    assigned_user_id: seat.assignedUserId,
    assigned_user_name: seat.assignedUserName,
    pending_invite_email: seat.pendingInviteId ? seat.pendingInviteEmail : null,
    model: seat.model,
  };
}

/** A seat in the board list: what the dashboard shows, not who holds it (see presentSeat). */
function presentSeatSummary(seat: SeatRow): SeatSummary {
  return {
    id: seat.id,
    key: seat.key,
    title: seat.title,
    weight: seat.weight,
    type: seat.type,
    is_human: seat.type === 'Human',
    position_number: seat.positionNumber,
  };
}

function presentBoard(actor: Actor, board: BoardListRow, details: BoardDetails): Board {
  return { ...presentBoardFields(actor, board, details), positions: details.seats.map(presentSeat) };
}

function presentBoardFields(
  actor: Actor,
  board: BoardListRow,
  details: BoardDetails,
): Omit<Board, 'positions'> {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    board_type: board.boardType,
    template_id: board.templateSlug,
    template_slug: board.templateSlug,
    organization_id: board.organizationId,
    organization_name: board.organizationName,
    status: board.status,
    created_at: board.createdAt.toISOString(),
    memberCount: details.seats.length,
    meeting_count: details.meetingCount,
    session_count: details.sessionTotal,
    completed_session_count: details.sessionCompleted,
    board_member_count: details.memberCount,
    abilities: boardAbilities(actor, board),
    voting_rule: board.votingRule ?? null,
    quorum: board.quorum ?? null,
    pace: board.pace ?? 'live',
    option_rule: board.optionRule ?? 'borda',
  };
}

interface Holder {
  userId: string | null;
  inviteId: string | null;
}
const NO_HOLDER: Holder = { userId: null, inviteId: null };

/**
 * A seat goes only to an account whose address was proven, when this server can prove
 * addresses (it sends e-mail; ADR 27). Holders already seated on the board keep their seats.
 */
interface HolderVerification {
  required: boolean;
  seated: ReadonlySet<string>;
}
export const unverifiedHolder = (email: string) =>
  `${email} has not confirmed their e-mail address yet, so they cannot be given a seat. They can ask for a new link in Settings → Security.`;

/**
 * A human seat's holder comes from the organization: a member, or someone with an open
 * invitation (the seat waits for them). Any other address gets the same answer whether or not
 * it has an account, so assigning a seat never tells who is registered.
 */
async function resolveHolder(
  tx: Db,
  organizationId: string,
  email: string | null | undefined,
  verification: HolderVerification,
): Promise<Holder> {
  const address = email?.trim().toLowerCase();
  if (!address) return NO_HOLDER;
  const member = await createOrganizationRoster(tx).findMemberByEmail(organizationId, address);
  if (member) {
    if (verification.required && !member.emailVerifiedAt && !verification.seated.has(member.userId))
      throw unprocessable(unverifiedHolder(address));
    return { userId: member.userId, inviteId: null };
  }
  const invite = await createOrganizationRoster(tx).findOpenInviteByEmail(organizationId, address);
  if (invite) return { userId: null, inviteId: invite.id };
  throw unprocessable(
    `${address} is not a member of this organization. Invite them first, then give them the seat.`,
  );
}

/** An audit entry about a board, filed under its organization. */
const boardEvent = (board: { id: string; organizationId: string }, action: AuditAction, summary: string) => ({
  organizationId: board.organizationId,
  action,
  targetType: 'board',
  targetId: board.id,
  summary,
});

const nameOf = (actor: Actor) => actor.user.fullName?.trim() || actor.user.email || actor.user.username;

export interface SeatModelInput {
  title: string;
  model?: string | null;
  type?: 'AI' | 'Human';
  is_human?: boolean;
}

/**
 * The providers feature's check, handed in by app.ts: refuses a seat model the board's provider
 * does not list. `kept` are names already on the board: a provider may retire a model later, and
 * that must not block an unrelated edit.
 */
export type SeatModelCheck = (
  board: { organizationId: string; aiProviderId: string | null },
  seats: readonly SeatModelInput[],
  kept?: ReadonlySet<string>,
) => Promise<void>;

/**
 * How many sessions and meetings each board has, for the board list: counted by the sessions and
 * meetings features over their own tables and handed in by app.ts (those features build on boards).
 */
export interface BoardActivityCounts {
  sessionsByBoard(boardIds: string[]): Promise<Map<string, { total: number; completed: number }>>;
  meetingsByBoard(boardIds: string[]): Promise<Map<string, number>>;
}

/** `activity`: the sessions' and meetings' counts per board. */
/** `wakeUsers` wakes the live notifications of people told about a change (seats, membership). */
/** `checkSeatModels`: refuses seat models the board's provider does not list (absent: unchecked). */
/** `requireVerifiedHolders`: seats only for proven addresses (this server sends e-mail). */
export function createBoardService(
  db: Db,
  wakeUsers: UserWake,
  activity: BoardActivityCounts,
  checkSeatModels?: SeatModelCheck,
  requireVerifiedHolders = false,
) {
  const boards = createBoardRepository(db);
  const templates = createTemplateCatalog(db);

  /** Boards with their seats and counts, in four queries whatever their number. */
  async function presentBoards(actor: Actor, rows: BoardListRow[]): Promise<Board[]> {
    const ids = rows.map((b) => b.id);
    const [seats, sessionCounts, meetingCounts, memberCounts] = await Promise.all([
      boards.seatsOf(ids),
      activity.sessionsByBoard(ids),
      activity.meetingsByBoard(ids),
      boards.memberCounts(ids),
    ]);
    return rows.map((board) => {
      const counts = sessionCounts.get(board.id) ?? { total: 0, completed: 0 };
      return presentBoard(actor, board, {
        seats: seats.filter((s) => s.boardId === board.id),
        sessionTotal: counts.total,
        sessionCompleted: counts.completed,
        meetingCount: meetingCounts.get(board.id) ?? 0,
        memberCount: memberCounts.get(board.id) ?? 0,
      });
    });
  }

  /**
   * Seats checked like the creation form: weights, unique keys, a human seat's holder from the
   * organization's members (or an open invitation to it), an AI seat's persona one the actor may use.
   */
  async function resolveSeats(
    tx: Db,
    actor: Actor,
    organizationId: string,
    seats: SeatInput[],
    seated: ReadonlySet<string> = new Set(),
  ): Promise<NewSeat[]> {
    const problem = checkSeatWeights(seats.map((seat) => seat.weight * 100));
    if (problem) throw unprocessable(problem.message);
    const seen = new Set<string>();
    for (const seat of seats) {
      if (seen.has(seat.key))
        throw unprocessable(`Each position can be on the board once (${seat.key} appears twice)`);
      seen.add(seat.key);
    }
    const personaRepository = createPersonaReader(tx);
    const builtins = await personaRepository.builtinIdsByKey();
    const result: NewSeat[] = [];
    for (const [index, seat] of seats.entries()) {
      const isHuman = seat.type === 'Human' || seat.is_human === true;
      const holder = isHuman
        ? await resolveHolder(tx, organizationId, seat.human_email, {
            required: requireVerifiedHolders,
            seated,
          })
        : NO_HOLDER;
      let personaId = builtins.get(seat.key) ?? null;
      if (!isHuman && seat.persona_id) {
        const persona = isUuid(seat.persona_id)
          ? await personaRepository.findById(seat.persona_id)
          : undefined;
        if (!persona || !canReadPersona(actor, persona)) throw unprocessable('Unknown persona for the seat');
        personaId = persona.id;
      }
      result.push({
        positionNumber: index + 1,
        key: seat.key,
        title: seat.title,
        weight: seat.weight,
        type: isHuman ? 'Human' : 'AI',
        personaId,
        assignedUserId: holder.userId,
        pendingInviteId: holder.inviteId,
        model: isHuman ? null : seat.model?.trim() || null,
      });
    }
    return result;
  }

  async function targetOrganization(
    actor: Actor,
    organizationId: string | null | undefined,
  ): Promise<string> {
    const repository = createOrganizationRoster(db);
    const org = organizationId
      ? isUuid(organizationId)
        ? await repository.findById(organizationId)
        : undefined
      : await repository.findPersonal(actor.user.id);
    if (!org) throw notFound(ORGANIZATION_NOT_FOUND);
    return checkOrganization(actor, org.id, 'create_boards', {
      seenBy: 'members',
      forbiddenMessage: 'Your role in this organization cannot create boards',
    });
  }

  return {
    presentBoards,

    async createBoard(actor: Actor, input: CreateBoardBody & { board_type: string }): Promise<Board> {
      const organizationId = await targetOrganization(actor, input.organization_id);
      let template: Awaited<ReturnType<typeof templates.findBySlug>>;
      if (input.template_slug && input.template_slug !== 'custom') {
        template = await templates.findBySlug(input.template_slug);
        if (!template || !canOnTemplate(actor, 'read', template))
          throw unprocessable(`Unknown template '${input.template_slug}'`);
      }
      const custom = input.custom_positions ?? [];
      // Before the transaction: it may ask the provider for its models.
      await checkSeatModels?.({ organizationId, aiProviderId: null }, custom);
      const id = await auditedChange(
        db,
        actor,
        async (tx) => {
          const seats = await resolveSeats(
            tx,
            actor,
            organizationId,
            custom.length > 0 ? custom : template ? templateSeats(template) : [],
          );
          const repository = createBoardRepository(tx);
          const created = await repository.insertWithSeats(
            {
              ownerId: actor.user.id,
              organizationId,
              name: input.name,
              description: input.description?.trim() ? input.description.trim() : null,
              boardType: input.board_type,
              templateId: template?.id ?? null,
            },
            seats,
          );
          // The creator uses the board even where their role alone would not show it.
          await repository.addMember(created, actor.user.id);
          if (template) await createTemplateCatalog(tx).countUse(template.id);
          return created;
        },
        (created) =>
          boardEvent({ id: created, organizationId }, 'board.created', `Created the board ${input.name}`),
      );
      const withMembership: Actor = { ...actor, boardIds: new Set([...actor.boardIds, id]) };
      return this.getBoard(withMembership, id);
    },

    async listBoards(actor: Actor, organizationId?: string): Promise<BoardListItem[]> {
      if (organizationId && !isUuid(organizationId)) return [];
      const rows = await boards.listVisibleWithDetails(actor, organizationId);
      return rows.map((row) => ({
        ...presentBoardFields(actor, row, row),
        positions: row.seats.map(presentSeatSummary),
      }));
    },

    async getBoard(actor: Actor, id: string): Promise<Board> {
      const [board] = await presentBoards(actor, [await loadBoard(boards, actor, id)]);
      return board!;
    },

    async listPositions(actor: Actor, id: string): Promise<Position[]> {
      const board = await loadBoard(boards, actor, id);
      return (await boards.seatsOf([board.id])).map(presentSeat);
    },

    /** Manage Members: name, description, status and seats, all or nothing. Past sessions keep their snapshot. */
    async updateBoard(actor: Actor, id: string, body: UpdateBoardBody): Promise<Board> {
      const board = await loadBoard(boards, actor, id, 'edit');
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.voting_rule !== undefined
          ? { votingRule: body.voting_rule && votingRuleSchema.parse(body.voting_rule) }
          : {}),
        ...(body.quorum !== undefined ? { quorum: body.quorum } : {}),
        ...(body.pace !== undefined ? { pace: body.pace } : {}),
        ...(body.option_rule !== undefined ? { optionRule: body.option_rule } : {}),
      };
      const quorum = body.quorum !== undefined ? body.quorum : board.quorum;
      const seatCount = body.positions?.length ?? (await boards.seatsOf([board.id])).length;
      if (quorum !== null && quorum !== undefined && quorum > seatCount)
        throw unprocessable(`Quorum cannot exceed the board's ${seatCount} seats`);
      const currentSeats = body.positions ? await boards.seatsOf([board.id]) : [];
      // The trail says what changed, old → new, not which fields the form sent.
      const changed =
        [
          ...describeChanges([
            { label: 'name', before: board.name, after: changes.name ?? board.name },
            {
              label: 'description',
              before: board.description,
              after: 'description' in changes ? changes.description : board.description,
            },
            { label: 'status', before: board.status, after: changes.status ?? board.status },
            {
              label: 'voting rule',
              before: board.votingRule,
              after: 'votingRule' in changes ? changes.votingRule : board.votingRule,
            },
            {
              label: 'quorum',
              before: board.quorum,
              after: 'quorum' in changes ? changes.quorum : board.quorum,
            },
            { label: 'pace', before: board.pace, after: changes.pace ?? board.pace },
            { label: 'option rule', before: board.optionRule, after: changes.optionRule ?? board.optionRule },
          ]),
          ...(body.positions
            ? describeSeatChanges(
                currentSeats,
                body.positions.map((p) => ({
                  key: p.key,
                  title: p.title,
                  weight: p.weight,
                  type: p.type ?? 'AI',
                })),
              )
            : []),
        ].join('; ') || 'nothing (saved unchanged)';
      if (body.positions && checkSeatModels) {
        const kept = new Set(currentSeats.flatMap((seat) => seat.model ?? []));
        await checkSeatModels(board, body.positions, kept);
      }
      const seated = new Set(currentSeats.flatMap((seat) => seat.assignedUserId ?? []));
      await auditedChange(
        db,
        actor,
        async (tx) => {
          const repository = createBoardRepository(tx);
          if (Object.keys(changes).length > 0) await repository.update(board.id, changes);
          if (body.positions) {
            await repository.replaceSeats(
              board.id,
              await resolveSeats(tx, actor, board.organizationId, body.positions, seated),
            );
          }
        },
        () => boardEvent(board, 'board.updated', `Changed on ${board.name}: ${changed}`),
      );
      return this.getBoard(actor, board.id);
    },

    async deleteBoard(actor: Actor, id: string): Promise<void> {
      const board = await loadBoard(boards, actor, id, 'delete');
      await auditedChange(
        db,
        actor,
        (tx) => createBoardRepository(tx).deleteById(board.id),
        () => boardEvent(board, 'board.deleted', `Deleted the board ${board.name}`),
      );
    },

    /** Gives a human seat to a member of the board's organization (or an open invitation), or frees it. */
    async assignSeat(actor: Actor, boardId: string, seatId: string, email: string | null): Promise<Position> {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      const seat = (await boards.seatsOf([board.id])).find((s) => s.id === seatId);
      if (!seat) throw notFound('Seat not found');
      if (seat.type !== 'Human') throw unprocessable('Only a human seat can be assigned to a person');
      const seated = new Set(seat.assignedUserId ? [seat.assignedUserId] : []);
      const holder = await resolveHolder(db, board.organizationId, email, {
        required: requireVerifiedHolders,
        seated,
      });
      const notified = await auditedChange(
        db,
        actor,
        async (tx) => {
          await createBoardRepository(tx).assignSeat(seat.id, holder);
          const newHolder = holder.userId && holder.userId !== seat.assignedUserId ? holder.userId : null;
          if (!newHolder || newHolder === actor.user.id) return [];
          return notifySeatGiven(tx, {
            userId: newHolder,
            boardId: board.id,
            boardName: board.name,
            seatTitle: seat.title,
            givenBy: nameOf(actor),
          });
        },
        () =>
          boardEvent(
            board,
            'board.updated',
            `Gave the ${seat.title} seat of ${board.name} to ${email ?? 'nobody'}`,
          ),
      );
      wakeUsers(notified);
      const updated = (await boards.seatsOf([board.id])).find((s) => s.id === seatId)!;
      return presentSeat(updated);
    },

    async members(actor: Actor, boardId: string): Promise<BoardMember[]> {
      const board = await loadBoard(boards, actor, boardId);
      return (await boards.members(board.id)).map((m) => ({
        user_id: m.userId,
        name: m.fullName?.trim() || m.email || m.username,
        email: m.email,
        role: m.role,
        added_at: m.addedAt.toISOString(),
      }));
    },

    async addMember(actor: Actor, boardId: string, userId: string): Promise<BoardMember[]> {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      const member = isUuid(userId)
        ? await createOrganizationRoster(db).findMember(board.organizationId, userId)
        : undefined;
      if (!member) throw unprocessable('Only members of the board’s organization can be added to it');
      const notified = await auditedChange(
        db,
        actor,
        async (tx) => {
          if (!(await createBoardRepository(tx).addMember(board.id, userId)))
            throw conflict('Already a member of this board');
          if (userId === actor.user.id) return [];
          return notifyAddedToBoard(tx, {
            userId,
            boardId: board.id,
            boardName: board.name,
            addedBy: nameOf(actor),
          });
        },
        () => boardEvent(board, 'board.member_added', `Added ${member.email ?? userId} to ${board.name}`),
      );
      wakeUsers(notified);
      return this.members(actor, board.id);
    },

    async removeMember(actor: Actor, boardId: string, userId: string): Promise<void> {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      await auditedChange(
        db,
        actor,
        async (tx) => {
          if (!isUuid(userId) || !(await createBoardRepository(tx).removeMember(board.id, userId)))
            throw notFound('Not a member of this board');
        },
        () => boardEvent(board, 'board.member_removed', `Removed ${userId} from ${board.name}`),
      );
    },

    /** Over the boards with at least one seat that the dashboard lists. */
    async dashboardStats(actor: Actor): Promise<DashboardStats> {
      const figures = await boards.dashboardFigures(actor);
      return {
        board_count: figures.boards,
        total_sessions: figures.sessions,
        // A decision is made when a session completes with a recommendation.
        decisions_made: figures.decisions,
        avg_board_size: figures.boards ? Math.round((figures.seats / figures.boards) * 10) / 10 : 0,
      };
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
