// Closing written resolutions at their closing time, and reminding the directors who have not
// voted before it, as durable pg-boss jobs: one of each per resolution, scheduled when it is
// circulated. A restart keeps the jobs; closing and reminding are idempotent, so a resolution
// decided early is left as it is when its job comes.
import type { PgBoss } from 'pg-boss';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const RESOLUTION_CLOSE_QUEUE = 'resolution-close';
export const RESOLUTION_REMINDER_QUEUE = 'resolution-reminder';

interface ResolutionJob {
  resolutionId: string;
}

/** A queue of jobs due at a set time, one per resolution (scheduled again, it adds none). */
function resolutionJobs(queue: string) {
  return {
    async schedule(boss: PgBoss, resolutionId: string, at: Date): Promise<void> {
      await boss.send(queue, { resolutionId } satisfies ResolutionJob, {
        startAfter: at,
        singletonKey: resolutionId,
      });
    },
    async start(boss: PgBoss, run: (resolutionId: string) => Promise<unknown>): Promise<void> {
      await boss.work<ResolutionJob>(
        queue,
        // Due at a set time: a short poll keeps the run near it.
        { pollingIntervalSeconds: 1, localConcurrency: 1 },
        async ([job]) => {
          if (job) await run(job.data.resolutionId);
        },
      );
    },
  };
}

const closing = resolutionJobs(RESOLUTION_CLOSE_QUEUE);
const reminding = resolutionJobs(RESOLUTION_REMINDER_QUEUE);

export async function createResolutionCloseQueue(boss: PgBoss): Promise<void> {
  // Many retries: a job run a little before its time fails and waits for it (see closing.ts).
  await ensureQueue(boss, RESOLUTION_CLOSE_QUEUE, { ...SHORT_JOB_RETRIES, retryLimit: 20 });
}
export const scheduleResolutionClose = closing.schedule;
export const startResolutionCloseWorker = closing.start;

export async function createResolutionReminderQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, RESOLUTION_REMINDER_QUEUE, SHORT_JOB_RETRIES);
}
export const scheduleResolutionReminder = reminding.schedule;
export const startResolutionReminderWorker = reminding.start;
