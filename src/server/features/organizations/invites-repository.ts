// SQL for invitations.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardPositions, invites, organizations, users } from '../../db/schema/index.ts';

export type InviteRow = typeof invites.$inferSelect;

const open = (now: Date) =>
  and(isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now));

export function createInviteRepository(db: Db) {
  return {
    async insert(values: typeof invites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(invites).values(values).returning();
      return row!;
    },
    listOpen(organizationId: string, now = new Date()) {
      return db
        .select({ invite: invites, inviter: users.email })
        .from(invites)
        .leftJoin(users, eq(users.id, invites.invitedBy))
        .where(and(eq(invites.organizationId, organizationId), open(now)))
        .orderBy(asc(invites.createdAt));
    },
    async findOpenByEmail(
      organizationId: string,
      email: string,
      now = new Date(),
    ): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(invites)
        .where(
          and(eq(invites.organizationId, organizationId), eq(invites.email, email.toLowerCase()), open(now)),
        )
        .limit(1);
      return row;
    },
    /** The token that went out by e-mail is still the invitation's current one. */
    async markEmailed(id: string, tokenHash: string): Promise<void> {
      await db
        .update(invites)
        .set({ emailedAt: new Date() })
        .where(and(eq(invites.id, id), eq(invites.tokenHash, tokenHash)));
    },
    async findInOrganization(organizationId: string, id: string): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.organizationId, organizationId), eq(invites.id, id)))
        .limit(1);
      return row;
    },
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          invite: invites,
          organizationName: organizations.name,
          inviterName: users.fullName,
          inviterEmail: users.email,
        })
        .from(invites)
        .innerJoin(organizations, eq(organizations.id, invites.organizationId))
        .leftJoin(users, eq(users.id, invites.invitedBy))
        .where(eq(invites.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async update(id: string, values: Partial<typeof invites.$inferInsert>): Promise<void> {
      await db.update(invites).set(values).where(eq(invites.id, id));
    },
    /** Human seats kept for this invitation go to the person who accepted it. */
    async giveReservedSeats(inviteId: string, userId: string): Promise<void> {
      await db
        .update(boardPositions)
        .set({ assignedUserId: userId, pendingInviteId: null })
        .where(eq(boardPositions.pendingInviteId, inviteId));
    },
    async releaseReservedSeats(inviteId: string): Promise<void> {
      await db
        .update(boardPositions)
        .set({ pendingInviteId: null })
        .where(eq(boardPositions.pendingInviteId, inviteId));
    },
  };
}
