// What a meeting's completion asks of resolutions: the written resolutions the board decided
// since its last minutes are entered in the new minutes (ADR 48). A narrow port, so the meetings
// feature writes no resolution row itself.
import type { Db } from '../../db/client.ts';
import { createResolutionRepository } from './repository.ts';

/** Enters the board's decided resolutions not yet in any minutes into these minutes (in the caller's transaction). */
export function enterResolutionsInMinutes(tx: Db, boardId: string, minutesId: string): Promise<void> {
  return createResolutionRepository(tx).enterInMinutes(boardId, minutesId);
}
