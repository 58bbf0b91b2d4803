// The e-mail of notifications already written (a decision, a meeting scheduled, moved or
// cancelled, minutes to approve) as durable pg-boss jobs with retries: the change that wrote them
// only hands the job over, so a slow or failing SMTP server never holds up a request.
import type { PgBoss } from 'pg-boss';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

interface NotificationMailJob {
  /** The dedupe key the notifications to mail share. */
  key: string;
}

export async function createNotificationMailQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, NOTIFICATION_MAIL_QUEUE, SHORT_JOB_RETRIES);
}

export async function queueNotificationMail(boss: PgBoss, key: string): Promise<void> {
  await boss.send(NOTIFICATION_MAIL_QUEUE, { key } satisfies NotificationMailJob);
}

export async function startNotificationMailWorker(
  boss: PgBoss,
  send: (key: string) => Promise<unknown>,
): Promise<void> {
  await boss.work<NotificationMailJob>(
    NOTIFICATION_MAIL_QUEUE,
    { pollingIntervalSeconds: 1, localConcurrency: 2 },
    async ([job]) => {
      if (job) await send(job.data.key);
    },
  );
}
