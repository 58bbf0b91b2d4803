// SQL for the platform's billing: upgrade requests and the plan an organization is on.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, planUpgradeRequests } from '../../db/schema/index.ts';

export function createBillingRepository(db: Db) {
  return {
    async findRequest(id: string) {
      const [request] = await db.select().from(planUpgradeRequests).where(eq(planUpgradeRequests.id, id));
      return request;
    },

    /** Decides a request still pending; false when it was decided meanwhile. */
    async decideRequest(id: string, status: 'granted' | 'declined', decidedBy: string): Promise<boolean> {
      const [changed] = await db
        .update(planUpgradeRequests)
        .set({ status, decidedAt: new Date(), decidedBy })
        .where(and(eq(planUpgradeRequests.id, id), eq(planUpgradeRequests.status, 'pending')))
        .returning({ id: planUpgradeRequests.id });
      return changed !== undefined;
    },

    async findOrganization(id: string) {
      const [org] = await db.select().from(organizations).where(eq(organizations.id, id));
      return org;
    },

    async setPlan(organizationId: string, plan: string): Promise<void> {
      await db
        .update(organizations)
        .set({ plan, planStartedAt: new Date() })
        .where(eq(organizations.id, organizationId));
    },
  };
}
