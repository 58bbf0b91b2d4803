// Loading a meeting (or an item of it) on behalf of a user: a meeting belongs to its board,
// so whoever may touch the board may touch its meetings; anyone else finds nothing (404).
import { isUuid, notFound } from '../../lib/errors.ts';
import { type Action, can } from '../../policy.ts';
import type { UserRow } from '../auth/repository.ts';
import type { MeetingRepository, MeetingWithBoard } from './repository.ts';

export const MEETING_NOT_FOUND = 'Meeting not found';

export async function loadMeeting(
  meetings: MeetingRepository,
  user: UserRow,
  id: string,
  action: Action = 'read',
): Promise<MeetingWithBoard> {
  const meeting = isUuid(id) ? await meetings.findById(id) : undefined;
  if (!meeting || !can(user, action, 'board', { ownerId: meeting.boardOwnerId }))
    throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

export async function loadItem(meetings: MeetingRepository, meeting: MeetingWithBoard, itemId: string) {
  const item = isUuid(itemId)
    ? (await meetings.itemsOf([meeting.id])).find((i) => i.id === itemId)
    : undefined;
  if (!item) throw notFound('Agenda item not found');
  return item;
}
