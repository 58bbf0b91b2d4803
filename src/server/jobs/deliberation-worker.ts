// Runs deliberation jobs in this process. Also the recovery after a crash: sessions left
// unfinished get their job back, and on the embedded database (one process, so no other
// worker can own them) jobs left 'active' by a killed process are failed into a retry.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { DELIBERATION_QUEUE, type DeliberationJob, IDLE_POLL_SECONDS } from './job-queue.ts';

export interface SessionRunnerPort {
  run(sessionId: string, signal: AbortSignal, options: { finalAttempt: boolean }): Promise<void>;
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
  stop(): Promise<void>;
}

const PENDING_STATES = new Set(['created', 'retry', 'active']);
const DRAIN_MS = 10_000;

export async function startDeliberationWorker(options: WorkerOptions): Promise<DeliberationWorker> {
  const { boss, runner } = options;
  const running = new Set<Promise<void>>();
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
      const run = runner.run(job.data.sessionId, job.signal, { finalAttempt: retryCount >= retryLimit });
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    },
  );
  return {
    async stop() {
      // Not graceful: in-flight steps are aborted, their jobs go back to 'retry', and the next
      // start resumes them from their checkpoints. Waiting for whole sessions could take minutes.
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
