// What features above account do with its sign-in sessions: end an account's sessions when its
// factors, membership or organization's rules change (in their transaction), and find and mark a
// session proven again at an identity provider.
import type { Db } from '../../db/client.ts';
import type { SessionEndReason } from './session-end.ts';
import { type AuthSessionRow, createSessionRepository } from './session-repository.ts';

/** Ends the account's live sessions (all but `keep`), saying why; returns how many ended. */
export function endSignInSessions(
  db: Db,
  userId: string,
  at: Date,
  reason: SessionEndReason,
  keep?: string,
): Promise<number> {
  return createSessionRepository(db).revokeAll(userId, at, reason, keep);
}

export function findSignInSession(db: Db, sessionId: string): Promise<AuthSessionRow | undefined> {
  return createSessionRepository(db).find(sessionId);
}

/** The session's owner proved themselves just now (starts the re-authentication window). */
export function markSignInProven(db: Db, sessionId: string, at: Date): Promise<void> {
  return createSessionRepository(db).markAuthenticated(sessionId, at);
}
