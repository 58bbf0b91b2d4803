// SQL for organizations, their members and plan upgrade requests.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrgRole } from '../../../contracts/permissions.ts';
import type { Db } from '../../db/client.ts';
import { personColumns } from '../../db/person-columns.ts';
import {
  boardMembers,
  boardPositions,
  boards,
  invites,
  organizationMembers,
  organizations,
  planUpgradeRequests,
  users,
} from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type UpgradeRequestRow = typeof planUpgradeRequests.$inferSelect;

export function createOrganizationRepository(db: Db) {
  return {
    /** Everything in it goes too: every table under an organization cascades from it. */
    async deleteById(id: string): Promise<void> {
      await db.delete(organizations).where(eq(organizations.id, id));
    },
    async insert(values: typeof organizations.$inferInsert, adminId: string): Promise<OrganizationRow> {
      const [row] = await db.insert(organizations).values(values).returning();
      await db
        .insert(organizationMembers)
        .values({ organizationId: row!.id, userId: adminId, role: 'admin' });
      return row!;
    },
    async findById(id: string): Promise<OrganizationRow | undefined> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
      return row;
    },
    async findPersonal(userId: string): Promise<OrganizationRow | undefined> {
      const [row] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.personalOwnerId, userId))
        .limit(1);
      return row;
    },
    async update(id: string, values: Partial<typeof organizations.$inferInsert>): Promise<void> {
      await db.update(organizations).set(values).where(eq(organizations.id, id));
    },
    listForUser(userId: string) {
      return db
        .select({ organization: organizations, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(sql`${organizations.personalOwnerId} is null`, asc(organizations.name));
    },

    members(organizationId: string) {
      return db
        .select({
          ...personColumns,
          lastActiveAt: users.lastActiveAt,
          emailVerifiedAt: users.emailVerifiedAt,
          emailBouncedAt: users.emailBouncedAt,
          emailBounceReason: users.emailBounceReason,
          role: organizationMembers.role,
          joinedAt: organizationMembers.joinedAt,
          boardCount: sql<number>`(
            select count(*) from ${boardMembers} bm join ${boards} b on b.id = bm.board_id
            where bm.user_id = ${users.id} and b.organization_id = ${organizationId})`.mapWith(Number),
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(organizationMembers.joinedAt));
    },
    async findMember(organizationId: string, userId: string) {
      const [row] = await db
        .select({ role: organizationMembers.role, email: users.email, fullName: users.fullName })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        )
        .limit(1);
      return row;
    },
    async findMemberByEmail(organizationId: string, email: string) {
      const [row] = await db
        .select({ userId: users.id, emailVerifiedAt: users.emailVerifiedAt })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(users.email, email.toLowerCase())),
        )
        .limit(1);
      return row;
    },
    async addMember(organizationId: string, userId: string, role: OrgRole): Promise<boolean> {
      const rows = await db
        .insert(organizationMembers)
        .values({ organizationId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: organizationMembers.userId });
      return rows.length > 0;
    },
    async setRole(organizationId: string, userId: string, role: OrgRole): Promise<void> {
      await db
        .update(organizationMembers)
        .set({ role })
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
    },
    async countAdmins(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'admin')),
        );
      return row?.n ?? 0;
    },
    /** Leaving an organization leaves its boards and frees the human seats held on them. */
    async removeMember(organizationId: string, userId: string): Promise<void> {
      const orgBoards = db
        .select({ id: boards.id })
        .from(boards)
        .where(eq(boards.organizationId, organizationId));
      await db
        .delete(boardMembers)
        .where(and(eq(boardMembers.userId, userId), inArray(boardMembers.boardId, orgBoards)));
      await db
        .update(boardPositions)
        .set({ assignedUserId: null })
        .where(and(eq(boardPositions.assignedUserId, userId), inArray(boardPositions.boardId, orgBoards)));
      await db
        .delete(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
    },
    /** Members, and invitations still open: together the seats a plan's limit counts. */
    async seatCounts(organizationId: string): Promise<{ members: number; pending: number }> {
      const [members] = await db
        .select({ n: count() })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, organizationId));
      const [pending] = await db
        .select({ n: count() })
        .from(invites)
        .where(
          and(
            eq(invites.organizationId, organizationId),
            isNull(invites.acceptedAt),
            isNull(invites.revokedAt),
            sql`${invites.expiresAt} > now()`,
          ),
        );
      return { members: members?.n ?? 0, pending: pending?.n ?? 0 };
    },

    async insertUpgradeRequest(values: typeof planUpgradeRequests.$inferInsert): Promise<UpgradeRequestRow> {
      const [row] = await db.insert(planUpgradeRequests).values(values).returning();
      return row!;
    },
    listUpgradeRequests(organizationId: string): Promise<UpgradeRequestRow[]> {
      return db
        .select()
        .from(planUpgradeRequests)
        .where(eq(planUpgradeRequests.organizationId, organizationId))
        .orderBy(sql`${planUpgradeRequests.createdAt} desc`);
    },
  };
}
export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
