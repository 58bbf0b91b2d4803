// One attempt to deliver one webhook message, run by the delivery job. A 2xx answer delivers
// it; anything else (another status, a refused address, a timeout) is recorded and thrown, so
// pg-boss retries with exponential backoff until its last attempt marks the delivery failed.
// Every attempt goes through the guarded HTTP client (ADR 25): no private addresses, no redirects.
import type { Db } from '../../db/client.ts';
import type { FetchFunction } from '../../lib/outbound/guarded-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { messageBody, signatureHeaders, type WebhookEnvelope } from './message.ts';
import { createWebhookRepository } from './repository.ts';

/** A receiver that takes longer is counted as failed (and retried). */
const ATTEMPT_TIMEOUT_MS = 10_000;

export class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed';
}

export function createWebhookDelivery(deps: {
  db: Db;
  box: SecretBox;
  fetch: FetchFunction;
  now?: () => Date;
}) {
  const repository = createWebhookRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    async deliver(deliveryId: string, finalAttempt: boolean): Promise<void> {
      const found = await repository.deliveryWithEndpoint(deliveryId);
      if (!found || found.delivery.status === 'delivered') return;
      const { delivery, endpoint } = found;
      const at = now();
      if (!endpoint.enabled) {
        await repository.recordAttempt(delivery.id, {
          at,
          statusCode: null,
          error: 'The webhook is disabled',
          status: 'failed',
        });
        return;
      }
      const body = messageBody(delivery.payload as unknown as WebhookEnvelope, endpoint.format);
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const response = await deps.fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Boardwise-Webhooks',
            ...signatureHeaders(deps.box.open(endpoint.secretSealed), delivery.messageId, at, body),
          },
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        statusCode = response.status;
        await response.body?.cancel().catch(() => {});
        if (!response.ok) error = `The receiver answered HTTP ${response.status}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : 'The request failed';
      }
      const status = error === null ? 'delivered' : finalAttempt ? 'failed' : 'pending';
      await repository.recordAttempt(delivery.id, { at, statusCode, error, status });
      if (error !== null && !finalAttempt) throw new WebhookAttemptFailed(error);
    },
  };
}
export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
