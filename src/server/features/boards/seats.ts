// A board's seats one at a time: read them in order, give a human seat to a person or free it.
// (Seats are added, removed and reweighed with the board itself, in boards.ts.)
import type { Position } from '../../../contracts/boards.ts';
import type { Db } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { auditedChange } from '../audit/audit-log.ts';
import { notifySeatGiven, type UserWake } from '../notifications/notify.ts';
import { loadBoard } from './access.ts';
import { boardEvent, nameOf } from './audit-events.ts';
import { presentSeat } from './present.ts';
import { type BoardRepository, createBoardRepository } from './repository.ts';
import { resolveHolder } from './seat-input.ts';

export function createSeatService(deps: {
  db: Db;
  boards: BoardRepository;
  wakeUsers: UserWake;
  requireVerifiedHolders: boolean;
}) {
  const { db, boards, wakeUsers } = deps;
  return {
    async listPositions(actor: Actor, id: string): Promise<Position[]> {
      const board = await loadBoard(boards, actor, id);
      return (await boards.seatsOf([board.id])).map(presentSeat);
    },

    /** Gives a human seat to a member of the board's organization (or an open invitation), or frees it. */
    async assignSeat(actor: Actor, boardId: string, seatId: string, email: string | null): Promise<Position> {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      const seat = (await boards.seatsOf([board.id])).find((s) => s.id === seatId);
      if (!seat) throw notFound('Seat not found');
      if (seat.type !== 'Human') throw unprocessable('Only a human seat can be assigned to a person');
      const holder = await resolveHolder(db, board.organizationId, email, {
        required: deps.requireVerifiedHolders,
        seated: new Set(seat.assignedUserId ? [seat.assignedUserId] : []),
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
  };
}
