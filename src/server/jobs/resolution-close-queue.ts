// Closing written resolutions at their closing time, and reminding before it, as durable pg-boss
// jobs. Closing: one per resolution,
// scheduled when it is circulated. A restart keeps the job; a resolution decided early is left as
// it is when the job comes (closing is idempotent).
import type { PgBoss } from 'pg-boss';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const RESOLUTION_CLOSE_QUEUE = 'resolution-close';

interface ResolutionCloseJob {
  resolutionId: string;
}

export async function createResolutionCloseQueue(boss: PgBoss): Promise<void> {
  // Many retries: a job run a little before its time fails and waits for it (see closing.ts).
  const queue = { ...SHORT_JOB_RETRIES, retryLimit: 20 };
  await ensureQueue(boss, RESOLUTION_CLOSE_QUEUE, queue);
}

export async function scheduleResolutionClose(boss: PgBoss, resolutionId: string, at: Date): Promise<void> {
  await boss.send(RESOLUTION_CLOSE_QUEUE, { resolutionId } satisfies ResolutionCloseJob, {
    startAfter: at,
    singletonKey: resolutionId,
  });
}

export async function startResolutionCloseWorker(
  boss: PgBoss,
  close: (resolutionId: string) => Promise<unknown>,
): Promise<void> {
  await boss.work<ResolutionCloseJob>(
    RESOLUTION_CLOSE_QUEUE,
    // Due at a set time: a short poll keeps the close near it.
    { pollingIntervalSeconds: 1, localConcurrency: 1 },
    async ([job]) => {
      if (job) await close(job.data.resolutionId);
    },
  );
}

// The reminder before a resolution closes, to the directors who have not voted: one job per
// resolution, scheduled when it is circulated; a restart keeps it, and reminding is idempotent.
export const RESOLUTION_REMINDER_QUEUE = 'resolution-reminder';

export async function createResolutionReminderQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, RESOLUTION_REMINDER_QUEUE, SHORT_JOB_RETRIES);
}

export async function scheduleResolutionReminder(
  boss: PgBoss,
  resolutionId: string,
  at: Date,
): Promise<void> {
  await boss.send(RESOLUTION_REMINDER_QUEUE, { resolutionId } satisfies ResolutionCloseJob, {
    startAfter: at,
    singletonKey: resolutionId,
  });
}

export async function startResolutionReminderWorker(
  boss: PgBoss,
  remind: (resolutionId: string) => Promise<unknown>,
): Promise<void> {
  await boss.work<ResolutionCloseJob>(
    RESOLUTION_REMINDER_QUEUE,
    { pollingIntervalSeconds: 1, localConcurrency: 1 },
    async ([job]) => {
      if (job) await remind(job.data.resolutionId);
    },
  );
}
