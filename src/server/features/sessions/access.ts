// Loading a session on behalf of an actor: the one place every feature (sessions, follow-ups,
// the live room, human seats, reviews) turns a session id into a session the caller may follow.
// A session is loaded through its board; one the caller may not follow is not found (404).
// With its seats, it carries the human seat of the session the caller holds today — a seat
// taken away stops its former holder at once, whatever the session's snapshot says.
import { isUuid, notFound } from '../../lib/errors.ts';
import type { Actor, BoardRef } from '../../policy.ts';
import { type BoardListRow, type BoardReader, seesBoard } from '../boards/access.ts';
import type { SnapshotSeat } from './board-snapshot.ts';
import type { SessionRepository, SessionRow } from './repository.ts';

/** A session's row as other features read it. */
export type { SessionRow } from './repository.ts';

export const SESSION_NOT_FOUND = 'Session not found';

/** A session is readable by whoever may follow its board's sessions (ADR 8); else not found. */
export function seenSession<S>(actor: Actor, session: S | undefined, board: BoardRef | undefined): S {
  if (!session || !board || !seesBoard(actor, 'read_sessions', board)) throw notFound(SESSION_NOT_FOUND);
  return session;
}

export interface SessionAtTable {
  row: SessionRow;
  board: BoardListRow;
  seats: SnapshotSeat[];
  /** The human seat of this session the caller holds, if any. */
  seat: SnapshotSeat | null;
}

export interface SessionAccessRepositories {
  sessions: Pick<SessionRepository, 'findById'>;
  boards: BoardReader;
}

export function createSessionAccess({ sessions, boards }: SessionAccessRepositories) {
  /** The session and its board, when the actor may follow the board's sessions; else not found. */
  async function loadWithBoard(actor: Actor, id: string): Promise<{ row: SessionRow; board: BoardListRow }> {
    const row = isUuid(id) ? await sessions.findById(id) : undefined;
    const board = row ? await boards.findById(row.boardId) : undefined;
    return { row: seenSession(actor, row, board), board: board! };
  }

  return {
    /** The session alone (no seat looked up), for reading it. */
    async loadRow(actor: Actor, id: string): Promise<SessionRow> {
      return (await loadWithBoard(actor, id)).row;
    },
    /** The session at its table: its board, its seats and the seat the caller holds. */
    async load(actor: Actor, id: string): Promise<SessionAtTable> {
      const { row, board } = await loadWithBoard(actor, id);
      const seats = row.boardSnapshot as SnapshotSeat[];
      const held = actor.seatBoardIds.size ? await boards.humanSeatIdsHeldBy(actor.user.id) : new Set();
      const seat = seats.find((s) => s.kind === 'Human' && held.has(s.id)) ?? null;
      return { row, board, seats, seat };
    },
  };
}
export type SessionAccess = ReturnType<typeof createSessionAccess>;
