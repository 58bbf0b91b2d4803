// A board's roster (who may be recorded at its meetings) as other features read it: the calendar
// sends a meeting's changes to these people. A narrow port, so the roster's SQL stays here.
import type { Db } from '../../db/client.ts';
import { createMinutesRepository, type RosterPerson } from './repository.ts';

export type { RosterPerson } from './repository.ts';

export function boardRoster(db: Db, boardId: string, organizationId: string): Promise<RosterPerson[]> {
  return createMinutesRepository(db).roster(boardId, organizationId);
}
