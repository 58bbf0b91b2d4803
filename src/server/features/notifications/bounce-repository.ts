// What a bounce report needs to know: whose address it is and which organizations they belong to.
import { and, eq } from 'drizzle-orm';
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

    /** Marks the address as not accepting mail (only while the account still has it). */
    async markBounced(userId: string, address: string, reason: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailBouncedAt: at, emailBounceReason: reason })
        .where(and(eq(users.id, userId), eq(users.email, address)));
    },
  };
}
