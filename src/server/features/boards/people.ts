// A board's people as other features read them: its roster (attendance in the minutes, those told
// of a meeting's change or a closed written resolution, a meeting's calendar attendees) and who
// holds its seats now (names in recorded decisions, the members a session waits for). A narrow
// port, so their SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { type BoardPeopleRepository, createBoardPeopleRepository } from './people-repository.ts';

export type { RosterPerson } from './people-repository.ts';

export type BoardPeople = Pick<BoardPeopleRepository, 'roster' | 'holderNames' | 'holderBounces'>;

/** Over a database or a transaction (a change's notifications are written in its transaction). */
export function createBoardPeople(db: Db): BoardPeople {
  return createBoardPeopleRepository(db);
}
