// Deadline reminders as durable pg-boss jobs: one per session with human seats, scheduled at
// start for its reminder time, and (asynchronous boards) one per round and vote window. A job
// survives restarts; the reminder itself is idempotent.
import type { PgBoss } from 'pg-boss';
import type { ReminderWindow } from '../features/notifications/deadline-reminder.ts';
import { ensureQueue, SHORT_JOB_RETRIES } from './job-queue.ts';

export const DEADLINE_REMINDER_QUEUE = 'deadline-reminder';

interface ReminderJob {
  sessionId: string;
  /** A consensus round's or the vote's window; absent: the perspective deadline. */
  window?: ReminderWindow;
}

export async function createReminderQueue(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, DEADLINE_REMINDER_QUEUE, SHORT_JOB_RETRIES);
}

export async function scheduleReminder(
  boss: PgBoss,
  sessionId: string,
  at: Date,
  window?: ReminderWindow,
): Promise<void> {
  await boss.send(
    DEADLINE_REMINDER_QUEUE,
    { sessionId, ...(window ? { window } : {}) } satisfies ReminderJob,
    {
      startAfter: at,
      // One per deadline: a resumed run opening the same window again schedules nothing new.
      singletonKey: window ? `${sessionId}:${window.step}:${window.round}` : sessionId,
    },
  );
}

export async function startReminderWorker(
  boss: PgBoss,
  remind: (sessionId: string, window?: ReminderWindow) => Promise<unknown>,
): Promise<void> {
  await boss.work<ReminderJob>(
    DEADLINE_REMINDER_QUEUE,
    // A reminder is due at a set time: a short poll keeps it close to that time.
    { pollingIntervalSeconds: 1, localConcurrency: 2 },
    async ([job]) => {
      if (job) await remind(job.data.sessionId, job.data.window);
    },
  );
}
