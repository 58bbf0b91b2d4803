// Re-authentication before sensitive changes: the request carries the password, or this
// sign-in session gave it within the last REAUTH_WINDOW_MINUTES (at sign-in, or on the
// "confirm your password" step, or by a second factor: a passkey or an authenticator code, the
// way an account that signs in without its password proves itself again).
import { REAUTH_REQUIRED, REAUTH_WINDOW_MINUTES, type ReauthStatus } from '../../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { createSessionRepository } from './session-repository.ts';

export const WRONG_PASSWORD = 'The password is not correct';
const WINDOW_MS = REAUTH_WINDOW_MINUTES * 60_000;

export function createReauth(db: Db, now: () => Date) {
  const sessions = createSessionRepository(db);

  async function checkPassword(identity: Identity, password: string): Promise<void> {
    const hash = identity.user.passwordHash;
    if (!hash) throw forbidden('This account has no password. Create an account first.');
    if (!(await verifyPassword(password, hash))) throw forbidden(WRONG_PASSWORD);
    await sessions.markAuthenticated(identity.sessionId, now());
  }

  /** Until when this session may make sensitive changes without the password; null if not now. */
  async function recentUntil(identity: Identity): Promise<Date | null> {
    const session = await sessions.find(identity.sessionId);
    if (!session) return null;
    const until = new Date(session.authenticatedAt.getTime() + WINDOW_MS);
    return until.getTime() > now().getTime() ? until : null;
  }

  return {
    /** The answer of every "confirm it is you" route: until when the window is open, if it is. */
    async status(identity: Identity): Promise<ReauthStatus> {
      return { recent_until: (await recentUntil(identity))?.toISOString() ?? null };
    },
    /** A second factor was just proven by this session (passkey, authenticator code): opens the window. */
    async markRecent(identity: Identity): Promise<void> {
      await sessions.markAuthenticated(identity.sessionId, now());
    },
    /** The password given on its own: opens the window for this session. */
    confirm: checkPassword,
    /** Before a sensitive change: the password in the request, or a recent one. */
    async require(identity: Identity, password: string | undefined): Promise<void> {
      if (password !== undefined) return checkPassword(identity, password);
      if (!(await recentUntil(identity))) throw new AppError(403, REAUTH_REQUIRED);
    },
  };
}
export type Reauth = ReturnType<typeof createReauth>;
