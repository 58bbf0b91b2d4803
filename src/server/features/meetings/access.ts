// Loading a meeting (or an item of it) on behalf of an actor: a meeting belongs to its board,
// so whoever may see the board reads its meetings and whoever may manage the board's meetings
// changes them; anyone who cannot see the board finds nothing (404).

import type { Db } from '../../db/client.ts';
import { forbidden, isUuid, notFound } from '../../lib/errors.ts';
import { portOf } from '../../lib/port.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { createMeetingRepository, type MeetingRepository, type MeetingWithBoard } from './repository.ts';

export type { MeetingWithBoard, MinutesListRow } from './repository.ts';

/** What the minutes read of meetings: a meeting with its board, and the minutes filed on them. */
export type MeetingReader = Pick<MeetingRepository, 'findById' | 'findMinutes' | 'listMinutesVisibleTo'>;

/** The meetings feature's read port over a database (or a transaction): its SQL stays here. */
export function createMeetingReader(db: Db): MeetingReader {
  return portOf(createMeetingRepository(db), ['findById', 'findMinutes', 'listMinutesVisibleTo']);
}

export const MEETING_NOT_FOUND = 'Meeting not found';

export async function loadMeeting(
  meetings: Pick<MeetingReader, 'findById'>,
  actor: Actor,
  id: string,
  access: 'read' | 'manage_meetings' = 'read',
): Promise<MeetingWithBoard> {
  const meeting = isUuid(id) ? await meetings.findById(id) : undefined;
  const board = meeting && { id: meeting.boardId, organizationId: meeting.boardOrganizationId };
  if (!meeting || !board || !canOnBoard(actor, 'read', board)) throw notFound(MEETING_NOT_FOUND);
  if (access === 'manage_meetings' && !canOnBoard(actor, 'manage_meetings', board)) throw forbidden();
  return meeting;
}

export async function loadItem(meetings: MeetingRepository, meeting: MeetingWithBoard, itemId: string) {
  const item = isUuid(itemId)
    ? (await meetings.itemsOf([meeting.id])).find((i) => i.id === itemId)
    : undefined;
  if (!item) throw notFound('Agenda item not found');
  return item;
}
