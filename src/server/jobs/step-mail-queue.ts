// The e-mails of a session's human steps (their input, the vote) as durable pg-boss jobs with
// retries: the request or the deliberation only hands the job over; sending is idempotent.
import type { PgBoss } from 'pg-boss';
import type { HumanStep } from '../features/notifications/step-mail.ts';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const STEP_MAIL_QUEUE = 'human-step-mail';

interface StepMailJob {
  sessionId: string;
  step: HumanStep;
  /** The step's deadline (ISO), when it has its own (the vote's window). */
  closesAt: string | null;
}

export async function createStepMailQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, STEP_MAIL_QUEUE, SHORT_JOB_RETRIES);
}

export async function sendStepMail(
  boss: PgBoss,
  sessionId: string,
  step: HumanStep,
  closesAt: Date | null = null,
): Promise<void> {
  await boss.send(STEP_MAIL_QUEUE, {
    sessionId,
    step,
    closesAt: closesAt?.toISOString() ?? null,
  } satisfies StepMailJob);
}

export async function startStepMailWorker(
  boss: PgBoss,
  send: (sessionId: string, step: HumanStep, closesAt?: Date) => Promise<unknown>,
): Promise<void> {
  await boss.work<StepMailJob>(
    STEP_MAIL_QUEUE,
    // Someone is waiting for this mail: a short poll sends it soon after the step opens.
    { pollingIntervalSeconds: 1, localConcurrency: 2 },
    async ([job]) => {
      if (job)
        await send(
          job.data.sessionId,
          job.data.step,
          job.data.closesAt ? new Date(job.data.closesAt) : undefined,
        );
    },
  );
}
