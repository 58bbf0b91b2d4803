import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '../../../contracts/webhooks.ts';
import { createdAt, primaryId, timestamptz } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export type { WebhookEventType } from '../../../contracts/webhooks.ts';

/**
 * An organization's outgoing webhook: where events go, which ones, and in which shape. The
 * signing secret (Standard Webhooks, `whsec_…`) is sealed like provider keys: it must be read
 * back to sign, so it cannot be hashed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    format: text('format', { enum: ['standard', 'slack'] })
      .notNull()
      .default('standard'),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId)],
);

/**
 * One message to one endpoint, and how its delivery went. `messageId` is the Standard Webhooks
 * `webhook-id`: a replay sends the same message again (same id, so receivers can tell), as a new
 * row of the log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
