// SQL for a person's own data (account-data.ts is its service): what the export holds of them, and
// the deletion of their account. A person's traces sit in nearly every feature's tables, and these
// statements read and erase them here, in one place and one transaction, rather than through a
// port of each feature (ADR 73).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

/** The name a deleted account's traces keep: the record keeps the act, not the person. */
export const FORMER_MEMBER = 'Former member';

export function createAccountDataRepository(db: Db) {
  return {
    /**
     * What the person wrote, cast or owns, wherever it sits (a board they left too), and what the
     * audit trail recorded of them or about them.
     */
    async ownRecords(userId: string) {
      const [profile] = await db
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
        profile,
        organizations: memberships,
        boards: ownedBoards.map((b) => ({ ...b, seats: positions.filter((p) => p.boardId === b.id) })),
        decisions,
        perspectives: await db.select().from(humanPerspectives).where(eq(humanPerspectives.userId, userId)),
        votes: await db.select().from(humanVotes).where(eq(humanVotes.userId, userId)),
        revisions: await db.select().from(humanRevisions).where(eq(humanRevisions.userId, userId)),
        resolution_votes: resolutionVotes,
        minutes_comments: comments,
        minutes_amendments: amendments,
        meetings: boardMeetings,
        notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
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
    },

    /** Organizations (not personal) where the person is the only Admin and others are members. */
    orphanedByLeaving(userId: string): Promise<{ id: string; name: string }[]> {
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
    },

    /**
     * Removes the person (run in the deletion's transaction, after their sessions ended): their own
     * organizations whole, every other trace of them, their name beside the record, and the
     * account row's personal data. Answers how many own organizations went.
     */
    async erase(userId: string, at: Date): Promise<number> {
      // Their own organizations go whole: the personal one, and any where nobody else is left.
      const own = await rowsOf<{ id: string }>(
        db,
        sql`
        select o.id from organizations o where o.personal_owner_id = ${userId}
           or (exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id = ${userId})
               and not exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id <> ${userId}))`,
      );
      const ownIds = own.map((r) => r.id);
      if (ownIds.length) await db.delete(organizations).where(inArray(organizations.id, ownIds));
      await db.delete(boardMembers).where(eq(boardMembers.userId, userId));
      await db
        .update(boardPositions)
        .set({ assignedUserId: null })
        .where(eq(boardPositions.assignedUserId, userId));
      await db.delete(organizationMembers).where(eq(organizationMembers.userId, userId));
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
        await db.delete(table).where(eq(table.userId, userId));
      }
      await db.delete(authSessions).where(eq(authSessions.userId, userId));
      // The trail keeps what was done, not who: the address in it is the person's too.
      await db.update(auditEvents).set({ actorEmail: FORMER_MEMBER }).where(eq(auditEvents.actorId, userId));
      // Names written beside the record at the time (a resolution's directors and circulator,
      // comments, amendments, an approval) are the person's too: the record keeps the act,
      // attributed to "Former member", like their votes and perspectives in sessions.
      await db
        .update(resolutionDirectors)
        .set({ name: FORMER_MEMBER })
        .where(eq(resolutionDirectors.userId, userId));
      await db
        .update(resolutions)
        .set({ circulatedByName: FORMER_MEMBER })
        .where(eq(resolutions.circulatedById, userId));
      await db
        .update(minutesComments)
        .set({ authorName: FORMER_MEMBER })
        .where(eq(minutesComments.authorId, userId));
      await db
        .update(minutesAmendments)
        .set({ authorName: FORMER_MEMBER })
        .where(eq(minutesAmendments.authorId, userId));
      await db
        .update(meetingMinutes)
        .set({ approvedByName: FORMER_MEMBER })
        .where(eq(meetingMinutes.approvedById, userId));
      await db
        .update(users)
        .set({
          email: null,
          username: `former-member-${userId}`,
          fullName: FORMER_MEMBER,
          passwordHash: null,
          emailVerifiedAt: null,
          isSuperadmin: false,
          disabledAt: at,
          deletedAt: at,
          lastActiveAt: null,
        })
        .where(eq(users.id, userId));
      return ownIds.length;
    },
  };
}
