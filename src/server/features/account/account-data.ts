// Your data: a person downloads what Boardwise holds about them (JSON), and deletes their account.
// Deletion keeps the boards' record and removes the person (ADR 46): their personal organization
// and what is in it go, every other trace of them (name, address, password, factors, tokens,
// notifications, memberships, sign-ins) is deleted, and the account row stays as a "Former
// member" with no personal data, so their votes and perspectives on others' boards keep their place.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountExports,
  accountTokens,
  apiTokens,
  auditEvents,
  authSessions,
  boardMembers,
  boardPositions,
  boards,
  decisionSessions,
  humanDrafts,
  humanPerspectives,
  humanRevisions,
  humanVotes,
  meetingMinutes,
  meetings,
  minutesAmendments,
  minutesComments,
  notificationSettings,
  notifications,
  organizationMembers,
  organizations,
  passkeys,
  recoveryCodes,
  resolutionDirectors,
  resolutions,
  ssoIdentities,
  users,
  userTotp,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { rowsOf } from '../superadmin/sql-rows.ts';
import type { BoardRecords } from './board-records.ts';
import type { Reauth } from './reauth.ts';
import { createSessionRepository } from './session-repository.ts';

export const FORMER_MEMBER = 'Former member';
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
  const now = () => at;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      full_name: users.fullName,
      email_verified_at: users.emailVerifiedAt,
      created_at: users.createdAt,
      last_active_at: users.lastActiveAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const memberships = await db
    .select({
      organization_id: organizations.id,
      name: organizations.name,
      role: organizationMembers.role,
      personal: sql<boolean>`${organizations.personalOwnerId} = ${userId}`,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
  const ownedBoards = await db.select().from(boards).where(eq(boards.ownerId, userId));
  const boardIds = ownedBoards.map((b) => b.id);
  const positions = boardIds.length
    ? await db.select().from(boardPositions).where(inArray(boardPositions.boardId, boardIds))
    : [];
  const decisions = await db.select().from(decisionSessions).where(eq(decisionSessions.ownerId, userId));
  const boardMeetings = boardIds.length
    ? await db.select().from(meetings).where(inArray(meetings.boardId, boardIds))
    : [];
  const resolutionVotes = await db
    .select({
      resolution_id: resolutions.id,
      title: resolutions.title,
      text: resolutions.text,
      board_name: boards.name,
      seat_title: resolutionDirectors.seatTitle,
      vote: resolutionDirectors.vote,
      reason: resolutionDirectors.reason,
      voted_at: resolutionDirectors.votedAt,
      status: resolutions.status,
    })
    .from(resolutionDirectors)
    .innerJoin(resolutions, eq(resolutions.id, resolutionDirectors.resolutionId))
    .innerJoin(boards, eq(boards.id, resolutions.boardId))
    .where(eq(resolutionDirectors.userId, userId))
    .orderBy(resolutions.createdAt);
  const minutesMeeting = { meeting_title: meetings.title, meeting_date: meetings.scheduledDate };
  const comments = await db
    .select({
      minutes_id: minutesComments.minutesId,
      ...minutesMeeting,
      body: minutesComments.body,
      created_at: minutesComments.createdAt,
    })
    .from(minutesComments)
    .innerJoin(meetingMinutes, eq(meetingMinutes.id, minutesComments.minutesId))
    .innerJoin(meetings, eq(meetings.id, meetingMinutes.meetingId))
    .where(eq(minutesComments.authorId, userId))
    .orderBy(minutesComments.createdAt);
  const amendments = await db
    .select({
      minutes_id: minutesAmendments.minutesId,
      ...minutesMeeting,
      version: minutesAmendments.version,
      body: minutesAmendments.body,
      created_at: minutesAmendments.createdAt,
    })
    .from(minutesAmendments)
    .innerJoin(meetingMinutes, eq(meetingMinutes.id, minutesAmendments.minutesId))
    .innerJoin(meetings, eq(meetings.id, meetingMinutes.meetingId))
    .where(eq(minutesAmendments.authorId, userId))
    .orderBy(minutesAmendments.createdAt);
  return {
    format: EXPORT_FORMAT,
    exported_at: now().toISOString(),
    profile: user,
    organizations: memberships,
    boards: ownedBoards.map((b) => ({ ...b, seats: positions.filter((p) => p.boardId === b.id) })),
    boards_i_read: await records.boards(userId),
    decisions,
    perspectives: await db.select().from(humanPerspectives).where(eq(humanPerspectives.userId, userId)),
    votes: await db.select().from(humanVotes).where(eq(humanVotes.userId, userId)),
    revisions: await db.select().from(humanRevisions).where(eq(humanRevisions.userId, userId)),
    resolution_votes: resolutionVotes,
    minutes_comments: comments,
    minutes_amendments: amendments,
    meetings: boardMeetings,
    minutes: await records.minutes(userId),
    resolutions: await records.resolutions(userId),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    sign_in_sessions: (await createSessionRepository(db).listLive(userId, now())).map((s) => ({
      created_at: s.createdAt,
      last_seen_at: s.lastSeenAt,
      ip: s.ip,
      user_agent: s.userAgent,
    })),
    api_tokens: await db
      .select({
        name: apiTokens.name,
        scope: apiTokens.scope,
        created_at: apiTokens.createdAt,
        expires_at: apiTokens.expiresAt,
        last_used_at: apiTokens.lastUsedAt,
        revoked_at: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId)),
    audit_events: await db
      .select({
        at: auditEvents.at,
        action: auditEvents.action,
        organization_id: auditEvents.organizationId,
        summary: auditEvents.summary,
        ip: auditEvents.ip,
      })
      .from(auditEvents)
      .where(
        or(
          eq(auditEvents.actorId, userId),
          and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, userId)),
        ),
      )
      .orderBy(auditEvents.at)
      .limit(10_000),
  };
}

