// The boards feature's one service, put together from what each part serves: boards themselves
// (boards.ts), their seats one at a time (seats.ts) and their members (members.ts).
import type { Db } from '../../db/client.ts';
import type { UserWake } from '../notifications/notify.ts';
import { type BoardActivityCounts, createBoardLifecycle } from './boards.ts';
import { createBoardMemberService } from './members.ts';
import { createBoardRepository } from './repository.ts';
import type { SeatModelCheck } from './seat-input.ts';
import { createSeatService } from './seats.ts';

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
  return {
    ...createBoardLifecycle({ db, boards, activity, checkSeatModels, requireVerifiedHolders }),
    ...createSeatService({ db, boards, wakeUsers, requireVerifiedHolders }),
    ...createBoardMemberService({ db, boards, wakeUsers }),
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
