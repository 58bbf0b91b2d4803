// Your data: a person downloads what Boardwise holds about them (JSON), and deletes their account.
// Deletion keeps the boards' record and removes the person (ADR 46): their personal organization
// and what is in it go, every other trace of them (name, address, password, factors, tokens,
// notifications, memberships, sign-ins) is deleted, and the account row stays as a "Former
// member" with no personal data, so their votes and perspectives on others' boards keep their place.
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createAccountDataRepository, FORMER_MEMBER } from './account-data-repository.ts';
import type { BoardRecords } from './board-records.ts';
import type { Reauth } from './reauth.ts';
import { createSessionRepository } from './session-repository.ts';

export { FORMER_MEMBER } from './account-data-repository.ts';
export const DELETE_CONFIRMATION_MISMATCH = 'Type your e-mail address exactly to confirm';
export const EXPORT_FORMAT = 'boardwise-account-export/1';

/** "You are the only Admin of …": the organizations that would be left without one. */
export const soleAdminRefusal = (names: string[]) =>
  `You are the only Admin of ${names.join(', ')}, which has other members. Make another member an Admin (or remove the other members) first.`;

/**
 * Everything Boardwise holds about one person, as one JSON-ready document (the export's data).
 *
 * Two scopes. What the person wrote or cast is theirs wherever it sits — sessions they asked,
 * perspectives, votes in sessions and on written resolutions, comments on minutes, amendments —
 * and comes whole, even from a board they have since left: it is their own data. What others
 * wrote comes only from boards the person may read now (`records`): those boards' minutes and
 * written resolutions, as the board's pages show them. A removed member takes nothing more of
 * the board's record; a super-admin's support reading is not their data.
 */
export async function gatherAccountData(
  db: Db,
  records: BoardRecords,
  userId: string,
  at: Date,
): Promise<Record<string, unknown>> {
  const own = await createAccountDataRepository(db).ownRecords(userId);
  return {
    format: EXPORT_FORMAT,
    exported_at: at.toISOString(),
    profile: own.profile,
    organizations: own.organizations,
    boards: own.boards,
    boards_i_read: await records.boards(userId),
    decisions: own.decisions,
    perspectives: own.perspectives,
    votes: own.votes,
    revisions: own.revisions,
    resolution_votes: own.resolution_votes,
    minutes_comments: own.minutes_comments,
    minutes_amendments: own.minutes_amendments,
    meetings: own.meetings,
    minutes: await records.minutes(userId),
    resolutions: await records.resolutions(userId),
    notifications: own.notifications,
    sign_in_sessions: (await createSessionRepository(db).listLive(userId, at)).map((s) => ({
      created_at: s.createdAt,
      last_seen_at: s.lastSeenAt,
      ip: s.ip,
      user_agent: s.userAgent,
    })),
    api_tokens: own.api_tokens,
    audit_events: own.audit_events,
  };
}

export function createAccountData(deps: { db: Db; now: () => Date; reauth: Reauth; records: BoardRecords }) {
  const { db, now, reauth, records } = deps;
  const { orphanedByLeaving } = createAccountDataRepository(db);

  return {
    orphanedByLeaving,

    /** Everything about the caller, as one JSON document (after re-authentication). */
    async export(identity: Identity, password: string | undefined): Promise<Record<string, unknown>> {
      await reauth.require(identity, password);
      const exported = await gatherAccountData(db, records, identity.user.id, now());
      await recordAudit(db, auditorOf(identity.actor), {
        action: 'user.data_exported',
        targetType: 'user',
        targetId: identity.user.id,
        summary: 'Downloaded an export of their data',
      });
      return exported;
    },

    /**
     * Deletes the caller's account after re-authentication and their typed address; refused while
     * an organization with other members would be left without an Admin.
     */
    async delete(identity: Identity, password: string | undefined, confirmation: string): Promise<void> {
      const { user } = identity;
      if (user.isGuest) throw unprocessable('Create an account first');
      await reauth.require(identity, password);
      const expected = (user.email ?? user.username).toLowerCase();
      if (confirmation.trim().toLowerCase() !== expected) throw unprocessable(DELETE_CONFIRMATION_MISMATCH);
      const orphaned = await orphanedByLeaving(user.id);
      if (orphaned.length) throw conflict(soleAdminRefusal(orphaned.map((o) => o.name)));
      const at = now();
      await inTransaction(db, async (tx) => {
        // Ended first, with the reason: the person's open tabs are told, then the rows go.
        await createSessionRepository(tx).revokeAll(user.id, at, 'account_deleted');
        const ownOrganizations = await createAccountDataRepository(tx).erase(user.id, at);
        await recordAudit(
          tx,
          { actorId: user.id, actorEmail: FORMER_MEMBER, ip: identity.actor.ip },
          {
            action: 'user.deleted',
            targetType: 'user',
            targetId: user.id,
            summary: `Deleted their account (${ownOrganizations} own organization(s) with their boards removed)`,
          },
        );
      });
    },
  };
}
export type AccountData = ReturnType<typeof createAccountData>;
