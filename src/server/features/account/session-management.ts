// One's sign-in sessions (list, end one, end all others), the password change (which ends the
// others too), an organization Admin ending a member's sessions, and a super-admin disabling
// an account (which ends all of its sessions). Ended sessions stop at once on every process:
// the actor cache drops its actors when auth_sessions changes (ADR 21).
import type { AuthSession, EndedSessions } from '../../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { Actor } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { OrganizationChecks } from './organization-checks.ts';
import type { Reauth } from './reauth.ts';
import { type AuthSessionRow, createSessionRepository } from './session-repository.ts';
import { createUserRepository } from './user-repository.ts';

const SESSION_NOT_FOUND = 'Session not found';

function present(row: AuthSessionRow, currentId: string): AuthSession {
  return {
    id: row.id,
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === currentId,
  };
}

export function createSessionManagement(deps: {
  db: Db;
  now: () => Date;
  reauth: Reauth;
  organizations: OrganizationChecks;
}) {
  const { db, now, reauth } = deps;
  const sessions = createSessionRepository(db);
  const auditor = (identity: Identity) => auditorOf(identity.actor);

  return {
    async list(identity: Identity): Promise<AuthSession[]> {
      const rows = await sessions.listLive(identity.user.id, now());
      return rows.map((row) => present(row, identity.sessionId));
    },

    /** Ends one of one's own sessions (the current one too: that is signing out). */
    async endOne(identity: Identity, sessionId: string): Promise<void> {
      if (!isUuid(sessionId)) throw notFound(SESSION_NOT_FOUND);
      await inTransaction(db, async (tx) => {
        if (
          !(await createSessionRepository(tx).revokeOne(
            identity.user.id,
            sessionId,
            now(),
            sessionId === identity.sessionId ? 'signed_out' : 'ended_by_you',
          ))
        )
          throw notFound(SESSION_NOT_FOUND);
        await recordAudit(tx, auditor(identity), {
          action: 'auth.session_ended',
          targetType: 'auth_session',
          targetId: sessionId,
          summary: sessionId === identity.sessionId ? 'Ended this session' : 'Ended another session',
        });
      });
    },

    async endOthers(identity: Identity, password: string | undefined): Promise<EndedSessions> {
      await reauth.require(identity, password);
      const ended = await inTransaction(db, async (tx) => {
        const count = await createSessionRepository(tx).revokeAll(
          identity.user.id,
          now(),
          'ended_by_you',
          identity.sessionId,
        );
        await recordAudit(tx, auditor(identity), {
          action: 'auth.sessions_ended',
          targetType: 'user',
          targetId: identity.user.id,
          summary: `Ended ${count} other session(s)`,
        });
        return count;
      });
      return { ended };
    },

    /** A new password ends every other session: whoever knew the old one is signed out. */
    async changePassword(identity: Identity, newPassword: string, password: string | undefined) {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      await reauth.require(identity, password);
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        await createUserRepository(tx).setPassword(identity.user.id, passwordHash);
        const ended = await createSessionRepository(tx).revokeAll(
          identity.user.id,
          now(),
          'password_changed',
          identity.sessionId,
        );
        await recordAudit(tx, auditor(identity), {
          action: 'auth.password_changed',
          targetType: 'user',
          targetId: identity.user.id,
          summary: `Changed the password; ${ended} other session(s) ended`,
        });
      });
    },

    /** An organization's Admin signs a member out everywhere (a lost laptop, a departure). */
    async endMemberSessions(actor: Actor, organizationId: string, userId: string): Promise<EndedSessions> {
      const member = await deps.organizations.administeredMember(actor, organizationId, userId);
      const ended = await inTransaction(db, async (tx) => {
        const count = await createSessionRepository(tx).revokeAll(userId, now(), 'ended_by_admin');
        await recordAudit(tx, auditorOf(actor), {
          organizationId: member.organizationId,
          action: 'member.sessions_ended',
          targetType: 'user',
          targetId: userId,
          summary: `Signed ${member.email ?? userId} out everywhere (${count} session(s))`,
        });
        return count;
      });
      return { ended };
    },

    /** A super-admin disables an account (its sessions end, it cannot sign in) or enables it again. */
    async setDisabled(actor: Actor, userId: string, disabled: boolean): Promise<{ disabled: boolean }> {
      if (!actor.isSuperadmin) throw forbidden();
      const user = isUuid(userId) ? await createAccountDirectory(db).findUserById(userId) : undefined;
      if (!user) throw notFound('User not found');
      if (disabled && user.id === actor.user.id) throw conflict('You cannot disable your own account');
      await inTransaction(db, async (tx) => {
        const at = now();
        await createUserRepository(tx).setDisabled(user.id, disabled ? at : null);
        const ended = disabled
          ? await createSessionRepository(tx).revokeAll(user.id, at, 'account_disabled')
          : 0;
        await recordAudit(tx, auditorOf(actor), {
          action: disabled ? 'user.disabled' : 'user.enabled',
          targetType: 'user',
          targetId: user.id,
          summary: disabled
            ? `Disabled ${user.email ?? user.username}; ${ended} session(s) ended`
            : `Enabled ${user.email ?? user.username} again`,
        });
      });
      return { disabled };
    },
  };
}
export type SessionManagement = ReturnType<typeof createSessionManagement>;
