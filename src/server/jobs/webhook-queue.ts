// Webhook deliveries as durable pg-boss jobs: one job per delivery, retried with exponential
// backoff (WEBHOOK_RETRY_LIMIT retries, the first after WEBHOOK_RETRY_DELAY_SECONDS, about
// doubling each time, capped at an hour). A replay is a new delivery and a new job.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { ensureQueue } from './job-queue.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

interface WebhookJob {
  deliveryId: string;
}

export async function createWebhookQueue(
  boss: PgBoss,
  settings: { retryLimit: number; retryDelaySeconds: number },
): Promise<void> {
  const queue = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 60,
  };
  await ensureQueue(boss, WEBHOOK_QUEUE, queue);
}

export async function sendWebhookJob(boss: PgBoss, deliveryId: string): Promise<void> {
  await boss.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob);
}

export async function startWebhookWorker(
  boss: PgBoss,
  deliver: (deliveryId: string, finalAttempt: boolean) => Promise<void>,
): Promise<void> {
  await boss.work<WebhookJob>(
    WEBHOOK_QUEUE,
    // Retries are due at their time: a short poll keeps the backoff what it says.
    { pollingIntervalSeconds: 0.5, localConcurrency: 4, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const { retryCount, retryLimit } = job as JobWithMetadata<WebhookJob>;
      await deliver(job.data.deliveryId, retryCount >= retryLimit);
    },
  );
}
