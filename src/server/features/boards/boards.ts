// Boards themselves: create one in an organization from a template and weighted seats, list what
// the actor may see, read one, edit it (board and seats all at once), delete it.
import type { Board, BoardListItem, CreateBoardBody, UpdateBoardBody } from '../../../contracts/boards.ts';
import { votingRuleSchema } from '../../../contracts/voting-rules.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnTemplate } from '../../policy.ts';
import { auditedChange } from '../audit/audit-log.ts';
import { describeChanges, describeSeatChanges } from '../audit/changes.ts';
import { checkOrganization, ORGANIZATION_NOT_FOUND } from '../organizations/access.ts';
import { createOrganizationRoster } from '../organizations/roster.ts';
import { createTemplateCatalog } from '../templates/catalog.ts';
import { loadBoard } from './access.ts';
import { boardEvent } from './audit-events.ts';
import { presentBoard, presentBoardListItem } from './present.ts';
import {
  type BoardListRow,
  type BoardRepository,
  createBoardRepository,
  type SeatRow,
} from './repository.ts';
import { resolveSeats, type SeatModelCheck, templateSeats } from './seat-input.ts';

/**
 * How many sessions and meetings each board has: counted by the sessions and meetings features
 * over their own tables and handed in by app.ts (those features build on boards).
 */
export interface BoardActivityCounts {
  sessionsByBoard(boardIds: string[]): Promise<Map<string, { total: number; completed: number }>>;
  meetingsByBoard(boardIds: string[]): Promise<Map<string, number>>;
}

/** The fields a board edit sets, as the repository names them. */
function boardChanges(body: UpdateBoardBody) {
  return {
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
}

/** The trail says what changed, old → new, not which fields the form sent. */
function describeBoardUpdate(
  board: BoardListRow,
  changes: ReturnType<typeof boardChanges>,
  positions: UpdateBoardBody['positions'],
  currentSeats: SeatRow[],
): string {
  return (
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
        { label: 'quorum', before: board.quorum, after: 'quorum' in changes ? changes.quorum : board.quorum },
        { label: 'pace', before: board.pace, after: changes.pace ?? board.pace },
        { label: 'option rule', before: board.optionRule, after: changes.optionRule ?? board.optionRule },
      ]),
      ...(positions
        ? describeSeatChanges(
            currentSeats,
            positions.map((p) => ({ key: p.key, title: p.title, weight: p.weight, type: p.type ?? 'AI' })),
          )
        : []),
    ].join('; ') || 'nothing (saved unchanged)'
  );
}

export function createBoardLifecycle(deps: {
  db: Db;
  boards: BoardRepository;
  activity: BoardActivityCounts;
  checkSeatModels?: SeatModelCheck;
  requireVerifiedHolders: boolean;
}) {
  const { db, boards, activity, checkSeatModels, requireVerifiedHolders } = deps;
  const templates = createTemplateCatalog(db);

  /** A board with its seats and counts, in four queries. */
  async function getBoard(actor: Actor, id: string): Promise<Board> {
    const board = await loadBoard(boards, actor, id);
    const [seats, sessionCounts, meetingCounts, memberCounts] = await Promise.all([
      boards.seatsOf([board.id]),
      activity.sessionsByBoard([board.id]),
      activity.meetingsByBoard([board.id]),
      boards.memberCounts([board.id]),
    ]);
    const counts = sessionCounts.get(board.id) ?? { total: 0, completed: 0 };
    return presentBoard(actor, board, {
      seats,
      sessionTotal: counts.total,
      sessionCompleted: counts.completed,
      meetingCount: meetingCounts.get(board.id) ?? 0,
      memberCount: memberCounts.get(board.id) ?? 0,
    });
  }

  async function targetOrganization(
    actor: Actor,
    organizationId: string | null | undefined,
  ): Promise<string> {
    const roster = createOrganizationRoster(db);
    const org = organizationId
      ? isUuid(organizationId)
        ? await roster.findById(organizationId)
        : undefined
      : await roster.findPersonal(actor.user.id);
    if (!org) throw notFound(ORGANIZATION_NOT_FOUND);
    return checkOrganization(actor, org.id, 'create_boards', {
      seenBy: 'members',
      forbiddenMessage: 'Your role in this organization cannot create boards',
    });
  }

  return {
    getBoard,

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
            { required: requireVerifiedHolders, seated: new Set() },
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
      return getBoard(withMembership, id);
    },

    async listBoards(actor: Actor, organizationId?: string): Promise<BoardListItem[]> {
      if (organizationId && !isUuid(organizationId)) return [];
      const rows = await boards.listVisibleWithDetails(actor, organizationId);
      return rows.map((row) => presentBoardListItem(actor, row));
    },

    /** Manage Members: name, description, status and seats, all or nothing. Past sessions keep their snapshot. */
    async updateBoard(actor: Actor, id: string, body: UpdateBoardBody): Promise<Board> {
      const board = await loadBoard(boards, actor, id, 'edit');
      const changes = boardChanges(body);
      const quorum = body.quorum !== undefined ? body.quorum : board.quorum;
      const seatCount = body.positions?.length ?? (await boards.seatsOf([board.id])).length;
      if (quorum !== null && quorum !== undefined && quorum > seatCount)
        throw unprocessable(`Quorum cannot exceed the board's ${seatCount} seats`);
      const currentSeats = body.positions ? await boards.seatsOf([board.id]) : [];
      const changed = describeBoardUpdate(board, changes, body.positions, currentSeats);
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
            const seats = await resolveSeats(tx, actor, board.organizationId, body.positions, {
              required: requireVerifiedHolders,
              seated,
            });
            await repository.replaceSeats(board.id, seats);
          }
        },
        () => boardEvent(board, 'board.updated', `Changed on ${board.name}: ${changed}`),
      );
      return getBoard(actor, board.id);
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

    /** The raw figures over the boards the actor sees, for the dashboard feature to present. */
    dashboardFigures: (actor: Actor) => boards.dashboardFigures(actor),
  };
}
