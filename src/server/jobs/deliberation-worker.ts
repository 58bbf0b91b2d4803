// Runs deliberation jobs in this process. Also the recovery after a crash: sessions left
// unfinished get their job back, and on the embedded database (one process, so no other
// worker can own them) jobs left 'active' by a killed process are failed into a retry.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { withLogContext } from '../lib/log-context.ts';
import { DELIBERATION_QUEUE, type DeliberationJob, IDLE_POLL_SECONDS } from './job-queue.ts';

export interface SessionRunnerPort {
  run(
    sessionId: string,
    signal: AbortSignal,
    options: { finalAttempt: boolean; drain: AbortSignal },
  ): Promise<void>;
}

export interface WorkerOptions {
  boss: PgBoss;
  runner: SessionRunnerPort;
  concurrency: number;
  /** Embedded database: this process is the only worker there is. */
  soleWorker: boolean;
  unfinishedSessionIds: () => Promise<string[]>;
  log: { warn(obj: unknown, msg?: string): void };
}

export interface DeliberationWorker {
  /**
   * Stops taking jobs; running sessions start no new step, and the steps already asking the mind
   * get up to `drainMs` to reach their checkpoint. What is still running then is aborted. Either
   * way the jobs go back to the queue and resume from their checkpoints (here or in another worker).
   */
  stop(drainMs?: number): Promise<void>;
}

const PENDING_STATES = new Set(['created', 'retry', 'active']);
const DRAIN_MS = 10_000;

export async function startDeliberationWorker(options: WorkerOptions): Promise<DeliberationWorker> {
  const { boss, runner } = options;
  const running = new Set<Promise<void>>();
  const drain = new AbortController();
  await recoverUnfinished(options);
  await boss.work<DeliberationJob>(
    DELIBERATION_QUEUE,
    {
      localConcurrency: options.concurrency,
      // Woken by NOTIFY when a session is queued; the poll is the floor if notifications fail.
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: IDLE_POLL_SECONDS,
      includeMetadata: true,
    },
    async ([job]) => {
      if (!job) return;
      // includeMetadata brings the retry counters (pg-boss's handler type does not narrow to it).
      const { retryCount, retryLimit } = job as JobWithMetadata<DeliberationJob>;
      // Every line logged while the session runs names it (lib/log-context.ts).
      const run = withLogContext({ sessionId: job.data.sessionId }, () =>
        runner.run(job.data.sessionId, job.signal, {
          finalAttempt: retryCount >= retryLimit,
          drain: drain.signal,
        }),
      );
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    },
  );
  return {
    async stop(drainMs = 0) {
      // Whole sessions could take minutes: only the steps under way are waited for (bounded).
      await boss.offWork(DELIBERATION_QUEUE, { wait: false }).catch(() => {});
      drain.abort(new DOMException('The server is restarting', 'AbortError'));
      if (drainMs > 0 && running.size > 0)
        await Promise.race([Promise.allSettled(running), new Promise((r) => setTimeout(r, drainMs).unref())]);
      // Whatever still runs is aborted; its job goes back to 'retry' and resumes from its checkpoints.
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      await Promise.race([Promise.allSettled(running), new Promise((r) => setTimeout(r, DRAIN_MS).unref())]);
    },
  };
}

async function recoverUnfinished(options: WorkerOptions): Promise<void> {
  const { boss } = options;
  for (const sessionId of await options.unfinishedSessionIds()) {
    const jobs = await boss.findJobs(DELIBERATION_QUEUE, { key: sessionId });
    const pending = jobs.filter((job) => PENDING_STATES.has(job.state));
    const orphans = options.soleWorker ? pending.filter((job) => job.state === 'active') : [];
    if (orphans.length > 0) {
      options.log.warn({ sessionId }, 'resuming a session interrupted by a crash');
      await boss.fail(
        DELIBERATION_QUEUE,
        orphans.map((job) => job.id),
        { reason: 'worker stopped unexpectedly' },
      );
    }
    if (pending.length === 0) await enqueueSession(boss, sessionId);
  }
}

export function enqueueSession(boss: PgBoss, sessionId: string): Promise<string | null> {
  return boss.send(DELIBERATION_QUEUE, { sessionId }, { singletonKey: sessionId });
}
