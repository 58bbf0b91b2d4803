// Loading minutes on behalf of an actor: minutes belong to their meeting's board, so whoever may
// see the board reads them; anyone who cannot finds nothing (404), as for the board itself.
import { isUuid, notFound } from '../../lib/errors.ts';
import { type Actor, type BoardRef, canOnBoard } from '../../policy.ts';
import type { MeetingReader } from '../meetings/access.ts';

export const MINUTES_NOT_FOUND = 'Minutes not found';

/** The board minutes (with their meeting) belong to, as the policy reads it. */
export const boardOfMinutes = (row: { boardId: string; boardOrganizationId: string }): BoardRef => ({
  id: row.boardId,
  organizationId: row.boardOrganizationId,
});

/** The minutes with their meeting and board, when the actor may see the board; else not found. */
export async function loadMinutes(meetings: Pick<MeetingReader, 'findMinutes'>, actor: Actor, id: string) {
  const row = isUuid(id) ? await meetings.findMinutes(id) : undefined;
  if (!row || !canOnBoard(actor, 'read', boardOfMinutes(row))) throw notFound(MINUTES_NOT_FOUND);
  return row;
}
