// Telling an organization's webhooks that something happened: one delivery row per endpoint
// listening for the event, each handed to the delivery job. Called after the change itself is
// committed; a failure here is logged and never undoes or fails what the user did (the delivery
// log shows what was recorded, and an Admin can replay it).
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../../../contracts/webhooks.ts';
import type { Db } from '../../db/client.ts';
import type { WebhookEnvelope } from './message.ts';
import { createWebhookRepository } from './repository.ts';

export type EmitWebhook = (
  organizationId: string,
  type: WebhookEventType,
  /** The event's facts, a one-line summary (Slack's text), and the app page it concerns. */
  data: Record<string, unknown> & { summary: string; path: string },
) => Promise<void>;

export function createWebhookEvents(deps: {
  db: Db;
  publicUrl: string;
  enqueue(deliveryId: string): Promise<void>;
  log: { error(obj: unknown, msg?: string): void };
  now?: () => Date;
}): { emit: EmitWebhook } {
  const repository = createWebhookRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    async emit(organizationId, type, { path, ...data }) {
      try {
        const endpoints = await repository.subscribers(organizationId, type);
        if (endpoints.length === 0) return;
        const envelope: WebhookEnvelope = {
          type,
          timestamp: now().toISOString(),
          data: { ...data, url: `${deps.publicUrl}${path}` },
        };
        const rows = await repository.insertDeliveries(
          endpoints.map((endpoint) => ({
            endpointId: endpoint.id,
            messageId: `msg_${randomUUID()}`,
            eventType: type,
            payload: envelope as unknown as Record<string, unknown>,
          })),
        );
        for (const row of rows) await deps.enqueue(row.id);
      } catch (error) {
        deps.log.error({ err: error, organizationId, type }, 'webhook event not recorded');
      }
    },
  };
}
