// What the features above sessions read and record of a session beyond loading it for an actor
// (access.ts): sessions by id, a session's checkpoints (the AI seats' answers), and going on
// without the human seats still to act. A narrow port over the sessions' repository.
import type { Db } from '../../db/client.ts';
import { createSessionRepository, type SessionRepository } from './repository.ts';

export type SessionRecords = Pick<
  SessionRepository,
  'findManyById' | 'loadCheckpoints' | 'proceedWithout' | 'recordProceeded'
>;

/** Over a database or a transaction (recording who was left out goes with closing their window). */
export function createSessionRecords(db: Db): SessionRecords {
  return createSessionRepository(db);
}
