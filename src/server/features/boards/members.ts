// A board's members: people of its organization who may use it beyond what their role shows.
import type { BoardMember } from '../../../contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { auditedChange } from '../audit/audit-log.ts';
import { notifyAddedToBoard, type UserWake } from '../notifications/notify.ts';
import { createOrganizationRoster } from '../organizations/roster.ts';
import { loadBoard } from './access.ts';
import { boardEvent, nameOf } from './audit-events.ts';
import { type BoardRepository, createBoardRepository } from './repository.ts';

export function createBoardMemberService(deps: { db: Db; boards: BoardRepository; wakeUsers: UserWake }) {
  const { db, boards, wakeUsers } = deps;

  async function members(actor: Actor, boardId: string): Promise<BoardMember[]> {
    const board = await loadBoard(boards, actor, boardId);
    return (await boards.members(board.id)).map((m) => ({
      user_id: m.userId,
      name: m.fullName?.trim() || m.email || m.username,
      email: m.email,
      role: m.role,
      added_at: m.addedAt.toISOString(),
    }));
  }

  return {
    members,

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
      return members(actor, board.id);
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
  };
}
