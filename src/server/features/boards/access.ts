// Loading a board on behalf of an actor: the one place every feature (boards, sessions,
// meetings, minutes) turns a board id into a board the caller may act on. A board the caller
// may not see is not found (404); one they see but may not change this way is forbidden (403).
import type { BoardAbility } from '../../../contracts/boards.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, isUuid, notFound } from '../../lib/errors.ts';
import { portOf } from '../../lib/port.ts';
import { type Actor, type BoardRef, canOnBoard } from '../../policy.ts';
import { type BoardListRow, type BoardRepository, createBoardRepository } from './repository.ts';

/** A board and a seat as other features read them. */
export type { BoardListRow, SeatRow } from './repository.ts';

/** What another feature may read of boards: a board, its seats, and the seats one holds. */
export type BoardReader = Pick<BoardRepository, 'findById' | 'humanSeatIdsHeldBy' | 'seatsOf'>;

/** The boards feature's read port over a database (or a transaction): its SQL stays here. */
export function createBoardReader(db: Db): BoardReader {
  return portOf(createBoardRepository(db), ['findById', 'humanSeatIdsHeldBy', 'seatsOf']);
}

export const BOARD_NOT_FOUND = 'Board not found';

export type BoardAccess = 'read' | 'read_sessions' | BoardAbility;

/** Whether an actor may see a board at all, for the access they ask. */
export const seesBoard = (actor: Actor, access: BoardAccess, board: BoardRef) =>
  canOnBoard(actor, access === 'read_sessions' ? 'read_sessions' : 'read', board);

/** The board, when there is one and the actor may see it for this access; else not found. */
export function seenBoard<B extends BoardRef>(
  actor: Actor,
  board: B | undefined,
  access: BoardAccess = 'read',
): B {
  if (!board || !seesBoard(actor, access, board)) throw notFound(BOARD_NOT_FOUND);
  return board;
}

export async function loadBoard(
  boards: Pick<BoardReader, 'findById'>,
  actor: Actor,
  id: string,
  access: BoardAccess = 'read',
): Promise<BoardListRow> {
  const board = seenBoard(actor, isUuid(id) ? await boards.findById(id) : undefined, access);
  if (access !== 'read' && access !== 'read_sessions' && !canOnBoard(actor, access, board)) throw forbidden();
  return board;
}
