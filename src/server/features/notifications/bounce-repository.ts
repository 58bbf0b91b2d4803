// What a bounce report needs to know: whose address it is and which organizations they belong to.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, users } from '../../db/schema/index.ts';

export function createBounceRepository(db: Db) {
  return {
    /** The account holding this (lower-case) address, with its organizations; null when none does. */
    async ownerOf(address: string): Promise<{ userId: string; organizationIds: string[] } | null> {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (!owner) return null;
      const organizations = await db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, owner.id));
      return { userId: owner.id, organizationIds: organizations.map((o) => o.id) };
    },
  };
}
