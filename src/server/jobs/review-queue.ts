// Review dates as durable pg-boss jobs: one per date a decision's review is set to (at completion,
// and again whenever someone moves it). A job for a date that is no longer the review's does
// nothing. A sweep at start and every hour hands over reviews already due whose notice never went
// out (decisions made before reviews existed, a job lost with a dropped queue).
import type { PgBoss } from 'pg-boss';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const REVIEW_DUE_QUEUE = 'review-due';
const SWEEP_MS = 60 * 60_000;

interface ReviewDueJob {
  sessionId: string;
  dueAt: string;
}

export async function createReviewQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, REVIEW_DUE_QUEUE, SHORT_JOB_RETRIES);
}

export async function scheduleReviewDue(boss: PgBoss, sessionId: string, dueAt: Date): Promise<void> {
  await boss.send(REVIEW_DUE_QUEUE, { sessionId, dueAt: dueAt.toISOString() } satisfies ReviewDueJob, {
    startAfter: dueAt,
  });
}

export async function startReviewWorker(
  boss: PgBoss,
  notify: (sessionId: string, dueAt: Date) => Promise<unknown>,
  dueUnnoticed: () => Promise<{ sessionId: string; dueAt: Date }[]>,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<() => void> {
  await boss.work<ReviewDueJob>(
    REVIEW_DUE_QUEUE,
    // A review is due at a set time: a short poll keeps the notice close to it.
    { pollingIntervalSeconds: 1, localConcurrency: 2 },
    async ([job]) => {
      if (job) await notify(job.data.sessionId, new Date(job.data.dueAt));
    },
  );
  const sweep = async () => {
    try {
      for (const { sessionId, dueAt } of await dueUnnoticed())
        await scheduleReviewDue(boss, sessionId, dueAt);
    } catch (error) {
      log.warn({ err: error }, 'review sweep failed; the next one tries again');
    }
  };
  await sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
