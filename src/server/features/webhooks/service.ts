// An organization's outgoing webhooks, managed by its Admins: add (the address judged by the
// outbound guard, ADR 25; the signing secret shown once), change, remove, read the delivery log
// and replay a delivery. Anyone else in the organization is refused (403), strangers find
// nothing (404).
import {
  type CreateWebhookBody,
  MAX_WEBHOOKS_PER_ORGANIZATION,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from '../../../contracts/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Actor } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { checkOrganization } from '../organizations/access.ts';
import { newWebhookSecret } from './message.ts';
import { createWebhookRepository, type WebhookDeliveryRow, type WebhookEndpointRow } from './repository.ts';

const WEBHOOK_NOT_FOUND = 'Webhook not found';

function present(row: WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    format: row.format,
    events: row.events,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  };
}

function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    replay_of: row.replayOf,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

export function createWebhookService(deps: {
  db: Db;
  box: SecretBox;
  /** Why the outbound guard will refuse an address (null: none it can tell yet). */
  addressProblem(url: string): string | null;
  enqueue(deliveryId: string): Promise<void>;
}) {
  const { db } = deps;
  const webhooks = createWebhookRepository(db);

  const administer = (actor: Actor, organizationId: string) =>
    checkOrganization(actor, organizationId, 'administer');

  async function load(actor: Actor, organizationId: string, id: string): Promise<WebhookEndpointRow> {
    administer(actor, organizationId);
    const row = isUuid(id) ? await webhooks.find(organizationId, id) : undefined;
    if (!row) throw notFound(WEBHOOK_NOT_FOUND);
    return row;
  }

  function checkAddress(url: string): void {
    const problem = deps.addressProblem(url);
    if (problem) throw unprocessable(problem);
  }

  return {
    async list(actor: Actor, organizationId: string): Promise<Webhook[]> {
      administer(actor, organizationId);
      return (await webhooks.list(organizationId)).map(present);
    },

    async create(actor: Actor, organizationId: string, body: CreateWebhookBody) {
      administer(actor, organizationId);
      checkAddress(body.url);
      const secret = newWebhookSecret();
      const row = await inTransaction(db, async (tx) => {
        const repository = createWebhookRepository(tx);
        if ((await repository.count(organizationId)) >= MAX_WEBHOOKS_PER_ORGANIZATION)
          throw conflict(`An organization has at most ${MAX_WEBHOOKS_PER_ORGANIZATION} webhooks`);
        const inserted = await repository.insert({
          organizationId,
          url: body.url,
          description: body.description,
          format: body.format,
          events: body.events,
          secretSealed: deps.box.seal(secret),
          createdById: actor.user.id,
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId,
          action: 'webhook.created',
          targetType: 'webhook',
          targetId: inserted.id,
          summary: `Added a webhook to ${new URL(body.url).host} (${body.events.join(', ')})`,
        });
        return inserted;
      });
      return { ...present(row), secret };
    },

    async update(
      actor: Actor,
      organizationId: string,
      id: string,
      body: UpdateWebhookBody,
    ): Promise<Webhook> {
      const row = await load(actor, organizationId, id);
      if (body.url !== undefined) checkAddress(body.url);
      return inTransaction(db, async (tx) => {
        const updated = await createWebhookRepository(tx).update(row.id, body);
        if (!updated) throw notFound(WEBHOOK_NOT_FOUND);
        await recordAudit(tx, auditorOf(actor), {
          organizationId,
          action: 'webhook.updated',
          targetType: 'webhook',
          targetId: row.id,
          summary: `Changed the webhook to ${new URL(updated.url).host}: ${Object.keys(body).join(', ') || 'nothing'}`,
        });
        return present(updated);
      });
    },

    async remove(actor: Actor, organizationId: string, id: string): Promise<void> {
      const row = await load(actor, organizationId, id);
      await auditedChange(
        db,
        actor,
        (tx) => createWebhookRepository(tx).remove(row.id),
        () => ({
          organizationId,
          action: 'webhook.deleted',
          targetType: 'webhook',
          targetId: row.id,
          summary: `Removed the webhook to ${new URL(row.url).host} and its delivery log`,
        }),
      );
    },

    async deliveries(actor: Actor, organizationId: string, id: string): Promise<WebhookDelivery[]> {
      const row = await load(actor, organizationId, id);
      return (await webhooks.deliveries(row.id)).map(presentDelivery);
    },

    /** Sends a logged message again, as a new delivery with the same message id. */
    async replay(
      actor: Actor,
      organizationId: string,
      id: string,
      deliveryId: string,
    ): Promise<WebhookDelivery> {
      const row = await load(actor, organizationId, id);
      const original = isUuid(deliveryId) ? await webhooks.delivery(row.id, deliveryId) : undefined;
      if (!original) throw notFound('Delivery not found');
      if (!row.enabled) throw conflict('This webhook is disabled: enable it to replay a delivery');
      const replay = await inTransaction(db, async (tx) => {
        const [inserted] = await createWebhookRepository(tx).insertDeliveries([
          {
            endpointId: row.id,
            messageId: original.messageId,
            eventType: original.eventType,
            payload: original.payload,
            replayOf: original.id,
          },
        ]);
        await recordAudit(tx, auditorOf(actor), {
          organizationId,
          action: 'webhook.replayed',
          targetType: 'webhook',
          targetId: row.id,
          summary: `Replayed ${original.eventType} (${original.messageId}) to ${new URL(row.url).host}`,
        });
        return inserted!;
      });
      await deps.enqueue(replay.id);
      return presentDelivery(replay);
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
