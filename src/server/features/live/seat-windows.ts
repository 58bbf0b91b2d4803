// What the features above live do with the windows human seats act in: the engine's wait for the
// seats (human's HumanInputPort), going on without them (human's awaited), and the events a seat's
// act adds to the session's log. A narrow port over live's repository, so its SQL stays here.
import type { Db } from '../../db/client.ts';
import { createLiveRepository, type LiveRepository } from './repository.ts';

/** A window, a revision and a vote as other features read them. */
export type { RevisionRow, VoteRow, WindowRow } from './repository.ts';

export type SeatWindows = Pick<
  LiveRepository,
  | 'openWindow'
  | 'window'
  | 'latestWindow'
  | 'closeWindow'
  | 'revisions'
  | 'votes'
  | 'interjections'
  | 'appendEvent'
>;

/** Over a database or a transaction (closing a window goes with recording who was left out). */
export function createSeatWindows(db: Db): SeatWindows {
  return createLiveRepository(db);
}
