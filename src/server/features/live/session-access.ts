// A session as the people at its board see it: loaded through its board (a session the caller
// may not follow is not found), with the human seat of the session the caller holds today —
// a seat taken away stops its former holder at once, whatever the session's snapshot says.
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { seesBoard } from '../boards/access.ts';
import { type BoardListRow, createBoardRepository } from '../boards/repository.ts';
import { createHumanRepository } from '../human/repository.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';
import { createSessionRepository, type SessionRow } from '../sessions/repository.ts';

export const SESSION_NOT_FOUND = 'Session not found';

export interface SessionAtTable {
  row: SessionRow;
  board: BoardListRow;
  seats: SnapshotSeat[];
  /** The human seat of this session the caller holds, if any. */
  seat: SnapshotSeat | null;
}

export function createSessionAccess(db: Db) {
  const sessions = createSessionRepository(db);
  const boards = createBoardRepository(db);
  const humans = createHumanRepository(db);

  async function heldSeatIds(actor: Actor): Promise<Set<string>> {
    if (!actor.seatBoardIds.size) return new Set();
    return new Set((await humans.seatsHeldBy(actor.user.id)).map((s) => s.positionId));
  }

  return {
    heldSeatIds,
    async load(actor: Actor, id: string): Promise<SessionAtTable> {
      const row = isUuid(id) ? await sessions.findById(id) : undefined;
      const board = row ? await boards.findById(row.boardId) : undefined;
      if (!row || !board || !seesBoard(actor, 'read_sessions', board)) throw notFound(SESSION_NOT_FOUND);
      const seats = row.boardSnapshot as SnapshotSeat[];
      const held = await heldSeatIds(actor);
      const seat = seats.find((s) => s.kind === 'Human' && held.has(s.id)) ?? null;
      return { row, board, seats, seat };
    },
  };
}
export type SessionAccess = ReturnType<typeof createSessionAccess>;
