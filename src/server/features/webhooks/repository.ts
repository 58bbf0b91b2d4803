// SQL for webhook endpoints and their delivery log; nothing else reads these tables.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type WebhookEventType, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The log shown to Admins: the newest deliveries of one endpoint. */
const LOG_LENGTH = 100;

export function createWebhookRepository(db: Db) {
  return {
    async list(organizationId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.organizationId, organizationId))
        .orderBy(webhookEndpoints.createdAt);
    },

    async count(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.organizationId, organizationId));
      return row?.n ?? 0;
    },

    async find(organizationId: string, id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)));
      return row;
    },

    async insert(values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The enabled endpoints of an organization that listen for `type`. */
    async subscribers(organizationId: string, type: WebhookEventType): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.organizationId, organizationId),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
          ),
        );
    },

    async insertDeliveries(values: (typeof webhookDeliveries.$inferInsert)[]): Promise<WebhookDeliveryRow[]> {
      if (values.length === 0) return [];
      return db.insert(webhookDeliveries).values(values).returning();
    },

    async deliveries(endpointId: string): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(LOG_LENGTH);
    },

    async delivery(endpointId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      return row;
    },

    /** A delivery with its endpoint, for the job that sends it. */
    async deliveryWithEndpoint(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** One attempt's outcome: counted, and the delivery's status as it now stands. */
    async recordAttempt(
      id: string,
      outcome: {
        at: Date;
        statusCode: number | null;
        error: string | null;
        status: WebhookDeliveryRow['status'];
      },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: outcome.at,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          status: outcome.status,
          ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
        })
        .where(eq(webhookDeliveries.id, id));
    },
  };
}
export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