export function createAccountData(deps: { db: Db; now: () => Date; reauth: Reauth; records: BoardRecords }) {
  const { db, now, reauth, records } = deps;

  /** Organizations (not personal) where the person is the only Admin and others are members. */
  async function orphanedByLeaving(userId: string): Promise<{ id: string; name: string }[]> {
    return rowsOf<{ id: string; name: string }>(
      db,
      sql`
      select o.id, o.name from organizations o
      join organization_members me on me.organization_id = o.id and me.user_id = ${userId} and me.role = 'admin'
      where o.personal_owner_id is distinct from ${userId}
        and not exists (select 1 from organization_members a where a.organization_id = o.id
          and a.role = 'admin' and a.user_id <> ${userId})
        and exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id <> ${userId})
      order by o.name`,
    );
  }

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
        // Their own organizations go whole: the personal one, and any where nobody else is left.
        const own = await rowsOf<{ id: string }>(
          tx,
          sql`
          select o.id from organizations o where o.personal_owner_id = ${user.id}
             or (exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id = ${user.id})
                 and not exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id <> ${user.id}))`,
        );
        const ownIds = own.map((r) => r.id);
        if (ownIds.length) await tx.delete(organizations).where(inArray(organizations.id, ownIds));
        await tx.delete(boardMembers).where(eq(boardMembers.userId, user.id));
        await tx
          .update(boardPositions)
          .set({ assignedUserId: null })
          .where(eq(boardPositions.assignedUserId, user.id));
        await tx.delete(organizationMembers).where(eq(organizationMembers.userId, user.id));
        for (const table of [
          notifications,
          notificationSettings,
          apiTokens,
          accountExports,
          passkeys,
          userTotp,
          recoveryCodes,
          accountTokens,
          ssoIdentities,
          humanDrafts,
        ] as const) {
          await tx.delete(table).where(eq(table.userId, user.id));
        }
        await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
        // The trail keeps what was done, not who: the address in it is the person's too.
        await tx
          .update(auditEvents)
          .set({ actorEmail: FORMER_MEMBER })
          .where(eq(auditEvents.actorId, user.id));
        // Names written beside the record at the time (a resolution's directors and circulator,
        // comments, amendments, an approval) are the person's too: the record keeps the act,
        // attributed to "Former member", like their votes and perspectives in sessions.
        await tx
          .update(resolutionDirectors)
          .set({ name: FORMER_MEMBER })
          .where(eq(resolutionDirectors.userId, user.id));
        await tx
          .update(resolutions)
          .set({ circulatedByName: FORMER_MEMBER })
          .where(eq(resolutions.circulatedById, user.id));
        await tx
          .update(minutesComments)
          .set({ authorName: FORMER_MEMBER })
          .where(eq(minutesComments.authorId, user.id));
        await tx
          .update(minutesAmendments)
          .set({ authorName: FORMER_MEMBER })
          .where(eq(minutesAmendments.authorId, user.id));
        await tx
          .update(meetingMinutes)
          .set({ approvedByName: FORMER_MEMBER })
          .where(eq(meetingMinutes.approvedById, user.id));
        await tx
          .update(users)
          .set({
            email: null,
            username: `former-member-${user.id}`,
            fullName: FORMER_MEMBER,
            passwordHash: null,
            emailVerifiedAt: null,
            isSuperadmin: false,
            disabledAt: at,
            deletedAt: at,
            lastActiveAt: null,
          })
          .where(eq(users.id, user.id));
        await recordAudit(
          tx,
          { actorId: user.id, actorEmail: FORMER_MEMBER, ip: identity.actor.ip },
          {
            action: 'user.deleted',
            targetType: 'user',
            targetId: user.id,
            summary: `Deleted their account (${ownIds.length} own organization(s) with their boards removed)`,
          },
        );
      });
    },
  };
}
export type AccountData = ReturnType<typeof createAccountData>;
