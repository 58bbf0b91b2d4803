// The related decisions a session was started with, for the sessions feature: handed over in its
// starting transaction and read back with the session's detail.
import type { RelatedDecision } from '../../../contracts/related-decisions.ts';
import type { Db } from '../../db/client.ts';
import { createRelatedDecisionRepository } from './repository.ts';

export function handOverRelated(
  db: Db,
  sessionId: string,
  related: readonly RelatedDecision[],
): Promise<void> {
  return createRelatedDecisionRepository(db).handOver(sessionId, related);
}

export function relatedHandedTo(db: Db, sessionId: string): Promise<RelatedDecision[]> {
  return createRelatedDecisionRepository(db).handedTo(sessionId);
}
