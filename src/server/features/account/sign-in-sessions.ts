// What features above account do with its sign-in sessions: end an account's sessions when its
// factors, membership or organization's rules change (in their transaction), and find and mark a
// session proven again at an identity provider.
import type { Db } from '../../db/client.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { type AuditAction, auditorOf, recordAudit } from '../audit/audit-log.ts';
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

/**
 * A sign-in factor was added, changed or removed (passkey, authenticator, recovery codes): every
 * other session of the account ends, and the audit entry says how many, in `tx`.
 */
export async function recordFactorChange(
  tx: Db,
  identity: Identity,
  at: Date,
  action: AuditAction,
  summary: string,
): Promise<void> {
  const ended = await endSignInSessions(tx, identity.user.id, at, 'factor_changed', identity.sessionId);
  await recordAudit(tx, auditorOf(identity.actor), {
    action,
    targetType: 'user',
    targetId: identity.user.id,
    summary: `${summary}; ${ended} other session(s) ended`,
  });
}

export function findSignInSession(db: Db, sessionId: string): Promise<AuthSessionRow | undefined> {
  return createSessionRepository(db).find(sessionId);
}

/** The session's owner proved themselves just now (starts the re-authentication window). */
export function markSignInProven(db: Db, sessionId: string, at: Date): Promise<void> {
  return createSessionRepository(db).markAuthenticated(sessionId, at);
}
